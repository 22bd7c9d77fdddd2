import { describe, expect, it } from 'vitest';
import { parseDice, seededRng, uniformBelow } from '.';

describe('dice', () => {
	it('parses dice notation', () => {
		expect(parseDice('d20')).toEqual({ count: 1, sides: 20, bonus: 0 });
		expect(parseDice(' 3d6 + 2 ')).toEqual({ count: 3, sides: 6, bonus: 2 });
		expect(parseDice('2D10-1')).toEqual({ count: 2, sides: 10, bonus: -1 });
		for (const bad of ['', 'd', '6', 'd1', '0d6', '101d6', 'd6+', 'x']) expect(parseDice(bad)).toBeNull();
	});

	it('maps uniform words to faces without modulo bias', () => {
		// A source that yields the top of the 32-bit range first: those words must be rejected for n = 6.
		const words = [2 ** 32 - 1, 2 ** 32 - 2, 7];
		expect(uniformBelow(() => words.shift()!, 6)).toBe(7 % 6);
		expect(() => uniformBelow(() => 0, 0)).toThrow();
	});

	it('seeded generators repeat and spread evenly', () => {
		const a = seededRng(42), b = seededRng(42);
		const xs = Array.from({ length: 6000 }, () => a.die(6));
		expect(xs).toEqual(Array.from({ length: 6000 }, () => b.die(6)));
		for (let f = 1; f <= 6; f++) {
			const count = xs.filter((x) => x === f).length;
			expect(count).toBeGreaterThan(850);
			expect(count).toBeLessThan(1150);
		}
	});
});
