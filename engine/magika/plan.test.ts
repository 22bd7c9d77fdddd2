import { describe, expect, it } from 'vitest';
import { isRejection } from '../core';
import { checkOrders } from './hidden';
import { cellName, parseCell, step } from './geometry';
import { cheapestPath, movesAlong, projectOrders, restAll, standardTurn, type TerrainOf } from './plan';
import { buildReport } from './report';
import { mage, play, setTerrain, shape, testWorld } from './testkit';
import type { Order, World } from './types';

const reportOf = (w: World, id: string) => buildReport(w, mage(w, id), [[], [], [], [], []]);
const terrainOf = (w: World): TerrainOf => (c) => w.terrain[c];
/** The world after the turn A plays these orders alone (everyone else rests). */
const afterTurn = (w: World, phases: Order[]) => mage(play(w, { A: phases }).world, 'A');

describe('the order projection agrees with the turn', () => {
	it('a standard turn: two moves toward the goal, Endurance as the engine charges it', () => {
		const w = testWorld(4);
		shape(w, 'A', { cell: 'p8', end: 60 });
		const you = reportOf(w, 'A').you;
		const orders = standardTurn(you, terrainOf(w));
		expect(orders.map((o) => o.kind)).toEqual(['rest', 'move', 'rest', 'move', 'rest']);
		const p = projectOrders(you, terrainOf(w), orders);
		const after = afterTurn(w, orders);
		expect(p.at(-1)!.end).toBe(after.end);
		expect(cellName(p.at(-1)!.at)).toBe(cellName(after.at));
		expect(p.every((x) => x.rests === null)).toBe(true);
	});
	it('resting all five phases adds the bonus of 25', () => {
		const w = testWorld(3);
		shape(w, 'A', { cell: 'p8', end: 20 });
		const p = projectOrders(reportOf(w, 'A').you, terrainOf(w), restAll());
		expect(p.at(-1)!.end).toBe(afterTurn(w, restAll()).end);
	});
	it('five rests show the all-rest bonus on the last row, where it stops at the maximum Endurance as in the engine', () => {
		const w = testWorld(4);
		// issue 34: a goblin (maximum 110) at End 75 in the forest (+7 a rest): 75 + 5 × 7 = 110 already
		shape(w, 'A', { cell: 'p8', race: 'goblin', end: 75, maxEnd: 110 });
		const p = projectOrders(reportOf(w, 'A').you, terrainOf(w), restAll());
		expect(p.map((x) => x.end)).toEqual([82, 89, 96, 103, 110]);
		expect(p.map((x) => x.delta)).toEqual(['+7 End', '+7 End', '+7 End', '+7 End', '+7 End +25 all-rest bonus']);
		expect(afterTurn(w, restAll()).end).toBe(110);
	});
	it('a move the rules turn into a rest (exhausted) still earns the bonus, as the engine gives it', () => {
		const w = testWorld(4);
		shape(w, 'A', { cell: 'p8', end: 5 });
		const orders: Order[] = [{ kind: 'move', dir: 'NE' }, { kind: 'rest' }, { kind: 'rest' }, { kind: 'rest' }, { kind: 'rest' }];
		const p = projectOrders(reportOf(w, 'A').you, terrainOf(w), orders);
		expect(p[0].rests).toMatch(/Exhausted/);
		expect(p[4].delta).toBe('+7 End +25 all-rest bonus');
		expect(p[4].end).toBe(5 + 5 * 7 + 25);
		expect(afterTurn(w, orders).end).toBe(5 + 5 * 7 + 25);
	});
	it('warns where the rules make a phase a rest: a move beyond the Endurance left', () => {
		const w = testWorld(8);
		shape(w, 'A', { cell: 'p8', end: 12 });
		const orders: Order[] = [{ kind: 'rest' }, { kind: 'move', dir: 'NE' }, { kind: 'rest' }, { kind: 'rest' }, { kind: 'rest' }];
		const p = projectOrders(reportOf(w, 'A').you, terrainOf(w), orders);
		expect(p[1].rests).toMatch(/needs 16 Endurance/);
		const after = afterTurn(w, orders);
		expect(cellName(after.at)).toBe('p8');
		expect(p.at(-1)!.end).toBe(after.end);
	});
	it('meditation gives what the engine gives', () => {
		const w = testWorld(4);
		shape(w, 'A', { cell: 'p8', arc: 10 });
		const orders: Order[] = [{ kind: 'meditate' }, { kind: 'rest' }, { kind: 'rest' }, { kind: 'rest' }, { kind: 'rest' }];
		expect(projectOrders(reportOf(w, 'A').you, terrainOf(w), orders).at(-1)!.arc).toBe(afterTurn(w, orders).arc);
	});
});

describe('planning a move to a space', () => {
	it('goes round a mountain when that is cheaper, and the moves pass the order check', () => {
		const w = testWorld(3);
		shape(w, 'A', { cell: 'p8', end: 90 });
		setTerrain(w, 'o8', 8);
		setTerrain(w, 'o7', 8);
		const r = reportOf(w, 'A');
		const path = cheapestPath(r.you, terrainOf(w), parseCell('n7'))!;
		let at = r.you.at;
		for (const d of path) {
			at = step(at, d);
			expect(['o8', 'o7']).not.toContain(cellName(at));
		}
		expect(cellName(at)).toBe('n7');
		const orders = movesAlong(r.you, terrainOf(w), path);
		expect(isRejection(checkOrders(r, { phases: orders }))).toBe(false);
		expect(cellName(afterTurn(w, orders).at)).toBe('n7');
	});
	it('has no path into unknown space', () => {
		const w = testWorld(3);
		shape(w, 'A', { cell: 'p8' });
		const known = new Set(reportOf(w, 'A').cells.map((c) => c.c));
		expect(cheapestPath(reportOf(w, 'A').you, (c) => (known.has(c) ? w.terrain[c] : undefined), parseCell('c1'))).toBeNull();
	});
});
