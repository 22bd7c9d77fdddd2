/**
 * Magika in the hidden-information shape of the design material (section 3.9): a world only the
 * game master holds, a turn resolved from every seat's orders to a new world and one report per
 * seat, default orders, knowledge from reports alone, and order checks against that knowledge.
 */
import { reject, type Rejection, type Rng, type SeatId, type SetupContext } from '../core';
import { cardLine, type CardWords } from '../core/hidden/card';
import type { HiddenGame } from '../core/hidden/types';
import { SPELL } from './data/spells';
import { RACES } from './data/races';
import { botOrders } from './bot';
import { EBON_DEMANDS_PER_TURN } from './demand';
import { DIRS } from './geometry';
import { defaultOrders, MISSED_TURN_BOT, missedTurn, recordMisses } from './missed';
import { ORDER_REJECTIONS, readOrders, structuralProblem } from './orders';
import { buildReport, updateIntel, type Report } from './report';
import { NOVICES, setupWorld, type SeatChoice } from './setup';
import { checkClaim } from './setupRules';
import { tasksDone, taskText } from './tasks';
import { resolveTurn } from './turn';
import { standings } from './vp';
import type { MagikaOptions, Orders, World } from './types';

/** What a seat knows: its latest report, complete on its own. */
export type Knowledge = Report;

/** The seat of the mage at `index` when the table has no seat there: a bot's (its mage is named after its letter). */
export const botSeat = (index: number): SeatId => `bot-${index + 1}`;

/** A seat nobody holds, which `setupFromSeats` filled with a bot. */
export const isBotSeat = (seat: SeatId): boolean => seat.startsWith('bot-');

/**
 * Seats 1-12 are the novices A-L, seat 13 the Ebon Mage; missing seats are bot seats. `claims`: the
 * sealed set-up choices by seat id (setupRules.ts), checked again here.
 */
export function setupFromSeats(ctx: SetupContext, rng: Rng, claims: Readonly<Record<SeatId, unknown>> = {}): World {
	const seats: SeatChoice[] = Array.from({ length: NOVICES + 1 }, (_, i) => {
		const s = ctx.seats[i];
		return { seat: s?.id ?? botSeat(i), ...(s?.name ? { name: s.name } : {}), ...(s && claims[s.id] !== undefined ? { claim: claims[s.id] } : {}) };
	});
	return setupWorld(rng, seats.slice(0, NOVICES), seats[NOVICES], ctx.options as Partial<MagikaOptions>);
}

/** Reports for every seat after a resolution (or at set-up, with empty summaries). */
export function reportsFor(world: World, notes?: Record<string, string[][]>): Record<SeatId, Report> {
	updateIntel(world);
	const out: Record<SeatId, Report> = {};
	const order = standings(world);
	for (const m of world.mages) out[m.seat] = buildReport(world, m, notes?.[m.id] ?? [[], [], [], [], []], order);
	return out;
}

export function resolveSeats(world: World, inputs: Readonly<Record<SeatId, Orders>>, rng: Rng, adjustments: readonly unknown[] = []) {
	const byMage: Record<string, Orders> = {};
	const missed = new Set<string>();
	for (const m of world.mages) {
		const input = inputs[m.seat] as Orders | undefined;
		if (missedTurn(input)) missed.add(m.id);
		byMage[m.id] = readOrders(missedTurn(input) && !input!.phases?.length ? defaultOrders(world, m, rng) : input, m.id);
	}
	const { world: next, notes } = resolveTurn(world, byMage, rng, adjustments);
	recordMisses(next, missed);
	return { world: next, reports: reportsFor(next, notes), over: next.over !== null };
}

/** Checks orders against what the seat knows (U-67 and the order screen). */
export function checkOrders(k: Knowledge, input: unknown): Orders | Rejection {
	const bad = structuralProblem(input);
	if (bad) return bad;
	const orders = readOrders(input, k.you.id);
	const held = new Set(k.you.scrolls.map((s) => s.spell));
	let moves = 0;
	let demands = 0;
	const paid = { end: 0, arc: 0 };
	for (const [i, o] of orders.phases.entries()) {
		if (o.kind === 'move') moves++;
		if (o.kind === 'demand') demands++;
		if (o.kind === 'give') {
			paid.end += o.end ?? 0;
			paid.arc += o.arc ?? 0;
		}
		if (o.kind === 'cast' && !held.has(o.spell)) return reject(ORDER_REJECTIONS.malformed, `Phase ${i + 1}: you hold no ${SPELL[o.spell].name} scroll.`);
		if (o.kind === 'don' && !k.you.cloaks.includes(o.colour)) return reject(ORDER_REJECTIONS.malformed, `Phase ${i + 1}: you carry no ${o.colour} cloak.`);
		if (o.kind === 'move' && !DIRS.includes(o.dir)) return reject(ORDER_REJECTIONS.malformed, `Phase ${i + 1}: no such direction.`);
	}
	if (moves > RACES[k.you.race].maxMoves && !k.you.artifacts.some((a) => a === 'cross' || a === 'anhk')) return reject(ORDER_REJECTIONS.malformed, `A ${k.you.race} moves at most ${RACES[k.you.race].maxMoves} times a turn.`);
	if (k.you.ebon && demands > EBON_DEMANDS_PER_TURN) return reject(ORDER_REJECTIONS.malformed, `The Ebon Mage may only use the Demand order ${EBON_DEMANDS_PER_TURN === 2 ? 'twice' : EBON_DEMANDS_PER_TURN + ' times'} a turn.`);
	if (paid.end > k.you.end) return reject(ORDER_REJECTIONS.malformed, `These orders pay ${paid.end} Endurance; you have only ${k.you.end}.`);
	if (paid.arc > k.you.arc) return reject(ORDER_REJECTIONS.malformed, `These orders pay ${paid.arc} Arcania; you have only ${k.you.arc}.`);
	if (k.you.ebon && !orders.phases.some((o) => o.kind === 'move' || (o.kind === 'cast' && o.spell === 'TelPt'))) return reject(ORDER_REJECTIONS.ebonMustMove, 'The Ebon Mage must move or teleport once each turn.');
	return orders;
}

/** The Ebon Mage's tasks, revealed at the end (l. 713). */
export function ebonTasks(world: World): { id: number; text: string; done: boolean }[] {
	const order = standings(world);
	const done = tasksDone(world, new Map(order.filter((s) => !world.mages.find((m) => m.id === s.id)!.ebon).map((s) => [s.id, s.vp.total])));
	return world.tasks.map((id) => ({ id, text: taskText(world, id), done: done.includes(id) }));
}

/** The words of a Magika game's card at home ("Turn 3 · your orders are due"). */
const CARD_WORDS: CardWords = { due: 'your orders are due', gm: 'the GM', over: 'The contest is over' };

export const magikaHidden: HiddenGame<World, Orders, Report, Knowledge> = {
	setupWorld: setupFromSeats,
	checkSetup: (_seat, input) => checkClaim(input),
	resolve: (world, inputs, adjustments, rng) => resolveSeats(world, inputs, rng, adjustments),
	setupReports: (world) => reportsFor(world),
	// a seat whose orders did not come plays the missed turn's bot and counts a miss (U-74); a seat nobody holds plays the normal bot
	defaultInput: (k, _seat, rng, reason) => (reason === 'missed' ? { ...botOrders(k, rng, MISSED_TURN_BOT), missed: true } : botOrders(k, rng, 'normal')),
	know: (report) => report,
	checkInput: (k, _seat, input) => checkOrders(k, input),
	// messages travel apart, sealed to the GM's mail key (never revealed): the audit re-runs without them
	worldDigest: (world) => ({ ...world, messages: [] }),
	mail: {
		fromInput: ({ messages, ...rest }) => ({ rest, mail: messages?.length ? messages : null }),
		toInput: (rest, mail) => (Array.isArray(mail) ? { ...rest, messages: mail } : rest),
		fromReport: (report) => ({ rest: { ...report, messages: [] }, mail: report.messages.length ? report.messages : null }),
		toReport: (rest, mail) => ({ ...rest, messages: Array.isArray(mail) ? mail : [] })
	},
	card: (facts) => cardLine(facts, CARD_WORDS),
	finale: (world) => ({
		over: world.over,
		standings: standings(world).map((s) => ({ id: s.id, total: s.vp.total, globe: s.globe })),
		ebonTasks: ebonTasks(world)
	})
};

