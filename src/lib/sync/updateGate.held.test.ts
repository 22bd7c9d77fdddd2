import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { GameEvent } from '$engine/core';
import { appendEvents, docParts, readLog, readMeta, readSeats } from '$lib/store/gameDoc';
import { duelTable } from './duelTable';
import { UpdateGate } from './updateGate';

/**
 * A hostile peer smuggles a change past the gate: it sends the change first, built on an entry of
 * its own that it has not sent yet (so Yjs could only keep the change pending), then that entry as
 * a harmless append. Nothing of the change may reach the document.
 */
function table() {
	const { doc, meta } = duelTable();
	const refused: string[] = [];
	const gate = new UpdateGate(doc, { tableId: meta.tableId, onRefused: (reason) => refused.push(reason) });
	return { doc, meta, gate, refused };
}

function ev(id: string, seat = 's0'): GameEvent {
	return { id, seat, kind: 'counters/round', data: { delta: 1 }, at: 0 };
}

const FROM = { peer: 'eve' };

/**
 * The attacker writes from a document of its own that knows nothing of the game, with a client id
 * above the creator's: its cover lands after the history, and its writes to meta or seats win over
 * the ones there (Yjs keeps the entry of the higher client id) without deleting anything first. The
 * change goes first (it waits on the cover, the attacker's clock 0), then the cover.
 */
function smuggle(doc: Y.Doc, edit: (peer: Y.Doc) => void) {
	const peer = new Y.Doc();
	peer.clientID = doc.clientID + 1;
	docParts(peer).log.push([['cover', 's1', 'round', { delta: 1 }, 0] as never]);
	const afterCover = Y.encodeStateVector(peer);
	const cover = Y.encodeStateAsUpdate(peer);
	edit(peer);
	return { cover, change: Y.encodeStateAsUpdate(peer, afterCover) };
}

describe('UpdateGate: a change that waits for a missing entry', () => {
	const cases: [string, (p: Y.Doc) => void, (doc: Y.Doc) => void][] = [
		['rewrites the game description', (p) => docParts(p).meta.set('title', 'Mine now'), (doc) => expect(readMeta(doc)?.title).toBe('Duel')],
		['rewrites the creation time', (p) => docParts(p).meta.set('created', 1), (doc) => expect(readMeta(doc)?.created).not.toBe(1)],
		['renames a seat', (p) => docParts(p).seats.set('s1', { id: 's1', name: 'Eve' }), (doc) => expect(readSeats(doc)[1].name).toBe('Bo')],
		['adds a seat', (p) => docParts(p).seats.set('s2', { id: 's2', name: 'Eve' }), (doc) => expect(readSeats(doc)).toHaveLength(2)],
		[
			'appends a pile of non-events',
			(p) => docParts(p).log.push(Array.from({ length: 2000 }, (_, i) => ['junk', i] as never)),
			(doc) => expect(docParts(doc).log.toArray().every((e) => Array.isArray(e) && e[0] !== 'junk')).toBe(true)
		],
		[
			'inserts a move at the front of the history',
			(p) => docParts(p).log.insert(0, [['front', 's1', 'round', { delta: 1 }, 0] as never]),
			(doc) => expect((docParts(doc).log.get(0) as unknown[])[0]).not.toBe('front')
		]
	];

	it.each(cases)('never lets an update through that %s', (_name, edit, unchanged) => {
		const { doc, meta, gate, refused } = table();
		const { cover, change } = smuggle(doc, edit);
		gate.offer(change, FROM);
		expect(gate.offer(cover, FROM)).toEqual({ ok: true });
		unchanged(doc);
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1', 'cover']);
		expect(refused, refused.join()).toHaveLength(1);
		// what the document holds opens again to the same game
		const stored = new Y.Doc();
		Y.applyUpdate(stored, Y.encodeStateAsUpdate(doc));
		unchanged(stored);
	});

	it('with known history in the completing update, nothing of the change is saved either', () => {
		const { doc, meta, gate } = table();
		const saved: Uint8Array[] = [Y.encodeStateAsUpdate(doc)];
		doc.on('update', (u: Uint8Array) => saved.push(u));
		const { cover, change } = smuggle(doc, (p) => docParts(p).meta.set('title', 'Mine now'));
		gate.offer(change, FROM);
		// the cover comes with history the victim has: a whole sync answer
		gate.offer(Y.mergeUpdates([Y.encodeStateAsUpdate(doc), cover]), FROM);
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1', 'cover']);
		const reopened = new Y.Doc();
		Y.applyUpdate(reopened, Y.mergeUpdates(saved));
		expect(readMeta(reopened)?.title).toBe('Duel');
		expect(readMeta(doc)?.title).toBe('Duel');
	});

	it("never lets a deletion wait for the victim's next moves", () => {
		const { doc, meta, gate } = table();
		// the attacker deletes what the victim will append next (its next five clocks)
		const victim = doc.clientID;
		const next = Y.getState(doc.store, victim);
		const ghost = new Y.Doc();
		Y.applyUpdate(ghost, Y.encodeStateAsUpdate(doc));
		ghost.clientID = victim;
		appendEvents(ghost, meta, [ev('v1'), ev('v2')]);
		const ahead = Y.encodeStateVector(ghost);
		docParts(ghost).log.delete(1, 2);
		const deletion = Y.encodeStateAsUpdate(ghost, ahead);
		expect(Y.getState(ghost.store, victim)).toBeGreaterThan(next);
		gate.offer(deletion, FROM);
		// the victim moves, and a harmless append from a peer follows
		appendEvents(doc, meta, [ev('v1'), ev('v2')], 'local');
		const peer = new Y.Doc();
		Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
		const before = Y.encodeStateVector(peer);
		appendEvents(peer, meta, [ev('p1', 's1')]);
		gate.offer(Y.encodeStateAsUpdate(peer, before), { peer: 'honest' });
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1', 'v1', 'v2', 'p1']);
	});

	it("bounds what one link may leave waiting, without refusing another link's", () => {
		const { doc: source, meta } = duelTable();
		const joiner = new Y.Doc();
		Y.applyUpdate(joiner, Y.encodeStateAsUpdate(source));
		const gate = new UpdateGate(joiner, { tableId: meta.tableId, limits: { heldUpdates: 5 } });
		/** An append that follows one the joiner never got. */
		const orphan = (id: string) => {
			const peer = new Y.Doc();
			Y.applyUpdate(peer, Y.encodeStateAsUpdate(source));
			appendEvents(peer, meta, [ev(`${id}-hidden`)]);
			const sv = Y.encodeStateVector(peer);
			appendEvents(peer, meta, [ev(id)]);
			return Y.encodeStateAsUpdate(peer, sv);
		};
		const evil = { peer: 'evil' };
		const verdicts = Array.from({ length: 8 }, (_, i) => gate.offer(orphan(`x${i}`), evil).ok);
		expect(verdicts).toEqual([true, true, true, true, true, false, false, false]);
		expect(gate.offer(orphan('honest'), FROM)).toEqual({ ok: true, held: true });
	});
});
