import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import type { GameEvent } from '$engine/core';
import { appendEvents, docParts, readLog, readMeta } from '$lib/store/gameDoc';
import { duelGame } from './duelTable';
import type { Channel } from './channel';
import { PeerLink } from './peerLink';
import { UpdateGate } from './updateGate';

/** For mesh.test.ts (not part of the app): devices paired over an in-memory network the test drives. */

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

export class End implements Channel {
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

export interface Device {
	doc: Y.Doc;
	gate: UpdateGate;
	awareness: Awareness;
	links: Map<number, PeerLink>;
	appended: string[];
	/** Every update the document told its listeners of: what the store saves. */
	stored: Uint8Array[];
}

export type Op =
	| { op: 'append'; device: number; move: number; arg: number }
	| { op: 'connect' | 'disconnect'; a: number; b: number }
	| { op: 'deliver' | 'drop'; pick: number };

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

export function run(n: number, joiners: boolean, ops: Op[], seed: number) {
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
export function quiet(net: Network) {
	for (let k = 0; net.inflight.length; k++) {
		if (k > 10_000) throw new Error(`still sending after ${k} messages`);
		net.deliver(0);
	}
}

/** The device as it opens again: a new document from what was stored. */
export function reloaded(d: Device): Y.Doc {
	const doc = new Y.Doc({ guid: 'reloaded' });
	Y.applyUpdate(doc, Y.mergeUpdates(d.stored));
	return doc;
}

/** Every log entry, meta and seats, as stored by a device (what a reload shows). */
export function storedState(d: Device) {
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
export function hex(bytes: Uint8Array): string {
	return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

export function destroyAll(devices: Device[]) {
	for (const d of devices) {
		for (const l of d.links.values()) l.destroy();
		d.gate.destroy();
		d.awareness.destroy();
		d.doc.destroy();
	}
}
