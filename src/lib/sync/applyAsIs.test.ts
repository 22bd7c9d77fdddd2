import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyAsIs } from './applyAsIs';

/** A document with one entry, and what a peer that has it sends when it adds `n` more. */
function table(n = 1) {
	const doc = new Y.Doc();
	doc.getArray<number>('log').push([0]);
	const peer = new Y.Doc();
	Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
	const sv = Y.encodeStateVector(peer);
	peer.getArray<number>('log').push(Array.from({ length: n }, (_, i) => i + 1));
	return { doc, peer, update: Y.encodeStateAsUpdate(peer, sv) };
}

describe('applyAsIs', () => {
	it("applies the update and hands its own bytes to the document's listeners, after the observers", () => {
		const { doc, peer, update } = table(2);
		const heard: string[] = [];
		let got: Uint8Array | null = null;
		doc.getArray('log').observe(() => heard.push('observer'));
		doc.on('update', (u: Uint8Array, origin: unknown) => {
			heard.push(`update from ${origin}`);
			got = u;
		});
		applyAsIs(doc, update, 'peer');
		expect(doc.getArray('log').toArray()).toEqual([0, 1, 2]);
		expect(heard).toEqual(['observer', 'update from peer']);
		expect(got).toBe(update);
		expect(Y.encodeStateVector(doc)).toEqual(Y.encodeStateVector(peer));
	});

	it('gives the listeners what Yjs would have: a copy fed from them ends up equal', () => {
		const { doc, update } = table(3);
		const copy = new Y.Doc();
		Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
		doc.on('update', (u: Uint8Array) => Y.applyUpdate(copy, u));
		applyAsIs(doc, update, null);
		expect(copy.getArray('log').toArray()).toEqual(doc.getArray('log').toArray());
	});

	it('keeps the listeners for the next update, and one added by an observer meanwhile (which Yjs tells of that update itself)', () => {
		const { doc, update } = table();
		let first = 0;
		let added = 0;
		doc.on('update', () => first++);
		doc.getArray('log').observe(() => {
			if (added === 0) doc.on('update', () => added++);
		});
		applyAsIs(doc, update, null);
		doc.getArray('log').push([9]);
		expect(first).toBe(2);
		expect(added).toBe(2);
	});

	it('inside another transaction, leaves the telling to Yjs (once, when that one ends)', () => {
		const { doc, update } = table();
		const heard: number[] = [];
		doc.on('update', () => heard.push(doc.getArray('log').length));
		doc.transact(() => applyAsIs(doc, update, null));
		expect(heard).toEqual([2]);
	});

	it('works on a document nobody listens to', () => {
		const { doc, update } = table();
		applyAsIs(doc, update, null);
		expect(doc.getArray('log').length).toBe(2);
	});
});
