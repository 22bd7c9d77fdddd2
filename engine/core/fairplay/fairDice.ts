/**
 * Fair dice between devices. Every device commits SHA-256 of a random 32-byte contribution, then,
 * once all have committed, reveals it. The roll comes from SHA-256 of all the contributions: as
 * long as one device drew its contribution honestly, the result is uniform, and no device could
 * choose it or see it coming, since each was bound to its contribution before seeing the others.
 */
import { uniformBelow } from '../rng';
import { concatBytes, utf8 } from './bytes';
import { contributionBytes } from './commitment';
import { sha256 } from './sha256';

const SEED_TAG = 'familiar/roll/1';

/** Most faces and dice one fair roll may have. */
export const MAX_SIDES = 1000;
export const MAX_DICE = 100;

/** An endless stream of uniform 32-bit words from a 32-byte seed: SHA-256(seed ‖ counter). */
export function wordStream(seed: Uint8Array): () => number {
	const block = new Uint8Array(seed.length + 4);
	block.set(seed);
	let counter = 0;
	let words: number[] = [];
	return () => {
		if (words.length === 0) {
			const at = seed.length;
			block[at] = counter >>> 24;
			block[at + 1] = counter >>> 16;
			block[at + 2] = counter >>> 8;
			block[at + 3] = counter;
			counter++;
			const h = sha256(block);
			words = [];
			for (let i = 28; i >= 0; i -= 4) words.push(((h[i] << 24) | (h[i + 1] << 16) | (h[i + 2] << 8) | h[i + 3]) >>> 0);
		}
		return words.pop()!;
	};
}

/** The seed of a roll: its round id and every contribution, in the order given (sorted by device key). */
export function rollSeed(round: string, contributions: readonly string[]): Uint8Array | null {
	const parts: Uint8Array[] = [utf8(`${SEED_TAG}|${round}|${contributions.length}|`)];
	for (const c of contributions) {
		const b = contributionBytes(c);
		if (!b) return null;
		parts.push(b);
	}
	return sha256(concatBytes(parts));
}

/**
 * Faces 1..sides for `count` dice from a seed, by rejection sampling over 32-bit words (a word in
 * the incomplete last band is drawn again), so no face is favoured by a modulo.
 */
export function facesFromSeed(seed: Uint8Array, sides: number, count: number): number[] {
	const next = wordStream(seed);
	return Array.from({ length: count }, () => uniformBelow(next, sides) + 1);
}

/** The values of a fair roll from its contributions; null when a contribution is malformed. */
export function deriveRoll(round: string, contributions: readonly string[], sides: number, count: number): number[] | null {
	const seed = rollSeed(round, contributions);
	return seed ? facesFromSeed(seed, sides, count) : null;
}

export function validDice(sides: unknown, count: unknown): boolean {
	return (
		Number.isInteger(sides) && (sides as number) >= 2 && (sides as number) <= MAX_SIDES &&
		Number.isInteger(count) && (count as number) >= 1 && (count as number) <= MAX_DICE
	);
}
