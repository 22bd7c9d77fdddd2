import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deferWrites, type Saved, type WriteAhead, type WriteTimes } from './deferredWrites';

/** Write times run by hand: `soon` and `later` queues. */
function manual() {
	const soon: (() => void)[] = [];
	const later: (() => void)[] = [];
	const when: WriteTimes = { soon: (run) => soon.push(run), later: (run) => later.push(run) };
	const runAll = (q: (() => void)[]) => q.splice(0).forEach((r) => r());
	return { when, soon, later, runSoon: () => runAll(soon), runLater: () => runAll(later), runAll: () => (runAll(soon), runAll(later)) };
}

/** A journal in a map; `full` makes it refuse. */
function journal() {
	const kept = new Map<string, Uint8Array>();
	let n = 0;
	const state = { full: false };
	const ahead: WriteAhead = {
		keep: (u) => {
			if (state.full) return null;
			const key = `k${n++}`;
			kept.set(key, u);
			return key;
		},
		forget: (keys) => keys.forEach((k) => kept.delete(k))
	};
	return { ahead, kept, state };
}

function replay(updates: Uint8Array[], v2 = true): Y.Doc {
	const copy = new Y.Doc();
	for (const u of updates) (v2 ? Y.applyUpdateV2 : Y.applyUpdate)(copy, u);
	return copy;
}

/** An update made by another device, applied as a link applies it. */
function fromPeer(doc: Y.Doc, item: string) {
	const other = new Y.Doc();
	Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
	const before = Y.encodeStateVector(other);
	other.getArray('log').push([item]);
	Y.applyUpdate(doc, Y.encodeStateAsUpdate(other, before), { fromPeer: true });
}

/** A document whose writes go to `written` (their `saved` to `pending`), at times run by hand. */
function watched(withJournal = true) {
	const doc = new Y.Doc();
	const written: Uint8Array[] = [];
	const pending: Saved[] = [];
	const times = manual();
	const j = journal();
	const writes = deferWrites(
		doc,
		(u, saved) => {
			written.push(u);
			pending.push(saved);
		},
		withJournal ? j.ahead : null,
		times.when
	);
	const commit = () => pending.splice(0).forEach((s) => s());
	return { doc, written, times, writes, journal: j, commit };
}

describe('deferWrites', () => {
	it('writes updates at the later time, merged, out of the transaction that made them', () => {
		const { doc, written, times } = watched();
		const log = doc.getArray('log');
		log.push(['a']);
		log.push(['b']);
		expect(written).toHaveLength(0);
		times.runSoon();
		expect(written).toHaveLength(0);
		times.runLater();
		expect(written).toHaveLength(1);
		expect(replay(written).getArray('log').toArray()).toEqual(['a', 'b']);
	});

	it("by default keeps this device's updates in the journal before the task that made them ends, and writes them after", async () => {
		const doc = new Y.Doc();
		const written: Uint8Array[] = [];
		const j = journal();
		deferWrites(doc, (u, saved) => (written.push(u), saved()), j.ahead);
		const log = doc.getArray('log');
		log.push(['a']);
		log.push(['b']);
		expect(j.kept.size).toBe(0); // not inside the transaction that sends the move
		// a microtask, not a timer or a frame: a page left right after a tap must not lose the move
		await Promise.resolve();
		expect(j.kept.size).toBe(1);
		expect(replay([...j.kept.values()], false).getArray('log').toArray()).toEqual(['a', 'b']);
		expect(written).toHaveLength(0);
		await new Promise((ok) => setTimeout(ok, 150)); // no frames here: afterPaint's fallback timer
		expect(written).toHaveLength(1);
		expect(replay(written).getArray('log').toArray()).toEqual(['a', 'b']);
		expect(j.kept.size).toBe(0); // saved: off the journal
	});

	it('takes updates off the journal only once their write has committed', () => {
		const { doc, journal, times, commit } = watched();
		doc.getArray('log').push(['a']);
		times.runAll();
		expect(journal.kept.size).toBe(1);
		doc.getArray('log').push(['b']);
		times.runSoon();
		expect(journal.kept.size).toBe(2);
		commit(); // the first write
		expect([...journal.kept.keys()]).toEqual(['k1']); // 'b', still waiting for its write
		times.runLater();
		commit();
		expect(journal.kept.size).toBe(0);
	});

	it('writes own updates at once, in that microtask, when there is no journal or it is full', () => {
		const none = watched(false);
		none.doc.getArray('log').push(['a']);
		expect(none.written).toHaveLength(0);
		none.times.runSoon();
		expect(replay(none.written).getArray('log').toArray()).toEqual(['a']);

		const full = watched();
		full.journal.state.full = true;
		full.doc.getArray('log').push(['a']);
		full.times.runSoon();
		expect(replay(full.written).getArray('log').toArray()).toEqual(['a']);
		full.times.runLater(); // nothing left
		expect(full.written).toHaveLength(1);
	});

	it("keeps another device's updates out of the journal and writes them at the later time", () => {
		const { doc, written, times, journal } = watched();
		fromPeer(doc, 'p1');
		expect(times.soon).toHaveLength(0);
		times.runLater();
		expect(journal.kept.size).toBe(0);
		expect(replay(written).getArray('log').toArray()).toEqual(['p1']);
	});

	it('merges the updates made before the write, whatever their origin, into one write', () => {
		const { doc, written, times } = watched();
		const log = doc.getArray('log');
		log.push(['a']);
		log.push(['b']);
		fromPeer(doc, 'c');
		log.push(['d']);
		times.runAll();
		expect(written).toHaveLength(1);
		expect(replay(written).getArray('log').toArray()).toEqual(['a', 'b', 'c', 'd']);
	});

	it('on demand (the page is hidden or left), keeps own updates in the journal and writes everything', () => {
		const { doc, written, times, writes, journal, commit } = watched();
		fromPeer(doc, 'p');
		doc.getArray('log').push(['a']);
		writes.flush();
		expect(journal.kept.size).toBe(1); // until the write commits, which a leaving page may not see
		expect(replay(written).getArray('log').toArray()).toEqual(['p', 'a']);
		times.runAll();
		expect(written).toHaveLength(1);
		commit();
		expect(journal.kept.size).toBe(0);
	});

	it('writes what waits when the document is destroyed', () => {
		const { doc, written, times } = watched();
		doc.getArray('log').push(['a']);
		fromPeer(doc, 'b');
		doc.destroy();
		expect(written).toHaveLength(1);
		times.runAll();
		expect(written).toHaveLength(1);
		expect(replay(written).getArray('log').toArray()).toEqual(['a', 'b']);
	});

	it('writes nothing more once stopped', () => {
		const { doc, written, times, writes, journal } = watched();
		writes.stop();
		doc.getArray('log').push(['a']);
		times.runAll();
		expect(written).toHaveLength(0);
		expect(journal.kept.size).toBe(0);
	});
});
