import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Authenticator, gameDomain, generateDeviceKeys, keyRef, LogFolder, signEvent, fairInitial, fairStep, genesisHolders, PENDING, type GameEvent } from '$engine/core';
import { counters } from '$engine/counters';
import { appendEvents, docParts, readLog, type GameMeta } from '$lib/store/gameDoc';
import { duelGame } from './duelTable';
import { DUEL_SEATS, signedDuel, signedMove } from './signedDuel';
import { UpdateGate } from './updateGate';

/**
 * Junk under the rate limit: tiny entries sent just under a link's budget were all kept, and every
 * later update cost more, the fold and the fair-play pass reading them all again. Entries that count
 * for nothing are refused in a game with a genesis, and every link has a budget of entries.
 */

/** What a peer holding `doc` sends after appending `raws` (stored entries) at the end. */
function appendOf(doc: Y.Doc, raws: unknown[], clientID: number): Uint8Array {
	const peer = new Y.Doc();
	peer.clientID = clientID;
	Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
	const sv = Y.encodeStateVector(peer);
	docParts(peer).log.push(raws as never[]);
	return Y.encodeStateAsUpdate(peer, sv);
}

/**
 * Offers `count` junk entries from one link as a peer floods: updates of 20 entries each, 200 a
 * second (under the link's 240 updates a second), on the gate's clock. Returns how many were kept.
 */
function flood(doc: Y.Doc, gate: UpdateGate, clock: { t: number }, junk: (i: number) => unknown, count = 20_000): number {
	const link = { peer: 'rogue' };
	const before = docParts(doc).log.length;
	for (let i = 0; i < count; i += 20) {
		clock.t += 5;
		gate.offer(appendOf(doc, Array.from({ length: 20 }, (_, k) => junk(i + k)), 7 + i), link);
	}
	return docParts(doc).log.length - before;
}

/**
 * The work of the table's fold for one update, as the session does it (the fair-play pass, then the
 * fold, both resumed from the last update): how many log entries they read, counted on the log.
 */
function foldWork(doc: Y.Doc, meta: GameMeta) {
	const events: GameEvent[] = readLog(doc, meta);
	let reads = 0;
	const log = new Proxy(events, {
		get(target, key, receiver) {
			if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
			return Reflect.get(target, key, receiver);
		}
	});
	const seats = DUEL_SEATS.map((s) => s.id);
	const auth = new Authenticator();
	const game = counters as never;
	const folder = new LogFolder(game, fairInitial((counters.setup as (c: unknown) => unknown)({ options: meta.options, seats: DUEL_SEATS }), genesisHolders(meta.genesis, seats)), 256, fairStep(game));
	const fold = () => folder.fold(log, auth.run(log, seats, () => PENDING, 0, meta.genesis).verdicts);
	fold();
	return {
		/** Takes what the document gained since, folds, and says how many entries that read. */
		next(): number {
			const now = readLog(doc, meta);
			events.push(...now.slice(events.length));
			reads = 0;
			fold();
			return reads;
		}
	};
}

describe('UpdateGate: junk under the rate limit', () => {
	it('keeps none of 20,000 unsigned entries sent at the allowed rate in a game with a genesis, and the next honest update costs what it costs in a clean game', async () => {
		const maker = await generateDeviceKeys();
		const cost = async (withJunk: boolean) => {
			const { doc, meta } = await signedDuel(maker);
			const clock = { t: 0 };
			const refused: string[] = [];
			const gate = new UpdateGate(doc, { tableId: meta.tableId, now: () => clock.t, onRefused: (r) => refused.push(r) });
			const kept = withJunk ? flood(doc, gate, clock, (i) => [`j${i}`, 's1', 'round', { delta: 1 }, 0]) : 0;
			const work = foldWork(doc, meta);
			clock.t += 60_000;
			const honest = new Y.Doc();
			Y.applyUpdate(honest, Y.encodeStateAsUpdate(doc));
			const sv = Y.encodeStateVector(honest);
			await signedMove(honest, meta, maker, 'honest');
			expect(gate.offer(Y.encodeStateAsUpdate(honest, sv), { peer: 'honest' })).toEqual({ ok: true });
			return { kept, work: work.next(), refused };
		};
		const clean = await cost(false);
		const junked = await cost(true);
		expect(junked.work).toBeLessThanOrEqual(2 * clean.work);
		expect(junked.kept).toBe(0);
		expect(junked.refused[0]).toMatch(/nobody signed/);
	});

	it("refuses entries signed by a key nobody at the table announced, and takes a device's once it announced itself", async () => {
		const [maker, eve] = await Promise.all([generateDeviceKeys(), generateDeviceKeys()]);
		const { doc, meta } = await signedDuel(maker);
		const refused: string[] = [];
		const gate = new UpdateGate(doc, { tableId: meta.tableId, onRefused: (r) => refused.push(r) });
		const ref = keyRef(eve.publicKey);
		const chained = (n: number) => [ref, null, 'core/device', {}, 0, n];
		expect(gate.offer(appendOf(doc, [chained(1)], 11), { peer: 'eve' }).ok).toBe(false);
		expect(refused).toEqual([expect.stringMatching(/does not know/)]);
		const hello: GameEvent = { id: 'hello', seat: null, kind: 'core/device', data: { publicKey: eve.publicKey }, at: meta.created };
		const signedHello = { ...hello, sig: await signEvent(eve, gameDomain(meta), hello) };
		const peer = new Y.Doc();
		Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
		const sv = Y.encodeStateVector(peer);
		appendEvents(peer, meta, [signedHello]);
		docParts(peer).log.push([chained(1)] as never[]);
		expect(gate.offer(Y.encodeStateAsUpdate(peer, sv), { peer: 'eve' })).toEqual({ ok: true });
		expect(docParts(doc).log.length).toBe(3);
	});

	it.each([
		['a game made before signed seats', false],
		['a game with a genesis, from a device the table knows', true]
	])("stops a link's entries at its budget in %s, with a notice, and not another link's", async (_name, signed) => {
		const eve = await generateDeviceKeys();
		const { doc, meta } = signed ? await signedDuel(eve) : duelGame();
		const ref = keyRef(eve.publicKey);
		const clock = { t: 0 };
		const refused: string[] = [];
		const gate = new UpdateGate(doc, { tableId: meta.tableId, now: () => clock.t, onRefused: (r) => refused.push(r) });
		const kept = flood(doc, gate, clock, (i) => (signed ? [ref, null, 'core/device', {}, 0, i + 1] : [`j${i}`, 's1', 'round', { delta: 1 }, 0]), 3000);
		// the burst, and what refilled it over the flood's 0.75 seconds
		expect(kept).toBeGreaterThanOrEqual(2000);
		expect(kept).toBeLessThanOrEqual(2020);
		expect(refused.at(-1)).toMatch(/more moves than a table makes/);
		const other = appendOf(doc, [signed ? [ref, null, 'core/device', {}, 0, 100_000] : ['ok', 's0', 'round', { delta: 1 }, 0]], 5);
		expect(gate.offer(other, { peer: 'another' })).toEqual({ ok: true });
	});

	it('takes a catch-up larger than the budget on a link, and the moves after it', () => {
		const { doc, meta } = duelGame();
		const clock = { t: 0 };
		const gate = new UpdateGate(doc, { tableId: meta.tableId, now: () => clock.t });
		const link = { peer: 'back after a long time away' };
		const missed = appendOf(doc, Array.from({ length: 5000 }, (_, i) => [`m${i}`, 's1', 'round', { delta: 1 }, 0]), 21);
		expect(gate.offer(missed, link)).toEqual({ ok: true });
		clock.t += 1000;
		expect(gate.offer(appendOf(doc, [['next', 's0', 'round', { delta: 1 }, 0]], 22), link)).toEqual({ ok: true });
		expect(docParts(doc).log.length).toBe(5001);
	});
});
