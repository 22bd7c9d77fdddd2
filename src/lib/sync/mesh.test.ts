import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { foldLog } from '$engine/core';
import { counters } from '$engine/counters';
import { appendEvents, docParts, readLog, readMeta, readSeats } from '$lib/store/gameDoc';
import { updateMessage } from './protocol';
import { destroyAll, hex, quiet, run, storedState, type Device, type End, type Op } from './testMesh';

const opArb: fc.Arbitrary<Op> = fc.oneof(
	{ weight: 4, arbitrary: fc.record({ op: fc.constant('append' as const), device: fc.nat(4), move: fc.nat(3), arg: fc.integer({ min: -3, max: 3 }) }) },
	{ weight: 2, arbitrary: fc.record({ op: fc.constant('connect' as const), a: fc.nat(4), b: fc.nat(4) }) },
	{ weight: 1, arbitrary: fc.record({ op: fc.constant('disconnect' as const), a: fc.nat(4), b: fc.nat(4) }) },
	{ weight: 6, arbitrary: fc.record({ op: fc.constant('deliver' as const), pick: fc.nat() }) },
	{ weight: 1, arbitrary: fc.record({ op: fc.constant('drop' as const), pick: fc.nat() }) }
);

/** Runs of the property in all (MESH_RUNS to run more), shared evenly by the four sizes of mesh. */
const MESH_RUNS = Number(process.env.MESH_RUNS ?? 2000);

describe('sync over a mesh of paired devices', () => {
	// A test per number of devices (a quarter of the runs each), rather than one drawing it: each stays
	// well inside its time on a busy machine, and a failure names its size.
	it.each([2, 3, 4, 5])('%i devices with random appends, delivery order, drops and reconnects all fold to the same state', (n) => {
		fc.assert(
			fc.property(fc.boolean(), fc.array(opArb, { minLength: 40, maxLength: 160, size: 'max' }), fc.integer(), (joiners, ops, seed) => {
				const { devices, meta, origin } = run(n, joiners, ops, seed);
				try {
					const logs = devices.map((d) => readLog(d.doc, meta));
					const ids = logs[0].map((e) => e.id);
					for (const log of logs) expect(log).toEqual(logs[0]);
					// Nothing lost: every move made anywhere is in the converged history, once.
					expect(new Set(ids).size).toBe(ids.length);
					expect([...ids].sort()).toEqual(devices.flatMap((d) => d.appended).sort());
					for (const d of devices) {
						expect(readMeta(d.doc)).toEqual(meta);
						expect(readSeats(d.doc)).toEqual(readSeats(origin));
					}
					const setup = counters.setup({ options: meta.options as never, seats: readSeats(origin) });
					const folded = logs.map((log) => foldLog(counters, setup, log));
					for (const f of folded) expect(f).toEqual(folded[0]);
					// Presence converged too: every device sees every device.
					for (const d of devices) expect(d.awareness.getStates().size).toBe(n);
					for (const d of devices) expect(d.gate.refused).toBe(0);
					// Nothing shown and not saved: every device opens again to the same game, byte for byte.
					const stored = devices.map(storedState);
					const shown = { log: docParts(devices[0].doc).log.toJSON(), sv: hex(Y.encodeStateVector(devices[0].doc)) };
					for (const s of stored) {
						expect(s.log).toEqual(shown.log);
						expect(hex(s.sv)).toBe(shown.sv);
						expect(hex(s.bytes)).toBe(hex(stored[0].bytes));
					}
				} finally {
					destroyAll(devices);
					origin.destroy();
				}
			}),
			{ numRuns: Math.ceil(MESH_RUNS / 4) }
		);
	}, 120_000);

	it('a move that waited for the one it builds on is saved and passed on when that one arrives (phones in a chain)', () => {
		// a - b - c - d: c hears b's move (built on a's) before a's, which b passes on
		const { devices, meta, net } = run(4, false, [], 1);
		const [a, b, c, d] = devices;
		const inFlight = (from: Device, to: Device) => net.inflight.flatMap((m, i) => (m.to === to.links.get(devices.indexOf(from))?.channel ? [i] : []));
		const ev = (id: string) => ({ id, seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: meta.created });
		try {
			appendEvents(a.doc, meta, [ev('a1')], 'local');
			net.deliver(inFlight(a, b)[0]); // b has a1, and passes it on to c
			appendEvents(b.doc, meta, [ev('b1')], 'local');
			const [relayed, own] = inFlight(b, c);
			net.deliver(own);
			expect(readLog(c.doc, meta)).toHaveLength(0);
			net.deliver(relayed);
			expect(readLog(c.doc, meta).map((e) => e.id)).toEqual(['a1', 'b1']);
			quiet(net);
			for (const x of devices) expect(readLog(x.doc, meta).map((e) => e.id)).toEqual(['a1', 'b1']);
			for (const x of devices) expect(storedState(x).log).toEqual(docParts(x.doc).log.toJSON());
			expect(d.gate.refused).toBe(0);
		} finally {
			destroyAll(devices);
		}
	});

	it('a phone that gets a move built on one it lost asks its peer for what it lacks', () => {
		const { devices, meta, net } = run(2, false, [], 1);
		const [a, b] = devices;
		const ev = (id: string) => ({ id, seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: meta.created });
		try {
			appendEvents(a.doc, meta, [ev('a1')], 'local');
			appendEvents(a.doc, meta, [ev('a2')], 'local');
			net.drop(0); // a1 is lost on the way; a2, built on it, arrives and waits
			net.deliver(0);
			expect(readLog(b.doc, meta)).toHaveLength(0);
			expect(b.gate.held).toBe(1);
			quiet(net);
			expect(readLog(b.doc, meta).map((e) => e.id)).toEqual(['a1', 'a2']);
		} finally {
			destroyAll(devices);
		}
	});

	it('three phones linked to each other go quiet once they have exchanged everything', () => {
		const { devices, meta, net, connect } = run(3, false, [], 1);
		try {
			connect(0, 2);
			appendEvents(devices[0].doc, meta, [{ id: 'x', seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: meta.created }], 'local');
			quiet(net);
			for (const x of devices) expect(readLog(x.doc, meta).map((e) => e.id)).toEqual(['x']);
		} finally {
			destroyAll(devices);
		}
	});

	it('a refused update closes the link it came by, and only that one', () => {
		const { devices, meta, net } = run(3, false, [], 1);
		try {
			const evil = new Y.Doc();
			Y.applyUpdate(evil, Y.encodeStateAsUpdate(devices[0].doc));
			const sv = Y.encodeStateVector(evil);
			docParts(evil).meta.set('title', 'Mine now');
			devices[0].links.get(1)!.channel.send(updateMessage(Y.encodeStateAsUpdate(evil, sv)));
			quiet(net);
			expect(readMeta(devices[1].doc)?.title).toBe('Mesh');
			expect(devices[1].links.has(0)).toBe(false);
			expect(devices[1].links.has(2)).toBe(true);
			appendEvents(devices[2].doc, meta, [{ id: 'still', seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: meta.created }], 'local');
			quiet(net);
			expect(readLog(devices[1].doc, meta).map((e) => e.id)).toEqual(['still']);
		} finally {
			destroyAll(devices);
		}
	});

	it('a device forwards what one peer sends it to its other peers', () => {
		const { devices, meta } = run(3, false, [], 1);
		const [a, b, c] = devices;
		expect(a.links.has(2)).toBe(false);
		appendEvents(a.doc, meta, [{ id: 'from-a', seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: meta.created }], 'local');
		// run() left the chain a-b-c connected; deliver until quiet.
		const net = (a.links.get(1)!.channel as End)['net'];
		while (net.inflight.length) net.deliver(0);
		expect(readLog(c.doc, meta).map((e) => e.id)).toEqual(['from-a']);
		expect(readLog(b.doc, meta).map((e) => e.id)).toEqual(['from-a']);
	});
});
