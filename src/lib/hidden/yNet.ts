/**
 * For tests: phones holding a game document each, joined by links that hold every update in flight
 * until the test delivers it (in any order) or drops it. A phone forwards what it receives to its
 * other links (store and forward), and a link that opens sends what the other side lacks, as the
 * sync protocol's first exchange does.
 */
import * as Y from 'yjs';
import { newGameDoc, type GameMeta } from '$lib/store/gameDoc';
import { logOf } from '$lib/store/gameLog';
import type { SeatInfo } from '$engine/core';
import { hiddenLogOf, type HiddenLog } from './hiddenLog';

const NET = Symbol('net');

export class YNet {
	readonly docs: Y.Doc[];
	readonly logs: HiddenLog[];
	readonly meta: GameMeta;
	inflight: { from: number; to: number; update: Uint8Array }[] = [];
	readonly #links = new Set<string>();

	/** `seed` draws the client ids, which order concurrent appends: a run repeats from its seed. */
	constructor(n: number, game: string, seats: SeatInfo[], seed = 0) {
		const origin = newGameDoc({ game, title: 'Hidden', options: {}, seats, created: 1_700_000_000_000 });
		this.meta = origin.meta;
		this.docs = Array.from({ length: n }, (_, i) => {
			const doc = new Y.Doc();
			doc.clientID = ((Math.imul(seed ^ (i * 0x9e3779b9), 2654435761) >>> 0) % 0xffff0000) + i;
			Y.applyUpdate(doc, Y.encodeStateAsUpdate(origin.doc));
			doc.on('update', (update: Uint8Array, from: unknown) => this.#forward(i, update, from));
			return doc;
		});
		this.logs = this.docs.map((d) => hiddenLogOf(logOf(d)));
	}

	linked(a: number, b: number): boolean {
		return this.#links.has(`${a}-${b}`);
	}

	#forward(from: number, update: Uint8Array, origin: unknown) {
		const cameFrom = (origin as { [NET]?: number } | null)?.[NET];
		for (let to = 0; to < this.docs.length; to++) if (to !== from && to !== cameFrom && this.linked(from, to)) this.inflight.push({ from, to, update });
	}

	connect(a: number, b: number) {
		if (a === b || this.linked(a, b)) return;
		this.#links.add(`${a}-${b}`);
		this.#links.add(`${b}-${a}`);
		this.inflight.push({ from: a, to: b, update: Y.encodeStateAsUpdate(this.docs[a], Y.encodeStateVector(this.docs[b])) });
		this.inflight.push({ from: b, to: a, update: Y.encodeStateAsUpdate(this.docs[b], Y.encodeStateVector(this.docs[a])) });
	}

	/** A link breaks: what it had in flight is lost. */
	disconnect(a: number, b: number) {
		this.#links.delete(`${a}-${b}`);
		this.#links.delete(`${b}-${a}`);
		this.inflight = this.inflight.filter((m) => !((m.from === a && m.to === b) || (m.from === b && m.to === a)));
	}

	deliver(i: number) {
		const [m] = this.inflight.splice(i, 1);
		if (this.linked(m.from, m.to)) Y.applyUpdate(this.docs[m.to], m.update, { [NET]: m.from });
	}

	drop(i: number) {
		this.inflight.splice(i, 1);
	}

	/** Every link breaks, a chain forms, and everything is delivered in order. */
	settle() {
		for (let a = 0; a < this.docs.length; a++) for (let b = 0; b < this.docs.length; b++) this.disconnect(a, b);
		for (let i = 0; i + 1 < this.docs.length; i++) this.connect(i, i + 1);
		for (let k = 0; this.inflight.length; k++) {
			if (k > 100_000) throw new Error('still sending after 100000 messages');
			this.deliver(0);
		}
	}

	destroy() {
		for (const d of this.docs) d.destroy();
	}
}
