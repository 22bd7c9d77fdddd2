import { describe, expect, it } from 'vitest';
import { exportBackup, importText, type BackupFile, type GameFile } from '$lib/store/exchange';
import { MemoryGameStore } from '$lib/store/memoryStore';
import { gameDeviceData } from '../deviceData';
import { putTourney, putWizards, readRoster, type RosterData } from './rosterRows';
import { own, rival, wizard, won } from './testRoster';
import today from './testdata/backup-with-roster.json';

/** A backup as Familiar wrote it before the roster moved behind the games' device data (a counters game, two wizards, a tourney). */
const todays = today as unknown as BackupFile & { roster: RosterData };
const sampleFile = () => structuredClone(todays.games[0]) as GameFile;
const importText_ = (store: MemoryGameStore, text: string) => importText(store, text, new Set(), gameDeviceData);

describe('the ArchMage roster in the backup', () => {
	const bracket = { entrants: ['merla', 'oswin'], rounds: [[{ a: 'merla', b: 'oswin', winner: null }]] };

	it('a backup written before the roster moved to the game imports whole, and one written now has the same form', async () => {
		const store = new MemoryGameStore();
		const ids = await importText_(store, JSON.stringify(todays));
		expect(ids).toHaveLength(1);
		expect(await readRoster(store)).toEqual(todays.roster);
		const again = await exportBackup(store, ids, gameDeviceData);
		expect(Object.keys(again)).toEqual(Object.keys(todays));
		expect(again.roster).toEqual(todays.roster);
		expect({ ...(again.games[0] as GameFile), exported: 0, meta: { ...(again.games[0] as GameFile).meta, tableId: '' } }).toEqual({ ...todays.games[0], exported: 0, meta: { ...todays.games[0].meta, tableId: '' } });
	});

	it('a backup holds the wizards, rivals and tourney, and a fresh device gets them all back', async () => {
		const store = new MemoryGameStore();
		const [a] = await importText_(store, JSON.stringify(sampleFile()));
		const rows = [own(won(wizard('merla'), 'd1'), 5), rival(wizard('oswin'), 7)];
		await putWizards(store, rows);
		await putTourney(store, { id: 'T1', updated: 3, bracket });
		const backup = await exportBackup(store, [a], gameDeviceData);
		expect(backup.roster).toEqual({ wizards: rows, tourney: { id: 'T1', updated: 3, bracket } });

		const fresh = new MemoryGameStore();
		expect(await importText_(fresh, JSON.stringify(backup))).toHaveLength(1);
		expect(await readRoster(fresh)).toEqual(backup.roster);
	});

	it('restoring merges: new wizards added, a wizard already here kept at the newer copy', async () => {
		const merla = wizard('merla');
		const backup = await exportBackup(new MemoryGameStore(), [], gameDeviceData);
		backup.roster = {
			wizards: [own(won(merla, 'd1'), 1), own(wizard('oswin'), 1), own(wizard('cyra'), 9), own(wizard('dax'), 1)],
			tourney: { id: 'T2', updated: 1, bracket }
		};
		const device = new MemoryGameStore();
		// Merla here has no duel yet (older, though changed later); Oswin here has a duel (newer);
		// Cyra here is a rival copy (an own copy beats it); Dax is new.
		await putWizards(device, [own(merla, 50), own(won(wizard('oswin'), 'd2'), 1), rival(wizard('cyra'), 4, 99)]);
		await putTourney(device, { id: 'T1', updated: 1, bracket });
		await importText_(device, JSON.stringify(backup));
		const { wizards, tourney } = await readRoster(device);
		const byId = Object.fromEntries(wizards.map((r) => [r.id, r]));
		expect(byId.merla.wizard.duels).toHaveLength(1);
		expect(byId.oswin.wizard.duels.map((d) => d.duelId)).toEqual(['d2']);
		expect(byId.cyra.rival).toBeUndefined();
		expect(byId.cyra.updated).toBe(9);
		expect(byId.dax).toBeDefined();
		expect(tourney?.id).toBe('T1'); // the tourney being fought here stays
	});

	it('a backup made before the roster was kept restores its games and leaves the roster alone', async () => {
		const store = new MemoryGameStore();
		await putWizards(store, [own(wizard('merla'), 5)]);
		const old = { format: 'familiar/backup', version: 1, exported: 0, games: [sampleFile()] };
		expect(await importText_(store, JSON.stringify(old))).toHaveLength(1);
		expect((await readRoster(store)).wizards.map((r) => r.id)).toEqual(['merla']);
	});

	it('a damaged roster refuses the whole backup, with a clear message', async () => {
		const good = { format: 'familiar/backup', version: 1, exported: 0, games: [sampleFile()] };
		const cases: [unknown, RegExp][] = [
			[{ wizards: 'none' }, /wizards in this backup are missing or damaged/],
			[{ wizards: [own(wizard('a')), { id: 'b' }], tourney: null }, /Wizard 2 of this backup is damaged/],
			[{ wizards: [], tourney: { id: 'T', updated: 1, bracket: { rounds: 'x' } } }, /tourney in this backup is damaged/]
		];
		for (const [roster, message] of cases) {
			const store = new MemoryGameStore();
			await expect(importText_(store, JSON.stringify({ ...good, roster }))).rejects.toThrow(message);
			expect((await readRoster(store)).wizards).toEqual([]);
			const seen: unknown[] = [];
			store.watchGames((g) => seen.push(g));
			expect(seen).toEqual([[]]);
		}
	});
});
