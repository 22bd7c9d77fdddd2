import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { appendEvents, docParts, newGameDoc, readLog, readMeta } from '$lib/store/gameDoc';
import { UpdateGate } from './updateGate';
import { duelTable } from './duelTable';
import { descriptionDigest } from './description';

const table = duelTable;

/** A peer's copy of `doc`, changed by `edit`; returns the update the peer would send. */
function peerUpdate(doc: Y.Doc, edit: (peer: Y.Doc) => void): Uint8Array {
	const peer = new Y.Doc();
	Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
	const sv = Y.encodeStateVector(peer);
	edit(peer);
	return Y.encodeStateAsUpdate(peer, sv);
}

function setup() {
	const { doc, meta } = table();
	const refused: { reason: string; origin: unknown }[] = [];
	const gate = new UpdateGate(doc, { tableId: meta.tableId, onRefused: (reason, origin) => refused.push({ reason, origin }) });
	const before = Y.encodeStateAsUpdate(doc);
	const unchanged = () => expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
	return { doc, meta, gate, refused, unchanged };
}

const FROM = { peer: 'b' };

describe('UpdateGate', () => {
	it('applies a valid append with the sender as origin', () => {
		const { doc, meta, gate, refused } = setup();
		const origins: unknown[] = [];
		doc.on('update', (_u, origin) => origins.push(origin));
		const u = peerUpdate(doc, (p) => appendEvents(p, meta, [{ id: 'e2', seat: 's1', kind: 'counters/round', data: { delta: 1 }, at: meta.created }]));
		expect(gate.offer(u, FROM)).toEqual({ ok: true });
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1', 'e2']);
		expect(origins).toEqual([FROM]);
		expect(refused).toEqual([]);
	});

	it.each([
		['deletes a move', (p: Y.Doc) => docParts(p).log.delete(0, 1), /delete moves/],
		['rewrites meta', (p: Y.Doc) => docParts(p).meta.set('title', 'Mine now'), /game description/],
		['removes a seat', (p: Y.Doc) => docParts(p).seats.delete('s1'), /remove a seat/],
		['renames a seat', (p: Y.Doc) => docParts(p).seats.set('s1', { id: 's1', name: 'Eve' }), /rewritten/],
		['adds a root type', (p: Y.Doc) => p.getMap('evil').set('x', 1), /outside the game/],
		['appends a non-event', (p: Y.Doc) => docParts(p).log.push([['only', 'three', 1] as never]), /not an event/],
		['appends a map as an entry', (p: Y.Doc) => docParts(p).log.push([new Y.Map() as never]), /not an event/],
		['appends a move of another game', (p: Y.Doc) => docParts(p).log.push([['x1', 's0', 'arena/cast', {}, 1]]), /not a move of this game/],
		['appends an event with an empty id', (p: Y.Doc) => docParts(p).log.push([['', 's0', 'round', {}, 1]]), /damaged/],
		['appends an oversized event', (p: Y.Doc) => docParts(p).log.push([['x2', 's0', 'round', { pad: 'x'.repeat(20_000) }, 1]]), /too large/],
		['adds a malformed seat', (p: Y.Doc) => docParts(p).seats.set('s9', { nom: 1 } as never), /malformed/],
		['adds a seat after the game was made', (p: Y.Doc) => docParts(p).seats.set('s2', { id: 's2', name: 'Eve' }), /add a seat/],
		['adds a seat that sorts first', (p: Y.Doc) => docParts(p).seats.set('a', { id: 'a', name: 'Eve' }), /add a seat/]
	])('refuses an update that %s, leaving the document untouched', (_name, edit, reason) => {
		const { doc, meta, gate, refused, unchanged } = setup();
		const verdict = gate.offer(peerUpdate(doc, edit), FROM);
		expect(verdict.ok).toBe(false);
		expect(refused).toHaveLength(1);
		expect(refused[0].reason).toMatch(reason);
		expect(refused[0].origin).toBe(FROM);
		unchanged();
		// The gate goes on working: a valid append afterwards is applied.
		const ok = peerUpdate(doc, (p) => appendEvents(p, meta, [{ id: 'e3', seat: null, kind: 'counters/round', data: { delta: 1 }, at: meta.created }]));
		expect(gate.offer(ok, FROM)).toEqual({ ok: true });
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1', 'e3']);
	});

	it('refuses garbage bytes and oversized updates', () => {
		const { gate, refused, unchanged } = setup();
		expect(gate.offer(new Uint8Array([255, 255, 255, 255, 255, 1, 2, 3]), FROM).ok).toBe(false);
		expect(gate.offer(new Uint8Array(5 * 1024 * 1024), FROM).ok).toBe(false);
		expect(refused.map((r) => r.reason)).toEqual(['an update was malformed', 'an update was too large']);
		unchanged();
	});

	it('lets a seat gain a field but never change one', () => {
		const { doc, gate } = setup();
		const add = peerUpdate(doc, (p) => docParts(p).seats.set('s1', { id: 's1', name: 'Bo', key: 'pk1' } as never));
		expect(gate.offer(add, FROM)).toEqual({ ok: true });
		const change = peerUpdate(doc, (p) => docParts(p).seats.set('s1', { id: 's1', name: 'Bo', key: 'pk2' } as never));
		expect(gate.offer(change, FROM).ok).toBe(false);
		expect((docParts(doc).seats.get('s1') as unknown as { key: string }).key).toBe('pk1');
	});

	it('follows local edits, so later peer updates are checked against the current document', () => {
		const { doc, meta, gate } = setup();
		appendEvents(doc, meta, [{ id: 'local', seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: meta.created }]);
		const u = peerUpdate(doc, (p) => docParts(p).log.delete(1, 1));
		expect(gate.offer(u, FROM).ok).toBe(false);
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1', 'local']);
	});

	it('copies the document only for the first update that is not a plain append: opening a table, its own moves and peers\' moves copy nothing', () => {
		const { doc, meta, gate, refused } = setup();
		expect(gate.copied).toBe(false);
		appendEvents(doc, meta, [{ id: 'mine', seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: meta.created }]);
		const theirs = peerUpdate(doc, (p) => appendEvents(p, meta, [{ id: 'theirs', seat: 's1', kind: 'counters/round', data: { delta: 1 }, at: meta.created }]));
		expect(gate.offer(theirs, FROM)).toEqual({ ok: true });
		expect(gate.copied).toBe(false);
		// a seat gaining a field is judged on the copy, made from the document as it stands now
		expect(gate.offer(peerUpdate(doc, (p) => docParts(p).seats.set('s1', { id: 's1', name: 'Bo', key: 'pk1' } as never)), FROM)).toEqual({ ok: true });
		expect(gate.copied).toBe(true);
		expect(gate.offer(peerUpdate(doc, (p) => docParts(p).log.delete(2, 1)), FROM).ok).toBe(false);
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1', 'mine', 'theirs']);
		expect(refused.map((r) => r.reason)).toEqual(['an update tried to delete moves from the history']);
		expect(gate.rebuilds).toBe(0);
	});

	it('lets an empty document (a device joining) receive the game once, only for its own table', () => {
		const { doc: source, meta } = table();
		const joiner = new Y.Doc();
		const gate = new UpdateGate(joiner, { tableId: meta.tableId });
		const other = newGameDoc({ game: 'counters', title: 'Other', options: {}, seats: [{ id: 's0', name: 'X' }] });
		expect(gate.offer(Y.encodeStateAsUpdate(other.doc), FROM).ok).toBe(false);
		expect(readMeta(joiner)).toBeNull();
		expect(gate.offer(Y.encodeStateAsUpdate(source), FROM)).toEqual({ ok: true });
		expect(readMeta(joiner)?.title).toBe('Duel');
		expect(readLog(joiner, meta)).toHaveLength(1);
	});

	it('holds an update whose dependencies are missing outside the document, and applies it once they arrive', () => {
		const { doc, meta, gate } = setup();
		const peer = new Y.Doc();
		Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
		const sv0 = Y.encodeStateVector(peer);
		appendEvents(peer, meta, [{ id: 'p1', seat: 's1', kind: 'counters/round', data: { delta: 1 }, at: meta.created }]);
		const sv1 = Y.encodeStateVector(peer);
		const first = Y.encodeStateAsUpdate(peer, sv0);
		appendEvents(peer, meta, [{ id: 'p2', seat: 's1', kind: 'counters/round', data: { delta: 1 }, at: meta.created }]);
		const second = Y.encodeStateAsUpdate(peer, sv1);
		expect(gate.offer(second, FROM)).toEqual({ ok: true, held: true });
		expect(readLog(doc, meta)).toHaveLength(1);
		expect(gate.held).toBe(1);
		expect(gate.offer(first, FROM)).toEqual({ ok: true });
		expect(gate.held).toBe(0);
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1', 'p1', 'p2']);
	});

	it('checks a later update against appends it let through without the shadow', () => {
		const { doc, meta, gate, refused } = setup();
		const peer = new Y.Doc();
		Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
		let sv = Y.encodeStateVector(peer);
		appendEvents(peer, meta, [{ id: 'e2', seat: 's1', kind: 'counters/round', data: { delta: 1 }, at: meta.created }]);
		expect(gate.offer(Y.encodeStateAsUpdate(peer, sv), FROM)).toEqual({ ok: true });
		sv = Y.encodeStateVector(peer);
		docParts(peer).log.delete(1, 1);
		expect(gate.offer(Y.encodeStateAsUpdate(peer, sv), FROM)).toMatchObject({ ok: false, reason: expect.stringMatching(/delete moves/) });
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1', 'e2']);
		expect(refused).toHaveLength(1);
	});

	it('refuses an append of something that is not an event, let through or not', () => {
		const { doc, gate, refused, unchanged } = setup();
		const peer = new Y.Doc();
		Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
		const sv = Y.encodeStateVector(peer);
		docParts(peer).log.push([['not', 'an', 'event'] as never]);
		expect(gate.offer(Y.encodeStateAsUpdate(peer, sv), FROM)).toMatchObject({ ok: false });
		unchanged();
		expect(refused[0].reason).toMatch(/not an event/);
	});

	it('refuses a flood from one link once it is over its budget for the second, and only that link', () => {
		let now = 0;
		const { doc, meta } = table();
		const refused: unknown[] = [];
		const gate = new UpdateGate(doc, { tableId: meta.tableId, limits: { linkUpdatesPerSecond: 50 }, now: () => now, onRefused: (_r, origin) => refused.push(origin) });
		const peer = new Y.Doc();
		Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
		const next = (id: string) => {
			const sv = Y.encodeStateVector(peer);
			appendEvents(peer, meta, [{ id, seat: 's1', kind: 'counters/round', data: { delta: 1 }, at: meta.created }]);
			return Y.encodeStateAsUpdate(peer, sv);
		};
		const flood = { peer: 'flood' };
		const verdicts = Array.from({ length: 200 }, (_, i) => gate.offer(next(`f${i}`), flood).ok);
		expect(verdicts.filter(Boolean)).toHaveLength(50);
		expect(refused.every((o) => o === flood)).toBe(true);
		expect(readLog(doc, meta)).toHaveLength(51);
		// another link is not held back, and the flooding one may send again a second later
		const other = peerUpdate(doc, (p) => appendEvents(p, meta, [{ id: 'calm', seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: meta.created }]));
		expect(gate.offer(other, FROM)).toEqual({ ok: true });
		expect(readLog(doc, meta).map((e) => e.id)).toContain('calm');
		now = 1000;
		expect(gate.offer(next('later'), flood)).toEqual({ ok: true, held: true }); // builds on refused ones
		expect(refused).toHaveLength(150);
	});

	it('refuses what would grow a game beyond its budget, keeping what came before', () => {
		const { doc, meta } = table();
		const budget = Y.encodeStateAsUpdate(doc).byteLength + 40_000;
		const refused: string[] = [];
		const gate = new UpdateGate(doc, { tableId: meta.tableId, limits: { gameBytes: budget }, onRefused: (r) => refused.push(r) });
		let accepted = 0;
		for (let i = 0; i < 20; i++) {
			const u = peerUpdate(doc, (p) => appendEvents(p, meta, [{ id: `big${i}`, seat: 's1', kind: 'counters/round', data: { delta: 1, pad: 'x'.repeat(8_000) }, at: meta.created }]));
			if (gate.offer(u, { link: i }).ok) accepted++;
		}
		expect(accepted).toBeGreaterThan(0);
		expect(accepted).toBeLessThan(20);
		expect(refused[0]).toMatch(/beyond/);
		expect(Y.encodeStateAsUpdate(doc).byteLength).toBeLessThanOrEqual(budget);
		expect(readLog(doc, meta)).toHaveLength(1 + accepted);
	});

	it('a joining phone takes the game only as the invite describes it: a rogue answering first with the right table id is refused', () => {
		const { doc: source, meta } = table();
		const digest = descriptionDigest(source)!;
		const joiner = new Y.Doc();
		const refused: string[] = [];
		const gate = new UpdateGate(joiner, { tableId: meta.tableId, description: digest, onRefused: (r) => refused.push(r) });
		const rogue = newGameDoc({ game: 'counters', title: 'Fake', options: {}, seats: [{ id: 's0', name: 'Eve' }], tableId: meta.tableId });
		expect(gate.offer(Y.encodeStateAsUpdate(rogue.doc), { peer: 'rogue' }).ok).toBe(false);
		expect(refused[0]).toMatch(/another game than the invite/);
		expect(readMeta(joiner)).toBeNull();
		expect(gate.offer(Y.encodeStateAsUpdate(source), FROM)).toEqual({ ok: true });
		expect(readMeta(joiner)?.title).toBe('Duel');
		expect(readLog(joiner, meta)).toHaveLength(1);
	});

	it('without a digest, a joining phone takes a description only with its seats', () => {
		const { meta } = table();
		const joiner = new Y.Doc();
		const gate = new UpdateGate(joiner, { tableId: meta.tableId });
		const bare = new Y.Doc();
		for (const [k, v] of Object.entries(meta)) docParts(bare).meta.set(k, v);
		expect(gate.offer(Y.encodeStateAsUpdate(bare), { peer: 'rogue' })).toMatchObject({ ok: false, reason: expect.stringMatching(/no seats/) });
		expect(readMeta(joiner)).toBeNull();
	});

	it('refuses rewrites of the description and data outside the game without rebuilding its shadow', () => {
		const { doc, gate, refused, unchanged } = setup();
		for (let i = 0; i < 20; i++) {
			expect(gate.offer(peerUpdate(doc, (p) => docParts(p).meta.set('title', `Mine ${i}`)), { link: i }).ok).toBe(false);
			expect(gate.offer(peerUpdate(doc, (p) => p.getMap('evil').set('x', i)), { link: i }).ok).toBe(false);
		}
		expect(refused).toHaveLength(40);
		expect(gate.rebuilds).toBe(0);
		unchanged();
	});

	it('takes the whole game again (what a sync answer to an empty request holds) as nothing new', () => {
		const { doc, gate, refused, unchanged } = setup();
		expect(gate.offer(Y.encodeStateAsUpdate(doc), FROM)).toEqual({ ok: true });
		expect(refused).toEqual([]);
		unchanged();
	});
});
