import * as Y from 'yjs';
import { afterPaint } from '$lib/app/afterPaint';
import { isFromPeer } from './peerOrigin';

export interface DeferredWrites {
	/** Hands everything waiting to `write` now. */
	flush(): void;
	/** Flushes, then stops listening. */
	stop(): void;
}

/**
 * Where this device's own updates are kept until their write has committed (journal.ts, bound to
 * one game). `keep` gives a key to `forget` them by, or null when it cannot keep them.
 */
export interface WriteAhead {
	keep(update: Uint8Array): string | null;
	forget(keys: readonly string[]): void;
}

/** `soon`: once the transaction is over, within its task (the journal); `later`: the write. */
export interface WriteTimes {
	soon(run: () => void): void;
	later(run: () => void): void;
}

const WRITE_TIMES: WriteTimes = { soon: (run) => queueMicrotask(run), later: afterPaint };

/** Called by `write` once the update is saved for good. */
export type Saved = () => void;

const merged = (updates: Uint8Array[]) => (updates.length === 1 ? updates[0] : Y.mergeUpdates(updates));

/**
 * Saves a document's updates with `write` (in the V2 encoding, as y-dexie stores them), merged, after
 * the page's next frame (`afterPaint`), out of the way of a move crossing to the other phones: a
 * database write in the task of the tap delayed its arrival on a two-core phone. This device's own
 * updates are first kept by `ahead` (a journal in localStorage), once the transaction that sent them
 * is over and before its task ends, and forgotten when their write has committed: a page left or
 * reloaded right after a tap (a link, the Back button) aborts a write it started, and lost the move
 * when nothing else held it. Without `ahead`, or when it cannot keep them (storage full), own
 * updates are written in that same microtask instead. An update from another device (already saved
 * there, and sent again when the two meet) needs no journal. What waits is also written when the
 * page is hidden or left, or the document destroyed. It listens for the V1 encoding, as the
 * transports do (y-webrtc has no other), so that Yjs encodes each transaction once; the conversion
 * to V2 waits with the write.
 */
export function deferWrites(
	doc: Y.Doc,
	write: (update: Uint8Array, saved: Saved) => void,
	ahead: WriteAhead | null,
	when: WriteTimes = WRITE_TIMES
): DeferredWrites {
	/** Everything not written yet. */
	let waiting: Uint8Array[] = [];
	/** This device's updates among them not kept by `ahead` yet. */
	let unkept: Uint8Array[] = [];
	/** What `ahead` keeps of `waiting`. */
	let kept: string[] = [];
	const queued = { soon: false, later: false };

	/** False when `ahead` could not keep what waited for it. */
	const keepOwn = (): boolean => {
		if (unkept.length === 0) return true;
		const update = merged(unkept);
		unkept = [];
		const key = ahead?.keep(update) ?? null;
		if (key === null) return false;
		kept.push(key);
		return true;
	};
	const flush = () => {
		keepOwn(); // a write started as the page goes may not commit
		if (waiting.length === 0) return;
		const updates = waiting;
		const keys = kept;
		waiting = [];
		kept = [];
		write(Y.convertUpdateFormatV1ToV2(merged(updates)), () => {
			if (keys.length > 0) ahead?.forget(keys);
		});
	};
	const jobs = {
		soon: () => {
			if (!keepOwn()) flush();
		},
		later: flush
	};
	const at = (time: keyof WriteTimes) => {
		if (queued[time]) return;
		queued[time] = true;
		when[time](() => {
			queued[time] = false;
			if (!stopped) jobs[time]();
		});
	};
	const onUpdate = (update: Uint8Array, origin: unknown) => {
		waiting.push(update);
		if (!isFromPeer(origin)) {
			unkept.push(update);
			at('soon');
		}
		at('later');
	};
	let stopped = false;
	const onHidden = () => {
		if (document.visibilityState === 'hidden') flush();
	};
	const stop = () => {
		if (stopped) return;
		flush();
		stopped = true;
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
