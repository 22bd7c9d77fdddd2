import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { generateDeviceKeys, signGenesis, type DeviceKeys } from '$engine/core';
import { appendEvents, newGameDoc, readMeta } from '$lib/store/gameDoc';
import { logOf } from '$lib/store/gameLog';
import { MemoryGameStore } from '$lib/store/memoryStore';
import { descriptionDigest } from './description';
import { loadProof } from './inviteProof';
import { haveTable, storeJoinedGame } from './joinedGame';
import type { TableKey } from './pairing';
import { UpdateGate } from './updateGate';

/**
 * An invite made before session 8 carries no digest of the game, and nothing else names the
 * maker's key (#17 item 9): a rogue answering first with a game it made up, signed with its own key,
 * is taken. The phone keeps the game marked as not checked, the table says so, and a later invite
 * carrying the digest settles it: the very game, or another.
 */

const TABLE = 'TableDuel001';
const SEATS = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];

/** A game for this table made by the device holding `keys` (the real maker, or a rogue with its own key). */
async function gameBy(keys: DeviceKeys, life: number) {
	const created = 1_700_000_000_000;
	const options = { life, poison: false };
	const genesis = await signGenesis(keys, { game: 'counters', created, options, tableId: TABLE, title: 'Duel' }, SEATS);
	const made = newGameDoc({ game: 'counters', title: 'Duel', options, seats: SEATS, created, genesis, tableId: TABLE });
	appendEvents(made.doc, made.meta, [{ id: 'e1', seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: created }]);
	return made.doc;
}

/** A joining phone's scratch document after the rogue, then the table, answered an invite `t`. */
async function joinWith(t: TableKey, rogue: Y.Doc, table: Y.Doc): Promise<Y.Doc> {
	const joiner = new Y.Doc();
	const gate = new UpdateGate(joiner, { tableId: t.tableId, description: t.digest });
	const until = (check: () => boolean) => vi.waitUntil(check, { timeout: 5000, interval: 5 });
	gate.offer(Y.encodeStateAsUpdate(rogue), 'rogue');
	await until(() => readMeta(joiner) !== null || gate.refused > 0);
	gate.offer(Y.encodeStateAsUpdate(table), 'table');
	await until(() => readMeta(joiner) !== null);
	gate.destroy();
	return joiner;
}

describe('a game joined with an invite that carries no digest', () => {
	it('old link, rogue first: the made-up game is taken, kept marked, and a new invite tells it is another', async () => {
		const [ana, eve] = await Promise.all([generateDeviceKeys(), generateDeviceKeys()]);
		const [real, fake] = await Promise.all([gameBy(ana, 20), gameBy(eve, 99)]);
		const oldLink: TableKey = { tableId: TABLE, secret: 'secret', gameId: 'counters' };
		const joined = await joinWith(oldLink, fake, real);
		// the known limit: nothing the phone holds names Ana's key
		expect(readMeta(joined)?.genesis?.key).toBe(eve.publicKey);
		const store = new MemoryGameStore();
		await storeJoinedGame(store, oldLink, logOf(joined));
		expect(await loadProof(store, TABLE)).toBe('unproven');
		// a reload keeps it: the mark is stored with the game, not in the page
		expect(await haveTable(store, oldLink)).toBe(true);
		expect(await loadProof(store, TABLE)).toBe('unproven');
		expect(await haveTable(store, { ...oldLink, digest: descriptionDigest(real)! })).toBe(true);
		expect(await loadProof(store, TABLE)).toBe('other');
	});

	it('old link, real table: marked until a new invite names this very game', async () => {
		const ana = await generateDeviceKeys();
		const real = await gameBy(ana, 20);
		const oldLink: TableKey = { tableId: TABLE, secret: 'secret', gameId: 'counters' };
		const joined = await joinWith(oldLink, real, real);
		const store = new MemoryGameStore();
		await storeJoinedGame(store, oldLink, logOf(joined));
		expect(await loadProof(store, TABLE)).toBe('unproven');
		expect(await haveTable(store, { ...oldLink, digest: descriptionDigest(real)! })).toBe(true);
		expect(await loadProof(store, TABLE)).toBeNull();
	});

	it('a new invite, rogue first: the rogue is refused, and the game is not marked', async () => {
		const [ana, eve] = await Promise.all([generateDeviceKeys(), generateDeviceKeys()]);
		const [real, fake] = await Promise.all([gameBy(ana, 20), gameBy(eve, 99)]);
		const invite: TableKey = { tableId: TABLE, secret: 'secret', gameId: 'counters', digest: descriptionDigest(real)! };
		const joined = await joinWith(invite, fake, real);
		expect(readMeta(joined)?.genesis?.key).toBe(ana.publicKey);
		const store = new MemoryGameStore();
		await storeJoinedGame(store, invite, logOf(joined));
		expect(await loadProof(store, TABLE)).toBeNull();
	});
});
