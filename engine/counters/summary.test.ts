import { describe, expect, it } from 'vitest';
import { foldLog, type GameEvent } from '../core';
import { counters } from '.';
import { seatsOf } from './arbitrary';

const ev = (data: unknown): GameEvent => ({ id: `e${JSON.stringify(data)}`, seat: 's0', kind: 'counters/adjust', data, at: 0 });

describe('Counters: the leading values on the home card', () => {
	it('lists every life total, highest first, and follows the moves', () => {
		const start = counters.setup({ options: { life: 20, poison: true }, seats: seatsOf(3) });
		const names = start.seats.map((s) => s.name);
		expect(counters.leaders!(start)).toBe(`Round 1 · ${names.join(' 20, ')} 20 Life`);
		const { state } = foldLog(counters, start, [ev({ player: 's0', counter: 'life', delta: -7 }), ev({ player: 's2', counter: 'life', delta: 3 })]);
		expect(counters.leaders!(state)).toBe(`Round 1 · ${names[2]} 23, ${names[1]} 20, ${names[0]} 13 Life`);
	});
});
