/**
 * A whole game as a move list in the rules' notation, one order a line:
 *
 *     # Magic Arena · 8×8 · 20 HP
 *     0. Ann: F C3
 *     0. Bo: W F6
 *     1. Ann: D4 1NE
 *     1. Bo: - 2
 *
 * The placement is written under its turn number (0, or "start" when turn 0 is the first turn of
 * orders). Export prints what has been revealed; import reads a pasted list into the events that
 * replay it, checking every line against the rules as it goes.
 */
import { reject, type Rejection, type SeatId } from '../core';
import { ARENA_EVENTS, submitOrders, submitStart } from './game';
import { notationContext, parseOrders, parseStart, printOrders, printStart, NOTATION_REJECTION } from './notation';
import type { ArenaState } from './state';

export interface ListedEvent {
	seat: SeatId;
	kind: string;
	data: unknown;
}

function placementLabel(state: Pick<ArenaState, 'rules'>): string {
	return state.rules.firstTurn === 'placement' ? '0' : 'start';
}

/** The parts of a game a move list is printed from: all public, so a seat's view will do. */
export type Listable = Pick<ArenaState, 'rules' | 'order' | 'players' | 'starts' | 'reports' | 'result'>;

export function exportMoveList(state: Listable): string {
	const r = state.rules;
	const lines = [`# Magic Arena · ${r.size}×${r.size} · ${r.hp} HP · ${state.order.map((s) => state.players[s].name).join(', ')}`];
	const name = (s: SeatId) => state.players[s].name;
	for (const seat of state.order) {
		const start = state.starts[seat];
		if (start) lines.push(`${placementLabel(state)}. ${name(seat)}: ${printStart(start)}`);
	}
	for (const report of state.reports) {
		for (const seat of state.order) {
			const orders = report.orders[seat];
			if (!orders) continue;
			const ctx = notationContext(r, state.players[seat].types);
			lines.push(`${report.turn}. ${name(seat)}: ${printOrders(orders, ctx)}`);
		}
	}
	if (state.result) lines.push(`# ${state.result.text}`);
	return lines.join('\n') + '\n';
}

/** The events that replay a pasted move list from `initial` (a new game with the same players). */
export function importMoveList(text: string, initial: ArenaState): ListedEvent[] | Rejection {
	let state = initial;
	const events: ListedEvent[] = [];
	const lines = text.split(/\r?\n/);
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i].trim();
		if (line === '' || line.startsWith('#')) continue;
		const where = `Line ${i + 1}`;
		const m = /^(-?\d+|start)\s*[.)]?\s+([^:]+?)\s*:\s*(.*)$/i.exec(line);
		if (!m) return reject(NOTATION_REJECTION, `${where}: write "turn. name: order", like "1. Ann: D4 1NE".`);
		const [, label, who, order] = m;
		const seat = state.order.find((s) => s === who || state.players[s].name.toLowerCase() === who.toLowerCase());
		if (!seat) return reject(NOTATION_REJECTION, `${where}: there is no player "${who}" at this table.`);
		let next: ArenaState | Rejection;
		let event: ListedEvent;
		if (state.phase === 'placing') {
			if (label.toLowerCase() !== placementLabel(state)) {
				return reject(NOTATION_REJECTION, `${where}: every player's start (turn ${placementLabel(state)}) comes first.`);
			}
			const choice = parseStart(order, state.rules);
			if ('code' in choice) return reject(choice.code, `${where}: ${choice.message}`);
			event = { seat, kind: ARENA_EVENTS.start, data: choice };
			next = submitStart(state, seat, choice);
		} else {
			if (Number(label) !== state.turn) {
				return reject(NOTATION_REJECTION, `${where}: turn ${state.turn} is not complete; this line is for turn ${label}.`);
			}
			const orders = parseOrders(order, notationContext(state.rules, state.players[seat].types));
			if ('code' in orders) return reject(orders.code, `${where}: ${orders.message}`);
			const data = { turn: state.turn, ...orders };
			event = { seat, kind: ARENA_EVENTS.orders, data };
			next = submitOrders(state, seat, data);
		}
		if ('code' in next) return reject(next.code, `${where}: ${next.message}`);
		state = next;
		events.push(event);
	}
	return events;
}
