/**
 * One turn: five phases, every mage's order of a phase before the next (SEQ-1); within a phase
 * the nine steps of Figure 4. Exhausted mages rest; unconscious ones rest the rest of the turn;
 * illegal or blocked orders rest; Paralyze stops physical actions without a rest.
 */
import type { Rng } from '../core';
import { resolveCasts, type Casting } from './cast';
import { cloneWorld } from './clone';
import { applyAdjustments } from './adjust';
import { don } from './cloaks';
import { newContext, type TurnContext } from './context';
import { resolveDemands, type DemandOrder } from './demand';
import { absPhase, dropExpired, hasEffect } from './effects';
import { endPhase, endTurn } from './endphase';
import { drop, give } from './exchange';
import { resolveMoves, type MoveOrder } from './move';
import { PHASES, REST } from './orders';
import { meditate, rest } from './recover';
import { search } from './search';
import { status } from './stats';
import type { Mage, Order, Orders, World } from './types';
import { note } from './context';

const PHYSICAL = new Set(['move', 'search', 'don', 'drop', 'give']);

/** The order a mage actually carries out this phase. */
function effectiveOrder(ctx: TurnContext, m: Mage, o: Order): Order | 'paralysed' {
	if (m.unconscious) return REST;
	if (status(m) !== 'OK') {
		if (o.kind !== 'rest') note(ctx, m, 'Exhausted: rested instead.');
		return REST;
	}
	if (PHYSICAL.has(o.kind) && hasEffect(ctx.world, m, 'Plyze', ctx.P)) return 'paralysed';
	return o;
}

function runPhase(ctx: TurnContext, orders: Record<string, Order[]>): void {
	const plan = new Map<Mage, Order | 'paralysed'>();
	for (const m of ctx.world.mages) plan.set(m, effectiveOrder(ctx, m, orders[m.id]?.[ctx.phase - 1] ?? REST));
	const resting = new Set<Mage>();
	const of = <K extends Order['kind']>(kind: K) => [...plan].filter(([m, o]) => o !== 'paralysed' && o.kind === kind && !m.unconscious) as [Mage, Extract<Order, { kind: K }>][];
	const fail = (set: Iterable<Mage>) => {
		for (const m of set) resting.add(m);
	};
	for (const [m, o] of plan) if (o === 'paralysed') note(ctx, m, 'Paralysed: did nothing.');
	fail(resolveDemands(ctx, of('demand').map(([mage, o]): DemandOrder => ({ mage, artifact: o.artifact }))));
	for (const [m, o] of of('give')) if (!give(ctx, m, o.to, o.items, o)) resting.add(m);
	for (const [m, o] of of('don')) if (!don(ctx, m, o.colour)) resting.add(m);
	fail(resolveCasts(ctx, of('cast').map(([mage, order]): Casting => ({ mage, order }))));
	fail(resolveMoves(ctx, of('move').map(([mage, o]): MoveOrder => ({ mage, dir: o.dir }))));
	for (const [m, o] of of('search')) if (!m.unconscious) search(ctx, m, o.item);
	for (const [m, o] of of('drop')) if (!drop(ctx, m, o.items)) resting.add(m);
	for (const [m] of of('meditate')) if (!m.unconscious) meditate(ctx, m);
	for (const [m, o] of plan) if (o !== 'paralysed' && (o.kind === 'rest' || resting.has(m) || m.unconscious)) rest(ctx, m);
	endPhase(ctx);
}

export interface TurnResult {
	world: World;
	/** Per mage id, per phase, what happened to it. */
	notes: Record<string, string[][]>;
}

/**
 * Resolves one turn. The world given is not changed. `orders` maps mage ids to their orders
 * (read with readOrders); a mage without orders rests all turn. Game-master adjustments apply first.
 */
export function resolveTurn(world: World, orders: Readonly<Record<string, Orders>>, rng: Rng, adjustments: readonly unknown[] = []): TurnResult {
	const next: World = cloneWorld(world);
	// effects of the last turn stayed for its reports (InvSp, IntRp, KnArt "at the end of that turn")
	dropExpired(next, absPhase(next.turn, 1));
	const ctx = newContext(next, rng);
	for (const [id, comments] of Object.entries(applyAdjustments(next, adjustments))) ctx.notes[id][0].push(...comments);
	next.messages = [];
	for (const m of next.mages) next.messages.push(...(orders[m.id]?.messages ?? []));
	if (next.over) return { world: next, notes: ctx.notes };
	const phases: Record<string, Order[]> = {};
	for (const m of next.mages) phases[m.id] = orders[m.id]?.phases ?? [];
	for (let phase = 1; phase <= PHASES && !next.over; phase++) {
		ctx.phase = phase;
		ctx.P = absPhase(next.turn, phase);
		runPhase(ctx, phases);
	}
	ctx.phase = PHASES;
	endTurn(ctx);
	return { world: next, notes: ctx.notes };
}
