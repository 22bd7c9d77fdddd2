import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { FAIR_KINDS, type GameEvent } from '$engine/core';
import { appendEvents, docParts, readLog } from '$lib/store/gameDoc';
import { duelGame, duelTable } from './duelTable';
import { UpdateGate } from './updateGate';

/**
 * In a game made before the genesis, seats are claimed in the log and decided by log order: an
 * entry sent with no left neighbour is placed by Yjs among the log's first entries by client id,
 * at index 0 for client 0, before the maker's claims. The gate refuses such a claim once the log
 * has entries, whether it comes alone (a plain append) or with something else (judged from its
 * structs); a move with none (two phones' first moves in a game that starts empty) is let through.
 */

const claim: GameEvent = { id: 'rogue-claim', seat: 's0', kind: FAIR_KINDS.claim, data: { seat: 's0', publicKey: 'rogue' }, at: 0, sig: 'signed-by-the-rogue' };

/** An update from a device with client id 0 that never synced the log: its one entry has no neighbour. */
function orphanEntry(meta: Parameters<typeof appendEvents>[1], also?: (peer: Y.Doc) => void): Uint8Array {
	const rogue = new Y.Doc();
	rogue.clientID = 0;
	appendEvents(rogue, meta, [claim]);
	also?.(rogue);
	return Y.encodeStateAsUpdate(rogue);
}

describe('UpdateGate: an entry with no left neighbour', () => {
	it('is placed at index 0 by Yjs when nothing refuses it (why the gate must)', () => {
		const { doc, meta } = duelTable();
		Y.applyUpdate(doc, orphanEntry(meta));
		expect(readLog(doc, meta)[0]?.id).toBe('rogue-claim');
	});

	it('is refused once the log has entries, and the log keeps its order', () => {
		const { doc, meta } = duelTable();
		const refused: string[] = [];
		const gate = new UpdateGate(doc, { tableId: meta.tableId, onRefused: (r) => refused.push(r) });
		const verdict = gate.offer(orphanEntry(meta), 'rogue');
		expect(verdict).toMatchObject({ ok: false, reason: expect.stringMatching(/before moves/) });
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1']);
		expect(refused).toHaveLength(1);
	});

	it('is refused when it comes with another change that needs the structs judged', () => {
		const { doc, meta } = duelTable();
		const gate = new UpdateGate(doc, { tableId: meta.tableId });
		const update = orphanEntry(meta, (p) => p.getMap('seats').set('s1', { id: 's1', name: 'Bo', key: 'k' }));
		expect(gate.offer(update, 'rogue').ok).toBe(false);
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1']);
	});

	it('takes a move with no left neighbour, which claims nothing (a first move made beside another)', () => {
		const { doc, meta } = duelTable();
		const gate = new UpdateGate(doc, { tableId: meta.tableId });
		const rogue = new Y.Doc();
		rogue.clientID = doc.clientID + 1;
		appendEvents(rogue, meta, [{ id: 'beside', seat: 's1', kind: 'counters/round', data: { delta: 1 }, at: 0 }]);
		expect(gate.offer(Y.encodeStateAsUpdate(rogue), 'peer')).toEqual({ ok: true });
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1', 'beside']);
		expect(gate.copied).toBe(false);
	});

	it('still takes the first entry of an empty log (a game made before fair play, shared before its first move)', () => {
		const { doc, meta } = duelGame();
		const gate = new UpdateGate(doc, { tableId: meta.tableId });
		const peer = new Y.Doc();
		Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
		const sv = Y.encodeStateVector(peer);
		appendEvents(peer, meta, [{ ...claim, id: 'first' }]);
		expect(gate.offer(Y.encodeStateAsUpdate(peer, sv), 'peer')).toEqual({ ok: true });
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['first']);
	});

	it('takes a copy of a claim the log holds already (a history written again under another client, relayed by an honest phone)', () => {
		const { doc, meta } = duelGame();
		appendEvents(doc, meta, [{ ...claim, id: 'maker-claim', data: { seat: 's0', publicKey: 'maker' }, sig: 'signed-by-the-maker' }]);
		const gate = new UpdateGate(doc, { tableId: meta.tableId });
		const copy = new Y.Doc();
		copy.clientID = 0;
		docParts(copy).log.push(docParts(doc).log.toArray());
		expect(gate.offer(Y.encodeStateAsUpdate(copy), 'relay')).toEqual({ ok: true });
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['maker-claim', 'maker-claim']);
	});
});
