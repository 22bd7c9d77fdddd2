/**
 * Where every random draw of a hidden game comes from, and the hashes that bind the GM to what it
 * computed. All of it derives from the GM's 32-byte secret (committed before play), the fair mix of
 * the seats' contributions, and the salts the seats sealed with their inputs: the GM cannot steer
 * it, the seats cannot foresee it, and after the reveal every phone can recompute it.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { uniformBelow, type Rng } from '../rng';
import type { SeatId } from '../types';
import { concatBytes, toBase64url, utf8 } from '../fairplay/bytes';
import { canonicalJson } from '../fairplay/canonical';
import { rollSeed, wordStream } from '../fairplay/fairDice';
import { sha256 } from '../fairplay/sha256';

export const SECRET_BYTES = 32;

function tagged(tag: string, ...parts: Uint8Array[]): Uint8Array {
	return sha256(concatBytes([utf8(`${tag}|`), ...parts]));
}

/** The GM's commitment to its secret, published in `core/gm-open` before anything random exists. */
export function seedCommit(secret: Uint8Array): string {
	return toBase64url(tagged('familiar/gm-seed/1', secret));
}

/** The fair mix: the seats' revealed contributions in seat order (a skipped seat adds nothing). */
export function mixSeed(contributions: readonly string[]): Uint8Array | null {
	return rollSeed('familiar/gm-mix/1', contributions);
}

export function worldSeed(secret: Uint8Array, mix: Uint8Array): Uint8Array {
	return tagged('familiar/world/1', secret, mix);
}

/** An Rng over the SHA-256 word stream of a seed. */
export function streamRng(seed: Uint8Array): Rng {
	const next = wordStream(seed);
	return {
		nextUint32: next,
		below: (n) => uniformBelow(next, n),
		die: (sides) => uniformBelow(next, sides) + 1,
		pick: (items) => items[uniformBelow(next, items.length)]
	};
}

export function setupRng(world: Uint8Array): Rng {
	return streamRng(tagged('familiar/setup/1', world));
}

/** Turn t's stream: it mixes the salts of the inputs used, sealed before the GM could read them. */
export function turnRng(world: Uint8Array, turn: number, salts: readonly string[]): Rng {
	return streamRng(tagged('familiar/turn/1', world, utf8(canonicalJson([turn, salts])!)));
}

/** The stream of a default input: one per seat and turn, so the GM has no choice in it. */
export function botRng(world: Uint8Array, turn: number, seat: SeatId): Rng {
	return streamRng(tagged('familiar/bot/1', world, utf8(canonicalJson([turn, seat])!)));
}

/**
 * A salt only the GM knows until the reveal, for every hash of hidden content: without it a seat
 * could guess a small world (or a rival's report) and check the guess against the published hash.
 */
export function hiddenSalt(secret: Uint8Array, what: 'world' | 'report', turn: number, seat: SeatId | null): string {
	return toBase64url(hmac(nobleSha256, secret, utf8(canonicalJson([what, turn, seat])!)));
}

/** The published hash of a world: its digest, salted. */
export function worldHash(secret: Uint8Array, turn: number, digest: unknown): string | null {
	const text = canonicalJson(['familiar/world-hash/1', turn, hiddenSalt(secret, 'world', turn, null), digest]);
	return text === null ? null : toBase64url(sha256(utf8(text)));
}

/** The published hash of a report's plaintext (which carries its own salt). */
export function reportHash(plaintext: Uint8Array): string {
	return toBase64url(tagged('familiar/report-hash/1', plaintext));
}
