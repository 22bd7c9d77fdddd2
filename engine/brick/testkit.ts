/** Test support: a table that plays events by name and a physical die. */
import { applyEvent, type GameEvent, type Rejection, type Roll, type SeatId } from '../core';
import { seatsOf } from './arbitrary';
import { brick, type BrickOptionValues } from './game';
import type { BrickState } from './state';
import { brickView } from './view';

export function dice(sides: number, ...values: number[]): Roll {
	return { sides, values, source: 'physical' };
}
export const d6 = (...values: number[]) => dice(6, ...values);

export class Table {
	state: BrickState;
	private n = 0;
	constructor(options: Partial<BrickOptionValues> = {}, players = 2) {
		this.state = brick.setup({ options: options as BrickOptionValues, seats: seatsOf(players) });
	}
	event(kind: string, data: unknown, seat: SeatId | null): GameEvent {
		return { id: `e${this.n++}`, seat, kind: `brick/${kind}`, data, at: 0 };
	}
	/** Plays an event that must be accepted; returns its id. */
	play(kind: string, data: unknown = {}, seat: SeatId | null = 's0'): string {
		const e = this.event(kind, data, seat);
		const r = applyEvent(brick, this.state, e);
		if (!r.ok) throw new Error(`${e.kind} rejected: ${r.rejection.code} ${r.rejection.message}`);
		this.state = r.state;
		return e.id;
	}
	/** Plays an event that must be rejected; returns the rejection. */
	refuse(kind: string, data: unknown = {}, seat: SeatId | null = 's0'): Rejection {
		const e = this.event(kind, data, seat);
		const r = applyEvent(brick, this.state, e);
		if (r.ok) throw new Error(`${e.kind} was accepted`);
		return r.rejection;
	}
	wizard(name: string, spells: string[], seat: SeatId = 's0', extra: Record<string, unknown> = {}): string {
		return this.play('add-unit', { kind: 'wizard', name, spells, ...extra }, seat);
	}
	unit(id: string) {
		return this.state.units[id];
	}
	view(seat: SeatId | null = 's0') {
		return brickView(this.state, seat);
	}
	owed() {
		return this.view().owed;
	}
	/** Concentrates the wizard for `rounds` rounds, ending each round. */
	charge(unit: string, rounds: number, seat: SeatId = 's0'): void {
		for (let i = 0; i < rounds; i++) {
			this.play('concentrate', { unit }, seat);
			this.play('end-round', {}, null);
		}
	}
}
