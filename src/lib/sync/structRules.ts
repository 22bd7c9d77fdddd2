import * as Y from 'yjs';
import { docParts, readMeta } from '$lib/store/gameDoc';
import { entriesProblem, isSeatClaim, seatChangeProblem, seatProblem } from './gateRules';
import type { DecodedUpdate } from './missingParts';
import { heldClaim, sameValue } from './sameCopy';

/** What the update gate tells from an update's decoded structs (updateGate.ts). */

/** The parts of a game document; anything else is refused. */
export const ROOTS = new Set(['meta', 'seats', 'log']);

type Part = 'meta' | 'seats' | 'log';
/** Where a new item lands: a part of the game (with its key in meta/seats), elsewhere, or nowhere (Yjs collects it). */
type Place = { part: Part; key: string | null } | { part: 'outside' | 'dropped'; key: null };

const OUTSIDE: Place = { part: 'outside', key: null };
const DROPPED: Place = { part: 'dropped', key: null };

/** What a complete update would change in a document that has its description (applyChanges). */
export interface StructChanges {
	outside: boolean;
	meta: boolean;
	/** Log entries it would remove (of the document's, or its own). */
	logDeleted: boolean;
	/** Seats whose value it removes (a replacement is listed in `seatWrites`). */
	seatsDeleted: Set<string>;
	seatWrites: { key: string; value: unknown }[];
	/** Log entries it adds, and whether one of them is placed before another (not at the end of its author's copy). */
	inserted: unknown[];
	placedBefore: boolean;
}

/** Whether `doc` has every part of `s` already (Yjs skips such a struct). */
const known = (doc: Y.Doc, s: Y.Item | Y.GC | Y.Skip) => s.id.clock + s.length <= Y.getState(doc.store, s.id.client);

function partOf(doc: Y.Doc, type: unknown): Part | null {
	const { meta, seats, log } = docParts(doc);
	return type === meta ? 'meta' : type === seats ? 'seats' : type === log ? 'log' : null;
}

/** Per client, the ranges an update deletes, sorted, to ask whether it deletes one clock. */
function deletions(decoded: DecodedUpdate) {
	const sorted = new Map<number, { clock: number; len: number }[]>();
	for (const [client, ranges] of decoded.ds.clients) sorted.set(client, [...ranges].sort((a, b) => a.clock - b.clock));
	return (id: Y.ID, len: number): boolean => {
		const ranges = sorted.get(id.client) ?? [];
		let lo = 0;
		let hi = ranges.length;
		while (lo < hi) {
			const mid = (lo + hi) >> 1;
			if (ranges[mid].clock + ranges[mid].len <= id.clock) lo = mid + 1;
			else hi = mid;
		}
		return lo < ranges.length && ranges[lo].clock < id.clock + len;
	};
}

/**
 * Where each new item of `decoded` lands, as Yjs would place it: an item that names no parent
 * takes its neighbour's (origin first), found in the document or in the update itself.
 */
function placer(doc: Y.Doc, decoded: DecodedUpdate) {
	const byClient = new Map<number, (Y.Item | Y.GC | Y.Skip)[]>();
	for (const s of decoded.structs) {
		const list = byClient.get(s.id.client);
		if (list) list.push(s);
		else byClient.set(s.id.client, [s]);
	}
	const inUpdate = (id: Y.ID) => {
		const list = byClient.get(id.client) ?? [];
		let lo = 0;
		let hi = list.length;
		while (lo < hi) {
			const mid = (lo + hi) >> 1;
			if (list[mid].id.clock + list[mid].length <= id.clock) lo = mid + 1;
			else hi = mid;
		}
		return lo < list.length && list[lo].id.clock <= id.clock ? list[lo] : null;
	};
	const places = new Map<Y.Item, Place>();
	const direct = (item: Y.Item): Place | Y.Item => {
		const done = places.get(item);
		if (done) return done;
		const named: unknown = item.parent;
		if (typeof named === 'string') return ROOTS.has(named) ? { part: named as Part, key: item.parentSub } : OUTSIDE;
		if (named !== null) return OUTSIDE; // inside a nested type: a game has none
		const next = item.origin ?? item.rightOrigin;
		if (!next) return OUTSIDE;
		if (next.clock < Y.getState(doc.store, next.client)) {
			const there = Y.getItem(doc.store, next);
			if (!(there instanceof Y.Item)) return DROPPED;
			const part = partOf(doc, there.parent);
			return part ? { part, key: there.parentSub } : OUTSIDE;
		}
		const here = inUpdate(next);
		return here instanceof Y.Item ? here : here ? DROPPED : OUTSIDE;
	};
	/** Follows neighbours (without recursion: a long chain of them is an ordinary history) and remembers every step. */
	return (item: Y.Item): Place => {
		const path = new Set<Y.Item>();
		let at: Place | Y.Item = item;
		while (at instanceof Y.Item) {
			// a loop of neighbours is no place Yjs could integrate: refused
			if (path.has(at)) return OUTSIDE;
			path.add(at);
			at = direct(at);
		}
		for (const p of path) places.set(p, at);
		return at;
	};
}

/**
 * What `decoded` (complete: missingParts.ts) would change in `doc`, reckoned from its structs and
 * delete set against the document, without applying it anywhere: linear in the update, a lookup
 * in the document per neighbour.
 */
export function structChanges(doc: Y.Doc, decoded: DecodedUpdate): StructChanges {
	const c: StructChanges = { outside: false, meta: false, logDeleted: false, seatsDeleted: new Set(), seatWrites: [], inserted: [], placedBefore: false };
	const deleted = deletions(decoded);
	const placeOf = placer(doc, decoded);
	const { meta, log } = docParts(doc);
	const logHasEntries = log.length > 0;
	/** Keys of the description written again, and keys whose item is deleted: harmless only as a copy of the same value. */
	const metaWrites = new Map<string, unknown>();
	const metaDeleted = new Set<string>();
	for (const s of decoded.structs) {
		if (!(s instanceof Y.Item) || known(doc, s)) continue;
		const place = placeOf(s);
		const skip = Math.max(0, Y.getState(doc.store, s.id.client) - s.id.clock);
		if (place.part === 'outside') c.outside = true;
		else if (place.part === 'meta') {
			// a write deleted already (the loser of a copy, deleted as Yjs merged it) is judged on the
			// shadow: only there is it told whether the key keeps its value
			if (place.key === null) c.meta = true;
			else if (!(s.content instanceof Y.ContentDeleted) && !deleted(s.id, s.length)) metaWrites.set(place.key, s.content.getContent().at(-1));
		} else if (place.part === 'log') {
			if (deleted(s.id, s.length)) c.logDeleted = true;
			if (placedBefore(s, doc, logHasEntries)) c.placedBefore = true;
			if (s.content.isCountable()) c.inserted.push(...s.content.getContent().slice(skip));
		} else if (place.part === 'seats' && place.key !== null && !deleted(s.id, s.length)) {
			const content = s.content.getContent();
			c.seatWrites.push({ key: place.key, value: content[content.length - 1] });
		}
	}
	for (const [client, ranges] of decoded.ds.clients) {
		const structs = doc.store.clients.get(client) ?? [];
		const state = Y.getState(doc.store, client);
		for (const r of ranges) {
			const end = Math.min(r.clock + r.len, state);
			for (let i = r.clock < end ? Y.findIndexSS(structs, r.clock) : structs.length; i < structs.length && structs[i].id.clock < end; i++) {
				const s = structs[i];
				if (!(s instanceof Y.Item) || s.deleted) continue;
				const part = partOf(doc, s.parent);
				if (part === 'log') c.logDeleted = true;
				else if (part === 'meta') {
					if (s.parentSub === null) c.meta = true;
					else metaDeleted.add(s.parentSub);
				}
				else if (part === 'seats' && s.parentSub !== null) c.seatsDeleted.add(s.parentSub);
				else c.outside = true;
				if (c.logDeleted) break;
			}
		}
	}
	for (const [key, value] of metaWrites) if (!meta.has(key) || !sameValue(meta.get(key), value)) c.meta = true;
	for (const key of metaDeleted) if (!metaWrites.has(key)) c.meta = true;
	return c;
}

/**
 * Why a complete update is refused by a document that has its description, told from its structs
 * alone (structChanges), so that a refusal costs the gate no copy of the document; null when it
 * may go on to the gate's shadow. The same rules, in the same order, as the shadow applies; then
 * `entriesCount` on the entries it adds (whether they count: the gate's signed entries and budget).
 */
export function structuralProblem(doc: Y.Doc, decoded: DecodedUpdate, entriesCount?: (entries: unknown[]) => string | null): string | null {
	const c = structChanges(doc, decoded);
	if (c.outside) return 'an update added data outside the game';
	if (c.meta) return 'an update tried to rewrite the game description';
	if (c.logDeleted) return 'an update tried to delete moves from the history';
	const { seats } = docParts(doc);
	const written = new Set(c.seatWrites.map((w) => w.key));
	for (const key of c.seatsDeleted) if (!written.has(key)) return 'an update tried to remove a seat';
	for (const { key, value } of c.seatWrites) {
		const had = seats.has(key);
		const bad = had ? seatChangeProblem(key, seats.get(key), value) : seatProblem(key, value);
		if (bad) return bad;
		if (!had) return 'an update tried to add a seat';
	}
	if (c.placedBefore) return 'an update placed a move before moves already made';
	return entriesProblem(c.inserted, readMeta(doc)?.game ?? null) ?? entriesCount?.(c.inserted) ?? null;
}

/**
 * What can be told of an update from its decoded structs and a document with no description yet
 * (a phone joining): data outside meta/seats/log.
 */
export function earlyProblem(decoded: DecodedUpdate): string | null {
	for (const s of decoded.structs) {
		const named: unknown = s instanceof Y.Item ? s.parent : null;
		if (typeof named === 'string' && !ROOTS.has(named)) return 'an update added data outside the game';
	}
	return null;
}

/**
 * Whether a new log item may stand before entries already made once integrated: it has a right
 * neighbour (every honest entry is pushed at the end of its author's copy), or it is a seat claim
 * with no left neighbour while the log has entries (other than a copy of one it holds: sameCopy.ts). Yjs orders items with no left neighbour among
 * the log's first by client id (client 0 puts one at index 0), and in a game made before the
 * genesis the first claim of a seat takes it. Other entries with none are let be: two phones'
 * first moves in a game that starts empty have none either, and fair play orders the rest (`after`).
 */
export function placedBefore(s: Y.Item, doc: Y.Doc, logHasEntries: boolean): boolean {
	if (s.rightOrigin !== null) return true;
	if (s.origin !== null || !logHasEntries || s.id.clock < Y.getState(doc.store, s.id.client)) return false;
	return s.content.isCountable() && s.content.getContent().some((raw) => isSeatClaim(raw) && !heldClaim(doc, raw));
}

/**
 * New items of the update that may stand before others (read before it is applied to `shadow`):
 * in the log, an insert before other moves.
 */
export function placedBeforeOthers(shadow: Y.Doc, decoded: DecodedUpdate): Y.ID[] {
	const out: Y.ID[] = [];
	const logHasEntries = docParts(shadow).log.length > 0;
	for (const s of decoded.structs) {
		if (s instanceof Y.Item && s.parentSub === null && !known(shadow, s) && placedBefore(s, shadow, logHasEntries)) out.push(s.id);
	}
	return out;
}
