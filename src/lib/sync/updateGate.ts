import * as Y from 'yjs';
import { checkEnvelope } from '$engine/core';
import { decodeEvent } from '$lib/store/codec';
import { docParts, readMeta } from '$lib/store/gameDoc';
import { afterPaint } from '$lib/timing/afterPaint';
import { LIMITS } from './limits';
import { applyAsIs } from './applyAsIs';
import { plainAppend, type PlainAppend } from './plainAppend';

/** `queued`: offered from inside another offer; it is checked right after, and refusals are reported through `onRefused`. */
export type GateVerdict = { ok: true; queued?: true } | { ok: false; reason: string };

const ROOTS = new Set(['meta', 'seats', 'log']);
const SHADOW = Symbol('shadow');

interface Changes {
	metaKeys: number;
	seatChanges: { key: string; action: 'add' | 'update' | 'delete'; oldValue: unknown }[];
	inserted: unknown[];
	deleted: number;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

function jsonSize(v: unknown): number {
	try {
		return JSON.stringify(v)?.length ?? 0;
	} catch {
		return Infinity;
	}
}

/** Why one log entry from a peer is not acceptable, or null when it is a well-formed event. */
export function entryProblem(raw: unknown, gameId: string | null): string | null {
	const e = decodeEvent(gameId ?? 'game', 0, raw);
	if (!e) return 'an entry of the history is not an event';
	const bad = checkEnvelope(e);
	if (bad) return `an entry of the history is damaged (${bad.message})`;
	if (gameId && !e.kind.startsWith(`${gameId}/`) && !e.kind.startsWith('core/')) return `"${e.kind}" is not a move of this game`;
	if (jsonSize(raw) > LIMITS.entryBytes) return 'an entry of the history is too large';
	return null;
}

/** The first problem among log entries from a peer, or null. */
function entriesProblem(entries: readonly unknown[], gameId: string | null): string | null {
	for (const raw of entries) {
		const bad = entryProblem(raw, gameId);
		if (bad) return bad;
	}
	return null;
}

function seatProblem(key: string, value: unknown): string | null {
	if (key.length > 16) return 'a seat has an invalid id';
	if (!isPlainObject(value) || typeof value.name !== 'string' || value.name.length > 64) return 'a seat is malformed';
	if (jsonSize(value) > LIMITS.seatBytes) return 'a seat is too large';
	return null;
}

/** A seat entry may gain fields (a device key, later), but what it already says never changes. */
function seatChangeProblem(key: string, before: unknown, after: unknown): string | null {
	const bad = seatProblem(key, after);
	if (bad) return bad;
	if (!isPlainObject(before)) return null;
	const next = after as Record<string, unknown>;
	for (const [k, v] of Object.entries(before)) {
		if (JSON.stringify(next[k]) !== JSON.stringify(v)) return `a seat was rewritten (${k})`;
	}
	return null;
}

/**
 * Checks every update a peer sends before it reaches the game document. The update is first applied
 * to a shadow copy of the document (kept equal to it), and only if the copy still holds a valid game
 * (history only appended to, every new entry a well-formed event of this game, meta written once,
 * seats never removed or rewritten, nothing outside meta/seats/log, sizes within LIMITS) is it
 * applied to the real document, with the sender as the transaction origin. A refused update leaves
 * the document and what is stored untouched; the shadow is rebuilt from the document.
 */
export class UpdateGate {
	readonly #doc: Y.Doc;
	readonly #log: object;
	readonly #tableId: string | null;
	#shadow!: Y.Doc;
	#changes: Changes | null = null;
	#applyingOrigin: unknown = SHADOW;
	#busy = false;
	#queue: { update: Uint8Array; origin: unknown }[] = [];
	readonly #onLocal: (update: Uint8Array, origin: unknown) => void;
	/** Updates the document has and the shadow not yet: this device's own, and appends let through
	 * without the shadow; copied to the shadow in a later task, or before the next check that needs it. */
	#local: Uint8Array[] = [];
	readonly #onRefused: (reason: string, origin: unknown) => void;
	#refused = 0;

	/**
	 * `tableId`: the table this document must belong to (checked when meta first arrives).
	 * `onRefused`: told of every refused update and who sent it (for a visible notice).
	 */
	constructor(doc: Y.Doc, opts: { tableId?: string; onRefused?: (reason: string, origin: unknown) => void } = {}) {
		this.#doc = doc;
		this.#log = docParts(doc).log;
		this.#tableId = opts.tableId ?? null;
		this.#onRefused = opts.onRefused ?? (() => {});
		this.#rebuild();
		// Copying lazily keeps the shadow off the path of a local move to the network.
		this.#onLocal = (update, origin) => {
			if (this.#busy && origin === this.#applyingOrigin) return;
			this.#local.push(update);
			if (this.#local.length === 1) afterPaint(() => this.#catchUp());
		};
		// V1, as the store and the transports listen: Yjs then encodes each transaction once
		doc.on('update', this.#onLocal);
	}

	/** How many updates were refused since this gate was made. */
	get refused() {
		return this.#refused;
	}

	#rebuild() {
		this.#local = [];
		this.#shadow?.destroy();
		const shadow = new Y.Doc({ gc: this.#doc.gc });
		Y.applyUpdate(shadow, Y.encodeStateAsUpdate(this.#doc), SHADOW);
		const { meta, seats, log } = docParts(shadow);
		meta.observe((e) => {
			if (this.#changes) this.#changes.metaKeys += e.changes.keys.size;
		});
		seats.observe((e) => {
			const c = this.#changes;
			if (!c) return;
			e.changes.keys.forEach((change, key) => c.seatChanges.push({ key, action: change.action, oldValue: change.oldValue }));
		});
		log.observe((e) => {
			const c = this.#changes;
			if (!c) return;
			for (const op of e.changes.delta) {
				if (op.delete) c.deleted += op.delete;
				if (Array.isArray(op.insert)) c.inserted.push(...op.insert);
			}
		});
		this.#shadow = shadow;
	}

	/**
	 * Checks `update` and applies it to the document with `origin` when it is acceptable. Calls made
	 * while another is in progress (from a document observer) are handled in order after it.
	 */
	offer(update: Uint8Array, origin: unknown): GateVerdict {
		if (this.#busy) {
			this.#queue.push({ update, origin });
			return { ok: true, queued: true };
		}
		this.#busy = true;
		try {
			const verdict = this.#offerOne(update, origin);
			while (this.#queue.length) {
				const next = this.#queue.shift()!;
				this.#offerOne(next.update, next.origin);
			}
			return verdict;
		} finally {
			this.#busy = false;
		}
	}

	#offerOne(update: Uint8Array, origin: unknown): GateVerdict {
		if (!(update instanceof Uint8Array) || update.byteLength > LIMITS.updateBytes) {
			return this.#refuse('an update was too large', origin);
		}
		const appended = plainAppend(this.#doc, this.#log, update);
		if (appended) return this.#letThrough(appended, update, origin);
		this.#catchUp();
		const hadMeta = readMeta(this.#shadow) !== null;
		const changes: Changes = { metaKeys: 0, seatChanges: [], inserted: [], deleted: 0 };
		this.#changes = changes;
		try {
			Y.applyUpdate(this.#shadow, update, SHADOW);
		} catch {
			return this.#refuse('an update was malformed', origin);
		} finally {
			this.#changes = null;
		}
		const problem = this.#problemOf(changes, hadMeta);
		if (problem) return this.#refuse(problem, origin);
		this.#applyingOrigin = origin;
		try {
			Y.applyUpdate(this.#doc, update, origin);
		} finally {
			this.#applyingOrigin = SHADOW;
		}
		return { ok: true };
	}

	/**
	 * An update that only adds entries to the log (plainAppend.ts) is checked entry by entry and
	 * applied without the shadow, which gets it later with this device's own updates.
	 */
	#letThrough({ entries, onlyNew }: PlainAppend, update: Uint8Array, origin: unknown): GateVerdict {
		const bad = entriesProblem(entries, readMeta(this.#doc)?.game ?? null);
		if (bad) return this.#refuse(bad, origin);
		if (onlyNew) applyAsIs(this.#doc, update, origin);
		else Y.applyUpdate(this.#doc, update, origin);
		return { ok: true };
	}

	/** Copies to the shadow what the document has and it has not. */
	#catchUp() {
		if (!this.#local.length || this.#shadow.isDestroyed) return;
		const local = this.#local;
		this.#local = [];
		// one by one in one transaction: merging them first cost more than applying them
		Y.transact(this.#shadow, () => local.forEach((u) => Y.applyUpdate(this.#shadow, u, SHADOW)), SHADOW);
	}

	#problemOf(c: Changes, hadMeta: boolean): string | null {
		for (const key of this.#shadow.share.keys()) if (!ROOTS.has(key)) return 'an update added data outside the game';
		const meta = readMeta(this.#shadow);
		if (c.metaKeys > 0) {
			if (hadMeta) return 'an update tried to rewrite the game description';
			if (!meta) return 'an update carried an incomplete game description';
			if (this.#tableId !== null && meta.tableId !== this.#tableId) return 'an update belongs to another table';
		}
		if (c.deleted > 0) return 'an update tried to delete moves from the history';
		const seats = docParts(this.#shadow).seats;
		for (const s of c.seatChanges) {
			if (s.action === 'delete') return 'an update tried to remove a seat';
			const bad = s.action === 'add' ? seatProblem(s.key, seats.get(s.key)) : seatChangeProblem(s.key, s.oldValue, seats.get(s.key));
			if (bad) return bad;
		}
		return entriesProblem(c.inserted, meta?.game ?? null);
	}

	#refuse(reason: string, origin: unknown): GateVerdict {
		this.#refused++;
		this.#rebuild();
		this.#onRefused(reason, origin);
		return { ok: false, reason };
	}

	destroy() {
		this.#doc.off('update', this.#onLocal);
		this.#shadow.destroy();
		this.#queue = [];
	}
}
