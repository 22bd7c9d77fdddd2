import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { generateDeviceKeys } from '$engine/core';
import { docParts, readLog, readMeta } from '$lib/store/gameDoc';
import { logOf } from '$lib/store/gameLog';
import { descriptionDigest } from './description';
import { signedDuel, signedMove } from './signedDuel';
import { TableSync } from './tableSync.svelte';
import { UpdateGate } from './updateGate';
import { pipe } from './testPipe';

/**
 * A rogue holding the invite answers a joining phone first with the real description, seats and
 * history written again under its own Yjs client: the values the invite's digest covers, in other
 * items. The copy is harmless (the same game), so the phone takes it and then the real table's
 * items too, converges with the table, and no honest phone is blamed for the copy it relays.
 */

/** The game's description, seats and history, written again by a document of client `clientID`. */
function rewritten(doc: Y.Doc, clientID: number): Y.Doc {
	const copy = new Y.Doc();
	copy.clientID = clientID;
	const from = docParts(doc);
	const to = docParts(copy);
	copy.transact(() => {
		from.meta.forEach((v, k) => to.meta.set(k, v));
		from.seats.forEach((v, k) => to.seats.set(k, v));
		to.log.push(from.log.toArray());
	});
	return copy;
}

const until = async (check: () => boolean, timeout = 2000) => vi.waitUntil(check, { timeout, interval: 5 });

describe('a joining phone answered first by a copy of the description', () => {
	afterEach(() => vi.unstubAllGlobals());

	it.each([
		['below', 1],
		['above', 0xfffffff0]
	])("converges with the real table (the rogue's client id %s the maker's), and the maker blames no one", async (_where, rogueClient) => {
		vi.stubGlobal('window', new EventTarget());
		vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
		vi.stubGlobal('navigator', { onLine: true });
		const real = await signedDuel(await generateDeviceKeys());
		const digest = descriptionDigest(real.doc)!;
		const copy = rewritten(real.doc, rogueClient);
		expect(descriptionDigest(copy)).toBe(digest);
		const sync = (doc: Y.Doc, name: string, description?: string) =>
			new TableSync({ log: logOf(doc), tableId: real.meta.tableId, gameId: 'counters', secret: 'secret', description, presence: { name, seats: 'all', watching: false }, signaling: [], iceServers: [] });
		const joinerDoc = new Y.Doc();
		const joiner = sync(joinerDoc, 'Bo phone', digest);
		const rogue = sync(copy, 'Eve phone');
		const maker = sync(real.doc, 'Ana phone');
		const [toRogue, fromRogue] = pipe();
		joiner.adopt(toRogue);
		rogue.adopt(fromRogue);
		await until(() => readMeta(joinerDoc) !== null);
		const [toTable, fromTable] = pipe();
		const tableLink = joiner.adopt(toTable);
		maker.adopt(fromTable);
		// the table's next move reaches the joiner within 2 s
		await signedMove(real.doc, real.meta, real.keys, 'next', 's1', 'local');
		await until(() => readLog(joinerDoc, real.meta).some((e) => e.id === 'next'));
		expect(tableLink.closed).toBe(false);
		expect(maker.notices).toEqual([]);
		expect(joiner.notices).toEqual([]);
		expect(readMeta(joinerDoc)).toEqual(readMeta(real.doc));
		await until(() => Y.encodeStateVector(joinerDoc).toString() === Y.encodeStateVector(real.doc).toString());
		expect(readLog(joinerDoc, real.meta).map((e) => e.id)).toEqual(readLog(real.doc, real.meta).map((e) => e.id));
		await Promise.all([joiner.destroy(), rogue.destroy(), maker.destroy()]);
	});

	it.each([
		['a value of its own', (m: Y.Map<unknown>) => m.set('title', 'Mine')],
		['a write deleted already, placed last: it would erase the key', (m: Y.Map<unknown>) => (m.set('title', 'Duel'), m.delete('title'))],
		['a key of its own with a copied value', (m: Y.Map<unknown>) => m.set('motto', 'Duel')]
	])('still refuses a description copy that carries %s', async (_name, write) => {
		const real = await signedDuel(await generateDeviceKeys());
		const before = readMeta(real.doc);
		const copy = rewritten(real.doc, 0xfffffff0);
		write(docParts(copy).meta);
		const refused: string[] = [];
		const gate = new UpdateGate(real.doc, { tableId: real.meta.tableId, onRefused: (r) => refused.push(r) });
		expect(gate.offer(Y.encodeStateAsUpdate(copy), 'rogue').ok).toBe(false);
		expect(refused).toEqual([expect.stringMatching(/game description/)]);
		expect(readMeta(real.doc)).toEqual(before);
		gate.destroy();
	});
});
