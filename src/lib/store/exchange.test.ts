import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { appendEvents, newGameDoc, summaryOfNew } from './gameDoc';
import type { GameSummary } from './gameStore';
import { summaryOfRow } from './summaryRow';
import { sheet } from '$engine/archmage/testkit';
import { duplicateGame, exportBackup, exportGame, gameFileOf, ImportError, importText, parseImport } from './exchange';
import { MemoryGameStore } from './memoryStore';
import { putTourney, putWizards, readRoster } from './rosterRows';
import { own, rival, wizard, won } from './testRoster';

const seats = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];

/** An unsigned game (made before fair play): its description does not say it is signed. */
function sampleFile() {
	const { doc, meta } = newGameDoc({ game: 'counters', title: 'Sample', options: { life: 20, poison: false }, seats });
	appendEvents(doc, meta, [
		{ id: 'a', seat: 's0', kind: 'counters/adjust', data: { player: 's0', counter: 'life', delta: -2 }, at: meta.created + 1000 },
		{ id: 'b', seat: 's1', kind: 'core/undo', data: { target: 'a' }, at: meta.created + 2000 }
	]);
	return gameFileOf({ ...summaryOfNew(meta, seats), updated: meta.created + 2000, events: 2 }, Y.encodeStateAsUpdate(doc));
}

function listed(store: MemoryGameStore) {
	let games: GameSummary[] = [];
	store.watchGames((g) => (games = g))();
	return games;
}

describe('export and import', () => {
	it('a game file imports back identical', async () => {
		const file = sampleFile();
		const store = new MemoryGameStore();
		const [id] = await importText(store, JSON.stringify(file), new Set());
		const again = await exportGame(store, id);
		expect({ ...again, exported: 0 }).toEqual({ ...file, exported: 0 });
	});

	it('importing a game this device already has makes a copy under a new id', async () => {
		const file = sampleFile();
		const store = new MemoryGameStore();
		const [a] = await importText(store, JSON.stringify(file), new Set());
		const [b] = await importText(store, JSON.stringify(file), new Set([a]));
		expect(b).not.toBe(a);
		expect((await exportGame(store, b))?.meta.tableId).toBe(b);
	});

	it('a backup restores every game, and a duplicate has the same history', async () => {
		const store = new MemoryGameStore();
		const file = sampleFile();
		const [a] = await importText(store, JSON.stringify(file), new Set());
		const copy = await duplicateGame(store, a);
		const backup = await exportBackup(store, [a, copy!]);
		const fresh = new MemoryGameStore();
		const ids = await importText(fresh, JSON.stringify(backup), new Set());
		expect(ids).toHaveLength(2);
		const restored = await exportGame(fresh, ids[1]);
		expect(restored?.meta.title).toBe('Sample (copy)');
		expect(restored?.log).toEqual(file.log);
	});

	it('refuses bad files with a clear message', () => {
		const good = sampleFile();
		const cases: [unknown, RegExp][] = [
			['{"format": "familiar/ga', /not valid JSON/],
			[{ format: 'other' }, /not a Familiar game file/],
			[{ ...good, version: 2 }, /newer Familiar/],
			[{ ...good, version: 'one' }, /which version/],
			[{ ...good, meta: { ...good.meta, game: 'chess' } }, /does not know/],
			[{ ...good, meta: { ...good.meta, version: 9 } }, /newer Familiar/],
			[{ ...good, meta: null }, /description .* missing or damaged/],
			[{ ...good, seats: [{ id: 1 }] }, /players .* damaged/],
			[{ ...good, log: 'nope' }, /history .* missing/],
			[{ ...good, log: [...good.log, { id: 'x' }] }, /damaged at move 3/],
			[{ ...good, summary: null }, /summary/],
			[{ format: 'familiar/backup', version: 1, games: [good, { ...good, version: 7 }] }, /Game 2 of this backup: .*newer/],
			[{ format: 'familiar/backup', version: 1 }, /no list of games/]
		];
		for (const [content, message] of cases) {
			const text = typeof content === 'string' ? content : JSON.stringify(content);
			expect(() => parseImport(text)).toThrow(ImportError);
			expect(() => parseImport(text)).toThrow(message);
		}
	});

	it('the home row is rebuilt from the game, never read from the file (issue 17: a players string hid every game)', async () => {
		const file = sampleFile();
		const hostile = { ...file, summary: { title: 'Renamed', game: 'chess', players: 'Ana, Bo', created: 'then', updated: NaN, status: 'won', events: -5 } };
		const store = new MemoryGameStore();
		const warnings: string[] = [];
		const [id] = await importText(store, JSON.stringify(hostile), new Set(), (w) => warnings.push(w));
		expect(listed(store)).toEqual([{ id, title: 'Renamed', game: 'counters', players: ['Ana', 'Bo'], created: file.meta.created, updated: file.meta.created + 2000, status: 'playing', events: 2 }]);
		expect(warnings).toEqual([expect.stringMatching(/^This game is not signed .*cannot be checked\.$/)]);
	});

	it('a finished game is listed as finished, whatever its file says', async () => {
		const { doc, meta } = newGameDoc({ game: 'archmage', title: 'Duel', options: { first: 'first-seat' }, seats });
		const move = (id: string, seat: string, kind: string, data: unknown) => ({ id, seat, kind, data, at: meta.created });
		appendEvents(doc, meta, [
			move('e1', 's0', 'archmage/enter', { wizard: sheet('Merla', 'mars') }),
			move('e2', 's1', 'archmage/enter', { wizard: sheet('Oswin', 'venus') }),
			move('c', 's0', 'archmage/concede', {})
		]);
		const file = gameFileOf({ ...summaryOfNew(meta, seats), status: 'playing' }, Y.encodeStateAsUpdate(doc));
		const store = new MemoryGameStore();
		await importText(store, JSON.stringify(file), new Set());
		expect(listed(store)[0]).toMatchObject({ game: 'archmage', status: 'finished', events: 3 });
	});

	it('a stored row with anything in it is listed with plain values', () => {
		expect(summaryOfRow({ id: 'g1', title: 'T', game: 'counters', players: 'Ana, Bo', created: 1, updated: 'x', status: 'won', events: -1 })).toEqual({ id: 'g1', title: 'T', game: 'counters', players: ['Ana, Bo'], created: 1, updated: 0, status: 'playing', events: 0 });
		expect(summaryOfRow({ id: 'g2', players: [null, 'Bo', 3] }).players).toEqual(['Bo']);
		expect(summaryOfRow(null).title).toBe('A game');
	});

	it('a refused backup stores nothing', async () => {
		const store = new MemoryGameStore();
		const bad = { format: 'familiar/backup', version: 1, games: [sampleFile(), { nope: 1 }] };
		await expect(importText(store, JSON.stringify(bad), new Set())).rejects.toThrow(ImportError);
		const seen: unknown[] = [];
		store.watchGames((g) => seen.push(g));
		expect(seen).toEqual([[]]);
	});
});

describe('the ArchMage roster in the backup', () => {
	const bracket = { entrants: ['merla', 'oswin'], rounds: [[{ a: 'merla', b: 'oswin', winner: null }]] };

	it('a backup holds the wizards, rivals and tourney, and a fresh device gets them all back', async () => {
		const store = new MemoryGameStore();
		const [a] = await importText(store, JSON.stringify(sampleFile()), new Set());
		const rows = [own(won(wizard('merla'), 'd1'), 5), rival(wizard('oswin'), 7)];
		await putWizards(store, rows);
		await putTourney(store, { id: 'T1', updated: 3, bracket });
		const backup = await exportBackup(store, [a]);
		expect(backup.roster).toEqual({ wizards: rows, tourney: { id: 'T1', updated: 3, bracket } });

		const fresh = new MemoryGameStore();
		expect(await importText(fresh, JSON.stringify(backup), new Set())).toHaveLength(1);
		expect(await readRoster(fresh)).toEqual(backup.roster);
	});

	it('restoring merges: new wizards added, a wizard already here kept at the newer copy', async () => {
		const merla = wizard('merla');
		const backup = await exportBackup(new MemoryGameStore(), []);
		backup.roster = {
			wizards: [own(won(merla, 'd1'), 1), own(wizard('oswin'), 1), own(wizard('cyra'), 9), own(wizard('dax'), 1)],
			tourney: { id: 'T2', updated: 1, bracket }
		};
		const device = new MemoryGameStore();
		// Merla here has no duel yet (older, though changed later); Oswin here has a duel (newer);
		// Cyra here is a rival copy (an own copy beats it); Dax is new.
		await putWizards(device, [own(merla, 50), own(won(wizard('oswin'), 'd2'), 1), rival(wizard('cyra'), 4, 99)]);
		await putTourney(device, { id: 'T1', updated: 1, bracket });
		await importText(device, JSON.stringify(backup), new Set());
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
		expect(await importText(store, JSON.stringify(old), new Set())).toHaveLength(1);
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
			await expect(importText(store, JSON.stringify({ ...good, roster }), new Set())).rejects.toThrow(message);
			expect((await readRoster(store)).wizards).toEqual([]);
			const seen: unknown[] = [];
			store.watchGames((g) => seen.push(g));
			expect(seen).toEqual([[]]);
		}
	});
});

