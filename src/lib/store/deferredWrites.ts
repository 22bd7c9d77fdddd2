import * as Y from 'yjs';

type UpdateListener = (update: Uint8Array, origin: unknown, doc: Y.Doc, tr: Y.Transaction | null) => void;

export interface DeferredWrites {
	/** Hands everything waiting to the listeners now. */
	flush(): void;
	/** Flushes, then gives the listeners back their place on the document. */
	stop(): void;
}

/**
 * Moves the saving of a document's updates out of the task that made them. y-dexie saves each
 * update from a synchronous 'updateV2' listener, and a Dexie write costs one to two milliseconds
 * there (a transaction, and the optimistic update of live queries), ahead of sending a move to the
 * other phones and ahead of drawing one that arrived from them. The listeners present when this is
 * called (y-dexie's) now hear of updates when `schedule` runs them instead, consecutive ones from the same
 * origin merged into one: the same bytes reach IndexedDB, a little later. What waits is handed
 * over at once when the page is hidden or left, or the document destroyed.
 */
export function deferWrites(doc: Y.Doc, schedule: (run: () => void) => void = (run) => setTimeout(run, 0), write?: UpdateListener): DeferredWrites {
	const observers = (doc as unknown as { _observers?: Map<string, Set<UpdateListener>> })._observers;
	const present = [...(observers?.get('updateV2') ?? [])];
	const noop: DeferredWrites = { flush() {}, stop() {} };
	if (present.length === 0) return noop;
	// `write`, when given, saves in place of the listeners (they get their place back on `stop`)
	const listeners = write ? [write] : present;
	let waiting: { update: Uint8Array; origin: unknown }[] = [];
	let scheduled = false;
	let stopped = false;

	const flush = () => {
		scheduled = false;
		const batch = waiting;
		waiting = [];
		for (let i = 0; i < batch.length; ) {
			let j = i + 1;
			while (j < batch.length && batch[j].origin === batch[i].origin) j++;
			const updates = batch.slice(i, j).map((w) => w.update);
			const update = updates.length === 1 ? updates[0] : Y.mergeUpdatesV2(updates);
			for (const listener of listeners) listener(update, batch[i].origin, doc, null);
			i = j;
		}
	};
	const onUpdate = (update: Uint8Array, origin: unknown) => {
		waiting.push({ update, origin });
		if (!scheduled) {
			scheduled = true;
			schedule(() => {
				if (scheduled) flush();
			});
		}
	};
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
		if (!doc.isDestroyed) for (const listener of present) doc.on('updateV2', listener);
	};

	for (const listener of present) doc.off('updateV2', listener);
	doc.on('updateV2', onUpdate);
	doc.on('destroy', stop);
	if (typeof window !== 'undefined') {
		window.addEventListener('pagehide', flush);
		document.addEventListener('visibilitychange', onHidden);
	}
	return { flush, stop };
}
