/**
 * A small seeded generator (sfc32) for bots, tests and simulations. Game rules never draw from it:
 * a roll that matters arrives as an event carrying its value (see dice.ts).
 */
export interface Rng {
	/** A uniform 32-bit unsigned integer. */
	nextUint32(): number;
	/** A uniform integer in [0, n). */
	below(n: number): number;
	/** A die: 1..sides. */
	die(sides: number): number;
	pick<T>(items: readonly T[]): T;
}

export function seededRng(seed: number): Rng {
	let a = 0x9e3779b9,
		b = 0x243f6a88,
		c = 0xb7e15162,
		d = seed >>> 0;
	const next = () => {
		a >>>= 0;
		b >>>= 0;
		c >>>= 0;
		d >>>= 0;
		const t = (((a + b) | 0) + d) | 0;
		d = (d + 1) | 0;
		a = b ^ (b >>> 9);
		b = (c + (c << 3)) | 0;
		c = (c << 21) | (c >>> 11);
		c = (c + t) | 0;
		return t >>> 0;
	};
	for (let i = 0; i < 12; i++) next();
	const rng: Rng = {
		nextUint32: next,
		below: (n) => uniformBelow(next, n),
		die: (sides) => uniformBelow(next, sides) + 1,
		pick: (items) => items[uniformBelow(next, items.length)]
	};
	return rng;
}

/** Uniform integer in [0, n) from a source of uniform 32-bit words, by rejection (no modulo bias). */
export function uniformBelow(next: () => number, n: number): number {
	if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new RangeError(`bad range ${n}`);
	const limit = 2 ** 32 - (2 ** 32 % n);
	for (;;) {
		const x = next();
		if (x < limit) return x % n;
	}
}
