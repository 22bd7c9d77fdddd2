import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deferWrites } from './deferredWrites';

function savingDoc() {
	const doc = new Y.Doc();
	const saved: { update: Uint8Array; origin: unknown }[] = [];
	doc.on('updateV2', (update: Uint8Array, origin: unknown) => saved.push({ update, origin }));
	return { doc, saved };
}

function manual() {
	const runs: (() => void)[] = [];
	return { schedule: (run: () => void) => runs.push(run), runAll: () => runs.splice(0).forEach((r) => r()) };
}

function replay(saved: { update: Uint8Array }[]): Y.Doc {
	const copy = new Y.Doc();
	for (const s of saved) Y.applyUpdateV2(copy, s.update);
	return copy;
}

describe('deferWrites', () => {
	it('hands updates to the listener in a later task, not in the one that made them', () => {
		const { doc, saved } = savingDoc();
		const tasks = manual();
		deferWrites(doc, tasks.schedule);
		doc.getArray('log').push(['a']);
		expect(saved).toHaveLength(0);
		tasks.runAll();
		expect(saved).toHaveLength(1);
		expect(replay(saved).getArray('log').toArray()).toEqual(['a']);
	});

	it('merges consecutive updates of one origin into one write, and keeps origins apart', () => {
		const { doc, saved } = savingDoc();
		const tasks = manual();
		deferWrites(doc, tasks.schedule);
		const log = doc.getArray('log');
		log.push(['a']);
		log.push(['b']);
		doc.transact(() => log.push(['c']), 'peer');
		log.push(['d']);
		tasks.runAll();
		expect(saved.map((s) => s.origin)).toEqual([null, 'peer', null]);
		expect(replay(saved).getArray('log').toArray()).toEqual(['a', 'b', 'c', 'd']);
	});

	it('flushes what waits when the document is destroyed, and on demand', () => {
		const { doc, saved } = savingDoc();
		const tasks = manual();
		const writes = deferWrites(doc, tasks.schedule);
		doc.getArray('log').push(['a']);
		writes.flush();
		expect(saved).toHaveLength(1);
		doc.getArray('log').push(['b']);
		doc.destroy();
		expect(saved).toHaveLength(2);
		tasks.runAll();
		expect(saved).toHaveLength(2);
		expect(replay(saved).getArray('log').toArray()).toEqual(['a', 'b']);
	});

	it('gives the listeners back their place when stopped', () => {
		const { doc, saved } = savingDoc();
		const tasks = manual();
		deferWrites(doc, tasks.schedule).stop();
		doc.getArray('log').push(['a']);
		expect(saved).toHaveLength(1);
	});
});

describe('deferWrites with a writer of its own', () => {
	it('saves through the writer instead of the listeners, and gives them back when stopped', () => {
		const { doc, saved } = savingDoc();
		const tasks = manual();
		const written: Uint8Array[] = [];
		const writes = deferWrites(doc, tasks.schedule, (u) => written.push(u));
		doc.getArray('log').push(['a']);
		tasks.runAll();
		expect(saved).toHaveLength(0);
		expect(replay(written.map((update) => ({ update }))).getArray('log').toArray()).toEqual(['a']);
		writes.stop();
		doc.getArray('log').push(['b']);
		expect(saved).toHaveLength(1);
	});
});
