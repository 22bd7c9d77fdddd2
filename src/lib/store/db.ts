import { Dexie, type EntityTable } from 'dexie';
import yDexie from 'y-dexie';
import type * as Y from 'yjs';
import { randomId } from './codec';
import { DB_NAME } from './dbName';
import type { GameSummary } from './gameStore';
import { readLegacyRoster, TOURNEY_SETTING, type WizardRow } from './rosterRows';

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
	/** The ArchMage roster: this device's wizards and the rivals it learned (version 2). */
	wizards: EntityTable<WizardRow, 'id'>;
};

export function openDb(name = DB_NAME): FamiliarDb {
	const db = new Dexie(name, { addons: [yDexie] }) as FamiliarDb;
	db.version(1).stores({
		games: 'id, updated, game, status, deletedAt, doc: Y.Doc',
		settings: 'key'
	});
	// Version 2 adds the ArchMage roster, until then in localStorage: a device that had the database
	// already moves its roster over in the upgrade (the keys are removed once the roster has read the
	// database; see src/lib/games/archmage/roster.svelte.ts). The games are not touched.
	db.version(2)
		.stores({
			games: 'id, updated, game, status, deletedAt, doc: Y.Doc',
			settings: 'key',
			wizards: 'id, updated'
		})
		.upgrade(async (tx) => {
			const legacy = typeof localStorage === 'undefined' ? null : readLegacyRoster(localStorage, Date.now(), () => randomId(12));
			if (!legacy) return;
			await tx.table('wizards').bulkPut(legacy.wizards);
			if (legacy.tourney) await tx.table('settings').put({ key: TOURNEY_SETTING, value: legacy.tourney });
		});
	return db;
}
