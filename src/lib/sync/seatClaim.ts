import { cleanDeviceName, type SeatId } from '$engine/core';
import type { GameStore } from '$lib/store/gameStore';
import type { PresenceState } from './presence';

/**
 * Which seats this device plays at a table. No claim means the game was made here: the device
 * holds every seat (pass and play). A device that joined holds none until its player picks one
 * (`chosen` false), or watches. Kept per device for now; the Fair play issue binds seats to keys.
 */
export interface SeatClaim {
	seats: SeatId[];
	watching: boolean;
	chosen: boolean;
}

const key = (tableId: string) => `seat:${tableId}`;

export async function loadClaim(store: GameStore, tableId: string): Promise<SeatClaim | null> {
	const v = await store.getSetting<SeatClaim>(key(tableId));
	return v && Array.isArray(v.seats) ? v : null;
}

/** Whether this device stored a seat claim for the table: it joined the game from another device rather than made it. */
export async function hasClaim(store: GameStore, tableId: string): Promise<boolean> {
	return (await store.getSetting(key(tableId))) != null;
}

export async function saveClaim(store: GameStore, tableId: string, claim: SeatClaim | null): Promise<void> {
	await store.setSetting(key(tableId), claim);
}

/** The seats a claim gives, for GameSession.mySeats (null claim: all of them). */
export function seatsOf(claim: SeatClaim | null, all: SeatId[]): SeatId[] {
	return claim ? claim.seats.filter((s) => all.includes(s)) : all;
}

/**
 * What this device tells the others. With no claim it plays every seat (`'all'`) unless `held` says
 * it plays fewer now (seats handed over to other phones).
 */
export function presenceOf(name: string, claim: SeatClaim | null, held: SeatId[] | 'all' = 'all'): PresenceState {
	return { name: cleanDeviceName(name) ?? 'A device', seats: claim ? claim.seats : held, watching: claim?.watching ?? false };
}
