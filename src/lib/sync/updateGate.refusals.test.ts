import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { GameEvent } from '$engine/core';
import { appendEvents, docParts, readLog } from '$lib/store/gameDoc';
import { duelTable } from './duelTable';
import { UpdateGate } from './updateGate';

/**
 * A peer that keeps sending updates the gate refuses must cost the victim no copy of its document
 * per refusal (#17 item 8): every refusal is told from the update's structs, before the shadow.
 */

const ev = (id: string, seat = 's0'): GameEvent => ({ id, seat, kind: 'counters/round', data: { delta: 1 }, at: 0 });

/**
 * The update a peer holding the whole game (a document, or its state in Yjs's V2 encoding, which
 * loads a third faster than V1) sends after `edit`.
 */
function edit(doc: Y.Doc | Uint8Array, change: (peer: Y.Doc) => void, clientID?: number): Uint8Array {
	const peer = new Y.Doc();
	if (clientID !== undefined) peer.clientID = clientID;
	Y.applyUpdateV2(peer, doc instanceof Y.Doc ? Y.encodeStateAsUpdateV2(doc) : doc);
	const sv = Y.encodeStateVector(peer);
	change(peer);
	return Y.encodeStateAsUpdate(peer, sv);
}

const KINDS: [string, (p: Y.Doc, i: number) => void, RegExp][] = [
	['deletes a move', (p, i) => docParts(p).log.delete(i * 97, 1), /delete moves/],
	['deletes a move and appends one', (p, i) => (docParts(p).log.delete(i, 3), appendEvents(p, { game: 'counters', created: 0 } as never, [ev(`d${i}`)])), /delete moves/],
	['renames a seat', (p, i) => docParts(p).seats.set('s1', { id: 's1', name: `Eve ${i}` }), /rewritten/],
	['removes a seat', (p) => docParts(p).seats.delete('s0'), /remove a seat/],
	['adds a seat', (p, i) => docParts(p).seats.set(`x${i}`, { id: `x${i}`, name: 'Eve' }), /add a seat/],
	['adds a malformed seat', (p, i) => docParts(p).seats.set(`y${i}`, { nom: i } as never), /malformed/],
	['rewrites the description', (p, i) => docParts(p).meta.set('title', `Mine ${i}`), /game description/],
	['removes a part of the description', (p) => docParts(p).meta.delete('options'), /game description/],
	['adds data outside the game', (p, i) => p.getMap('evil').set('x', i), /outside the game/],
	['inserts a move at the front', (p, i) => docParts(p).log.insert(0, [[`f${i}`, 's1', 'counters/round', { delta: 1 }, 0] as never]), /before moves/],
	['inserts a move in the middle', (p, i) => docParts(p).log.insert(1000 + i, [[`m${i}`, 's1', 'counters/round', { delta: 1 }, 0] as never]), /before moves/],
	['appends a nested type', (p) => docParts(p).log.push([new Y.Map() as never]), /not an event/],
	['writes a seat and a non-event', (p, i) => (docParts(p).seats.set('s1', { id: 's1', name: 'Bo', key: `k${i}` } as never), docParts(p).log.push([['junk'] as never])), /not an event/]
];

describe('UpdateGate: refusals cost no copy of the document', () => {
	it('refuses 200 updates of every kind against a 20,000-move game without ever rebuilding its shadow', () => {
		const { doc, meta } = duelTable();
		appendEvents(doc, meta, Array.from({ length: 20_000 }, (_, i) => ev(`h${i}`, i % 2 ? 's1' : 's0')));
		const refused: string[] = [];
		const gate = new UpdateGate(doc, { tableId: meta.tableId, onRefused: (r) => refused.push(r) });
		const before = Y.encodeStateAsUpdate(doc);
		const whole = Y.encodeStateAsUpdateV2(doc);
		for (let i = 0; i < 200; i++) {
			const [name, change, reason] = KINDS[i % KINDS.length];
			// a client id above and below the maker's: Yjs orders concurrent writes by it
			const update = edit(whole, (p) => change(p, i), i % 2 ? doc.clientID + 1 + i : i + 1);
			const verdict = gate.offer(update, { link: i });
			expect(verdict, name).toMatchObject({ ok: false, reason: expect.stringMatching(reason) });
		}
		expect(refused).toHaveLength(200);
		expect(gate.rebuilds).toBe(0);
		// byte for byte (toEqual on 650 kB compares them one by one through its generic equality: 3 s)
		expect(Buffer.compare(Y.encodeStateAsUpdate(doc), before), 'the document is unchanged').toBe(0);
		// and the gate still takes an honest move, and what it has is still checked
		expect(gate.offer(edit(doc, (p) => appendEvents(p, meta, [ev('honest', 's1')])), { link: 'b' })).toEqual({ ok: true });
		expect(gate.offer(edit(doc, (p) => docParts(p).log.delete(20_001, 1)), { link: 'b' }).ok).toBe(false);
		expect(readLog(doc, meta).at(-1)?.id).toBe('honest');
		expect(gate.rebuilds).toBe(0);
	});

	it('still lets through what is honest and not a plain append: a seat gaining a field, a whole sync answer', () => {
		const { doc, meta } = duelTable();
		const gate = new UpdateGate(doc, { tableId: meta.tableId });
		expect(gate.offer(edit(doc, (p) => docParts(p).seats.set('s1', { id: 's1', name: 'Bo', key: 'pk1' } as never)), 'b')).toEqual({ ok: true });
		const peer = new Y.Doc();
		Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
		appendEvents(peer, meta, [ev('p1', 's1')]);
		expect(gate.offer(Y.encodeStateAsUpdate(peer), 'b')).toEqual({ ok: true });
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1', 'p1']);
		expect(gate.rebuilds).toBe(0);
	});
});
