import { DOC_UPDATES, updateRow } from './adapters/yDexie';

/**
 * Saves a game's updates the way y-dexie does (its rows in its updates table, adapters/yDexie.ts,
 * which it reads and compacts as its own), with IndexedDB itself: a Dexie `add` costs 1.5–2.5 ms of the page's time per update (a transaction, promise zones, middleware), raw
 * IndexedDB a tenth of that, and a fair roll writes several updates. `done` is told whether the
 * rows committed.
 *
 * `durability` 'strict' for a write whose commit takes moves off the journal (journal.ts):
 * Chromium reports a relaxed commit before the data reached the disk, so a power cut right after
 * could lose moves the journal no longer holds.
 */
export function saveRows(
	db: IDBDatabase,
	rows: { gameId: string; update: Uint8Array }[],
	done: (err: unknown) => void,
	durability: IDBTransactionDurability = 'relaxed'
): void {
	try {
		const tx = db.transaction(DOC_UPDATES, 'readwrite', { durability });
		const store = tx.objectStore(DOC_UPDATES);
		for (const r of rows) store.add(updateRow(r.gameId, r.update));
		// at once, not when this task is over: a page that goes right after has its transactions
		// aborted unless they are committing already
		tx.commit?.();
		tx.oncomplete = () => done(null);
		tx.onabort = () => done(tx.error ?? new Error('A move could not be saved on this device.'));
	} catch (err) {
		done(err);
	}
}

/**
 * Saves a whole game at once, its row and its document (one update, V2 as y-dexie keeps it), in one
 * transaction: a game adopted from memory (a join) is either all on the device or not at all.
 */
export function saveGame(db: IDBDatabase, row: object, update: Uint8Array, gameId: string, done: (err: unknown) => void): void {
	try {
		const tx = db.transaction(['games', DOC_UPDATES], 'readwrite', { durability: 'strict' });
		tx.objectStore('games').add(row);
		tx.objectStore(DOC_UPDATES).add({ k: gameId, u: update, f: 1 });
		tx.commit?.();
		tx.oncomplete = () => done(null);
		tx.onabort = () => done(tx.error ?? new Error('The game could not be saved on this device.'));
	} catch (err) {
		done(err);
	}
}
