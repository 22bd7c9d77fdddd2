import * as Y from 'yjs';
import { updateBatch } from './updateBatch';

export interface DeferredWrites {
	/** Hands everything waiting to `write` now. */
	flush(): void;
	/** Flushes, then stops listening. */
	stop(): void;
}

/**
 * Saves a document's updates with `write` (in the V2 encoding, as y-dexie stores them) once the
 * transaction that made them is over, from a microtask: a write inside it sat ahead of sending a
 * move to the other phones. A write is never put off to a later task: a page left or reloaded right
 * after a tap (a link, the Back button) lost the move when saving waited for the next frame, as the
 * write started on 'pagehide' did not commit. Updates made before `schedule` runs are merged into
 * one write. What waits is written at once when the page is hidden or left, or the document
 * destroyed. It listens for the V1 encoding, as the transports do (y-webrtc has no other), so that
 * Yjs encodes each transaction once; the conversion to V2 waits with the write.
 */
export function deferWrites(doc: Y.Doc, write: (update: Uint8Array) => void, schedule: (run: () => void) => void = (run) => queueMicrotask(run)): DeferredWrites {
	const batch = updateBatch(Y.mergeUpdates, (update) => write(Y.convertUpdateFormatV1ToV2(update)), schedule);
	const flush = batch.flush;
	const onUpdate = (update: Uint8Array) => batch.push(update);
	let stopped = false;
	const onHidden = () => {
		if (document.visibilityState === 'hidden') flush();
	};
	const stop = () => {
		if (stopped) return;
		stopped = true;
		flush();
		doc.off('update', onUpdate);
		doc.off('destroy', stop);
		if (typeof window !== 'undefined') {
			window.removeEventListener('pagehide', flush);
			document.removeEventListener('visibilitychange', onHidden);
		}
	};

	doc.on('update', onUpdate);
	doc.on('destroy', stop);
	if (typeof window !== 'undefined') {
		window.addEventListener('pagehide', flush);
		document.addEventListener('visibilitychange', onHidden);
	}
	return { flush, stop };
}
