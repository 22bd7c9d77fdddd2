import { defineGame, own, reject, type FairPlayHooks, type GameDefinition, type MoveDescriber, type MoveTable, type Rejection, type SeatId } from '../core';
import { ARENA_ABOUT } from './about';
import { TYPE_NAME } from './magics';
import { notationContext, printOrders, printStart } from './notation';
import { checkOrderShape, ORDER_REJECTIONS, orderingPlayer, planOrders, type Plan } from './orders';
import { revealStarts, START_REJECTIONS, validateStart } from './placement';
import { resolveTurn } from './resolve';
import { readRules } from './rules';
import { arenaLeaders } from './summary';
import { patchState, type ArenaBoard, type ArenaState, type ArenaView, type Cast, type Orders, type OrdersData, type PlayerState, type StartChoice } from './state';

export type ArenaOptions = Record<string, boolean | number | string>;

export const ARENA_EVENTS = { start: 'arena/start', orders: 'arena/orders' } as const;

export const ARENA_REJECTIONS = {
	...ORDER_REJECTIONS,
	...START_REJECTIONS,
	alreadyChosen: 'arena/already-chosen',
	alreadyOrdered: 'arena/already-ordered',
	wrongTurn: 'arena/wrong-turn'
} as const;

const R = ARENA_REJECTIONS;

export function setupArena(options: ArenaOptions, seats: { id: SeatId; name: string }[]): ArenaState {
	const rules = readRules(options);
	const players: Record<SeatId, PlayerState> = {};
	const startMp = rules.firstTurn === 'placement' ? 5 : 0;
	for (const s of seats) {
		players[s.id] = { seat: s.id, name: s.name, hp: rules.hp, mp: startMp, square: null, types: [], alive: true, outOnTurn: null };
	}
	return {
		rules,
		order: seats.map((s) => s.id),
		players,
		phase: 'placing',
		turn: rules.firstTurn === 'placement' ? 0 : -1,
		sealed: seats.map(() => null),
		starts: {},
		reports: [],
		result: null
	};
}

/** Seals `seat`'s start choice; when every seat has chosen, all are revealed together. */
export function submitStart(state: ArenaState, seat: SeatId | null, data: unknown): ArenaState | Rejection {
	const choice = validateStart(state, seat, data);
	if ('code' in choice) return choice;
	const at = state.order.indexOf(seat as SeatId);
	if (state.sealed[at]) return reject(R.alreadyChosen, `${state.players[seat as SeatId].name} has already chosen a start.`);
	const sealed = state.sealed.slice();
	sealed[at] = choice;
	if (sealed.every((c) => c !== null)) return revealStarts(state, sealed as StartChoice[]);
	return patchState(state, { sealed });
}

function cleanOrders(orders: Orders): Orders {
	const casts: Cast[] = orders.casts.map((c) => (c.target === undefined ? { magic: c.magic } : { magic: c.magic, target: c.target }));
	return { move: orders.move, casts };
}

/**
 * Seals `seat`'s orders for the current turn; when every player still in the arena has given
 * orders, the turn resolves. The commit/reveal layer calls this with revealed orders.
 */
export function submitOrders(state: ArenaState, seat: SeatId | null, data: unknown): ArenaState | Rejection {
	const player = orderingPlayer(state, seat);
	if ('code' in player) return player;
	const d = data as Partial<OrdersData> | null;
	if (typeof d !== 'object' || d === null || d.turn !== state.turn) {
		return reject(R.wrongTurn, `These orders are not for turn ${state.turn}, the turn being played.`);
	}
	const at = state.order.indexOf(player.seat);
	if (state.sealed[at]) {
		return reject(R.alreadyOrdered, `${player.name} has already given orders for turn ${state.turn}.`);
	}
	const bad = checkOrderShape(d);
	if (bad) return bad;
	const sealed = state.sealed.slice();
	sealed[at] = cleanOrders(d as Orders);
	for (let i = 0; i < sealed.length; i++) {
		if (sealed[i] === null && state.players[state.order[i]].alive) return patchState(state, { sealed });
	}
	const orders: Record<SeatId, Orders> = {};
	const plans: Plan[] = [];
	for (let i = 0; i < sealed.length; i++) {
		const p = state.players[state.order[i]];
		if (!p.alive) continue;
		const o = sealed[i] as Orders;
		orders[p.seat] = o;
		plans.push(planOrders(state.rules, p, o));
	}
	return resolveTurn(state, plans, orders);
}

/**
 * The step now taking sealed input, for the commit/reveal layer: the turn it is for, the event
 * kind the revealed input becomes, and the seats that must commit. Null when the game is over.
 */
export function arenaSealedStep(state: ArenaBoard): { turn: number; kind: string; seats: SeatId[] } | null {
	if (state.phase === 'over') return null;
	const kind = state.phase === 'placing' ? ARENA_EVENTS.start : ARENA_EVENTS.orders;
	return { turn: state.turn, kind, seats: state.order.filter((s) => state.players[s].alive) };
}

export function arenaView(state: ArenaState, seat: SeatId | null): ArenaView {
	const { sealed, ...open } = state;
	const at = seat === null ? -1 : state.order.indexOf(seat);
	const mine = at >= 0 ? sealed[at] : null;
	return { ...open, seat, submitted: state.order.filter((_, i) => sealed[i] !== null), mine };
}

function waitingFor(state: ArenaState): SeatId[] {
	if (state.phase === 'over') return [];
	return state.order.filter((s, i) => state.players[s].alive && state.sealed[i] === null);
}

function names(state: ArenaState, seats: SeatId[]): string {
	return seats.map((s) => state.players[s].name).join(', ');
}

export function turnLabel(state: Pick<ArenaState, 'phase' | 'turn'>): string {
	return state.phase === 'placing' ? 'Placement' : `Turn ${state.turn}`;
}

/** The data of each move of Magic Arena, as a screen sends it (sealed first with fair play). */
export type ArenaMoves = {
	'arena/start': StartChoice;
	'arena/orders': OrdersData;
};

const startLine: MoveDescriber<ArenaState, StartChoice> = (state, _, event) => {
	const seat = event.seat;
	if (!own(state.players, seat)) return event.kind;
	if (state.phase === 'placing') return 'Chose a start (sealed)';
	const c = validateStart({ ...state, phase: 'placing' }, seat, event.data);
	if ('code' in c) return 'A start that could not be read';
	const types = c.types.length ? c.types.map((t) => TYPE_NAME[t]).join(' and ') + ', ' : '';
	return `Placement: ${types}starts on ${c.square} (${printStart(c)})`;
};

const ordersLine: MoveDescriber<ArenaState, OrdersData> = (state, d, event) => {
	const player = own(state.players, event.seat);
	if (!player) return event.kind;
	if (typeof d.turn !== 'number') return 'Orders that could not be read';
	const revealed = d.turn < state.turn || (state.phase === 'over' && d.turn === state.turn);
	if (!revealed) return `Turn ${d.turn}: orders sealed`;
	if (checkOrderShape(d)) return `Turn ${d.turn}: orders that could not be read`;
	return `Turn ${d.turn}: ${printOrders(d as Orders, notationContext(state.rules, player.types))}`;
};

/** Both moves of Magic Arena, with their history lines: each seat's own, sealed simultaneous input. */
const ARENA_MOVES: MoveTable<ArenaState, ArenaMoves> = {
	[ARENA_EVENTS.start]: { run: (state, event) => submitStart(state, event.seat, event.data), by: 'seat', sealed: true, describe: startLine },
	[ARENA_EVENTS.orders]: { run: (state, event) => submitOrders(state, event.seat, event.data), by: 'seat', sealed: true, describe: ordersLine }
};

/**
 * Magic Arena. Its starts and orders are sealed simultaneous input: with the fair-play layer they
 * are committed as hashes and reach the rules only when revealed, once every seat has committed.
 */
export const arena: GameDefinition<ArenaState, ArenaView, ArenaOptions, ArenaMoves> & { fairPlay: FairPlayHooks<ArenaState> } = defineGame({
	...ARENA_ABOUT,
	setup: ({ options, seats }) => setupArena(options, seats),
	moves: ARENA_MOVES,
	seatsOf: (state) => state.order,
	refusals: { seat: { code: R.notAPlayer, message: 'Only a player of this arena chooses a start or gives orders.' } },
	view: arenaView,
	leaders: arenaLeaders,
	prompt(state) {
		const waiting = waitingFor(state);
		if (state.phase === 'over') return { waitingFor: [], text: state.result?.text ?? 'The game is over.' };
		const what = state.phase === 'placing' ? 'choose a type and a square' : 'give orders';
		return { waitingFor: waiting, text: `${turnLabel(state)}: ${names(state, waiting)} to ${what}` };
	},
	status(state) {
		if (state.phase !== 'over' || !state.result) return { phase: 'playing' };
		return { phase: 'finished', winners: state.result.winners, text: state.result.text };
	},
	fairPlay: { sealed: arenaSealedStep }
});

/** Magic Arena as its screens hold it: its state, view and moves typed. */
export type ArenaGame = typeof arena;
