import type * as Y from 'yjs';
import { gameDomain, signEvent, signGenesis, type DeviceKeys, type GameEvent, type SeatInfo } from '$engine/core';
import { appendEvents, newGameDoc, type GameMeta } from '$lib/store/gameDoc';

/** For the sync layer's tests: a game of counters made as the app makes it now, its moves signed. */

export const DUEL_SEATS: SeatInfo[] = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];

/** Appends a move for `seat`, signed by `keys` (every move of a game with a genesis is: signedEntries.ts). */
export async function signedMove(doc: Y.Doc, meta: GameMeta, keys: DeviceKeys, id: string, seat = 's0', origin?: unknown) {
	const e: GameEvent = { id, seat, kind: 'counters/round', data: { delta: 1 }, at: meta.created };
	appendEvents(doc, meta, [{ ...e, sig: await signEvent(keys, gameDomain(meta), e) }], origin);
}

/** A game whose genesis binds both seats to `keys`, with one move made (`e1`). */
export async function signedDuel(keys: DeviceKeys) {
	const created = 1_700_000_000_000;
	const tableId = 'TableDuel001';
	const options = { life: 20, poison: false };
	const genesis = await signGenesis(keys, { game: 'counters', created, options, tableId, title: 'Duel' }, DUEL_SEATS);
	const made = newGameDoc({ game: 'counters', title: 'Duel', options, seats: DUEL_SEATS, created, genesis, tableId });
	await signedMove(made.doc, made.meta, keys, 'e1');
	return { ...made, keys };
}
