/*
 * lib0's Observable (a Y.Doc is one), pinned in package.json; lib0.test.ts checks the internal this
 * file relies on against the installed libraries: an observable keeps its listeners in `_observers`,
 * a Map from event name to a Set of listeners, and Yjs encodes a transaction's 'updateV2' only
 * while that Map has an entry for it.
 */

/** A lib0 Observable (ObservableV2, a Y.Doc) as this file reads it. */
export interface Observed {
	_observers: Map<string, Set<unknown>>;
}

/**
 * Sets the listeners of `event` aside until `until` settles, so that nothing is computed for them
 * meanwhile (Yjs encodes no 'updateV2' for a document nobody listens to); listeners added in the
 * meantime are kept too.
 */
export function asideUntil(observable: Observed, event: string, until: Promise<unknown>): void {
	const observers = observable._observers;
	const saved = observers.get(event);
	if (!saved) return;
	observers.delete(event);
	const restore = () => {
		for (const f of observers.get(event) ?? []) saved.add(f);
		observers.set(event, saved);
	};
	until.then(restore, restore);
}
