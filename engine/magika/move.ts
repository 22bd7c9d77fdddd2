/**
 * Physical movement at step 5 (section VIII): initiative (Figure 3, U-22), direction (U-21),
 * occupation, the endurance of Figure 5; and the landing of a teleport.
 */
import { PHYSICAL_GROUP } from './data/initiative';
import { WATER, SWAMP } from './data/terrain';
import { note, spendEnd, type TurnContext } from './context';
import { hasEffect, terrainAt, zoneAt } from './effects';
import { cellName, DIRS, NORTHWARD, SOUTHWARD, step } from './geometry';
import { canEnter } from './occupancy';
import { endFactor, moveCost } from './stats';
import type { Dir, Mage } from './types';

export interface MoveOrder {
	mage: Mage;
	dir: Dir;
}

/** Northward physical moves out of the cell are blocked by ElBlo or ElDrp (ProEl shields). */
function northBlocked(ctx: TurnContext, m: Mage): boolean {
	if (hasEffect(ctx.world, m, 'ProEl', ctx.P)) return false;
	return !!(zoneAt(ctx.world, m.at, 'ElBlo', ctx.P) || zoneAt(ctx.world, m.at, 'ElDrp', ctx.P));
}

/** "if blocked from moving up NE/NW": both are off the map, full, or under a blockage (U-21). */
function blockedUp(ctx: TurnContext, m: Mage): boolean {
	if (northBlocked(ctx, m)) return true;
	return NORTHWARD.every((d) => {
		const to = step(m.at, d);
		return to < 0 || !canEnter(ctx.world, to, m);
	});
}

/** Why a physical move is illegal now, or null when it is legal. */
export function moveProblem(ctx: TurnContext, m: Mage, dir: Dir, confused: boolean): string | null {
	const to = step(m.at, dir);
	if (to < 0) return 'off the arena';
	if (NORTHWARD.includes(dir) && northBlocked(ctx, m)) return 'blocked by an elemental spell';
	if (SOUTHWARD.includes(dir) && !m.ebon && !confused) {
		const t = terrainAt(ctx.world, to, ctx.P);
		if (t !== WATER && t !== SWAMP && !blockedUp(ctx, m)) return 'southward moves are only into water or when blocked';
	}
	const cost = moveCost(m, terrainAt(ctx.world, m.at, ctx.P), ctx.phase);
	if (cost === null) return 'no move left this turn in this phase';
	if (cost > m.end) return `the move needs ${cost} Endurance`;
	if (!canEnter(ctx.world, to, m)) return `${cellName(to)} is full`;
	return null;
}

/**
 * The Figure 3 criteria physical and magical moves share (5-6 and 10-11): the most difficult
 * terrain departed first, then a mage whose teammate is already in the space it enters.
 */
export function terrainAndTeammateKey(ctx: TurnContext, m: Mage, to: number): number[] {
	const departing = terrainAt(ctx.world, m.at, ctx.P);
	const mate = to >= 0 && !!m.donned && ctx.world.mages.some((x) => x !== m && x.at === to && x.donned === m.donned);
	return [-endFactor(m, departing), -departing, mate ? 0 : 1];
}

function initiativeKey(ctx: TurnContext, o: MoveOrder): number[] {
	const m = o.mage;
	return [PHYSICAL_GROUP[o.dir], m.ebon ? 0 : 1, -m.end, ...terrainAndTeammateKey(ctx, m, step(m.at, o.dir))];
}

function compare(a: number[], b: number[]): number {
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
	return 0;
}

/** A random other direction on the map, for a confused mage (U-25). */
export function confusedDir(ctx: TurnContext, m: Mage, dir: Dir): Dir {
	const options = DIRS.filter((d) => d !== dir && step(m.at, d) >= 0);
	return options.length ? ctx.rng.pick(options) : dir;
}

/** Resolves the phase's physical moves; returns the mages whose move failed (they rest). */
export function resolveMoves(ctx: TurnContext, orders: MoveOrder[]): Set<Mage> {
	const keyed = orders.map((o) => ({ o, key: [...initiativeKey(ctx, o), ctx.rng.nextUint32()] }));
	keyed.sort((a, b) => compare(a.key, b.key));
	const failed = new Set<Mage>();
	for (const { o } of keyed) {
		const m = o.mage;
		const confused = hasEffect(ctx.world, m, 'Confs', ctx.P);
		const dir = confused ? confusedDir(ctx, m, o.dir) : o.dir;
		const problem = moveProblem(ctx, m, dir, confused);
		if (problem) {
			failed.add(m);
			note(ctx, m, `Move ${dir} failed: ${problem}; rested.`);
			continue;
		}
		const cost = moveCost(m, terrainAt(ctx.world, m.at, ctx.P), ctx.phase)!;
		m.at = step(m.at, dir);
		m.moves++;
		m.movedThisTurn = true;
		spendEnd(m, cost);
		note(ctx, m, `${confused ? 'Confused, moved' : 'Moved'} ${dir} to ${cellName(m.at)} for ${cost} Endurance.`);
	}
	return failed;
}
