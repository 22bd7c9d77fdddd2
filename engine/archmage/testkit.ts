import { applyEvent, isRejection, type GameEvent, type Roll, type SeatInfo } from '../core';
import { archmage } from './duel/game';
import type { ArchmageOptions } from './duel/options';
import type { ArchmageState } from './duel/state';
import { uniformScores, type OrderId, type Scores } from './elements';
import type { DuelistSheet } from './wizard';

/** Helpers for scripted duels in tests. */

export const SEATS: SeatInfo[] = [
	{ id: 'a', name: 'Ann' },
	{ id: 'b', name: 'Bo' }
];

export function d100(value: number, source: Roll['source'] = 'device'): Roll {
	return { sides: 100, values: [value], source };
}

export function sheet(name: string, order: OrderId, scores: Partial<Scores> = {}, rank = 30, highestRank = rank): DuelistSheet {
	return { id: name.toLowerCase(), name, order, scores: { ...uniformScores(15), ...scores }, rank, highestRank };
}

let counter = 0;
export function event(seat: string | null, kind: string, data: unknown = {}): GameEvent {
	counter += 1;
	return { id: `t${counter}`, seat, kind, data, at: counter };
}

/** A duel driven step by step; `play` expects the event to apply, `refuse` expects a rejection code. */
export class Duel {
	state: ArchmageState;

	constructor(options: Partial<ArchmageOptions> = {}) {
		this.state = archmage.setup({ options: { first: 'first-seat', ...options } as ArchmageOptions, seats: SEATS });
	}

	/** Enters both wizards; with the default first-seat option, `a` casts first. */
	static between(a: DuelistSheet, b: DuelistSheet, options: Partial<ArchmageOptions> = {}): Duel {
		const duel = new Duel(options);
		duel.play('a', 'archmage/enter', { wizard: a });
		duel.play('b', 'archmage/enter', { wizard: b });
		return duel;
	}

	play(seat: string | null, kind: string, data: unknown = {}): this {
		const r = applyEvent<ArchmageState>(archmage, this.state, event(seat, kind, data));
		if (!r.ok) throw new Error(`${kind} by ${seat} was rejected: ${r.rejection.code} ${r.rejection.message}`);
		this.state = r.state;
		return this;
	}

	refuse(seat: string | null, kind: string, data: unknown = {}): string {
		const raw = archmage.apply(this.state, event(seat, kind, data));
		if (!isRejection(raw)) throw new Error(`${kind} by ${seat} was accepted`);
		return raw.code;
	}

	/** Announce and roll in one go. */
	cast(seat: string, spell: string | null, roll?: number): this {
		this.play(seat, 'archmage/announce', { spell });
		if (roll !== undefined) this.play(seat, 'archmage/roll', { roll: d100(roll) });
		return this;
	}

	scores(seat: 'a' | 'b'): Scores {
		return this.state.duelists[seat === 'a' ? 0 : 1]!.scores;
	}

	wall(seat: 'a' | 'b') {
		return this.state.duelists[seat === 'a' ? 0 : 1]!.wall;
	}

	get step() {
		return this.state.step;
	}
}
