import { describe, expect, it } from 'vitest';
import { seatRow, waiting } from './gmSeats';

const seat = (p: Partial<Parameters<typeof seatRow>[0]>) => ({ seat: 's', name: 'Ann', bot: false, sealed: false, misses: 0, ...p });

describe("the GM's seat rows", () => {
	it('warns before the miss that puts a mage in jeopardy (two) and the one that drops it (three)', () => {
		expect(seatRow(seat({ misses: 0 })).state).not.toMatch(/jeopardy|drops/);
		expect(seatRow(seat({ misses: 1 })).state).toMatch(/jeopardy/);
		expect(seatRow(seat({ misses: 2 })).state).toMatch(/drops the mage/);
	});
	it('waits for players only, not bots or sealed seats', () => {
		expect(waiting([seat({ seat: 'a', bot: true }), seat({ seat: 'b', sealed: true }), seat({ seat: 'c' })]).map((s) => s.seat)).toEqual(['c']);
	});
});
