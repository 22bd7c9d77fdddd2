import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { appendEvents, newGameDoc, summaryOfNew } from './gameDoc';
import type { DeviceRow, GameSummary } from './gameStore';
import { summaryOfRow } from './summaryRow';
import { sheet } from '$engine/archmage/testkit';
import { duplicateGame, exportBackup, exportGame, gameFileOf, ImportError, importText, parseImport } from './exchange';
import { MemoryGameStore } from './memoryStore';
import type { DeviceData } from './deviceData';

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
		const [id] = await importText(store, JSON.stringify(file), new Set(), []);
		const again = await exportGame(store, id);
		expect({ ...again, exported: 0 }).toEqual({ ...file, exported: 0 });
	});

	it('importing a game this device already has makes a copy under a new id', async () => {
		const file = sampleFile();
		const store = new MemoryGameStore();
		const [a] = await importText(store, JSON.stringify(file), new Set(), []);
		const [b] = await importText(store, JSON.stringify(file), new Set([a]), []);
		expect(b).not.toBe(a);
		expect((await exportGame(store, b))?.meta.tableId).toBe(b);
	});

	it('a backup restores every game, and a duplicate has the same history', async () => {
		const store = new MemoryGameStore();
		const file = sampleFile();
		const [a] = await importText(store, JSON.stringify(file), new Set(), []);
		const copy = await duplicateGame(store, a);
		const backup = await exportBackup(store, [a, copy!], []);
		const fresh = new MemoryGameStore();
		const ids = await importText(fresh, JSON.stringify(backup), new Set(), []);
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
			expect(() => parseImport(text, [])).toThrow(ImportError);
			expect(() => parseImport(text, [])).toThrow(message);
		}
	});

	it('the home row is rebuilt from the game, never read from the file (issue 17: a players string hid every game)', async () => {
		const file = sampleFile();
		const hostile = { ...file, summary: { title: 'Renamed', game: 'chess', players: 'Ana, Bo', created: 'then', updated: NaN, status: 'won', events: -5 } };
		const store = new MemoryGameStore();
		const warnings: string[] = [];
		const [id] = await importText(store, JSON.stringify(hostile), new Set(), [], (w) => warnings.push(w));
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
		await importText(store, JSON.stringify(file), new Set(), []);
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
		await expect(importText(store, JSON.stringify(bad), new Set(), [])).rejects.toThrow(ImportError);
		const seen: unknown[] = [];
		store.watchGames((g) => seen.push(g));
		expect(seen).toEqual([[]]);
	});
});

describe("a game's device data in the backup", () => {
	/** A game part that keeps notes on this device (rows of `test/notes`), in a backup's `notes`. */
	type Note = { id: string; text: string };
	const note = (id: string, text: string): Note & DeviceRow => ({ id, text });
	const notes: DeviceData<Note[]> = {
		field: 'notes',
		export: async (store) => (await store.readRows('test/notes')) as Note[],
		check(v) {
			if (!Array.isArray(v) || !v.every((n) => typeof n?.id === 'string' && typeof n.text === 'string')) throw new Error('The notes in this backup are damaged.');
			return v;
		},
		async merge(store, rows) {
			const here = new Set((await store.readRows('test/notes')).map((r) => r.id));
			await store.putRows('test/notes', rows.filter((r) => !here.has(r.id)));
		}
	};

	it('a backup carries each part in its field, and a restore merges it by the part\'s rules', async () => {
		const store = new MemoryGameStore();
		const [a] = await importText(store, JSON.stringify(sampleFile()), new Set(), [notes]);
		await store.putRows('test/notes', [note('n1', 'mine')]);
		const backup = await exportBackup(store, [a], [notes]);
		expect(Object.keys(backup)).toEqual(['format', 'version', 'exported', 'games', 'notes']);
		expect(backup.notes).toEqual([{ id: 'n1', text: 'mine' }]);

		const device = new MemoryGameStore();
		await device.putRows('test/notes', [note('n1', 'kept here')]);
		expect(await importText(device, JSON.stringify({ ...backup, notes: [{ id: 'n1', text: 'mine' }, { id: 'n2', text: 'new' }] }), new Set(), [notes])).toHaveLength(1);
		expect(await device.readRows('test/notes')).toEqual([
			{ id: 'n1', text: 'kept here' },
			{ id: 'n2', text: 'new' }
		]);
	});

	it('a field no game part owns is left alone, and an absent one merges nothing', async () => {
		const store = new MemoryGameStore();
		const backup = { format: 'familiar/backup', version: 1, exported: 0, games: [sampleFile()], notes: [{ id: 'n1', text: 'x' }] };
		expect(await importText(store, JSON.stringify(backup), new Set(), [])).toHaveLength(1);
		expect(await store.readRows('test/notes')).toEqual([]);
		const { notes: _notes, ...without } = backup;
		expect(await importText(store, JSON.stringify(without), new Set(), [notes])).toHaveLength(1);
		expect(await store.readRows('test/notes')).toEqual([]);
	});

	it('a damaged part refuses the whole backup in its own words, and stores nothing', async () => {
		const store = new MemoryGameStore();
		const backup = { format: 'familiar/backup', version: 1, exported: 0, games: [sampleFile()], notes: [{ id: 3 }] };
		await expect(importText(store, JSON.stringify(backup), new Set(), [notes])).rejects.toThrow(new ImportError('The notes in this backup are damaged.'));
		expect(listed(store)).toEqual([]);
	});

	it('a game part cannot take a field of the backup itself', () => {
		const text = JSON.stringify({ format: 'familiar/backup', version: 1, exported: 0, games: [] });
		expect(() => parseImport(text, [{ ...notes, field: 'games' } as DeviceData])).toThrow(/field of the backup itself/);
	});
});
