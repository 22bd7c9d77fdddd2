import * as Y from 'yjs';
import { docParts, readMeta } from '$lib/store/gameDoc';
import type { DecodedUpdate } from './missingParts';

/** What the update gate tells from an update's decoded structs (updateGate.ts). */

/** The parts of a game document; anything else is refused. */
export const ROOTS = new Set(['meta', 'seats', 'log']);

/** Whether `doc` has every part of `s` already (Yjs skips such a struct). */
const known = (doc: Y.Doc, s: Y.Item | Y.GC | Y.Skip) => s.id.clock + s.length <= Y.getState(doc.store, s.id.client);

/**
 * What can be told of an update from its decoded structs and the document, before the gate's
 * shadow (a refusal there costs no rebuild of it): data outside meta/seats/log, a write to a
 * description already there.
 */
export function earlyProblem(doc: Y.Doc, decoded: DecodedUpdate): string | null {
	const { meta } = docParts(doc);
	const hasMeta = readMeta(doc) !== null;
	for (const s of decoded.structs) {
		if (!(s instanceof Y.Item) || known(doc, s)) continue;
		// decoded, an item with no neighbour names its parent (a root type) by name
		const named: unknown = s.parent;
		if (typeof named === 'string' && !ROOTS.has(named)) return 'an update added data outside the game';
		if (!hasMeta) continue;
		// else its parent is its neighbour's
		const next = s.origin ?? s.rightOrigin;
		const neighbour = next && next.clock < Y.getState(doc.store, next.client) ? Y.getItem(doc.store, next) : null;
		const parent = named === 'meta' ? meta : neighbour instanceof Y.Item ? neighbour.parent : null;
		if (parent === meta) return 'an update tried to rewrite the game description';
	}
	return null;
}

/**
 * New items of the update with a right neighbour (read before it is applied to `shadow`): in the
 * log, an insert before other moves, where every honest entry is pushed at the end of its author's copy.
 */
export function placedBeforeOthers(shadow: Y.Doc, decoded: DecodedUpdate): Y.ID[] {
	const out: Y.ID[] = [];
	for (const s of decoded.structs) {
		if (s instanceof Y.Item && s.rightOrigin !== null && s.parentSub === null && !known(shadow, s)) out.push(s.id);
	}
	return out;
}
