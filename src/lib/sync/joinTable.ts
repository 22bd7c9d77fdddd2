import { uint32 } from 'lib0/random';
import { docOf, type GameLog } from '$lib/store/gameLog';
import type { GameStore } from '$lib/store/gameStore';
import type { TableKey } from './pairing';
import { saveClaim } from './seatClaim';

/**
 * Whether this device has the table's game already (restoring it if it was deleted a moment ago).
 * An invite with another secret than the stored one is newer (the owner rotated it): it is kept.
 */
export async function haveTable(store: GameStore, t: TableKey): Promise<boolean> {
	let open = await store.open(t.tableId);
	if (!open) {
		await store.restore(t.tableId);
		open = await store.open(t.tableId);
	}
	if (!open) return false;
	const secret = open.secret;
	open.release();
	if (secret !== t.secret) await store.setSecret(t.tableId, t.secret);
	return true;
}

/**
 * Keeps a game received from the table (the log as synced, meta included) under the table's id,
 * with its secret, so it stays on this device for offline play: the store adopts the very document
 * (the table opens it from memory, and it is written in the background). The newcomer holds no
 * seat until it picks one at the table.
 */
export async function storeJoinedGame(store: GameStore, t: TableKey, log: GameLog): Promise<void> {
	const meta = log.meta();
	if (!meta || meta.tableId !== t.tableId) throw new Error('The game has not arrived yet.');
	const seats = log.seats();
	await saveClaim(store, t.tableId, { seats: [], watching: false, chosen: false });
	store.adopt(
		{
			id: t.tableId,
			secret: t.secret,
			title: meta.title,
			game: meta.game,
			players: seats.map((s) => s.name),
			created: meta.created,
			updated: Date.now(),
			status: 'playing',
			events: log.length
		},
		log
	);
}

/**
 * Gives a joined game's document a new client id, once the join screen's sync left without handing
 * it to the table (src/lib/root/joinTable.ts), as Yjs gives one to a document it suspects of sharing
 * its id: a table's presence (y-protocols awareness, keyed by that id) starts at clock 0, and the
 * other phones would ignore it under the id the join screen's presence just left with.
 */
export function renewClientId(log: GameLog) {
	docOf(log).clientID = uint32();
}
