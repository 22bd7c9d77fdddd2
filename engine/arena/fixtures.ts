/** Helpers for the tests of Magic Arena: seats, events, and games played from notation. */
import { applyEvent, type GameEvent, type SeatInfo } from '../core';
import { arena, setupArena, type ArenaOptions } from './game';
import { notationContext, parseOrders, parseStart } from './notation';
import type { ArenaState } from './state';

export function seatsOf(n: number): SeatInfo[] {
	return Array.from({ length: n }, (_, i) => ({ id: `s${i}`, name: ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'][i] ?? `P${i}` }));
}

let counter = 0;
export function ev(seat: string | null, kind: string, data: unknown): GameEvent {
	counter += 1;
	return { id: `t${counter}`, seat, kind, data, at: counter };
}

/** Applies one event and fails loudly when it is rejected. */
export function must(state: ArenaState, event: GameEvent): ArenaState {
	const r = applyEvent<ArenaState>(arena, state, event);
	if (!r.ok) throw new Error(`${event.kind} rejected: ${r.rejection.code}: ${r.rejection.message}`);
	return r.state;
}

/** A new game whose players have placed: `starts` are start notations in seat order ("F C3"). */
export function started(starts: string[], options: ArenaOptions = {}): ArenaState {
	let state = setupArena(options, seatsOf(starts.length));
	starts.forEach((text, i) => {
		const choice = parseStart(text, state.rules);
		if ('code' in choice) throw new Error(choice.message);
		state = must(state, ev(`s${i}`, 'arena/start', choice));
	});
	return state;
}

/** Plays one turn: each living seat's orders in notation, in seat order (skipping removed seats). */
export function turn(state: ArenaState, orders: Record<string, string>): ArenaState {
	for (const [seat, text] of Object.entries(orders)) {
		const p = state.players[seat];
		const parsed = parseOrders(text, notationContext(state.rules, p.types));
		if ('code' in parsed) throw new Error(parsed.message);
		state = must(state, ev(seat, 'arena/orders', { turn: state.turn, ...parsed }));
	}
	return state;
}

/** Sets HP/MP/squares directly, for scenario tests that start mid-game. */
export function withPlayers(state: ArenaState, changes: Record<string, Partial<ArenaState['players'][string]>>): ArenaState {
	const players = { ...state.players };
	for (const [seat, c] of Object.entries(changes)) players[seat] = { ...players[seat], ...c };
	return { ...state, players };
}

export const lastReport = (state: ArenaState) => state.reports[state.reports.length - 1];
