import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import yDexie from 'y-dexie';
import { describe, expect, it } from 'vitest';
import { openDb } from './db';
import { DexieGameStore } from './dexieStore';
import { readRoster, TOURNEY_SETTING } from '$lib/games/archmage/rosterRows';
import { own, rival, wizard, won } from '$lib/games/archmage/testRoster';

const bracket = { entrants: ['merla', 'oswin'], rounds: [[{ a: 'merla', b: 'oswin', winner: null }]] };

describe('the games database', () => {
	it('a roster stored by version 2 (a table of wizards of its own) loads after the upgrade, every row as it was', async () => {
		const name = 'familiar-v2-roster';
		const rows = [own(won(wizard('merla'), 'd1'), 5), rival(wizard('oswin'), 7, 3)];
		const tourney = { id: 'T1', updated: 9, bracket };
		const v2 = new Dexie(name, { addons: [yDexie] });
		v2.version(2).stores({ games: 'id, updated, game, status, deletedAt, doc: Y.Doc', settings: 'key', wizards: 'id, updated' });
		await v2.table('wizards').bulkPut(rows);
		await v2.table('settings').put({ key: TOURNEY_SETTING, value: tourney });
		v2.close();

		const db = openDb(name);
		const store = new DexieGameStore(db, () => {}, null);
		expect(await readRoster(store)).toEqual({ wizards: rows, tourney });
		expect(await db.table('wizards').count()).toBe(0);
		db.close();
	});

	it('keeps each game its own collections of device rows', async () => {
		const db = openDb('familiar-rows');
		const store = new DexieGameStore(db, () => {}, null);
		await store.putRows('a/things', [{ id: 'x', n: 1 } as { id: string }, { id: 'y' }]);
		await store.putRows('b/things', [{ id: 'x', n: 2 } as { id: string }]);
		await store.putRows('a/things', [{ id: 'x', n: 3 } as { id: string }]);
		expect(await store.readRows('a/things')).toEqual([{ id: 'x', n: 3 }, { id: 'y' }]);
		expect(await store.readRows('b/things')).toEqual([{ id: 'x', n: 2 }]);
		expect(await store.readRows('c/things')).toEqual([]);
		db.close();
	});
});
