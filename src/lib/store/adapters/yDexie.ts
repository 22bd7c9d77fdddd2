import type { DexieYProvider, YUpdateRow } from 'y-dexie';

/*
 * y-dexie, pinned in package.json; yDexie.test.ts checks what this file relies on against the
 * installed library:
 * - a provider's private `stopObserving` ends its live query on the stored updates and takes off its
 *   'updateV2' listener that saves each update of the document;
 * - the updates of `games.doc` are rows of its table `$games.doc_updates` (its naming:
 *   `$<table>.<prop>_updates`), a row as y-dexie's exported `YUpdateRow` type describes it, with the
 *   flag it gives this device's own updates.
 */

/** The table where y-dexie keeps the updates of `games.doc`. */
export const DOC_UPDATES = '$games.doc_updates';

/** y-dexie's flag for an update made on this device (LOCAL_CHANGE_MAYBE_UNSYNCED). */
const LOCAL_UPDATE = 1;

/** A row of DOC_UPDATES as y-dexie writes it for this device's own update (the key `i` comes from the table). */
export function updateRow(gameId: string, update: Uint8Array): Omit<YUpdateRow, 'i'> {
	return { k: gameId, u: update, f: LOCAL_UPDATE };
}

/** Stops the provider's live query and its saving of each update; the document stays loaded. */
export function stopObserving(provider: DexieYProvider): void {
	(provider as unknown as { stopObserving?: () => void }).stopObserving?.();
}
