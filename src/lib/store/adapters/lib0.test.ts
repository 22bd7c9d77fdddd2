// Contract test: the lib0 internal lib0.ts relies on, against the installed lib0 and Yjs. It fails
// when an upgrade renames `_observers` or changes what it holds.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { asideUntil } from './lib0';

function later() {
	let settle!: () => void;
	const settled = new Promise<void>((ok) => (settle = ok));
	return { settled, settle };
}

describe("lib0 Observable's _observers (lib0.ts)", () => {
	it("holds a Y.Doc's listeners, a Set per event name", () => {
		const doc = new Y.Doc();
		const listener = () => {};
		doc.on('updateV2', listener);
		expect(doc._observers).toBeInstanceOf(Map);
		expect(doc._observers.get('updateV2')).toEqual(new Set([listener]));
	});

	it('asideUntil: no listener hears the event until the promise settles, then all do, those added meanwhile too', async () => {
		const doc = new Y.Doc();
		const heard: string[] = [];
		doc.on('updateV2', () => heard.push('before'));
		const { settled, settle } = later();
		asideUntil(doc, 'updateV2', settled);
		doc.getMap('m').set('a', 1);
		doc.on('updateV2', () => heard.push('meanwhile'));
		expect(heard).toEqual([]);
		settle();
		await settled;
		doc.getMap('m').set('b', 2);
		expect(heard.sort()).toEqual(['before', 'meanwhile']);
	});

});
