/** Test helpers: a table that plays events one by one and remembers the log. Used by the tests and the bench. */
import { applyEvent, type GameEvent, type Rejection, type Roll, type SeatInfo } from '../core';
import { serpent } from './game';
import type { SerpentState } from './state';

export const WHITE: SeatInfo = { id: 'w', name: 'White Magi' };
export const BLACK: SeatInfo = { id: 'b', name: 'Black Magi' };

export function roll(sides: number, ...values: number[]): Roll {
	return { sides, values, source: 'physical' };
}

export class Table {
	state: SerpentState;
	log: GameEvent[] = [];
	private n = 0;

	constructor(options: Record<string, unknown> = {}, seats: SeatInfo[] = [WHITE, BLACK]) {
		this.state = serpent.setup({ options: options as never, seats });
	}

	event(kind: string, data: unknown, seat: string | null): GameEvent {
		return { id: `t${this.n++}`, seat, kind: `serpent/${kind}`, data, at: this.n };
	}

	/** Plays a move that must be accepted; throws with the rejection's message otherwise. */
	do(kind: string, data: Record<string, unknown> = {}, seat?: string | null): SerpentState {
		const who = seat !== undefined ? seat : this.seatOf(data.being);
		const e = this.event(kind, data, who);
		const r = applyEvent(serpent, this.state, e);
		if (!r.ok) throw new Error(`${kind} rejected: ${r.rejection.code}: ${r.rejection.message}`);
		this.log.push(e);
		this.state = r.state;
		return this.state;
	}

	/** Plays a move that must be refused; returns the rejection, state unchanged. */
	fail(kind: string, data: Record<string, unknown> = {}, seat?: string | null): Rejection {
		const who = seat !== undefined ? seat : this.seatOf(data.being);
		const r = applyEvent(serpent, this.state, this.event(kind, data, who));
		if (r.ok) throw new Error(`${kind} was accepted but should have been refused`);
		return r.rejection;
	}

	private seatOf(being: unknown): string | null {
		if (typeof being !== 'string') return null;
		const b = this.state.beings[being];
		if (!b) return being;
		if (b.kind === 'koishaka' && b.summoner) return this.state.beings[b.summoner].seat;
		return b.seat;
	}

	be(id: string) {
		return this.state.beings[id];
	}

	/** The spell in play cast from this card (the latest if several). */
	spell(cardId: string) {
		const all = Object.values(this.state.spells).filter((s) => s.base.id === cardId).sort((a, b) => b.seq - a.seq);
		return all[0];
	}

	/** Resonance roll that leaves no tie to break (for tests where initiative is not the point). */
	rollResonance(face: number) {
		return this.do('resonance-roll', { roll: roll(10, face) }, null);
	}

	cast(being: string, cardId: string, extra: Record<string, unknown> = {}) {
		return this.do('cast', { being, cardId, activate: true, ...extra });
	}

	energies(id: string) {
		const b = this.be(id);
		return { resonance: b.resonance, harmony: b.harmony, essence: b.essence, will: b.will, voice: b.voice };
	}
}
