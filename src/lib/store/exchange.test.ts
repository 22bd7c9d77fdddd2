import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { appendEvents, newGameDoc, summaryOfNew } from './gameDoc';
import { duplicateGame, exportBackup, exportGame, gameFileOf, ImportError, importText, parseImport } from './exchange';
import { MemoryGameStore } from './memoryStore';

function sampleFile() {
	const { doc, meta } = newGameDoc({ game: 'counters', title: 'Sample', options: { life: 20, poison: false }, seats: [{ id: 's0', name: 'Ana' }, { id: 's1', name: 'Bo' }] });
	appendEvents(doc, meta, [
		{ id: 'a', seat: 's0', kind: 'counters/adjust', data: { player: 's0', counter: 'life', delta: -2 }, at: meta.created + 1000 },
		{ id: 'b', seat: 's1', kind: 'core/undo', data: { target: 'a' }, at: meta.created + 2000 }
	]);
	return gameFileOf({ ...summaryOfNew(meta, []), events: 2 }, Y.encodeStateAsUpdate(doc));
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

	it('a refused backup stores nothing', async () => {
		const store = new MemoryGameStore();
		const bad = { format: 'familiar/backup', version: 1, games: [sampleFile(), { nope: 1 }] };
		await expect(importText(store, JSON.stringify(bad), new Set())).rejects.toThrow(ImportError);
		const seen: unknown[] = [];
		store.watchGames((g) => seen.push(g));
		expect(seen).toEqual([[]]);
	});
});
