import { describe, expect, it } from 'vitest';
import { playedContest } from './fixtures';
import { knownMap, terrainOf } from './knownMap';
import { mapTokens } from './mapTokens';

describe('what a seat knows of the arena', () => {
	it('keeps spaces seen in earlier reports as last known, with the turn, and the latest as now', () => {
		const { reports } = playedContest(3);
		const mine = reports.ann;
		const map = knownMap(mine);
		const latest = mine.at(-1)!;
		for (const c of latest.cells) expect(map.cells.get(c.c)!.now).toBe(true);
		const older = [...map.cells].filter(([, k]) => !k.now);
		expect(older.length).toBeGreaterThan(0);
		for (const [cell, k] of older) {
			expect(latest.cells.some((c) => c.c === cell)).toBe(false);
			expect(k.seen).toBeLessThan(latest.turn - 1);
		}
		expect(map.cells.size).toBe(new Set(mine.flatMap((r) => r.cells.map((c) => c.c))).size);
	});
	it('is the same whatever order the reports come in', () => {
		const { reports } = playedContest(2);
		const a = knownMap(reports.bo);
		const b = knownMap([...reports.bo].reverse());
		expect([...b.cells]).toEqual(expect.arrayContaining([...a.cells]));
		expect(b.you).toEqual(a.you);
	});
	it('answers undefined for never-seen spaces, so plans keep to known ground', () => {
		const map = knownMap(playedContest(0).reports.ann);
		const unseen = Array.from({ length: 351 }, (_, c) => c).find((c) => !map.cells.has(c))!;
		expect(terrainOf(map)(unseen)).toBeUndefined();
		expect(terrainOf(map)(map.you.at)).toBeGreaterThan(0);
	});
	it('draws you once, and each other mage known, faded when not seen now', () => {
		const map = knownMap(playedContest(4).reports.ann);
		const tokens = mapTokens(map);
		expect(tokens.filter((t) => t.kind === 'you')).toHaveLength(1);
		for (const m of map.mages) expect(tokens.find((t) => t.label === m.id && t.kind !== 'you')!.now).toBe(m.now);
	});
});
