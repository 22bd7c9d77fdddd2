/**
 * The ends of a phase and of a turn: elemental damage, the Rod, unconsciousness, the Globe of
 * Life and the Goal Square (U-50, U-51); the rest bonus, the same-space teleport of the three
 * alignment artifacts, expiry and the per-turn counters.
 */
import { note, gainEnd, type TurnContext } from './context';
import { hasEffect, terrainAt } from './effects';
import { distance, GOAL, rowOf } from './geometry';
import { rodStep } from './aptitude';
import { REST_BONUS } from './recover';
import { elementalDamage } from './spells/world';
import { holds } from './stats';
import type { Mage, World } from './types';

const ALIGNMENT = ['crown', 'orb', 'scepter'] as const;

function holderOf(world: World, a: (typeof ALIGNMENT)[number]): Mage | null {
	const w = world.artifacts[a];
	return 'holder' in w ? world.mages.find((m) => m.id === w.holder)! : null;
}

/** The Globe forms when one mage, or the wearers of one colour, hold all three (Black is no team). */
export function globeFormers(world: World): Mage[] | null {
	const holders = ALIGNMENT.map((a) => holderOf(world, a));
	if (holders.some((h) => h === null)) return null;
	const hs = holders as Mage[];
	if (hs.every((h) => h === hs[0])) return [hs[0]];
	const colour = hs[0].donned;
	if (colour && hs.every((h) => h.donned === colour)) return world.mages.filter((m) => m.donned === colour);
	return null;
}

function toGoal(movers: Mage[]): void {
	for (const m of movers) m.at = GOAL;
}

export function endPhase(ctx: TurnContext): void {
	const world = ctx.world;
	elementalDamage(ctx);
	for (const m of world.mages) {
		if (holds(m, 'rod')) rodStep(m);
		if (m.end <= 0) m.unconscious = true;
		if (m.ebon) {
			const t = terrainAt(world, m.at, ctx.P);
			if ([4, 5, 6, 8].includes(t) && !world.record.terrainsEnded.includes(t)) world.record.terrainsEnded.push(t);
		}
	}
	if (world.over) return;
	const formers = globeFormers(world);
	if (formers) {
		const cells = new Set(formers.map((m) => m.at));
		toGoal(world.mages.filter((m) => cells.has(m.at)));
		world.over = { reason: 'globe', by: formers.map((m) => m.id) };
		for (const m of world.mages) note(ctx, m, `The Globe of Life was formed by ${formers.map((f) => f.id).join(', ')}.`);
		return;
	}
	const arrived = world.mages.filter((m) => !m.ebon && m.at === GOAL);
	if (arrived.length) {
		world.over = { reason: 'goal', by: arrived.map((m) => m.id) };
		for (const m of world.mages) note(ctx, m, `${arrived.map((a) => a.id).join(', ')} reached the Goal Square.`);
	}
}

function alignmentTogether(world: World): number | null {
	const cells = ALIGNMENT.map((a) => {
		const w = world.artifacts[a];
		return 'at' in w ? w.at : world.mages.find((m) => m.id === w.holder)!.at;
	});
	return cells.every((c) => c === cells[0]) ? cells[0] : null;
}

function recordEbon(world: World, P: number): void {
	const ebon = world.mages.find((m) => m.ebon);
	const r = world.record;
	if (!ebon) return;
	if (ebon.movedThisTurn) r.movedTurns++;
	r.holdStreak = ebon.artifacts.length ? r.holdStreak + 1 : 0;
	r.maxHoldStreak = Math.max(r.maxHoldStreak, r.holdStreak);
	if (hasEffect(world, ebon, 'InvSp', P)) r.invisibleTurns++;
	if (world.turn > 10 && rowOf(ebon.at) === 26) r.seaBath = true;
	if (world.turn < 12 && world.mages.some((m) => !m.ebon && rowOf(m.at) <= 10)) r.novicesNorthEarly = true;
	const x = world.mages.find((m) => m.id === world.taskParams.X);
	if (x && distance(x.at, ebon.at) <= 3) r.escort++;
}

export function endTurn(ctx: TurnContext): void {
	const world = ctx.world;
	for (const m of world.mages) {
		if (m.rests === 5) {
			gainEnd(m, REST_BONUS);
			note(ctx, m, `Rested all five phases: +${REST_BONUS} Endurance.`);
		}
	}
	if (!world.over) {
		const cell = alignmentTogether(world);
		if (cell !== null) {
			const here = world.mages.filter((m) => m.at === cell);
			for (const a of ALIGNMENT) if ('at' in world.artifacts[a]) world.artifacts[a] = { at: GOAL };
			toGoal(here);
			world.over = { reason: 'goal', by: here.filter((m) => !m.ebon).map((m) => m.id) };
		}
	}
	recordEbon(world, ctx.P);
	for (const m of world.mages) {
		m.moves = 0;
		m.rests = 0;
		m.demands = 0;
		m.unconscious = false;
		m.movedThisTurn = false;
	}
	world.turn++;
	if (!world.over && world.options.maxTurns > 0 && world.turn > world.options.maxTurns) world.over = { reason: 'limit', by: [] };
}
