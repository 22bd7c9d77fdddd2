import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyAwarenessUpdate, Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import type { HeadData } from '$engine/core';
import { shareHeads, type HeadCarrier } from './chainHeads';

/** Two presences that pass every change to each other, as a connection does. */
function linked() {
	const [a, b] = [new Awareness(new Y.Doc()), new Awareness(new Y.Doc())];
	a.on('update', ({ added, updated }: { added: number[]; updated: number[] }, origin: unknown) => origin !== 'wire' && applyAwarenessUpdate(b, encodeAwarenessUpdate(a, [...added, ...updated]), 'wire'));
	b.on('update', ({ added, updated }: { added: number[]; updated: number[] }, origin: unknown) => origin !== 'wire' && applyAwarenessUpdate(a, encodeAwarenessUpdate(b, [...added, ...updated]), 'wire'));
	return { a, b };
}

function carrier(): HeadCarrier & { head: HeadData | null; received: unknown[] } {
	const c = { head: null as HeadData | null, onHead: null as ((h: HeadData) => void) | null, received: [] as unknown[], receiveHead: (h: unknown) => void c.received.push(h) };
	return c;
}

describe('chain heads travel in the presence', () => {
	it("each new head reaches the other phone's fair play, and goes back in when the presence is set anew", () => {
		const { a, b } = linked();
		a.setLocalState({ name: 'Ana' });
		b.setLocalState({ name: 'Bo' });
		const [fa, fb] = [carrier(), carrier()];
		const stopA = shareHeads(a, fa);
		shareHeads(b, fb);
		const head = { n: 3, sig: 'x'.repeat(95) };
		fa.head = head;
		fa.onHead!(head);
		expect(fb.received.at(-1)).toEqual(head);
		// the presence is replaced (the page shown again, a seat picked): the head goes back in
		a.setLocalState({ name: 'Ana', seats: ['s0'] });
		expect(a.getLocalState()?.head).toEqual(head);
		expect(fb.received.at(-1)).toEqual(head);
		stopA();
		expect(fa.onHead).toBeNull();
	});
});
