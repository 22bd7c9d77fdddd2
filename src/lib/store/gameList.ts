import { Dexie, liveQuery } from 'dexie';
import { markStorageUnavailable } from './storageStatus.svelte';
import { DB_NAME } from './dbName';
import type { GameSummary } from './gameStore';

/**
 * Whether the games database exists. `indexedDB.databases()` answers from the list of names;
 * `Dexie.exists` (for browsers without it) opens the database once just to close it, and the
 * home screen then opened it again: a second open on every cold start.
 */
async function databaseExists(): Promise<boolean> {
	if (typeof indexedDB.databases === 'function') {
		try {
			return (await indexedDB.databases()).some((d) => d.name === DB_NAME);
		} catch {
			// fall back below
		}
	}
	return Dexie.exists(DB_NAME);
}

/**
 * Lists this device's games for the home screen without loading Yjs: the games database is opened
 * in Dexie's dynamic mode (its schema read from IndexedDB) and only the metadata rows are read.
 * The full store (with y-dexie) is loaded when a game is opened or changed.
 * Calls back with null when there is no database to read (a new device, or no IndexedDB).
 */
export function watchGameList(callback: (games: GameSummary[] | null) => void): () => void {
	let stopped = false;
	let unsubscribe = () => {};
	const db = new Dexie(DB_NAME);
	void (async () => {
		try {
			if (typeof indexedDB === 'undefined') {
				markStorageUnavailable('IndexedDB is not available');
				return callback(null);
			}
			if (!(await databaseExists())) return callback(null);
			await db.open();
			if (stopped || !db.tables.some((t) => t.name === 'games')) return callback(null);
			const sub = liveQuery(() =>
				db.table('games').orderBy('updated').reverse().filter((r) => !r.deletedAt).toArray()
			).subscribe({
				next: (rows) => callback(rows.map(({ id, title, game, players, created, updated, status, events }) => ({ id, title, game, players, created, updated, status, events }))),
				error: () => callback(null)
			});
			unsubscribe = () => sub.unsubscribe();
		} catch (err) {
			markStorageUnavailable(err instanceof Error ? err.message : String(err));
			callback(null);
		}
	})();
	return () => {
		stopped = true;
		unsubscribe();
		db.close();
	};
}
