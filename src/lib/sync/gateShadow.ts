import * as Y from 'yjs';
import { docParts, readMeta } from '$lib/store/gameDoc';
import { afterPaint } from '$lib/timing/afterPaint';
import { entriesProblem, seatChangeProblem, seatProblem } from './gateRules';
import type { DecodedUpdate } from './missingParts';
import { sameValue } from './sameCopy';
import { placedBeforeOthers, ROOTS } from './structRules';

const SHADOW = Symbol('shadow');

/** What an update changed in the shadow, as its observers saw it. */
export interface ShadowChanges {
	hadMeta: boolean;
	metaKeys: number;
	seatChanges: { key: string; action: 'add' | 'update' | 'delete'; oldValue: unknown }[];
	inserted: unknown[];
	deleted: number;
}

/**
 * The update gate's copy of the game document (updateGate.ts): an update is applied here first,
 * and what actually changed is judged before the document gets it. It is made from the document
 * when the first update needs judging (a move appended by a peer never does: plainAppend.ts), so
 * that opening a table, and a table where only moves are made, never copy the whole game. Then it
 * follows the document lazily: updates the document has and the copy not yet (this device's own,
 * appends let through without it) are copied in a later task, or before the next check that needs them.
 */
export class GateShadow {
	readonly #doc: Y.Doc;
	/** The copy, once an update needed it. */
	#shadow: Y.Doc | null = null;
	#changes: ShadowChanges | null = null;
	#local: Uint8Array[] = [];
	#rebuilds = 0;

	constructor(doc: Y.Doc) {
		this.#doc = doc;
	}

	/** How many times the copy was made again from the document (after an update it took was refused). */
	get rebuilds() {
		return this.#rebuilds;
	}

	/** Whether the copy was made (an update needed judging). */
	get made(): boolean {
		return this.#shadow !== null;
	}

	/** Made again from the document: O(document). */
	rebuild() {
		this.#rebuilds++;
		this.#make();
	}

	/** The copy, made from the document now if it was not yet. */
	#copy(): Y.Doc {
		return this.#shadow ?? this.#make();
	}

	#make(): Y.Doc {
		this.#local = [];
		this.#shadow?.destroy();
		return (this.#shadow = this.#observed(Y.encodeStateAsUpdate(this.#doc)));
	}

	/** A document holding `state`, whose changes are recorded while an update is judged. */
	#observed(state: Uint8Array): Y.Doc {
		const shadow = new Y.Doc({ gc: this.#doc.gc });
		Y.applyUpdate(shadow, state, SHADOW);
		const { meta, seats, log } = docParts(shadow);
		meta.observe((e) => {
			const c = this.#changes;
			if (!c) return;
			// a key written again with the same value (a copy of the description) changes nothing: sameCopy.ts
			e.changes.keys.forEach((change, key) => {
				if (change.action !== 'update' || !sameValue(change.oldValue, meta.get(key))) c.metaKeys++;
			});
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
		return shadow;
	}

	/** An update the document took without the copy. */
	follow(update: Uint8Array) {
		// before the copy is made, making it reads this update from the document
		if (!this.#shadow) return;
		this.#local.push(update);
		if (this.#local.length === 1) afterPaint(() => this.catchUp());
	}

	/** Copies what the document has and the copy has not. */
	catchUp() {
		const shadow = this.#shadow;
		if (!this.#local.length || !shadow || shadow.isDestroyed) return;
		const local = this.#local;
		this.#local = [];
		// one by one in one transaction: merging them first cost more than applying them
		Y.transact(shadow, () => local.forEach((u) => Y.applyUpdate(shadow, u, SHADOW)), SHADOW);
	}

	/**
	 * Applies `update` to the copy and says why the result is not a valid game (a description
	 * written twice or not for this table, `descriptionProblem` of a new one), or null. A refused
	 * update leaves the copy as the document is: before the description arrived (a phone joining),
	 * the update is tried on a copy of this copy, all but empty then, which replaces it only if the
	 * update is taken, so that refusing a description costs no rebuild; after, the copy is made
	 * again (the update's structs found nothing wrong, so this is rare: structRules.ts).
	 */
	judge(update: Uint8Array, decoded: DecodedUpdate, tableId: string | null, descriptionProblem: (shadow: Y.Doc, c: ShadowChanges) => string | null): string | null {
		this.catchUp();
		const shadow = this.#copy();
		const hadMeta = readMeta(shadow) !== null;
		const target = hadMeta ? shadow : this.#observed(Y.encodeStateAsUpdate(shadow));
		const changes: ShadowChanges = { hadMeta, metaKeys: 0, seatChanges: [], inserted: [], deleted: 0 };
		const placed = placedBeforeOthers(target, decoded);
		this.#changes = changes;
		let applied = true;
		try {
			Y.applyUpdate(target, update, SHADOW);
		} catch {
			applied = false;
		} finally {
			this.#changes = null;
		}
		const problem = applied ? this.#problemOf(target, changes, placed, tableId, descriptionProblem) : 'an update was malformed';
		if (hadMeta) {
			if (problem) this.rebuild();
		} else if (problem) {
			target.destroy();
		} else {
			shadow.destroy();
			this.#shadow = target;
		}
		return problem;
	}

	#problemOf(shadow: Y.Doc, c: ShadowChanges, placed: Y.ID[], tableId: string | null, descriptionProblem: (shadow: Y.Doc, c: ShadowChanges) => string | null): string | null {
		for (const key of shadow.share.keys()) if (!ROOTS.has(key)) return 'an update added data outside the game';
		const meta = readMeta(shadow);
		const creating = c.metaKeys > 0 && !c.hadMeta;
		if (c.metaKeys > 0) {
			if (c.hadMeta) return 'an update tried to rewrite the game description';
			if (!meta) return 'an update carried an incomplete game description';
			if (tableId !== null && meta.tableId !== tableId) return 'an update belongs to another table';
			const bad = descriptionProblem(shadow, c);
			if (bad) return bad;
		}
		if (c.deleted > 0) return 'an update tried to delete moves from the history';
		const { seats, log } = docParts(shadow);
		for (const s of c.seatChanges) {
			if (s.action === 'delete') return 'an update tried to remove a seat';
			const bad = s.action === 'add' ? seatProblem(s.key, seats.get(s.key)) : seatChangeProblem(s.key, s.oldValue, seats.get(s.key));
			if (bad) return bad;
			if (s.action === 'add' && !creating) return 'an update tried to add a seat';
		}
		for (const id of placed) {
			const item = Y.getItem(shadow.store, id);
			if (item instanceof Y.Item && item.parent === log) return 'an update placed a move before moves already made';
		}
		return entriesProblem(c.inserted, meta?.game ?? null);
	}

	destroy() {
		this.#shadow?.destroy();
	}
}
