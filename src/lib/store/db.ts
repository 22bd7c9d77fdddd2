import { Dexie, type EntityTable } from 'dexie';
import yDexie from 'y-dexie';
import type * as Y from 'yjs';
import { DB_NAME } from './dbName';
import type { DeviceRow, GameSummary } from './gameStore';

/** One row per game: indexed metadata for the home screen beside the game's Y.Doc. */
export interface GameRow extends GameSummary {
	/** Secret of the table (sync password); the id is the room. */
	secret: string;
	/** Set when deleted; the row is kept a little while so the delete can be undone. */
	deletedAt?: number;
	doc: Y.Doc;
}

export interface SettingRow {
	key: string;
	value: unknown;
}

/** A row a game keeps on this device alone, in the game's own collection (GameStore `readRows`). */
export interface StoredRow {
	collection: string;
	id: string;
	value: DeviceRow;
}

export type FamiliarDb = Dexie & {
	games: EntityTable<GameRow, 'id'>;
	settings: EntityTable<SettingRow, 'key'>;
	rows: Dexie.Table<StoredRow, [string, string]>;
};

/**
 * Tables of earlier versions that held one collection of rows each, and the collection they are
 * now (version 2 kept the ArchMage roster's wizards in a table of their own).
 */
export const FORMER_ROW_TABLES = { wizards: 'archmage/wizards' } as const;

export function openDb(name = DB_NAME): FamiliarDb {
	const db = new Dexie(name, { addons: [yDexie] }) as FamiliarDb;
	db.version(1).stores({
		games: 'id, updated, game, status, deletedAt, doc: Y.Doc',
		settings: 'key'
	});
	// Version 2 added a table for the ArchMage roster, until then in localStorage (the game moves
	// those keys over itself: src/lib/games/archmage/roster.svelte.ts).
	db.version(2).stores({
		games: 'id, updated, game, status, deletedAt, doc: Y.Doc',
		settings: 'key',
		wizards: 'id, updated'
	});
	// Version 3: the rows games keep on the device, in one table by collection; a former table's rows
	// move into their collection, as they were, and it stays, empty (y-dexie cannot read a table
	// that the database's last version drops, even in the upgrade that moves it).
	db.version(3)
		.stores({ games: 'id, updated, game, status, deletedAt, doc: Y.Doc', settings: 'key', wizards: 'id', rows: '[collection+id], collection' })
		.upgrade(async (tx) => {
			for (const [table, collection] of Object.entries(FORMER_ROW_TABLES)) {
				const old = (await tx.table(table).toArray()) as DeviceRow[];
				await tx.table('rows').bulkPut(old.map((value) => ({ collection, id: value.id, value })));
				await tx.table(table).clear();
			}
		});
	return db;
}
