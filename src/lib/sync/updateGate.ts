import * as Y from 'yjs';
import { docParts, readMeta } from '$lib/store/gameDoc';
import { afterPaint } from '$lib/timing/afterPaint';
import { descriptionDigest } from './description';
import { entriesProblem, seatChangeProblem, seatProblem } from './gateRules';
import { LIMITS, type Limits } from './limits';
import { LinkBudget } from './linkBudget';
import { arrived, decodeUpdate, missingParts, type DecodedUpdate, type Missing } from './missingParts';
import { plainAppend, type PlainAppend } from './plainAppend';
import { earlyProblem, placedBeforeOthers, ROOTS } from './structRules';

/**
 * `queued`: offered from inside another offer; it is checked right after, and refusals are
 * reported through `onRefused`. `held`: it builds on a part of the history not here yet, and waits
 * outside the document for it (ask the sender for what this device lacks: it has it).
 */
export type GateVerdict = { ok: true; queued?: true; held?: true } | { ok: false; reason: string };

const SHADOW = Symbol('shadow');

interface Changes {
	metaKeys: number;
	seatChanges: { key: string; action: 'add' | 'update' | 'delete'; oldValue: unknown }[];
	inserted: unknown[];
	deleted: number;
}

interface Held {
	update: Uint8Array;
	origin: unknown;
	missing: Missing;
}

export interface GateOptions {
	/** The table this document must belong to (checked when meta first arrives). */
	tableId?: string;
	/** The digest of the game's description the invite carried (description.ts), for a joining phone. */
	description?: string;
	/** Told of every refused update and who sent it (for a visible notice, and to drop that link). */
	onRefused?: (reason: string, origin: unknown) => void;
	/** Other bounds than LIMITS (tests). */
	limits?: Partial<Limits>;
	/** The clock of the per-link budget (tests). */
	now?: () => number;
}

/**
 * Checks every update a peer sends before it reaches the game document.
 *
 * An update that builds on a part of the history the document lacks (Yjs would keep it pending,
 * and integrate it later inside some other update that nobody checks) is held outside the
 * document, and offered again once that part arrived: the document never has pending parts, so
 * what an apply integrates is exactly what was checked, and what Yjs tells the store and the
 * relays of it is all of it (missingParts.ts).
 *
 * A complete update is first applied to a shadow copy of the document (kept equal to it), and only
 * if the copy still holds a valid game (history only appended to, at the end of its author's copy,
 * every new entry a well-formed event of this game, meta and seats written once, with the game,
 * nothing outside meta/seats/log, sizes within LIMITS) is it applied to the real document, with
 * the sender as the transaction origin. A refused update leaves the document and what is stored
 * untouched; the shadow is rebuilt from the document only when the refused update reached it.
 */
export class UpdateGate {
	readonly #doc: Y.Doc;
	readonly #log: object;
	readonly #tableId: string | null;
	readonly #description: string | null;
	readonly #limits: Limits;
	readonly #budget: LinkBudget;
	#shadow!: Y.Doc;
	#changes: Changes | null = null;
	#applyingOrigin: unknown = SHADOW;
	#busy = false;
	#queue: { update: Uint8Array; origin: unknown }[] = [];
	#held: Held[] = [];
	#heldBytes = 0;
	/** What the document took in so far (the encoded size of every update it told of). */
	#size = 0;
	readonly #onUpdate: (update: Uint8Array, origin: unknown) => void;
	/** Updates the document has and the shadow not yet: this device's own, and appends let through
	 * without the shadow; copied to the shadow in a later task, or before the next check that needs it. */
	#local: Uint8Array[] = [];
	readonly #onRefused: (reason: string, origin: unknown) => void;
	#refused = 0;
	#rebuilds = 0;

	constructor(doc: Y.Doc, opts: GateOptions = {}) {
		this.#doc = doc;
		this.#log = docParts(doc).log;
		this.#tableId = opts.tableId ?? null;
		this.#description = opts.description ?? null;
		this.#limits = { ...LIMITS, ...opts.limits };
		this.#budget = new LinkBudget(this.#limits, opts.now ?? Date.now);
		this.#onRefused = opts.onRefused ?? (() => {});
		this.#rebuild();
		// Copying lazily keeps the shadow off the path of a local move to the network.
		this.#onUpdate = (update, origin) => {
			this.#size += update.byteLength;
			if (this.#busy && origin === this.#applyingOrigin) return;
			this.#local.push(update);
			if (this.#local.length === 1) afterPaint(() => this.#catchUp());
		};
		// V1, as the store and the transports listen: Yjs then encodes each transaction once
		doc.on('update', this.#onUpdate);
	}

	/** How many updates were refused since this gate was made. */
	get refused() {
		return this.#refused;
	}

	/** How many times the shadow was rebuilt after a refused update had reached it. */
	get rebuilds() {
		return this.#rebuilds;
	}

	/** How many updates wait for a part of the history. */
	get held() {
		return this.#held.length;
	}

	#rebuild() {
		this.#local = [];
		this.#shadow?.destroy();
		const shadow = new Y.Doc({ gc: this.#doc.gc });
		const state = Y.encodeStateAsUpdate(this.#doc);
		this.#size = Math.max(this.#size, state.byteLength);
		Y.applyUpdate(shadow, state, SHADOW);
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
		if (!(update instanceof Uint8Array) || update.byteLength > this.#limits.updateBytes) return this.#refuse('an update was too large', origin);
		if (!this.#budget.take(origin, update.byteLength)) return this.#refuse('a device sent too much too fast', origin);
		const decoded = decodeUpdate(update);
		if (!decoded) return this.#refuse('an update was malformed', origin);
		const missing = missingParts(this.#doc, decoded);
		if (missing) return this.#hold({ update, origin, missing });
		const verdict = this.#check(update, decoded, origin);
		if (verdict.ok) this.#release();
		return verdict;
	}

	#hold(h: Held): GateVerdict {
		// per link, so that one peer filling the room cannot get an honest link's held updates refused
		const mine = this.#held.filter((x) => x.origin === h.origin);
		const mineBytes = mine.reduce((n, x) => n + x.update.byteLength, 0) + h.update.byteLength;
		const full = this.#held.length >= 8 * this.#limits.heldUpdates || this.#heldBytes + h.update.byteLength > 8 * this.#limits.heldBytes;
		if (full || mine.length >= this.#limits.heldUpdates || mineBytes > this.#limits.heldBytes) {
			return this.#refuse('a device sent moves that build on moves nobody sent', h.origin);
		}
		this.#held.push(h);
		this.#heldBytes += h.update.byteLength;
		return { ok: true, held: true };
	}

	/** Offers again, in turn, every held update whose missing part arrived (this device's own moves count). */
	#release() {
		for (let progress = true; progress; ) {
			progress = false;
			for (const h of this.#held) {
				if (!arrived(this.#doc, h.missing)) continue;
				const decoded = decodeUpdate(h.update)!;
				const missing = missingParts(this.#doc, decoded);
				if (missing) {
					h.missing = missing;
					continue;
				}
				this.#held = this.#held.filter((x) => x !== h);
				this.#heldBytes -= h.update.byteLength;
				this.#check(h.update, decoded, h.origin);
				progress = true;
				break;
			}
		}
	}

	/** Checks a complete update and applies it when it is acceptable. */
	#check(update: Uint8Array, decoded: DecodedUpdate, origin: unknown): GateVerdict {
		if (this.#size + update.byteLength > this.#limits.gameBytes) return this.#refuse('the game grew beyond what a phone keeps', origin);
		const appended = plainAppend(this.#doc, this.#log, decoded);
		if (appended) return this.#letThrough(appended, update, origin);
		const early = earlyProblem(this.#doc, decoded);
		if (early) return this.#refuse(early, origin);
		this.#catchUp();
		const hadMeta = readMeta(this.#shadow) !== null;
		const changes: Changes = { metaKeys: 0, seatChanges: [], inserted: [], deleted: 0 };
		const placed = placedBeforeOthers(this.#shadow, decoded);
		this.#changes = changes;
		try {
			Y.applyUpdate(this.#shadow, update, SHADOW);
		} catch {
			return this.#refuse('an update was malformed', origin, true);
		} finally {
			this.#changes = null;
		}
		const problem = this.#problemOf(changes, hadMeta, placed);
		if (problem) return this.#refuse(problem, origin, true);
		this.#apply(update, origin);
		return { ok: true };
	}

	#apply(update: Uint8Array, origin: unknown) {
		this.#applyingOrigin = origin;
		try {
			Y.applyUpdate(this.#doc, update, origin);
		} finally {
			this.#applyingOrigin = SHADOW;
		}
	}

	/**
	 * An update that only adds entries to the log (plainAppend.ts) is checked entry by entry and
	 * applied without the shadow, which gets it later with this device's own updates.
	 */
	#letThrough({ entries }: PlainAppend, update: Uint8Array, origin: unknown): GateVerdict {
		const bad = entriesProblem(entries, readMeta(this.#doc)?.game ?? null);
		if (bad) return this.#refuse(bad, origin);
		Y.applyUpdate(this.#doc, update, origin);
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

	#problemOf(c: Changes, hadMeta: boolean, placed: Y.ID[]): string | null {
		for (const key of this.#shadow.share.keys()) if (!ROOTS.has(key)) return 'an update added data outside the game';
		const meta = readMeta(this.#shadow);
		const creating = c.metaKeys > 0 && !hadMeta;
		if (c.metaKeys > 0) {
			if (hadMeta) return 'an update tried to rewrite the game description';
			if (!meta) return 'an update carried an incomplete game description';
			if (this.#tableId !== null && meta.tableId !== this.#tableId) return 'an update belongs to another table';
			const bad = this.#descriptionProblem(c);
			if (bad) return bad;
		}
		if (c.deleted > 0) return 'an update tried to delete moves from the history';
		const { seats, log } = docParts(this.#shadow);
		for (const s of c.seatChanges) {
			if (s.action === 'delete') return 'an update tried to remove a seat';
			const bad = s.action === 'add' ? seatProblem(s.key, seats.get(s.key)) : seatChangeProblem(s.key, s.oldValue, seats.get(s.key));
			if (bad) return bad;
			if (s.action === 'add' && !creating) return 'an update tried to add a seat';
		}
		for (const id of placed) {
			const item = Y.getItem(this.#shadow.store, id);
			if (item instanceof Y.Item && item.parent === log) return 'an update placed a move before moves already made';
		}
		return entriesProblem(c.inserted, meta?.game ?? null);
	}

	/**
	 * A joining phone takes the game's description only with the whole game: its seats and its
	 * history in the same update (a device that has the game sends all of it at once), and, when
	 * the invite carried a digest, only the description it names.
	 */
	#descriptionProblem(c: Changes): string | null {
		if (this.#description !== null) return descriptionDigest(this.#shadow) === this.#description ? null : 'a device offered another game than the invite';
		if (c.seatChanges.length === 0) return 'an update carried a game with no seats';
		return null;
	}

	#refuse(reason: string, origin: unknown, shadowTouched = false): GateVerdict {
		this.#refused++;
		if (shadowTouched) {
			this.#rebuilds++;
			this.#rebuild();
		}
		this.#onRefused(reason, origin);
		return { ok: false, reason };
	}

	destroy() {
		this.#doc.off('update', this.#onUpdate);
		this.#shadow.destroy();
		this.#queue = [];
		this.#held = [];
	}
}
