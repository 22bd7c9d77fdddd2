/**
 * Commitments: a seat publishes SHA-256 of what it chose (with a random salt) before anyone shows
 * anything, then reveals. Nobody can read the choice from the hash, and nobody can change it after.
 */
import type { SeatId } from '../types';
import { fromBase64url, toBase64url, utf8 } from './bytes';
import { canonicalJson } from './canonical';
import { sha256 } from './sha256';

const ORDERS_TAG = 'familiar/orders/1';
const DICE_TAG = 'familiar/dice/1';

export const HASH_LENGTH = 43; // base64url of 32 bytes
export const SALT_BYTES = 16;
export const CONTRIBUTION_BYTES = 32;

export function isHashText(v: unknown): v is string {
	return typeof v === 'string' && v.length === HASH_LENGTH && fromBase64url(v)?.length === 32;
}

/** base64url of `bytes` random bytes from the platform's cryptographic generator. */
export function randomToken(bytes: number): string {
	return toBase64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** SHA-256(turn, seat, orders, salt), over their canonical JSON; null when the orders cannot be hashed. */
export function ordersCommitment(turn: number, seat: SeatId, orders: unknown, salt: string): string | null {
	const text = canonicalJson([ORDERS_TAG, turn, seat, orders, salt]);
	return text === null ? null : toBase64url(sha256(utf8(text)));
}

/** Checks a contribution's text: base64url of exactly CONTRIBUTION_BYTES bytes. */
export function contributionBytes(contribution: unknown): Uint8Array | null {
	if (typeof contribution !== 'string') return null;
	const b = fromBase64url(contribution);
	return b && b.length === CONTRIBUTION_BYTES ? b : null;
}

/** SHA-256 of a dice contribution, bound to its round so a commitment cannot be reused elsewhere. */
export function diceCommitment(round: string, contribution: string): string | null {
	const bytes = contributionBytes(contribution);
	if (!bytes) return null;
	return toBase64url(sha256(utf8(`${DICE_TAG}|${round}|${contribution}`)));
}
