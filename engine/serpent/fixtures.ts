/** Test helpers: a table that plays events one by one and remembers the log. Used by the tests and the bench. */
import { applyEvent, type GameEvent, type Rejection, type Roll, type SeatInfo } from '../core';
import type { SpellCard } from './cards';
import { serpent } from './game';
import type { SerpentState } from './state';

/** A card for a test: the numbers given, the rest blank (a Forces spell of fluency 1). */
export const testCard = (c: Partial<SpellCard> & Pick<SpellCard, 'id' | 'title' | 'role'>): SpellCard => ({
	sphere: 'Forces',
	fluency: 1,
	descriptors: [],
	resonance: 0,
	harmony: 0,
	directives: [],
	...c
});

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

/** Rolls for Resonance and breaks any tie in roster order (first seat first). */
export function startRound(t: Table, face = 7): void {
	t.rollResonance(face);
	while (t.state.step === 'ties') {
		const n = t.state.ties.reduce((k, g) => k + g.length, 0);
		t.do('tie-roll', { roll: roll(10, ...Array.from({ length: n }, (_, i) => Math.max(1, 10 - i))) }, null);
	}
}

/** Resolves every pending maintenance spell (sustaining what can be sustained). */
export function maintainAll(t: Table): void {
	let guard = 0;
	while (t.state.phase === 'maintenance' && !t.state.outcome && guard++ < 100) t.do('resolve', {}, null);
}

/** A new round up to the action phase, each Magi preparing the cards given (ids or inline cards). */
export function toActions(t: Table, prepared: Record<string, unknown[]> = {}, face = 7): void {
	startRound(t, face);
	while (t.state.step === 'events') {
		const id = t.state.eventRolls[0];
		t.do('event-roll', { being: id, roll: roll(10, 10, 10) });
	}
	maintainAll(t);
	prepareAll(t, prepared);
}

/** Every Magi still preparing prepares the cards given (ids or inline cards), or none. */
export function prepareAll(t: Table, prepared: Record<string, unknown[]> = {}): void {
	for (const id of t.state.roster) {
		const b = t.be(id);
		if (t.state.phase === 'preparation' && b.kind === 'magi' && !b.incapacitated && !b.preparedReady) {
			t.do('prepare', { being: id, cards: prepared[id] ?? [] });
		}
	}
}

/** Every being still in the round ends it. */
export function endRound(t: Table): void {
	let guard = 0;
	while (t.state.phase === 'action' && t.state.turn && guard++ < 50) t.do('pass', { being: t.state.turn });
}
