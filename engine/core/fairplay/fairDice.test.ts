import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng, uniformBelow, type Rng } from '../rng';
import { toBase64url } from './bytes';
import { diceCommitment } from './commitment';
import { deriveRoll, facesFromSeed, rollSeed } from './fairDice';

const ROLLS = 100_000;

function contribution(rng: Rng): string {
	const words = new Uint32Array(8).map(() => rng.nextUint32());
	return toBase64url(new Uint8Array(words.buffer));
}

/** The chi-square value above which uniformity is refused at p = 0.0001 (Wilson–Hilferty). */
function critical(df: number): number {
	const z = 3.719;
	const a = 2 / (9 * df);
	return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

function chiSquare(counts: number[], total: number): number {
	const expected = total / counts.length;
	return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Rolls `ROLLS` times one d`sides`, each from its own round with the contributions `make` gives. */
function tally(sides: number, make: (i: number) => string[]): number[] {
	const counts = new Array(sides).fill(0);
	for (let i = 0; i < ROLLS; i++) {
		const [v] = deriveRoll(`round-${i}`, make(i), sides, 1)!;
		counts[v - 1]++;
	}
	return counts;
}

describe('fair dice are uniform', () => {
	const fixed = toBase64url(new Uint8Array(32)); // a device that always "contributes" zeros
	for (const sides of [6, 10, 100]) {
		it(`d${sides}: ${ROLLS} rolls pass a chi-square test`, () => {
			const rng = seededRng(sides);
			const counts = tally(sides, () => [contribution(rng), contribution(rng)]);
			expect(counts.every((c) => c > 0)).toBe(true);
			expect(chiSquare(counts, ROLLS)).toBeLessThan(critical(sides - 1));
		});

		it(`d${sides}: still uniform with one contribution held fixed (first or second)`, () => {
			const rng = seededRng(1000 + sides);
			const first = tally(sides, () => [fixed, contribution(rng)]);
			expect(chiSquare(first, ROLLS)).toBeLessThan(critical(sides - 1));
			const second = tally(sides, () => [contribution(rng), fixed]);
			expect(chiSquare(second, ROLLS)).toBeLessThan(critical(sides - 1));
		});
	}

	it('a biased source would be caught: the test has power', () => {
		// a d100 taken modulo 100 from one byte favours faces 1..56 (256 = 2*100 + 56)
		const rng = seededRng(7);
		const counts = new Array(100).fill(0);
		for (let i = 0; i < ROLLS; i++) counts[(rng.nextUint32() & 255) % 100]++;
		expect(chiSquare(counts, ROLLS)).toBeGreaterThan(critical(99));
	});
});

describe('mapping to faces', () => {
	it('draws again instead of folding the incomplete last band (no modulo bias)', () => {
		const words = [2 ** 32 - 1, 2 ** 32 - 4, 5];
		const next = () => words.shift()!;
		// for 6 faces the last complete band ends at 2^32 - 4: both high words are drawn again
		expect(uniformBelow(next, 6)).toBe(5);
		expect(words).toEqual([]);
	});

	it('gives count dice in 1..sides, the same on every device', () => {
		fc.assert(
			fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 2, max: 1000 }), fc.integer({ min: 1, max: 100 }), (seed, sides, count) => {
				const a = facesFromSeed(seed, sides, count);
				expect(a).toHaveLength(count);
				expect(a.every((v) => Number.isInteger(v) && v >= 1 && v <= sides)).toBe(true);
				expect(facesFromSeed(seed, sides, count)).toEqual(a);
			}),
			{ numRuns: 200 }
		);
	});

	it('depends on every contribution and on the round', () => {
		const rng = seededRng(3);
		const a = contribution(rng);
		const b = contribution(rng);
		const seed = rollSeed('r', [a, b]);
		expect(rollSeed('r', [a, contribution(rng)])).not.toEqual(seed);
		expect(rollSeed('r', [contribution(rng), b])).not.toEqual(seed);
		expect(rollSeed('s', [a, b])).not.toEqual(seed);
		expect(rollSeed('r', [a, 'short'])).toBeNull();
	});

	it('a commitment binds one contribution to one round', () => {
		const rng = seededRng(4);
		const c = contribution(rng);
		expect(diceCommitment('r1', c)).toBe(diceCommitment('r1', c));
		expect(diceCommitment('r2', c)).not.toBe(diceCommitment('r1', c));
		expect(diceCommitment('r1', contribution(rng))).not.toBe(diceCommitment('r1', c));
		expect(diceCommitment('r1', 'not base64url!')).toBeNull();
	});
});
