import * as Y from 'yjs';
import { nextTask, updateBatch } from './updateBatch';

export interface DeferredWrites {
	/** Hands everything waiting to `write` now. */
	flush(): void;
	/** Flushes, then stops listening. */
	stop(): void;
}

/**
 * Saves a document's updates (V2) with `write`, out of the task that made them: a write in that
 * task sat ahead of sending a move to the other phones and ahead of drawing one that arrived from
 * them. Updates made in one task are merged into one write when `schedule` runs. What waits is
 * written at once when the page is hidden or left, or the document destroyed.
 */
export function deferWrites(doc: Y.Doc, write: (update: Uint8Array) => void, schedule: (run: () => void) => void = nextTask): DeferredWrites {
	const batch = updateBatch(Y.mergeUpdatesV2, write, schedule);
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
		doc.off('updateV2', onUpdate);
		doc.off('destroy', stop);
		if (typeof window !== 'undefined') {
			window.removeEventListener('pagehide', flush);
			document.removeEventListener('visibilitychange', onHidden);
		}
	};

	doc.on('updateV2', onUpdate);
	doc.on('destroy', stop);
	if (typeof window !== 'undefined') {
		window.addEventListener('pagehide', flush);
		document.addEventListener('visibilitychange', onHidden);
	}
	return { flush, stop };
}
