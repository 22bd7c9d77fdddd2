export interface UpdateBatch {
	/** Adds an update; the first of a batch schedules its delivery. */
	push(update: Uint8Array): void;
	/** Delivers what waits now (nothing when nothing waits). */
	flush(): void;
}

/**
 * Collects Yjs updates and hands them on together, merged with `merge` (mergeUpdates or
 * mergeUpdatesV2, by encoding), when `schedule` runs: saving waits until the transaction that
 * sends a move is over.
 */
export function updateBatch(merge: (updates: Uint8Array[]) => Uint8Array, deliver: (update: Uint8Array) => void, schedule: (run: () => void) => void): UpdateBatch {
	let waiting: Uint8Array[] = [];
	const flush = () => {
		if (waiting.length === 0) return;
		const updates = waiting;
		waiting = [];
		deliver(updates.length === 1 ? updates[0] : merge(updates));
	};
	return {
		push(update) {
			waiting.push(update);
			if (waiting.length === 1) schedule(flush);
		},
		flush
	};
}
