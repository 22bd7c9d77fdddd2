import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deferWrites } from './deferredWrites';

function manual() {
	const runs: (() => void)[] = [];
	return { schedule: (run: () => void) => runs.push(run), runAll: () => runs.splice(0).forEach((r) => r()) };
}

function replay(written: Uint8Array[]): Y.Doc {
	const copy = new Y.Doc();
	for (const u of written) Y.applyUpdateV2(copy, u);
	return copy;
}

describe('deferWrites', () => {
	it('writes updates in a later task, not in the one that made them', () => {
		const doc = new Y.Doc();
		const written: Uint8Array[] = [];
		const tasks = manual();
		deferWrites(doc, (u) => written.push(u), tasks.schedule);
		doc.getArray('log').push(['a']);
		expect(written).toHaveLength(0);
		tasks.runAll();
		expect(written).toHaveLength(1);
		expect(replay(written).getArray('log').toArray()).toEqual(['a']);
	});

	it('by default writes before the task that made the updates ends, once its transactions are over', async () => {
		const doc = new Y.Doc();
		const written: Uint8Array[] = [];
		deferWrites(doc, (u) => written.push(u));
		const log = doc.getArray('log');
		log.push(['a']);
		log.push(['b']);
		expect(written).toHaveLength(0);
		// a microtask, not a timer or a frame: a page left right after a tap must not lose the move
		await Promise.resolve();
		expect(written).toHaveLength(1);
		expect(replay(written).getArray('log').toArray()).toEqual(['a', 'b']);
	});

	it('merges the updates of one task, whatever their origin, into one write', () => {
		const doc = new Y.Doc();
		const written: Uint8Array[] = [];
		const tasks = manual();
		deferWrites(doc, (u) => written.push(u), tasks.schedule);
		const log = doc.getArray('log');
		log.push(['a']);
		log.push(['b']);
		doc.transact(() => log.push(['c']), 'peer');
		log.push(['d']);
		tasks.runAll();
		expect(written).toHaveLength(1);
		expect(replay(written).getArray('log').toArray()).toEqual(['a', 'b', 'c', 'd']);
	});

	it('writes what waits when the document is destroyed, and on demand', () => {
		const doc = new Y.Doc();
		const written: Uint8Array[] = [];
		const tasks = manual();
		const writes = deferWrites(doc, (u) => written.push(u), tasks.schedule);
		doc.getArray('log').push(['a']);
		writes.flush();
		expect(written).toHaveLength(1);
		doc.getArray('log').push(['b']);
		doc.destroy();
		expect(written).toHaveLength(2);
		tasks.runAll();
		expect(written).toHaveLength(2);
		expect(replay(written).getArray('log').toArray()).toEqual(['a', 'b']);
	});

	it('writes nothing more once stopped', () => {
		const doc = new Y.Doc();
		const written: Uint8Array[] = [];
		const tasks = manual();
		deferWrites(doc, (u) => written.push(u), tasks.schedule).stop();
		doc.getArray('log').push(['a']);
		tasks.runAll();
		expect(written).toHaveLength(0);
	});
});
