import { Dexie, type EntityTable } from 'dexie';
import yDexie from 'y-dexie';
import type * as Y from 'yjs';
import { DB_NAME } from './dbName';
import type { GameSummary } from './gameStore';

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

export type FamiliarDb = Dexie & {
	games: EntityTable<GameRow, 'id'>;
	settings: EntityTable<SettingRow, 'key'>;
};


export function openDb(name = DB_NAME): FamiliarDb {
	const db = new Dexie(name, { addons: [yDexie] }) as FamiliarDb;
	db.version(1).stores({
		games: 'id, updated, game, status, deletedAt, doc: Y.Doc',
		settings: 'key'
	});
	return db;
}
