import * as Y from 'yjs';
import { canonicalJson } from '$engine/core/fairplay/canonical';
import { docParts } from '$lib/store/gameDoc';
import { isSeatClaim } from './gateRules';

/**
 * A copy of what a game already holds, written again in other items (a rogue with the invite
 * answering a joining phone first with the real description, seats and history under its own Yjs
 * client), changes nothing anyone reads: the same values, the same signed claims. The gate takes
 * such a copy as harmless (it merges: Yjs keeps one of two writes of a key, and the fold counts a
 * second copy of an event as a replay), so that a phone that took the copy first still takes the
 * real table's items after it, and relays the copy without being blamed for it.
 */

/** Whether two values are the same JSON (key order aside); a value that is not plain JSON is never the same. */
export function sameValue(a: unknown, b: unknown): boolean {
	const x = canonicalJson(a);
	return x !== null && x === canonicalJson(b);
}

/** The seat claims of each document's log, by their canonical JSON, with the log length they were read at. */
const claimsRead = new WeakMap<Y.Doc, { length: number; claims: Set<string> }>();

/** Whether `raw`, a log entry, is a copy of a seat claim `doc`'s log holds already. */
export function heldClaim(doc: Y.Doc, raw: unknown): boolean {
	const log = docParts(doc).log;
	let read = claimsRead.get(doc);
	if (!read || read.length !== log.length) {
		const claims = new Set<string>();
		for (const e of log.toArray()) if (isSeatClaim(e)) claims.add(canonicalJson(e) ?? '');
		claimsRead.set(doc, (read = { length: log.length, claims }));
	}
	const text = canonicalJson(raw);
	return text !== null && read.claims.has(text);
}
