import * as Y from 'yjs';
import { afterPaint } from '$lib/timing/afterPaint';
import { isFromPeer } from './peerOrigin';

export interface DeferredWrites {
	/** Hands everything waiting to `write` now. */
	flush(): void;
	/** The page is hidden or going: keeps the unsaved updates in the journal, then flushes. */
	leaving(): void;
	/** Flushes, then stops listening. */
	stop(): void;
}

/**
 * Where updates are kept when the page goes before their write has committed (journal.ts, bound
 * to one game). `keep` gives a key to `forget` them by, or null when it cannot.
 */
export interface WriteAhead {
	keep(update: Uint8Array): string | null;
	forget(key: string): void;
}

/** `later`: the write (after the frame); `soon`: within the task, for own updates with no journal. */
export interface WriteTimes {
	soon(run: () => void): void;
	later(run: () => void): void;
}

const WRITE_TIMES: WriteTimes = { soon: (run) => queueMicrotask(run), later: afterPaint };

/** Called by `write` once the update is saved for good (true), or could not be (false). */
export type WriteDone = (saved: boolean) => void;

/** Updates written together, and their journal entry once they have one. */
interface Batch {
	updates: Uint8Array[];
	key: string | null;
}

const newBatch = (): Batch => ({ updates: [], key: null });
const merged = (updates: Uint8Array[]) => (updates.length === 1 ? updates[0] : Y.mergeUpdates(updates));

/**
 * Saves a document's updates with `write` (in the V2 encoding, as y-dexie stores them), merged, after
 * the page's next frame (`afterPaint`), out of the way of a move crossing to the other phones: a
 * database write in the task of the tap delayed its arrival on a two-core phone. A write started
 * later is aborted if the page goes first, so when the page is hidden or left ('visibilitychange',
 * 'pagehide'), the updates not yet saved are first kept by `ahead` (a journal in localStorage,
 * which is written at once and outlives the page; the next start saves them), and forgotten once
 * their write commits; a write that fails keeps them there too. Another device's updates go with
 * them: this device's own may build on them. Without `ahead`, this device's own updates are
 * written in a microtask instead, before the task of the tap ends; another device's still wait
 * (its author has them saved, and sends them again when the two meet).
 * It listens for the V1 encoding, as the transports do (y-webrtc has no other), so that Yjs
 * encodes each transaction once; the conversion to V2 waits with the write.
 */
export function deferWrites(
	doc: Y.Doc,
	write: (update: Uint8Array, done: WriteDone) => void,
	ahead: WriteAhead | null,
	when: WriteTimes = WRITE_TIMES
): DeferredWrites {
	let batch = newBatch();
	/** Batches handed to `write` that have not committed (or failed). */
	const unsaved = new Set<Batch>();
	const queued = { soon: false, later: false };

	const keep = (b: Batch) => {
		if (ahead && b.key === null && b.updates.length > 0) b.key = ahead.keep(merged(b.updates));
	};
	const flush = () => {
		if (batch.updates.length === 0) return;
		const b = batch;
		batch = newBatch();
		unsaved.add(b);
		write(Y.convertUpdateFormatV1ToV2(merged(b.updates)), (saved) => {
			if (!saved) return keep(b); // for the next start, which saves what the journal holds
			unsaved.delete(b);
			if (b.key !== null) ahead?.forget(b.key);
		});
	};
	const leaving = () => {
		keep(batch);
		unsaved.forEach(keep);
		flush();
	};
	const at = (time: keyof WriteTimes) => {
		if (queued[time]) return;
		queued[time] = true;
		when[time](() => {
			queued[time] = false;
			flush();
		});
	};
	const onUpdate = (update: Uint8Array, origin: unknown) => {
		batch.updates.push(update);
		at(ahead || isFromPeer(origin) ? 'later' : 'soon');
	};
	let stopped = false;
	const onHidden = () => {
		if (document.visibilityState === 'hidden') leaving();
	};
	const stop = () => {
		if (stopped) return;
		stopped = true;
		flush();
		doc.off('update', onUpdate);
		doc.off('destroy', stop);
		if (typeof window !== 'undefined') {
			window.removeEventListener('pagehide', leaving);
			document.removeEventListener('visibilitychange', onHidden);
		}
	};

	doc.on('update', onUpdate);
	doc.on('destroy', stop);
	if (typeof window !== 'undefined') {
		window.addEventListener('pagehide', leaving);
		document.addEventListener('visibilitychange', onHidden);
	}
	return { flush, leaving, stop };
}
