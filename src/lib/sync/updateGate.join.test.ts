import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { generateDeviceKeys, signGenesis, type DeviceKeys, type SeatInfo } from '$engine/core';
import { appendEvents, docParts, newGameDoc, readMeta, readSeats } from '$lib/store/gameDoc';
import { logOf } from '$lib/store/gameLog';
import { TableSync } from './tableSync.svelte';
import { pipe } from './testPipe';
import { descriptionDigest } from './description';
import { UpdateGate } from './updateGate';

/**
 * A joining phone whose invite carried no digest of the game (a pairing code, an older link) takes
 * a description that says it is signed only with its maker's signature holding (#17 item 9): a rogue
 * answering first with a made-up or altered description is refused, and the phone keeps waiting
 * for the real table.
 */

const SEATS: SeatInfo[] = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];
const OPTIONS = { life: 20, poison: false };

/** A game made as the app makes it now: its genesis signs its table id and title too. */
async function signedGame(keys: DeviceKeys, seats = SEATS, tableId = 'TableDuel001', title = 'Duel') {
	const created = 1_700_000_000_000;
	const genesis = await signGenesis(keys, { game: 'counters', created, options: OPTIONS, tableId, title }, seats);
	const made = newGameDoc({ game: 'counters', title, options: OPTIONS, seats, created, genesis, tableId });
	appendEvents(made.doc, made.meta, [{ id: 'e1', seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: created }]);
	return made;
}

/** The real game's description with one part changed after it was signed. */
function altered(doc: Y.Doc, change: (peer: Y.Doc) => void): Uint8Array {
	const copy = new Y.Doc();
	Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
	change(copy);
	return Y.encodeStateAsUpdate(copy);
}

const until = async (check: () => boolean) => vi.waitUntil(check, { timeout: 5000, interval: 5 });

describe('a joining phone without a digest', () => {
	let ana: DeviceKeys;
	let eve: DeviceKeys;
	afterEach(() => vi.unstubAllGlobals());

	it.each([
		['renames a seat', (p: Y.Doc) => docParts(p).seats.set('s1', { id: 's1', name: 'Eve' })],
		['changes the options', (p: Y.Doc) => docParts(p).meta.set('options', { life: 40, poison: false })],
		['changes when it was made', (p: Y.Doc) => docParts(p).meta.set('created', 1)],
		['renames the game', (p: Y.Doc) => docParts(p).meta.set('title', "Eve's duel")],
		['renames the game in its genesis too', (p: Y.Doc) => (docParts(p).meta.set('title', 'Mine'), docParts(p).meta.set('genesis', { ...(docParts(p).meta.get('genesis') as object), title: 'Mine' }))],
		['drops the table id and title from its genesis', (p: Y.Doc) => docParts(p).meta.set('genesis', { ...(docParts(p).meta.get('genesis') as object), table: undefined, title: undefined })],
		['names another key', (p: Y.Doc) => docParts(p).meta.set('genesis', { ...(docParts(p).meta.get('genesis') as object), key: eve.publicKey })],
		['carries a signature that is not one', (p: Y.Doc) => docParts(p).meta.set('genesis', { ...(docParts(p).meta.get('genesis') as object), sig: 'AAAA' })],
		['carries a genesis of the wrong shape', (p: Y.Doc) => docParts(p).meta.set('genesis', { key: 'me' })]
	])('refuses a description that %s after it was signed, and takes the real one after it', async (_name, change) => {
		[ana, eve] = await Promise.all([generateDeviceKeys(), generateDeviceKeys()]);
		const real = await signedGame(ana);
		const joiner = new Y.Doc();
		const refused: { reason: string; origin: unknown }[] = [];
		const gate = new UpdateGate(joiner, { tableId: real.meta.tableId, onRefused: (reason, origin) => refused.push({ reason, origin }) });
		gate.offer(altered(real.doc, change), 'rogue');
		gate.offer(Y.encodeStateAsUpdate(real.doc), 'table');
		await until(() => readMeta(joiner) !== null && refused.length === 1);
		// refused for its signature, or, when the real game's check finished first, as a rewrite of the description or of a seat
		expect(refused).toEqual([{ reason: expect.stringMatching(/maker did not sign|rewrite the game description|seat was rewritten/), origin: 'rogue' }]);
		expect(readSeats(joiner).map((s) => s.name)).toEqual(['Ana', 'Bo']);
		expect(readMeta(joiner)).toMatchObject({ options: OPTIONS, created: real.meta.created, genesis: real.meta.genesis });
		gate.destroy();
	});

	it("refuses another of the maker's games moved to this table (its signature kept), and takes the real one", async () => {
		[ana, eve] = await Promise.all([generateDeviceKeys(), generateDeviceKeys()]);
		const real = await signedGame(ana);
		const other = await signedGame(ana, SEATS, 'AnotherTbl01', 'Duel');
		const moved = altered(other.doc, (p) => docParts(p).meta.set('tableId', real.meta.tableId));
		const joiner = new Y.Doc();
		const refused: string[] = [];
		const gate = new UpdateGate(joiner, { tableId: real.meta.tableId, onRefused: (reason) => refused.push(reason) });
		gate.offer(moved, 'rogue');
		await until(() => refused.length === 1);
		expect(refused[0]).toMatch(/maker did not sign/);
		expect(readMeta(joiner)).toBeNull();
		gate.offer(Y.encodeStateAsUpdate(real.doc), 'table');
		await until(() => readMeta(joiner) !== null);
		expect(readMeta(joiner)?.genesis).toEqual(real.meta.genesis);
		gate.destroy();
	});

	it('refuses descriptions at join without ever rebuilding its shadow (#17 item 8)', async () => {
		[ana, eve] = await Promise.all([generateDeviceKeys(), generateDeviceKeys()]);
		const real = await signedGame(ana);
		const bad: Uint8Array[] = [
			altered(real.doc, (p) => docParts(p).meta.set('title', 'Forged')),
			altered(real.doc, (p) => docParts(p).seats.set('s1', { id: 's1', name: 'Eve' })),
			(await signedGame(ana, SEATS, 'AnotherTbl01')).doc,
			newGameDoc({ game: 'counters', title: 'Duel', options: OPTIONS, seats: [], tableId: real.meta.tableId }).doc,
			newGameDoc({ game: 'counters', title: 'Duel', options: OPTIONS, seats: SEATS, tableId: 'AnotherTbl02' }).doc
		].map((u) => (u instanceof Y.Doc ? Y.encodeStateAsUpdate(u) : u));
		for (const description of [undefined, descriptionDigest(real.doc)!]) {
			const joiner = new Y.Doc();
			const refused: string[] = [];
			const gate = new UpdateGate(joiner, { tableId: real.meta.tableId, description, onRefused: (r) => refused.push(r) });
			for (let i = 0; i < 40; i++) gate.offer(bad[i % bad.length], { link: i });
			await until(() => refused.length === 40);
			expect(readMeta(joiner)).toBeNull();
			expect(gate.rebuilds).toBe(0);
			gate.offer(Y.encodeStateAsUpdate(real.doc), 'table');
			await until(() => readMeta(joiner) !== null);
			expect(readSeats(joiner).map((s) => s.name)).toEqual(['Ana', 'Bo']);
			expect(gate.rebuilds).toBe(0);
			gate.destroy();
		}
	});

	it('refuses a forged description offered alone, and keeps waiting', async () => {
		[ana, eve] = await Promise.all([generateDeviceKeys(), generateDeviceKeys()]);
		const real = await signedGame(ana);
		const joiner = new Y.Doc();
		const refused: string[] = [];
		const gate = new UpdateGate(joiner, { tableId: real.meta.tableId, onRefused: (reason) => refused.push(reason) });
		gate.offer(altered(real.doc, (p) => docParts(p).seats.set('s0', { id: 's0', name: 'Eve' })), 'rogue');
		await until(() => refused.length === 1);
		expect(refused[0]).toMatch(/maker did not sign/);
		expect(readMeta(joiner)).toBeNull();
		expect(docParts(joiner).log.length).toBe(0);
		gate.offer(Y.encodeStateAsUpdate(real.doc), 'table');
		await until(() => readMeta(joiner) !== null);
		expect(readSeats(joiner).map((s) => s.name)).toEqual(['Ana', 'Bo']);
		gate.destroy();
	});

	it('takes a signed description once its signature is checked, and nothing of it before', async () => {
		ana = await generateDeviceKeys();
		const real = await signedGame(ana);
		const joiner = new Y.Doc();
		const gate = new UpdateGate(joiner, { tableId: real.meta.tableId });
		expect(gate.offer(Y.encodeStateAsUpdate(real.doc), 'table')).toEqual({ ok: true, queued: true });
		expect(readMeta(joiner)).toBeNull();
		await until(() => readMeta(joiner) !== null);
		expect(docParts(joiner).log.length).toBe(1);
		gate.destroy();
	});

	it('through the join path: a rogue paired first with a forged description is dropped, and the phone joins the real table', async () => {
		vi.stubGlobal('window', new EventTarget());
		vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
		vi.stubGlobal('navigator', { onLine: true });
		[ana, eve] = await Promise.all([generateDeviceKeys(), generateDeviceKeys()]);
		const real = await signedGame(ana);
		const forged = new Y.Doc();
		Y.applyUpdate(forged, altered(real.doc, (p) => docParts(p).seats.set('s1', { id: 's1', name: 'Eve' })));
		const sync = (doc: Y.Doc, name: string) =>
			new TableSync({ log: logOf(doc), tableId: real.meta.tableId, gameId: 'counters', secret: 'secret', presence: { name, seats: 'all', watching: false }, signaling: [], iceServers: [] });
		const joinerDoc = new Y.Doc();
		const joiner = sync(joinerDoc, 'Bo phone');
		const rogue = sync(forged, 'Eve phone');
		const table = sync(real.doc, 'Ana phone');
		const [toRogue, fromRogue] = pipe();
		const [toTable, fromTable] = pipe();
		const rogueLink = joiner.adopt(toRogue);
		rogue.adopt(fromRogue);
		await new Promise((r) => setTimeout(r, 20));
		joiner.adopt(toTable);
		table.adopt(fromTable);
		await until(() => readMeta(joinerDoc) !== null && rogueLink.closed);
		expect(readSeats(joinerDoc).map((s) => s.name)).toEqual(['Ana', 'Bo']);
		expect(Y.encodeStateVector(joinerDoc)).toEqual(Y.encodeStateVector(real.doc));
		await Promise.all([joiner.destroy(), rogue.destroy(), table.destroy()]);
	});
});
