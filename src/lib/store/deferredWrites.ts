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

/**
 * Updates written together, and their journal entries once they have them: this device's own and
 * other devices' apart, so that a large update from a peer that the journal has no room for never
 * costs it this device's own moves (their author keeps the peers' updates, and sends them again).
 */
interface Batch {
	updates: Uint8Array[];
	own: Uint8Array[];
	fromPeers: Uint8Array[];
	keys: string[] | null;
}

const newBatch = (): Batch => ({ updates: [], own: [], fromPeers: [], keys: null });
const merged = (updates: Uint8Array[]) => (updates.length === 1 ? updates[0] : Y.mergeUpdates(updates));

/**
 * Saves a document's updates with `write` (in the V2 encoding, as y-dexie stores them), merged, after
 * the page's next frame (`afterPaint`), out of the way of a move crossing to the other phones: a
 * database write in the task of the tap delayed its arrival on a two-core phone. A write started
 * later is aborted if the page goes first, so when the page is hidden or left ('visibilitychange',
 * 'pagehide'), the updates not yet saved are first kept by `ahead` (a journal in localStorage,
 * which is written at once and outlives the page; the next start saves them), and forgotten once
 * a write of theirs commits with strict durability (`strict`: on disk, not only in the OS cache;
 * a batch journaled while its relaxed write was under way is written again, strictly, the rows
 * applying once); a write that fails keeps them there too. Everyday writes stay relaxed: a strict
 * commit on every move slowed the moves of a two-phone table on a loaded machine. Another
 * device's updates are kept too, in an entry of their own: this device's own may build on them. Without `ahead`, this device's own updates are
 * written in a microtask instead, before the task of the tap ends; another device's still wait
 * (its author has them saved, and sends them again when the two meet).
 * It listens for the V1 encoding, as the transports do (y-webrtc has no other), so that Yjs
 * encodes each transaction once; the conversion to V2 waits with the write.
 */
export function deferWrites(
	doc: Y.Doc,
	write: (update: Uint8Array, done: WriteDone, strict: boolean) => void,
	ahead: WriteAhead | null,
	when: WriteTimes = WRITE_TIMES
): DeferredWrites {
	let batch = newBatch();
	/** Batches handed to `write` that have not committed (or failed). */
	const unsaved = new Set<Batch>();
	const queued = { soon: false, later: false };

	const keep = (b: Batch) => {
		if (!ahead || b.keys !== null || b.updates.length === 0) return;
		b.keys = [];
		for (const part of [b.own, b.fromPeers]) {
			const key = part.length > 0 ? ahead.keep(merged(part)) : null;
			if (key !== null) b.keys.push(key);
		}
	};
	const flush = () => {
		if (batch.updates.length === 0) return;
		const b = batch;
		batch = newBatch();
		unsaved.add(b);
		save(b, Y.convertUpdateFormatV1ToV2(merged(b.updates)), b.keys !== null);
	};
	/** Writes a batch; only a strict commit (on disk) takes it off the journal. */
	const save = (b: Batch, update: Uint8Array, strict: boolean) =>
		write(
			update,
			(saved) => {
				if (!saved) return keep(b); // for the next start, which saves what the journal holds
				// journaled while a relaxed write was under way: written again, strictly, before it leaves
				if (b.keys !== null && b.keys.length > 0 && !strict) return save(b, update, true);
				unsaved.delete(b);
				for (const key of b.keys ?? []) ahead?.forget(key);
			},
			strict
		);
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
		const fromPeer = isFromPeer(origin);
		batch.updates.push(update);
		(fromPeer ? batch.fromPeers : batch.own).push(update);
		at(ahead || fromPeer ? 'later' : 'soon');
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
