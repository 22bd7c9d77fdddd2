import { uint32 } from 'lib0/random';
import { docOf, type GameLog } from '$lib/store/gameLog';
import type { GameStore } from '$lib/store/gameStore';
import { loadProof, proofAgainst, saveProof } from './inviteProof';
import type { TableKey } from './pairing';
import { saveClaim } from './seatClaim';

/**
 * Whether this device has the table's game already (restoring it if it was deleted a moment ago).
 * An invite with another secret than the stored one is newer (the owner rotated it): it is kept.
 * An invite carrying the digest of the game's description settles a game joined without one
 * (inviteProof.ts): this device learns whether it holds the very game the table made.
 */
export async function haveTable(store: GameStore, t: TableKey): Promise<boolean> {
	let open = await store.open(t.tableId);
	if (!open) {
		await store.restore(t.tableId);
		open = await store.open(t.tableId);
	}
	if (!open) return false;
	const secret = open.secret;
	try {
		if (t.digest && (await loadProof(store, t.tableId))) await saveProof(store, t.tableId, proofAgainst(docOf(open.log), t.digest));
	} finally {
		open.release();
	}
	if (secret !== t.secret) await store.setSecret(t.tableId, t.secret);
	return true;
}

/**
 * Keeps a game received from the table (the log as synced, meta included) under the table's id,
 * with its secret, so it stays on this device for offline play: the store adopts the very document
 * (the table opens it from memory, and it is written in the background). The newcomer holds no
 * seat until it picks one at the table. Joined with an invite that carried no digest of the game's
 * description, it is marked as not checked (inviteProof.ts), and the table says so.
 */
export async function storeJoinedGame(store: GameStore, t: TableKey, log: GameLog): Promise<void> {
	const meta = log.meta();
	if (!meta || meta.tableId !== t.tableId) throw new Error('The game has not arrived yet.');
	const seats = log.seats();
	await saveClaim(store, t.tableId, { seats: [], watching: false, chosen: false });
	await saveProof(store, t.tableId, t.digest ? null : 'unproven');
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
