import * as Y from 'yjs';
import type { StoredEvent } from '$lib/store/codec';
import { docParts, readMeta, type GameMeta } from '$lib/store/gameDoc';
import { descriptionDigest } from './description';
import { GateShadow, type ShadowChanges } from './gateShadow';
import { entriesProblem } from './gateRules';
import { HeldUpdates } from './heldUpdates';
import { LIMITS, type Limits } from './limits';
import { LinkBudget } from './linkBudget';
import { MakerSignatures } from './makerSignature';
import { decodeUpdate, missingParts, type DecodedUpdate } from './missingParts';
import { plainAppend } from './plainAppend';
import { SignedEntries } from './signedEntries';
import { earlyProblem, structuralProblem } from './structRules';

/**
 * `queued`: offered from inside another offer; it is checked right after, and refusals are
 * reported through `onRefused`. `held`: it builds on a part of the history not here yet, and waits
 * outside the document for it (ask the sender for what this device lacks: it has it).
 */
export type GateVerdict = { ok: true; queued?: true; held?: true } | { ok: false; reason: string };

/** Not a problem: the description's signature is being checked (makerSignature.ts). */
const CHECKING = 'checking the signature of the game description';

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
 * relays of it is all of it (missingParts.ts, heldUpdates.ts).
 *
 * A complete update that only appends events is checked entry by entry (plainAppend.ts). Any
 * other is first judged from its decoded structs against the document (structRules.ts): what it
 * would add, rewrite or delete, and where. Only if that finds nothing is it applied to a shadow
 * copy of the document (gateShadow.ts), and only if the copy still holds a valid game (history
 * only appended to, at the end of its author's copy, every new entry a well-formed event of this
 * game, meta and seats written once, with the game, nothing outside meta/seats/log, sizes within
 * LIMITS) is it applied to the real document, with the sender as the transaction origin. A refused
 * update leaves the document and what is stored untouched, and costs no copy of the document: the
 * shadow is made again only when an update the structs let pass was refused by it.
 */
export class UpdateGate {
	readonly #doc: Y.Doc;
	readonly #log: Y.Array<StoredEvent>;
	readonly #tableId: string | null;
	readonly #description: string | null;
	readonly #limits: Limits;
	readonly #budget: LinkBudget;
	readonly #shadow: GateShadow;
	readonly #held: HeldUpdates;
	readonly #signed: SignedEntries;
	readonly #signatures = new MakerSignatures((update, origin) => this.offer(update, origin));
	#applyingOrigin: unknown = null;
	#applying = false;
	#busy = false;
	/** Whether the first offer is checking the queue of what was offered meanwhile. */
	#draining = false;
	#queue: { update: Uint8Array; origin: unknown }[] = [];
	/** What the document took in so far (the encoded size of every update it told of), once a peer's update needed it. */
	#size: number | null = null;
	readonly #onUpdate: (update: Uint8Array, origin: unknown) => void;
	readonly #onRefused: (reason: string, origin: unknown) => void;
	#refused = 0;
	/** The document's description, once it has one (a description is written once). */
	#meta: GameMeta | null = null;

	constructor(doc: Y.Doc, opts: GateOptions = {}) {
		this.#doc = doc;
		this.#log = docParts(doc).log;
		this.#tableId = opts.tableId ?? null;
		this.#description = opts.description ?? null;
		this.#limits = { ...LIMITS, ...opts.limits };
		this.#budget = new LinkBudget(this.#limits, opts.now ?? Date.now);
		this.#onRefused = opts.onRefused ?? (() => {});
		this.#shadow = new GateShadow(doc);
		this.#held = new HeldUpdates(doc, this.#limits);
		this.#signed = new SignedEntries(this.#log);
		// Copying lazily keeps the shadow off the path of a local move to the network.
		this.#onUpdate = (update, origin) => {
			if (this.#size !== null) this.#size += update.byteLength;
			if (this.#applying && origin === this.#applyingOrigin) return;
			this.#shadow.follow(update);
		};
		// V1, as the store and the transports listen: Yjs then encodes each transaction once
		doc.on('update', this.#onUpdate);
	}

	/** How many updates were refused since this gate was made. */
	get refused() {
		return this.#refused;
	}

	/** How many times the shadow was made again from the document, after a refused update had reached it. */
	get rebuilds() {
		return this.#shadow.rebuilds;
	}

	/** Whether the gate holds a copy of the document yet: made for the first update that is not a plain append (gateShadow.ts). */
	get copied() {
		return this.#shadow.made;
	}

	/** How many updates wait for a part of the history. */
	get held() {
		return this.#held.size;
	}

	/**
	 * Checks `update` and applies it to the document with `origin` when it is acceptable: its size and
	 * its link's budget, then whether it decodes, then whether it builds on parts this document lacks
	 * (held until they arrive), then the update itself (`#check`), which lets the held updates it
	 * completes follow. Calls made while another is in progress (from a document observer) are
	 * handled in order after it.
	 */
	offer(update: Uint8Array, origin: unknown): GateVerdict {
		if (this.#busy) {
			this.#queue.push({ update, origin });
			return { ok: true, queued: true };
		}
		let verdict: GateVerdict = { ok: true };
		let failure: { error: unknown } | null = null;
		this.#busy = true;
		try {
			if (!(update instanceof Uint8Array) || update.byteLength > this.#limits.updateBytes) verdict = this.#refuse('an update was too large', origin);
			else if (!this.#budget.take(origin, update.byteLength)) verdict = this.#refuse('a device sent too much too fast', origin);
			else {
				const decoded = decodeUpdate(update);
				const missing = decoded && missingParts(this.#doc, decoded);
				if (!decoded) verdict = this.#refuse('an update was malformed', origin);
				else if (missing) verdict = this.#held.hold(update, origin, missing) ? { ok: true, held: true } : this.#refuse('a device sent moves that build on moves nobody sent', origin);
				else {
					verdict = this.#check(update, decoded, origin);
					if (verdict.ok) this.#held.release((u, d, o) => this.#check(u, d, o));
				}
			}
		} catch (error) {
			failure = { error };
		} finally {
			this.#busy = false;
		}
		// What was offered meanwhile, in order, by the first offer alone: a loop, so a long chain of
		// offers does not grow the stack (what those offer in turn joins the end of the queue). One that
		// throws (a document observer's error) does not keep the rest out; the first error is thrown once
		// the queue is empty.
		if (!this.#draining) {
			this.#draining = true;
			for (let next = this.#queue.shift(); next; next = this.#queue.shift()) {
				try {
					this.offer(next.update, next.origin);
				} catch (error) {
					failure ??= { error };
				}
			}
			this.#draining = false;
		}
		if (failure) throw failure.error;
		return verdict;
	}

	/**
	 * Checks a complete update and applies it when it is acceptable. One that only adds entries to
	 * the log (plainAppend.ts) is checked entry by entry and applied without the shadow, which gets it
	 * later with this device's own updates; any other is judged from its structs, then on the shadow.
	 */
	#check(update: Uint8Array, decoded: DecodedUpdate, origin: unknown): GateVerdict {
		// the document's size is worked out when a peer first sends something (O(document): not when the table opens)
		this.#size ??= Y.encodeStateAsUpdate(this.#doc).byteLength;
		if (this.#size + update.byteLength > this.#limits.gameBytes) return this.#refuse('the game grew beyond what a phone keeps', origin);
		const appended = plainAppend(this.#doc, this.#log, decoded);
		if (appended) {
			const bad = entriesProblem(appended.entries, this.#gameOfDoc()) ?? (this.#meta ? this.#countProblem(appended.entries, origin) : null);
			if (bad) return this.#refuse(bad, origin);
			// not `#apply`: the shadow takes it later, as it does this device's own updates
			Y.applyUpdate(this.#doc, update, origin);
			return { ok: true };
		}
		const early = this.#gameOfDoc() !== null ? structuralProblem(this.#doc, decoded, (entries) => this.#countProblem(entries, origin)) : earlyProblem(decoded);
		if (early) return this.#refuse(early, origin);
		const problem = this.#shadow.judge(update, decoded, this.#tableId, (shadow, c) => this.#descriptionProblem(shadow, c, update, origin));
		// offered again once the signature is checked
		if (problem) return problem === CHECKING ? { ok: true, queued: true } : this.#refuse(problem, origin);
		this.#apply(update, origin);
		return { ok: true };
	}

	/** The document's game, read from its description until it has one (then kept: it never changes). */
	#gameOfDoc(): string | null {
		return (this.#meta ??= readMeta(this.#doc))?.game ?? null;
	}

	/**
	 * Why well-formed entries a peer adds to a game are not kept: in a game with a genesis, entries
	 * no device of the table signed (signedEntries.ts); in any game, more than its link's budget of
	 * entries (every fold reads every entry kept: linkBudget.ts).
	 */
	#countProblem(entries: readonly unknown[], origin: unknown): string | null {
		const meta = this.#meta;
		const unsigned = meta && this.#signed.problem(entries, meta);
		if (unsigned) return unsigned;
		return this.#budget.takeEntries(origin, entries.length) ? null : 'a device sent more moves than a table makes';
	}

	#apply(update: Uint8Array, origin: unknown) {
		this.#applyingOrigin = origin;
		this.#applying = true;
		try {
			Y.applyUpdate(this.#doc, update, origin);
		} finally {
			this.#applying = false;
			this.#applyingOrigin = null;
		}
	}

	/**
	 * A joining phone takes the game's description only with the whole game: its seats and its
	 * history in the same update (a device that has the game sends all of it at once); when the
	 * invite carried a digest, only the description it names; else, a description that says it is
	 * signed (meta.genesis) only once the signature of its maker holds (CHECKING until then).
	 */
	#descriptionProblem(shadow: Y.Doc, c: ShadowChanges, update: Uint8Array, origin: unknown): string | null {
		if (this.#description !== null) return descriptionDigest(shadow) === this.#description ? null : 'a device offered another game than the invite';
		if (c.seatChanges.length === 0) return 'an update carried a game with no seats';
		const signature = this.#signatures.verdict(shadow);
		if (signature === 'forged') return 'a device offered a game its maker did not sign';
		if (signature !== 'checking') return null;
		return this.#signatures.wait(shadow, update, origin) ? CHECKING : 'too many devices offered a game at once';
	}

	#refuse(reason: string, origin: unknown): GateVerdict {
		this.#refused++;
		this.#onRefused(reason, origin);
		return { ok: false, reason };
	}

	destroy() {
		this.#doc.off('update', this.#onUpdate);
		this.#shadow.destroy();
		this.#signatures.destroy();
		this.#queue = [];
		this.#held.clear();
	}
}
