import { describe, expect, it } from 'vitest';
import { FAIR_KINDS, type GameEvent } from '$engine/core';
import { counters } from '$engine/counters';
import { describeFair, type DescribeContext } from './describe';

const ctx: DescribeContext = { game: counters, state: null, seatName: (s) => (s === 's1' ? 'Bo' : String(s)), rollSettledBy: () => undefined };
const ask = (data: Record<string, unknown>): GameEvent => ({ id: 'a1', seat: 's1', kind: FAIR_KINDS.ask, data: { seat: 's1', publicKey: 'k', ...data }, at: 0 });

describe('the history line of a seat request', () => {
	it('names the phone that asks', () => {
		expect(describeFair(ask({ name: "Cy's phone" }), ctx)).toBe("Cy's phone asks for Bo's seat");
	});

	it('a request from before names (an old log, an old phone) reads as it did', () => {
		expect(describeFair(ask({}), ctx)).toBe("A device asks for Bo's seat");
	});

	it('a name the fold refuses is not shown', () => {
		expect(describeFair(ask({ name: 'x'.repeat(25) }), ctx)).toBe("A device asks for Bo's seat");
		expect(describeFair(ask({ name: { toString: () => 'Eve' } }), ctx)).toBe("A device asks for Bo's seat");
	});
});
