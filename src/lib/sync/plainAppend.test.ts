import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { appendEvents, docParts, newGameDoc, type GameMeta } from '$lib/store/gameDoc';
import { plainAppend, type PlainAppend } from './plainAppend';

function table() {
	const { doc, meta } = newGameDoc({ game: 'counters', title: 'Duel', options: { life: 20, poison: false }, seats: [{ id: 's0', name: 'Ana' }] });
	return { doc, meta };
}

function copyOf(doc: Y.Doc): Y.Doc {
	const peer = new Y.Doc();
	Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
	return peer;
}

/** What `peer` sends after `edit`: its change since the last call. */
function change(peer: Y.Doc, edit: () => void): Uint8Array {
	const sv = Y.encodeStateVector(peer);
	edit();
	return Y.encodeStateAsUpdate(peer, sv);
}

const move = (meta: GameMeta, id: string) => ({ id, seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: meta.created });
const ids = (appended: PlainAppend | null) => appended?.entries.map((e) => (e as unknown[])[0]);

describe('plainAppend', () => {
	it('gives the entries a peer appended, in order', () => {
		const { doc, meta } = table();
		const peer = copyOf(doc);
		const u = change(peer, () => appendEvents(peer, meta, [move(meta, 'e1'), move(meta, 'e2')]));
		expect(ids(plainAppend(doc, docParts(doc).log, u))).toEqual(['e1', 'e2']);
		expect(plainAppend(doc, docParts(doc).log, u)?.onlyNew).toBe(true);
	});

	it('reads a whole copy of the game: what this document has is skipped, the new entries given', () => {
		const { doc, meta } = table();
		appendEvents(doc, meta, [move(meta, 'e1')]);
		const peer = copyOf(doc);
		appendEvents(peer, meta, [move(meta, 'e2')]);
		expect(plainAppend(doc, docParts(doc).log, Y.encodeStateAsUpdate(peer))).toMatchObject({ onlyNew: false });
		expect(ids(plainAppend(doc, docParts(doc).log, Y.encodeStateAsUpdate(peer)))).toEqual(['e2']);
		expect(plainAppend(doc, docParts(doc).log, Y.encodeStateAsUpdate(doc))).toEqual({ entries: [], onlyNew: false });
	});

	it('takes entries placed after another peer’s entry this document has, and after one the same update adds', () => {
		const { doc, meta } = table();
		const a = copyOf(doc);
		const b = copyOf(doc);
		const fromA = change(a, () => appendEvents(a, meta, [move(meta, 'a1')]));
		Y.applyUpdate(doc, fromA);
		Y.applyUpdate(b, fromA);
		const fromB = change(b, () => {
			appendEvents(b, meta, [move(meta, 'b1')]);
			appendEvents(b, meta, [move(meta, 'b2')]);
		});
		expect(ids(plainAppend(doc, docParts(doc).log, fromB))).toEqual(['b1', 'b2']);
	});

	it('leaves to the shadow an entry placed next to one this document does not have yet', () => {
		const { doc, meta } = table();
		const a = copyOf(doc);
		const b = copyOf(doc);
		const fromA = change(a, () => appendEvents(a, meta, [move(meta, 'a1')]));
		Y.applyUpdate(b, fromA);
		const fromB = change(b, () => appendEvents(b, meta, [move(meta, 'b1')]));
		expect(plainAppend(doc, docParts(doc).log, fromB)).toBeNull();
	});

	it.each([
		['deletes an entry', (p: Y.Doc) => docParts(p).log.delete(0, 1)],
		['writes the description', (p: Y.Doc) => docParts(p).meta.set('title', 'Mine')],
		['writes a seat', (p: Y.Doc) => docParts(p).seats.set('s1', { id: 's1', name: 'Eve' })],
		['adds a root type', (p: Y.Doc) => p.getArray('evil').push([1])],
		['puts a shared type in the log', (p: Y.Doc) => docParts(p).log.push([new Y.Map() as never])],
		['writes text into the log', (p: Y.Doc) => p.getText('log2').insert(0, 'x')]
	])('leaves to the shadow an update that %s', (_what, edit) => {
		const { doc, meta } = table();
		appendEvents(doc, meta, [move(meta, 'e1')]);
		const peer = copyOf(doc);
		expect(plainAppend(doc, docParts(doc).log, change(peer, () => edit(peer)))).toBeNull();
	});

	it('leaves to the shadow an update with a gap, and one that is not an update', () => {
		const { doc, meta } = table();
		const peer = copyOf(doc);
		change(peer, () => appendEvents(peer, meta, [move(meta, 'e1')]));
		const later = change(peer, () => appendEvents(peer, meta, [move(meta, 'e2')]));
		expect(plainAppend(doc, docParts(doc).log, later)).toBeNull();
		expect(plainAppend(doc, docParts(doc).log, new Uint8Array([1, 2, 3]))).toBeNull();
	});
});
