import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { deferWrites, type WriteTimes } from './deferredWrites';

/** Write times run by hand: `own` and `peers` queues. */
function manual() {
	const own: (() => void)[] = [];
	const peers: (() => void)[] = [];
	const when: WriteTimes = { own: (run) => own.push(run), peers: (run) => peers.push(run) };
	const runAll = (q: (() => void)[]) => q.splice(0).forEach((r) => r());
	return { when, own, peers, runOwn: () => runAll(own), runPeers: () => runAll(peers), runAll: () => (runAll(own), runAll(peers)) };
}

function replay(written: Uint8Array[]): Y.Doc {
	const copy = new Y.Doc();
	for (const u of written) Y.applyUpdateV2(copy, u);
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

/** A document whose writes go to `written`, at times run by hand. */
function watched() {
	const doc = new Y.Doc();
	const written: Uint8Array[] = [];
	const times = manual();
	const writes = deferWrites(doc, (u) => written.push(u), times.when);
	return { doc, written, times, writes };
}

describe('deferWrites', () => {
	it('writes updates out of the transaction that made them', () => {
		const { doc, written, times } = watched();
		doc.getArray('log').push(['a']);
		expect(written).toHaveLength(0);
		times.runAll();
		expect(written).toHaveLength(1);
		expect(replay(written).getArray('log').toArray()).toEqual(['a']);
	});

	it("by default writes this device's updates before the task that made them ends", async () => {
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

	it("writes another device's updates at the later time, or with this device's next write", () => {
		const { doc, written, times } = watched();
		fromPeer(doc, 'p1');
		expect(times.own).toHaveLength(0);
		expect(times.peers).toHaveLength(1);
		times.runPeers();
		expect(replay(written).getArray('log').toArray()).toEqual(['p1']);

		fromPeer(doc, 'p2');
		doc.getArray('log').push(['mine']);
		times.runOwn(); // the peer's update goes with this device's own
		expect(written).toHaveLength(2);
		expect(replay(written).getArray('log').toArray()).toEqual(['p1', 'p2', 'mine']);
		times.runPeers(); // nothing left for the later time
		expect(written).toHaveLength(2);
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

	it('writes what waits when the document is destroyed, and on demand', () => {
		const { doc, written, times, writes } = watched();
		doc.getArray('log').push(['a']);
		writes.flush();
		expect(written).toHaveLength(1);
		fromPeer(doc, 'b');
		doc.destroy();
		expect(written).toHaveLength(2);
		times.runAll();
		expect(written).toHaveLength(2);
		expect(replay(written).getArray('log').toArray()).toEqual(['a', 'b']);
	});

	it('writes nothing more once stopped', () => {
		const { doc, written, times, writes } = watched();
		writes.stop();
		doc.getArray('log').push(['a']);
		times.runAll();
		expect(written).toHaveLength(0);
	});
});
