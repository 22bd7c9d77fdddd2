import * as Y from 'yjs';
import { isSeatClaim } from './gateRules';
import { decodeUpdate, type DecodedUpdate } from './missingParts';

/** What a plain append adds, and whether the update holds nothing else (no part already here). */
export interface PlainAppend {
	entries: unknown[];
	onlyNew: boolean;
}

/**
 * The entries an update adds to the log, when adding log entries is all it does; null when it does
 * anything else, or when that cannot be told without applying it (an entry placed next to one this
 * document does not have yet, a deletion, anything outside the log). The update gate then applies
 * it to its shadow copy and looks at what changed, as before; this only spares the common case (a
 * move from another phone) that copy and its second apply.
 *
 * An entry's place is given by its neighbours (origin and right origin): an append has none on its
 * right (it was added at the end of its author's copy), and the one on its left is an entry of the
 * log, already in this document or added earlier by the same update. Parts this document already
 * has are skipped, as Yjs skips them. `update` may be given decoded.
 */
export function plainAppend<T>(doc: Y.Doc, log: Y.Array<T>, update: Uint8Array | DecodedUpdate): PlainAppend | null {
	const decoded = update instanceof Uint8Array ? decodeUpdate(update) : update;
	if (!decoded) return null;
	const logLength = log.length;
	const { structs, ds } = decoded;
	if (ds.clients.size > 0) return null;
	/** Per client, where the entries this update adds (in clock order, with no gap) end so far. */
	const added = new Map<number, { from: number; to: number }>();
	const entries: unknown[] = [];
	let onlyNew = true;
	const inLog = (id: Y.ID | null): boolean => {
		if (id === null) return true;
		const fresh = added.get(id.client);
		if (fresh && id.clock >= fresh.from) return id.clock < fresh.to;
		if (id.clock >= Y.getState(doc.store, id.client)) return false;
		const item = Y.getItem(doc.store, id);
		return item instanceof Y.Item && item.parent === log && item.parentSub === null;
	};
	for (const s of structs) {
		if (!(s instanceof Y.Item)) return null;
		const { client, clock } = s.id;
		const known = Y.getState(doc.store, client);
		if (clock + s.length <= known) {
			onlyNew = false;
			continue;
		}
		const fresh = added.get(client);
		if (clock !== (fresh ? fresh.to : known)) return null;
		if (s.parentSub !== null || s.rightOrigin !== null || !(s.content instanceof Y.ContentAny)) return null;
		// decoded, an entry with no neighbour names its parent: a root type's name. With no left
		// neighbour it is placed among the log's first entries by client id (at index 0 for client
		// 0): a seat claim there is judged from the structs (structRules.ts, placedBefore).
		if (s.origin === null ? (s.parent as unknown) !== 'log' || (logLength > 0 && s.content.arr.some(isSeatClaim)) : !inLog(s.origin)) return null;
		added.set(client, { from: fresh ? fresh.from : clock, to: clock + s.length });
		entries.push(...s.content.arr);
	}
	return { entries, onlyNew };
}
