import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deferWrites, type WriteAhead, type WriteDone, type WriteTimes } from './deferredWrites';

/** Write times run by hand: `soon` and `later` queues. */
function manual() {
	const soon: (() => void)[] = [];
	const later: (() => void)[] = [];
	const when: WriteTimes = { soon: (run) => soon.push(run), later: (run) => later.push(run) };
	const runAll = (q: (() => void)[]) => q.splice(0).forEach((r) => r());
	return { when, soon, later, runSoon: () => runAll(soon), runLater: () => runAll(later), runAll: () => (runAll(soon), runAll(later)) };
}

/** A journal in a map. */
function journal() {
	const kept = new Map<string, Uint8Array>();
	let n = 0;
	const ahead: WriteAhead = {
		keep: (u) => {
			const key = `k${n++}`;
			kept.set(key, u);
			return key;
		},
		forget: (key) => kept.delete(key)
	};
	return { ahead, kept };
}

function replay(updates: Iterable<Uint8Array>, v2 = true): Y.Doc {
	const copy = new Y.Doc();
	for (const u of updates) (v2 ? Y.applyUpdateV2 : Y.applyUpdate)(copy, u);
	return copy;
}

const items = (updates: Iterable<Uint8Array>, v2 = true) => replay(updates, v2).getArray('log').toArray();

/** An update made by another device, applied as a link applies it. */
function fromPeer(doc: Y.Doc, item: string) {
	const other = new Y.Doc();
	Y.applyUpdate(other, Y.encodeStateAsUpdate(doc));
	const before = Y.encodeStateVector(other);
	other.getArray('log').push([item]);
	Y.applyUpdate(doc, Y.encodeStateAsUpdate(other, before), { fromPeer: true });
}

/** A document whose writes go to `written` (their `done` to `pending`), at times run by hand. */
function watched(withJournal = true) {
	const doc = new Y.Doc();
	const written: Uint8Array[] = [];
	const strict: boolean[] = [];
	const pending: WriteDone[] = [];
	const times = manual();
	const j = journal();
	const writes = deferWrites(
		doc,
		(u, done, isStrict) => {
			written.push(u);
			strict.push(isStrict);
			pending.push(done);
		},
		withJournal ? j.ahead : null,
		times.when
	);
	const settle = (saved = true) => pending.splice(0).forEach((done) => done(saved));
	return { doc, log: doc.getArray('log'), written, strict, times, writes, journal: j, settle };
}

describe('deferWrites', () => {
	it('writes updates after the frame, merged whatever their origin, out of the transaction that made them', () => {
		const { log, doc, written, times, journal } = watched();
		log.push(['a']);
		log.push(['b']);
		fromPeer(doc, 'c');
		log.push(['d']);
		expect(written).toHaveLength(0);
		expect(times.soon).toHaveLength(0);
		times.runLater();
		expect(written).toHaveLength(1);
		expect(items(written)).toEqual(['a', 'b', 'c', 'd']);
		expect(journal.kept.size).toBe(0); // the page stayed: nothing for the journal
	});

	it('by default writes after the frame (here, with no frames, after the fallback timer)', async () => {
		const doc = new Y.Doc();
		const written: Uint8Array[] = [];
		deferWrites(doc, (u, done) => (written.push(u), done(true)), journal().ahead);
		doc.getArray('log').push(['a']);
		await Promise.resolve();
		expect(written).toHaveLength(0);
		await new Promise((ok) => setTimeout(ok, 150));
		expect(items(written)).toEqual(['a']);
	});

	it('when the page goes, keeps the unsaved updates in the journal (waiting or being written) and writes what waits', () => {
		const { log, doc, written, strict, times, writes, journal, settle } = watched();
		log.push(['a']);
		times.runLater(); // being written: not committed yet
		log.push(['b']);
		fromPeer(doc, 'p');
		writes.leaving();
		expect(journal.kept.size).toBe(3); // own and other devices' updates apart
		expect(items(journal.kept.values(), false)).toEqual(['a', 'b', 'p']);
		expect(written).toHaveLength(2);
		expect(items(written)).toEqual(['a', 'b', 'p']);
		// the first write started relaxed, before the journal had it; the one made as the page goes is strict
		expect(strict).toEqual([false, true]);
		settle();
		// a relaxed commit does not take moves off the journal: that batch is written again, strictly
		expect(journal.kept.size).toBe(1);
		expect(strict).toEqual([false, true, true]);
		expect(items([written[2]])).toEqual(['a']);
		settle();
		expect(journal.kept.size).toBe(0);
		writes.leaving(); // nothing unsaved
		expect(journal.kept.size).toBe(0);
	});

	it("keeps a failed write's updates in the journal at once, for the next start", () => {
		const { log, doc, times, journal, settle } = watched();
		fromPeer(doc, 'p');
		log.push(['a']);
		times.runLater();
		settle(false);
		// with the peer's update that this device's move follows
		expect(items(journal.kept.values(), false)).toEqual(['p', 'a']);
	});

	it('without a journal, writes own updates in a microtask, before the task of the tap ends', async () => {
		const { log, doc, written, times } = watched(false);
		fromPeer(doc, 'p');
		expect(times.soon).toHaveLength(0);
		log.push(['a']);
		times.runSoon();
		expect(items(written)).toEqual(['p', 'a']);
		times.runLater(); // nothing left
		expect(written).toHaveLength(1);

		const doc2 = new Y.Doc();
		const written2: Uint8Array[] = [];
		deferWrites(doc2, (u, done) => (written2.push(u), done(true)), null);
		doc2.getArray('log').push(['a']);
		await Promise.resolve();
		expect(items(written2)).toEqual(['a']);
	});

	it("keeps this device's own moves in the journal when a large update from a peer does not fit", () => {
		const doc = new Y.Doc();
		const kept: Uint8Array[] = [];
		const quota: WriteAhead = {
			keep: (u) => (u.byteLength > 1000 ? null : (kept.push(u), `k${kept.length}`)),
			forget: () => {}
		};
		const times = manual();
		const writes = deferWrites(doc, () => {}, quota, times.when);
		fromPeer(doc, 'p'.repeat(5000));
		const peerPart = Y.encodeStateAsUpdate(doc);
		doc.getArray('log').push(['mine']);
		writes.leaving();
		expect(kept).toHaveLength(1);
		// the own move, on top of what the peer (which keeps its update) sends again
		expect(items([peerPart, ...kept], false)).toEqual(['p'.repeat(5000), 'mine']);
	});

	it('writes what waits when the document is destroyed, and on demand', () => {
		const { log, doc, written, times, writes } = watched();
		log.push(['a']);
		writes.flush();
		expect(written).toHaveLength(1);
		fromPeer(doc, 'b');
		doc.destroy();
		expect(written).toHaveLength(2);
		times.runAll();
		expect(written).toHaveLength(2);
		expect(items(written)).toEqual(['a', 'b']);
	});

	it('writes nothing more once stopped', () => {
		const { log, written, times, writes } = watched();
		writes.stop();
		log.push(['a']);
		times.runAll();
		expect(written).toHaveLength(0);
	});
});
