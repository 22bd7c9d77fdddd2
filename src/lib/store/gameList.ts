import type { Dexie } from 'dexie';
import { markStorageUnavailable } from './storageStatus.svelte';
import { localCards, newerCard, writeKeptCards } from './cardJournal';
import { DB_NAME } from './dbName';
import type { GameSummary } from './gameStore';
import { readListSummary, writeListSummary } from './listSummary';
import { summaryOfRow } from './summaryRow';

/**
 * Whether the games database exists. `indexedDB.databases()` answers from the list of names;
 * `Dexie.exists` (for browsers without it) opens the database once just to close it, and the
 * home screen then opened it again: a second open on every cold start. (The join screen asks too:
 * a device with no games database cannot have the table an invite is for.)
 */
export async function databaseExists(): Promise<boolean> {
	if (typeof indexedDB === 'undefined') return false;
	if (typeof indexedDB.databases === 'function') {
		try {
			return (await indexedDB.databases()).some((d) => d.name === DB_NAME);
		} catch {
			// fall back below
		}
	}
	return (await import('dexie')).Dexie.exists(DB_NAME);
}

/**
 * Lists this device's games for the home screen without loading Yjs: the games database is opened
 * in Dexie's dynamic mode (its schema read from IndexedDB) and only the metadata rows are read.
 * The full store (with y-dexie) is loaded when a game is opened or changed. Dexie itself is loaded
 * here, not with the home screen: the list kept from last time is drawn without it.
 * Calls back with null when there is no database to read (a new device, or no IndexedDB).
 * The list read last time is called back first, at once (see `listSummary.ts`), and every list
 * read from the database is kept for the next time.
 */
export function watchGameList(callback: (games: GameSummary[] | null) => void): () => void {
	let stopped = false;
	let unsubscribe = () => {};
	let db: Dexie | null = null;
	const kept = readListSummary(DB_NAME);
	if (kept) callback(kept);
	const answer = (games: GameSummary[] | null) => {
		if (stopped) return;
		writeListSummary(DB_NAME, games);
		callback(games);
	};
	void (async () => {
		try {
			if (typeof indexedDB === 'undefined') {
				markStorageUnavailable('IndexedDB is not available');
				return answer(null);
			}
			if (!(await databaseExists())) return answer(null);
			const { Dexie, liveQuery } = await import('dexie');
			if (stopped) return;
			const list = new Dexie(DB_NAME);
			db = list;
			await list.open();
			if (stopped) return;
			if (!list.tables.some((t) => t.name === 'games')) return answer(null);
			// the cards a page kept as it went (a reload just after a move): written before the list is read
			await writeKeptCards(localCards(DB_NAME), (id, changes) =>
				list
					.table('games')
					.where('id')
					.equals(id)
					.modify((row: { updated?: number }) => void (newerCard(row, changes) && Object.assign(row, changes)))
			).catch(() => {});
			if (stopped) return;
			const sub = liveQuery(() =>
				list.table('games').orderBy('updated').reverse().filter((r) => !r.deletedAt).toArray()
			).subscribe({
				next: (rows) => answer(rows.map(summaryOfRow)),
				error: () => answer(null)
			});
			unsubscribe = () => sub.unsubscribe();
		} catch (err) {
			markStorageUnavailable(err instanceof Error ? err.message : String(err));
			answer(null);
		}
	})();
	return () => {
		stopped = true;
		unsubscribe();
		db?.close();
	};
}
