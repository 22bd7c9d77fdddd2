/** Test helpers: small hand-made worlds on a flat map, and orders by phase. */
import { seededRng } from '../core';
import { ARTIFACTS } from './data/artifacts';
import { CELLS, parseCell, rowOf } from './geometry';
import type { ArenaMap } from './mapgen';
import { resolveTurn } from './turn';
import { readOrders } from './orders';
import { setupWorld } from './setup';
import type { Mage, Order, World } from './types';

/** A map of one terrain (row z ocean), artifacts parked in far corners of row b..l. */
export function flatMap(terrain = 3): ArenaMap {
	const t = Array.from({ length: CELLS }, (_, c) => (rowOf(c) === 26 ? 1 : terrain));
	const spots = ['b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'i1', 'j1', 'k1', 'l1', 'm1'];
	const artifacts = Object.fromEntries(ARTIFACTS.map((a, i) => [a, parseCell(spots[i])])) as ArenaMap['artifacts'];
	return { terrain: t, artifacts, cloaks: [] };
}

export function testWorld(terrain = 3, seed = 1): World {
	const seats = Array.from({ length: 12 }, (_, i) => ({ seat: `s${i}` }));
	// the tests' sure casters (skill 200) would always win the skill bonus; it has its own tests
	const w = setupWorld(seededRng(seed), seats, { seat: 'gm' }, { skillBonus: false }, flatMap(terrain));
	// park everyone far apart on row y unless a test moves them
	return w;
}

export function mage(w: World, id: string): Mage {
	return w.mages.find((m) => m.id === id)!;
}

/** Makes a mage what the test needs. */
export function shape(w: World, id: string, patch: Partial<Mage> & { cell?: string }): Mage {
	const m = mage(w, id);
	const { cell, ...rest } = patch;
	Object.assign(m, rest);
	if (cell) m.at = parseCell(cell);
	return m;
}

export function setTerrain(w: World, cell: string, t: number): void {
	w.terrain[parseCell(cell)] = t;
}

const rest: Order = { kind: 'rest' };

/** Runs one turn where the named mages give these five orders and everyone else rests. */
export function play(w: World, orders: Record<string, (Order | null)[]>, seed = 1) {
	const all: Record<string, ReturnType<typeof readOrders>> = {};
	for (const m of w.mages) all[m.id] = readOrders({ phases: (orders[m.id] ?? []).map((o) => o ?? rest).concat([rest, rest, rest, rest, rest]).slice(0, 5) }, m.id);
	return resolveTurn(w, all, seededRng(seed));
}
