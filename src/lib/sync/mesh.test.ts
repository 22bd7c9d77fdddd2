import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { foldLog, type GameEvent } from '$engine/core';
import { counters } from '$engine/counters';
import { appendEvents, docParts, readLog, readMeta, readSeats } from '$lib/store/gameDoc';
import { duelGame } from './duelTable';
import type { Channel } from './channel';
import { PeerLink } from './peerLink';
import { UpdateGate } from './updateGate';
import { updateMessage } from './protocol';

/**
 * An in-memory network: every message sent is held in flight until the test delivers it (in any
 * order) or drops it. Closing a connection loses what it still had in flight, as a broken
 * WebRTC connection does.
 */
class Network {
	inflight: { to: End; message: Uint8Array }[] = [];
	pair(): [End, End] {
		const a = new End(this);
		const b = new End(this);
		a.peer = b;
		b.peer = a;
		return [a, b];
	}
	deliver(i: number) {
		const [m] = this.inflight.splice(i, 1);
		if (m.to.open) m.to.receive(m.message);
	}
	drop(i: number) {
		this.inflight.splice(i, 1);
	}
}

class End implements Channel {
	open = true;
	peer!: End;
	receive: (m: Uint8Array) => void = () => {};
	#closed: () => void = () => {};
	constructor(private readonly net: Network) {}
	send(message: Uint8Array) {
		if (this.open && this.peer.open) this.net.inflight.push({ to: this.peer, message: message.slice() });
	}
	onMessage(receive: (m: Uint8Array) => void) {
		this.receive = receive;
	}
	onClose(closed: () => void) {
		this.#closed = closed;
	}
	close() {
		if (!this.open) return;
		this.open = false;
		this.peer.open = false;
		this.net.inflight = this.net.inflight.filter((m) => m.to !== this && m.to !== this.peer);
		this.#closed();
		this.peer.#closed();
	}
}

// The test's documents are given a guid (which no update carries): otherwise each draws a random one,
// 31 calls to crypto, a tenth of the property test's time.

interface Device {
	doc: Y.Doc;
	gate: UpdateGate;
	awareness: Awareness;
	links: Map<number, PeerLink>;
	appended: string[];
	/** Every update the document told its listeners of: what the store saves. */
	stored: Uint8Array[];
}

type Op =
	| { op: 'append'; device: number; move: number; arg: number }
	| { op: 'connect' | 'disconnect'; a: number; b: number }
	| { op: 'deliver' | 'drop'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
	{ weight: 4, arbitrary: fc.record({ op: fc.constant('append' as const), device: fc.nat(4), move: fc.nat(3), arg: fc.integer({ min: -3, max: 3 }) }) },
	{ weight: 2, arbitrary: fc.record({ op: fc.constant('connect' as const), a: fc.nat(4), b: fc.nat(4) }) },
	{ weight: 1, arbitrary: fc.record({ op: fc.constant('disconnect' as const), a: fc.nat(4), b: fc.nat(4) }) },
	{ weight: 6, arbitrary: fc.record({ op: fc.constant('deliver' as const), pick: fc.nat() }) },
	{ weight: 1, arbitrary: fc.record({ op: fc.constant('drop' as const), pick: fc.nat() }) }
);

function moveOf(d: Device, n: number, move: number, arg: number): GameEvent | null {
	const meta = readMeta(d.doc);
	if (!meta) return null;
	const id = `d${n}-${d.appended.length}`;
	const seat = `s${Math.abs(arg) % 2}`;
	const at = meta.created;
	if (move === 0) return { id, seat, kind: 'counters/adjust', data: { player: seat, counter: 'life', delta: arg || 1 }, at };
	if (move === 1) return { id, seat, kind: 'counters/round', data: { delta: arg >= 0 ? 1 : -1 }, at };
	const log = readLog(d.doc, meta);
	if (move === 2 && log.length) return { id, seat, kind: 'core/undo', data: { target: log[Math.abs(arg * 7919) % log.length].id }, at };
	return { id, seat, kind: 'counters/turn', data: { seat }, at };
}

function run(n: number, joiners: boolean, ops: Op[], seed: number) {
	const { doc: origin, meta } = duelGame('Mesh', { life: 20, poison: true });
	const net = new Network();
	const devices: Device[] = Array.from({ length: n }, (_, i) => {
		const doc = new Y.Doc({ guid: `device ${i}` });
		// Client ids decide the order of concurrent entries: drawn from the seed, so that a run repeats.
		doc.clientID = (Math.imul(seed ^ (i * 0x9e3779b9), 2654435761) >>> 0) % 0xffff0000 + i;
		// Device 0 made the game; the others either hold a copy already or join with nothing.
		if (i === 0 || !joiners) Y.applyUpdate(doc, Y.encodeStateAsUpdate(origin));
		const awareness = new Awareness(doc);
		awareness.setLocalState({ name: `device ${i}` });
		const stored: Uint8Array[] = [Y.encodeStateAsUpdate(doc)];
		doc.on('update', (u: Uint8Array) => stored.push(u));
		return { doc, gate: new UpdateGate(doc, { tableId: meta.tableId }), awareness, links: new Map(), appended: [], stored };
	});
	const connect = (a: number, b: number) => {
		if (a === b || devices[a].links.has(b)) return;
		const [ea, eb] = net.pair();
		const link = (me: number, other: number, end: End) => {
			const d = devices[me];
			const l = new PeerLink({ doc: d.doc, gate: d.gate, awareness: d.awareness, channel: end, onClose: () => d.links.get(other) === l && d.links.delete(other) });
			d.links.set(other, l);
		};
		link(a, b, ea);
		link(b, a, eb);
	};
	for (const o of ops) {
		if (o.op === 'append') {
			const d = devices[o.device % n];
			const e = moveOf(d, o.device % n, o.move, o.arg);
			if (e) {
				appendEvents(d.doc, readMeta(d.doc)!, [e], 'local');
				d.appended.push(e.id);
			}
		} else if (o.op === 'connect') connect(o.a % n, o.b % n);
		else if (o.op === 'disconnect') devices[o.a % n].links.get(o.b % n)?.destroy();
		else if (net.inflight.length) net[o.op]((o as { pick: number }).pick % net.inflight.length);
	}
	// Reconnect: every old connection breaks (losing what it had in flight), then a chain forms, so
	// that the ends only converge through the devices between them, and everything is delivered.
	for (const d of devices) for (const l of [...d.links.values()]) l.destroy();
	for (let i = 0; i + 1 < n; i++) connect(i, i + 1);
	let s = seed >>> 0;
	for (let k = 0; net.inflight.length; k++) {
		if (k > 100_000) throw new Error('still sending after 100000 messages');
		s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
		net.deliver(s % net.inflight.length);
	}
	quiet(net);
	return { devices, meta, origin, net, connect };
}

/** Delivers everything in flight, in order, until nothing more is sent (or fails: messages that never end). */
function quiet(net: Network) {
	for (let k = 0; net.inflight.length; k++) {
		if (k > 10_000) throw new Error(`still sending after ${k} messages`);
		net.deliver(0);
	}
}

/** The device as it opens again: a new document from what was stored. */
function reloaded(d: Device): Y.Doc {
	const doc = new Y.Doc({ guid: 'reloaded' });
	Y.applyUpdate(doc, Y.mergeUpdates(d.stored));
	return doc;
}

/** Every log entry, meta and seats, as stored by a device (what a reload shows). */
function storedState(d: Device) {
	const doc = reloaded(d);
	try {
		const { meta, seats, log } = docParts(doc);
		return { meta: meta.toJSON(), seats: seats.toJSON(), log: log.toJSON(), sv: Y.encodeStateVector(doc), bytes: Y.encodeStateAsUpdate(doc) };
	} finally {
		doc.destroy();
	}
}

/**
 * Bytes as hex, to compare byte for byte: `toEqual` on a Uint8Array compares element by element
 * through its generic equality, which took half this file's time on documents of a few kB.
 */
function hex(bytes: Uint8Array): string {
	return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

function destroyAll(devices: Device[]) {
	for (const d of devices) {
		for (const l of d.links.values()) l.destroy();
		d.gate.destroy();
		d.awareness.destroy();
		d.doc.destroy();
	}
}

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
