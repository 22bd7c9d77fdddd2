import * as Y from 'yjs';
import { afterPaint } from '$lib/app/afterPaint';
import { isFromPeer } from './peerOrigin';

export interface DeferredWrites {
	/** Hands everything waiting to `write` now. */
	flush(): void;
	/** Flushes, then stops listening. */
	stop(): void;
}

/** When the writes go: `own` for this device's updates, `peers` for those another device sent. */
export interface WriteTimes {
	own(run: () => void): void;
	peers(run: () => void): void;
}

const WRITE_TIMES: WriteTimes = { own: (run) => queueMicrotask(run), peers: afterPaint };

/**
 * Saves a document's updates with `write` (in the V2 encoding, as y-dexie stores them), merged,
 * out of the transaction that made them: a write inside it sat ahead of sending a move to the other
 * phones. This device's own updates are written from a microtask once the transaction is over, and
 * never put off to a later task: a page left or reloaded right after a tap (a link, the Back button)
 * lost the move when saving waited for the next frame, as a write started on 'pagehide' does not
 * commit. An update from another device (already saved there, and sent again when the two meet)
 * waits for the frame that draws it (`afterPaint`), or for this device's next own write. What
 * waits is also written when the page is hidden or left, or the document destroyed. It listens for
 * the V1 encoding, as the transports do (y-webrtc has no other), so that Yjs encodes each
 * transaction once; the conversion to V2 waits with the write.
 */
export function deferWrites(doc: Y.Doc, write: (update: Uint8Array) => void, when: WriteTimes = WRITE_TIMES): DeferredWrites {
	let waiting: Uint8Array[] = [];
	const queued = { own: false, peers: false };
	const flush = () => {
		if (waiting.length === 0) return;
		const updates = waiting;
		waiting = [];
		write(Y.convertUpdateFormatV1ToV2(updates.length === 1 ? updates[0] : Y.mergeUpdates(updates)));
	};
	const writeAt = (time: keyof WriteTimes) => {
		if (queued[time]) return;
		queued[time] = true;
		when[time](() => {
			queued[time] = false;
			flush();
		});
	};
	const onUpdate = (update: Uint8Array, origin: unknown) => {
		waiting.push(update);
		writeAt(isFromPeer(origin) ? 'peers' : 'own');
	};
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
