import { describe, expect, it } from 'vitest';
import { applyEvent, foldLog, type GameEvent } from '../core';
import { counters, COUNTERS_REJECTIONS as R, turnElapsed } from '.';
import { seatsOf } from './arbitrary';

const seats = seatsOf(2);
const start = counters.setup({ options: { life: 20, poison: true }, seats });
let n = 0;
const ev = (kind: string, data: unknown, seat: string | null = 's0'): GameEvent => ({ id: `t${n++}`, seat, kind: `counters/${kind}`, data, at: 1000 });

function codeOf(kind: string, data: unknown, state = start) {
	const r = applyEvent(counters, state, ev(kind, data));
	return r.ok ? 'ok' : r.rejection.code;
}

describe('Counters', () => {
	it('sets up every player with the chosen counters', () => {
		expect(start.values).toEqual({ s0: { life: 20, poison: 0 }, s1: { life: 20, poison: 0 } });
		expect(counters.setup({ options: { life: 40, poison: false }, seats }).counters.map((c) => c.key)).toEqual(['life']);
	});

	it('adjusts, clamps to the bounds and sets', () => {
		const { state } = foldLog(counters, start, [
			ev('adjust', { player: 's0', counter: 'life', delta: -5 }),
			ev('adjust', { player: 's1', counter: 'poison', delta: 12 }),
			ev('set', { player: 's0', counter: 'life', value: 7 })
		]);
		expect(state.values.s0.life).toBe(7);
		expect(state.values.s1.poison).toBe(10);
	});

	it('life may go below zero (no bound by default)', () => {
		const r = applyEvent(counters, start, ev('adjust', { player: 's0', counter: 'life', delta: -25 }));
		expect(r.ok && r.state.values.s0.life).toBe(-5);
	});

	it('gives every rejection its own code', () => {
		expect(codeOf('adjust', { player: 'nobody', counter: 'life', delta: 1 })).toBe(R.seat);
		expect(codeOf('adjust', { player: 's0', counter: 'mana', delta: 1 })).toBe(R.counter);
		expect(codeOf('adjust', { player: 's0', counter: 'life', delta: 0 })).toBe(R.value);
		expect(codeOf('adjust', { player: 's0', counter: 'life', delta: 1.5 })).toBe(R.value);
		expect(codeOf('adjust', { player: 's0', counter: 'poison', delta: -1 })).toBe(R.bound);
		expect(codeOf('set', { player: 's0', counter: 'poison', value: 11 })).toBe(R.bound);
		expect(codeOf('set', { player: 's0', counter: 'life', value: 'x' })).toBe(R.value);
		expect(codeOf('add-counter', { label: '' })).toBe(R.spec);
		expect(codeOf('add-counter', { label: 'Energy', start: 5, min: 0, max: 3 })).toBe(R.spec);
		expect(codeOf('add-counter', { label: 'Energy', start: 'a' })).toBe(R.spec);
		expect(codeOf('add-counter', { label: 'Life' })).toBe(R.exists);
		let many = start;
		for (let i = 0; many.counters.length < 12; i++) {
			const r = applyEvent(counters, many, ev('add-counter', { label: `C${i}` }));
			if (r.ok) many = r.state;
		}
		expect(codeOf('add-counter', { label: 'One more' }, many)).toBe(R.full);
		expect(codeOf('round', { delta: -1 })).toBe(R.round);
		expect(codeOf('turn', { seat: 'nobody' })).toBe(R.seat);
		expect(codeOf('roll', { notation: 'dd', roll: { sides: 6, values: [1], source: 'device' } })).toBe(R.dice);
		expect(codeOf('roll', { notation: 'd6', roll: { sides: 6, values: [7], source: 'device' } })).toBe('core/bad-roll');
		expect(codeOf('roll', { notation: 'd6', roll: { sides: 8, values: [3], source: 'device' } })).toBe('core/bad-roll');
		expect(codeOf('roll', { notation: '2d6', roll: { sides: 6, values: [3], source: 'device' } })).toBe('core/bad-roll');
		expect(codeOf('roll', { notation: 'd6', roll: { sides: 6, values: [3], source: 'magic' } })).toBe('core/bad-roll');
		expect(codeOf('roll', { notation: 'd6' })).toBe('core/bad-roll');
		expect(codeOf('juggle', {})).toBe('core/unknown-kind');
	});

	it('the core rejects malformed events, foreign kinds and engine failures without throwing', () => {
		const code = (e: unknown) => {
			const r = applyEvent(counters, start, e as GameEvent);
			return r.ok ? 'ok' : r.rejection.code;
		};
		expect(code(null)).toBe('core/malformed-event');
		expect(code({ id: 'x', seat: 's0', kind: 'counters/round', at: 0 })).toBe('core/malformed-event');
		expect(code({ id: 'x', seat: 5, kind: 'counters/round', data: {}, at: 0 })).toBe('core/malformed-event');
		expect(code({ id: 'x', seat: 's0', kind: 'counters/round', data: {}, at: NaN })).toBe('core/malformed-event');
		expect(code({ id: '', seat: 's0', kind: 'counters/round', data: {}, at: 0 })).toBe('core/malformed-event');
		expect(code({ id: 'x', seat: 's0', kind: '', data: {}, at: 0 })).toBe('core/malformed-event');
		expect(code({ id: 'x', seat: 's0', kind: 'arena/move', data: {}, at: 0 })).toBe('core/unknown-kind');
		const throwing = { ...counters, apply: () => { throw new Error('boom'); } };
		const r = applyEvent(throwing, start, ev('round', {}));
		expect(!r.ok && r.rejection.code).toBe('core/internal-error');
		expect(r.state).toBe(start);
		const finished = { ...counters, status: () => ({ phase: 'finished' as const }) };
		const r2 = applyEvent(finished, start, ev('round', {}));
		expect(!r2.ok && r2.rejection.code).toBe('core/game-over');
		const silent = { ...counters, apply: () => undefined as never };
		const r3 = applyEvent(silent, start, ev('round', {}));
		expect(!r3.ok && r3.rejection.code).toBe('core/internal-error');
	});

	it('rolls keep their values and notation, and the turn timer starts at the event time', () => {
		const { state } = foldLog(counters, start, [
			ev('roll', { notation: '2d6+1', roll: { sides: 6, values: [3, 5], source: 'physical' } }, 's1'),
			{ ...ev('turn', { seat: 's1' }), at: 4242 }
		]);
		expect(state.lastRoll).toMatchObject({ total: 9, values: [3, 5], bonus: 1, seat: 's1' });
		expect(state.turn).toEqual({ seat: 's1', since: 4242 });
	});

	it('adds a counter for every player', () => {
		const { state } = foldLog(counters, start, [ev('add-counter', { label: 'Energy', start: 3, min: 0, max: null })]);
		expect(state.values.s1.energy).toBe(3);
		expect(counters.describe!(state, ev('adjust', { player: 's1', counter: 'energy', delta: -2 }))).toBe('Player 2 Energy −2');
	});

	it('next player goes round the table in seat order; after the last a new round begins', () => {
		const at = (kind: string, data: unknown, t: number): GameEvent => ({ ...ev(kind, data), at: t });
		const { state } = foldLog(counters, start, [at('next', {}, 10), at('next', {}, 20)]);
		expect(state.turn).toEqual({ seat: 's1', since: 20 });
		expect(state.round).toBe(1);
		const again = foldLog(counters, state, [at('next', {}, 30)]).state;
		expect(again.turn?.seat).toBe('s0');
		expect(again.round).toBe(2);
	});

	it('the turn timer stops while paused and counts on from where it stopped', () => {
		const at = (kind: string, data: unknown, t: number): GameEvent => ({ ...ev(kind, data), at: t });
		const { state, outcomes } = foldLog(counters, start, [at('turn', { seat: 's0' }, 1000), at('clock', { running: false }, 4000), at('clock', { running: false }, 5000)]);
		expect(outcomes[2].kind).toBe('rejected');
		expect(turnElapsed(state.turn!, 60_000)).toBe(3000);
		const resumed = foldLog(counters, state, [at('clock', { running: true }, 50_000)]).state;
		expect(turnElapsed(resumed.turn!, 52_000)).toBe(5000);
		expect(codeOf('clock', { running: false })).toBe(R.clock);
	});
});
