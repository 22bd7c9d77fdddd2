/**
 * What a seat's phone must not forget while a hidden game runs: its box key (the private half is a
 * non-extractable CryptoKey, which IndexedDB keeps as it keeps the device key) and its share of the
 * fair mix until it is revealed. Kept in the fair-play secrets store, so a phone reloaded after
 * committing to the mix still reveals the same share, and still opens the reports sealed to its key.
 */
import { randomToken } from '$engine/core';
import { CONTRIBUTION_BYTES } from '$engine/core/fairplay/commitment';
import { generateBoxKeys, type KeyHolder } from '$engine/core/hidden';
import type { HiddenSlice } from '$engine/core/hidden';
import { deleteSecret, getSecret, putSecret } from '$lib/fairplay/keyStore';
import { SeatInbox, type SeatInboxOptions } from './seatInbox';

interface SeatSecrets {
	box: KeyHolder;
	contribution: string;
}

const what = (domain: string, seat: string) => `hidden-seat|${domain}|${seat}`;

/** This seat's box key and mix share at `table`: the ones kept, or new ones, kept before they are used. */
export async function seatSecrets(table: string, domain: string, seat: string): Promise<SeatSecrets> {
	const kept = await getSecret<SeatSecrets>(table, what(domain, seat));
	if (kept) return kept;
	const fresh: SeatSecrets = { box: await generateBoxKeys(), contribution: randomToken(CONTRIBUTION_BYTES) };
	await putSecret(table, what(domain, seat), fresh);
	return fresh;
}

/** A seat's inbox with its secrets from the store (the same ones after a reload). */
export async function openSeatInbox(table: string, o: Omit<SeatInboxOptions, 'box' | 'contribution'>): Promise<SeatInbox> {
	const { box, contribution } = await seatSecrets(table, o.domain, o.seat);
	return new SeatInbox({ ...o, box, contribution });
}

/**
 * Once the game is over, a seat's box key and mix share have nothing left to do: they are deleted
 * (the seat's phone then no longer opens its old reports after a reload; the finale and, after the
 * GM's reveal, the audit are public). Resolves true when they were deleted.
 */
export async function forgetSeatSecrets(table: string, domain: string, slice: HiddenSlice, seats: readonly string[]): Promise<boolean> {
	if (!slice.over) return false;
	await Promise.all(seats.map((seat) => deleteSecret(table, what(domain, seat))));
	return true;
}

/** Whether this phone keeps secrets of `seat` at `table` (tests and the forget step). */
export async function keepsSeatSecrets(table: string, domain: string, seat: string): Promise<boolean> {
	return (await getSecret(table, what(domain, seat))) !== undefined;
}
