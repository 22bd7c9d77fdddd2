import { describe, expect, it } from 'vitest';
import { isRejection, seededRng } from '../core';
import { WATER } from './data/terrain';
import { CELLS, cellName, cellOf, directionTo, distance, goalDistance, parseCell, ring, rowOf, step, within } from './geometry';
import { generateMap, rowDifficulty, STARTS } from './mapgen';
import { readMap, writeMap } from './mapfile';

describe('the arena geometry (U-1)', () => {
	it('is a triangle of 351 hexes named a1 to z26', () => {
		expect(CELLS).toBe(351);
		expect(cellName(0)).toBe('a1');
		expect(cellName(CELLS - 1)).toBe('z26');
		for (let c = 0; c < CELLS; c++) expect(parseCell(cellName(c))).toBe(c);
		expect(parseCell('b3')).toBe(-1);
	});
	it('has the 12 starts on the even spaces of row y', () => {
		expect(STARTS.map(cellName)).toEqual(['y2', 'y4', 'y6', 'y8', 'y10', 'y12', 'y14', 'y16', 'y18', 'y20', 'y22', 'y24']);
	});
	it('has six directions, northward ones leading up a row', () => {
		const m7 = parseCell('m7');
		expect(['NE', 'NW', 'E', 'W', 'SE', 'SW'].map((d) => cellName(step(m7, d as 'NE')))).toEqual(['l7', 'l6', 'm8', 'm6', 'n8', 'n7']);
		for (const d of ['NE', 'NW', 'E', 'W', 'SE', 'SW'] as const) expect(distance(m7, step(m7, d))).toBe(1);
		expect(cellName(step(m7, 'N'))).toBe('k6');
		expect(cellName(step(m7, 'S'))).toBe('o8');
		expect(step(0, 'NE')).toBe(-1);
	});
	it('has rings of 6, 12, 18 and 24 spaces inside the map', () => {
		const m7 = parseCell('m7');
		expect([1, 2, 3, 4].map((r) => ring(m7, r).length)).toEqual([6, 12, 18, 24]);
		expect(within(m7, 3)).toHaveLength(37);
	});
	it('puts every space at distance row - 1 from the Goal Square', () => {
		for (let c = 0; c < CELLS; c++) expect(distance(c, 0)).toBe(goalDistance(c));
		expect(goalDistance(parseCell('y2'))).toBe(24);
	});
	it('senses the direction of a far cell', () => {
		const m7 = parseCell('m7');
		expect(directionTo(parseCell('m12'), parseCell('a1'))).toBe('NW');
		expect(directionTo(parseCell('m1'), parseCell('a1'))).toBe('NE');
		expect(directionTo(m7, parseCell('m12'))).toBe('E');
		expect(directionTo(m7, parseCell('t7'))).toBe('SW');
		expect(directionTo(m7, m7)).toBeNull();
	});
});

describe('the terrain generator (U-2, U-4, U-5)', () => {
	for (const seed of [1, 2, 3, 42, 1994]) {
		it(`follows the book for seed ${seed}`, () => {
			const map = generateMap(seededRng(seed));
			const t = map.terrain;
			for (let c = cellOf(26, 1); c < CELLS; c++) expect(t[c]).toBe(WATER);
			expect(t[0]).toBe(10);
			for (const s of STARTS) expect([2, 3]).toContain(t[s]);
			// harder toward the goal: mean land terrain of rows b-h above rows q-x
			const mean = (lo: number, hi: number) => {
				const xs = t.filter((v, c) => v !== WATER && rowOf(c) >= lo && rowOf(c) <= hi);
				return xs.reduce((a, b) => a + b, 0) / xs.length;
			};
			expect(mean(2, 8)).toBeGreaterThan(mean(17, 24) + 3);
			expect(rowDifficulty(25)).toBe(2);
			expect(rowDifficulty(1)).toBe(10);
			// rivers: water above the ocean row
			expect(t.some((v, c) => v === WATER && rowOf(c) < 26)).toBe(true);
			const land = t.filter((v) => v !== WATER).length;
			for (const a of [4, 5, 6, 8]) expect(t.filter((v) => v === a).length * 100).toBeGreaterThanOrEqual(land * 6);
			for (const a of ['crown', 'orb', 'scepter'] as const) expect(rowOf(map.artifacts[a])).toBeLessThanOrEqual(8);
			expect(distance(map.artifacts.crown, map.artifacts.orb)).toBeGreaterThanOrEqual(4);
			expect(distance(map.artifacts.orb, map.artifacts.scepter)).toBeGreaterThanOrEqual(4);
			expect(new Set(Object.values(map.artifacts)).size).toBe(12);
			for (const [, at] of Object.entries(map.artifacts)) expect(t[at]).not.toBe(WATER);
			expect(map.cloaks).toHaveLength(18);
		});
	}
	it('is the same map for the same seed', () => {
		expect(generateMap(seededRng(7))).toEqual(generateMap(seededRng(7)));
		expect(generateMap(seededRng(7))).not.toEqual(generateMap(seededRng(8)));
	});
});

describe('a map read from a file', () => {
	it('reads back what it wrote', () => {
		const map = generateMap(seededRng(5));
		expect(readMap(writeMap(map))).toEqual(map);
	});
	it('refuses a short row with a message naming it', () => {
		const text = writeMap(generateMap(seededRng(5))).replace(/^(\S+ \S+)\n/m, '$1\n').split('\n');
		text[1] = '3';
		const r = readMap(text.join('\n'));
		expect(isRejection(r) && r.message).toBe('Row b must hold 2 terrain numbers, not 1.');
		expect(isRejection(readMap('nonsense'))).toBe(true);
	});
});
