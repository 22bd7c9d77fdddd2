/**
 * The order screen's arithmetic from what a seat knows (its report and last-known terrain): the
 * running projection of Endurance and Arcania phase by phase, the phases the rules would turn into
 * a rest, and the cheapest known path to a space. It uses the engine's own tables and formulas
 * (Figures 2, 5 and 7, U-15, U-16); the turn itself stays with `resolveTurn`.
 */
import { RACES } from './data/races';
import { SPELL } from './data/spells';
import { SWAMP, TERRAIN, WATER } from './data/terrain';
import { CELLS, DIRS, SOUTHWARD, step } from './geometry';
import { REST_BONUS } from './recover';
import { inhibited } from './aptitude';
import { paramProblem } from './cast';
import { searchCost } from './search';
import { attuned, endFactor, holds, meditationGain, moveCost } from './stats';
import type { Dir, Order } from './types';
import type { YouData } from './report';

/** Known terrain of a space (0: fog), or undefined when never seen. */
export type TerrainOf = (cell: number) => number | undefined;

export interface PhaseProjection {
	/** Endurance and Arcania after the phase, if every earlier phase went as planned. */
	end: number;
	arc: number;
	at: number;
	/** What the phase costs or gives, e.g. "−6 End" or "+7 End" (the fifth of five rests: "+7 End +25 all-rest bonus"). */
	delta: string;
	/** Why the rules would make this phase a rest, or null. */
	rests: string | null;
}

const EXHAUSTED_BELOW = 10;

function doubled(you: YouData, artifact: 'helm' | 'candle', spell: 'BoEnd' | 'BoArc'): number {
	return holds(you, artifact) || you.effects.includes(spell) ? 2 : 1;
}

/** The projection of five orders for this mage, phase by phase. */
export function projectOrders(you: YouData, terrainOf: TerrainOf, phases: readonly Order[]): PhaseProjection[] {
	let { end, arc, at } = you;
	let moves = 0;
	const out: PhaseProjection[] = [];
	const restHere = (): number => TERRAIN[terrainOf(at) || 0].rest * doubled(you, 'helm', 'BoEnd');
	for (const [i, o] of phases.entries()) {
		let rests: string | null = null;
		let delta = '';
		const terrain = terrainOf(at) || 0;
		if (o.kind !== 'rest' && end < EXHAUSTED_BELOW) rests = `Exhausted (End ${end}): this phase will be a rest.`;
		else if (o.kind === 'move') {
			const to = step(at, o.dir);
			const cost = moveCost({ ...you, moves }, terrain, i + 1);
			if (to < 0) rests = 'Off the arena: this phase will be a rest.';
			else if (cost === null || moves >= RACES[you.race].maxMoves) rests = `No move ${moves + 1} in phase ${i + 1}: it will be a rest.`;
			else if (cost > end) rests = `The move needs ${cost} Endurance: it will be a rest.`;
			else {
				moves++;
				end -= cost;
				at = to;
				delta = `−${cost} End`;
			}
		} else if (o.kind === 'cast') {
			const cost = o.major ? SPELL[o.spell].major.cost : SPELL[o.spell].minor.cost;
			if (cost > arc) rests = `The cast needs ${cost} Arcania: it will be a rest.`;
			else if (castWarning(you, o)) rests = castWarning(you, o);
			else {
				arc -= cost;
				delta = `−${cost} Arc`;
			}
		} else if (o.kind === 'meditate') {
			const gain = meditationGain(you.skill, attuned(you, terrain), doubled(you, 'candle', 'BoArc') - 1);
			arc = Math.min(you.maxArc, arc + gain);
			delta = `+${gain} Arc`;
		} else if (o.kind === 'search') {
			const [least, most] = [searchCost(endFactor(you, terrain), false, false), searchCost(endFactor(you, terrain), true, false)];
			end -= most;
			delta = `−${least} to −${most} End`;
		}
		if (o.kind === 'rest' || rests) {
			const gain = restHere();
			end = Math.min(you.maxEnd, end + gain);
			delta = `+${gain} End`;
		}
		out.push({ end, arc, at, delta, rests });
	}
	// U-15: five phases rested (ordered or forced) earn the bonus at the end of the turn, shown on the
	// last row; Endurance stops at its maximum there as after every rest (the engine's gainEnd).
	if (out.length === 5 && out.every((x, i) => x.rests || phases[i].kind === 'rest')) {
		out[4].end = Math.min(you.maxEnd, end + REST_BONUS);
		out[4].delta += ` +${REST_BONUS} all-rest bonus`;
	}
	return out;
}

/** Directions a physical move may take from `at` on known terrain (southward only into water or swamp). */
export function knownDirs(you: Pick<YouData, 'ebon'>, terrainOf: TerrainOf, at: number): Dir[] {
	return DIRS.filter((d) => {
		const to = step(at, d);
		if (to < 0 || !terrainOf(to)) return false;
		return you.ebon || !SOUTHWARD.includes(d) || terrainOf(to) === WATER || terrainOf(to) === SWAMP;
	});
}

/** The cheapest known path from the mage to `goal`, as directions (null when no known path). */
export function cheapestPath(you: YouData, terrainOf: TerrainOf, goal: number): Dir[] | null {
	const cost = new Array<number>(CELLS).fill(Infinity);
	const via: { from: number; dir: Dir }[] = [];
	const open = [you.at];
	cost[you.at] = 0;
	while (open.length) {
		open.sort((a, b) => cost[b] - cost[a]);
		const cell = open.pop()!;
		if (cell === goal) break;
		const leave = endFactor(you, terrainOf(cell) || 0);
		for (const dir of knownDirs(you, terrainOf, cell)) {
			const to = step(cell, dir);
			if (cost[cell] + leave >= cost[to]) continue;
			if (cost[to] === Infinity) open.push(to);
			cost[to] = cost[cell] + leave;
			via[to] = { from: cell, dir };
		}
	}
	if (cost[goal] === Infinity) return null;
	const dirs: Dir[] = [];
	for (let c = goal; c !== you.at; c = via[c].from) dirs.unshift(via[c].dir);
	return dirs;
}

function combinations(k: number, from = 0): number[][] {
	if (k === 0) return [[]];
	const out: number[][] = [];
	for (let i = from; i < 5; i++) for (const rest of combinations(k - 1, i + 1)) out.push([i, ...rest]);
	return out;
}

/**
 * Five orders that make the first moves of a path (as many as this turn allows) in the phases where
 * they cost least by Figure 5, resting otherwise.
 */
export function movesAlong(you: YouData, terrainOf: TerrainOf, path: readonly Dir[]): Order[] {
	const k = Math.min(path.length, RACES[you.race].maxMoves, 5);
	let best: { phases: number[]; cost: number } | null = null;
	for (const phases of combinations(k)) {
		const plan = ordersWithMoves(phases, path);
		const p = projectOrders(you, terrainOf, plan);
		if (p.some((x) => x.rests)) continue;
		const cost = you.end - Math.min(...p.map((x) => x.end));
		if (!best || cost < best.cost) best = { phases, cost };
	}
	return ordersWithMoves(best?.phases ?? [], path);
}

function ordersWithMoves(phases: readonly number[], path: readonly Dir[]): Order[] {
	return Array.from({ length: 5 }, (_, i): Order => (phases.includes(i) ? { kind: 'move', dir: path[phases.indexOf(i)] } : { kind: 'rest' }));
}

/** The standard turn: toward the Goal Square on phases 2 and 4 (the cheaper known of NE and NW), resting otherwise. */
export function standardTurn(you: YouData, terrainOf: TerrainOf): Order[] {
	const phases: Order[] = Array.from({ length: 5 }, () => ({ kind: 'rest' }));
	let at = you.at;
	for (const i of [1, 3]) {
		const north = knownDirs(you, terrainOf, at).filter((d) => d === 'NE' || d === 'NW');
		if (!north.length) break;
		const dir = north.reduce((a, b) => (endFactor(you, terrainOf(step(at, b))!) < endFactor(you, terrainOf(step(at, a))!) ? b : a));
		phases[i] = { kind: 'move', dir };
		at = step(at, dir);
	}
	return phases;
}

export const restAll = (): Order[] => Array.from({ length: 5 }, () => ({ kind: 'rest' }));

/** Why a cast in these orders would be a rest or refused (barred by aptitude, a bad parameter), or null. */
export function castWarning(you: YouData, o: Extract<Order, { kind: 'cast' }>): string | null {
	if (inhibited(you, o.spell)) return `Your aptitude (${you.apt}) bars ${SPELL[o.spell].align} spells: it will be a rest.`;
	const bad = paramProblem(you, o);
	return bad && `The cast ${bad}: it will be a rest.`;
}
