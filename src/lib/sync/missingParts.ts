import * as Y from 'yjs';

/** An update as Yjs decodes it (`Y.decodeUpdate`): its structs, and the ranges it deletes per client. */
export interface DecodedUpdate {
	structs: (Y.Item | Y.GC | Y.Skip)[];
	ds: { clients: Map<number, { clock: number; len: number }[]> };
}

/** Decodes `update`; null when it is not one. */
export function decodeUpdate(update: Uint8Array): DecodedUpdate | null {
	try {
		return Y.decodeUpdate(update) as unknown as DecodedUpdate;
	} catch {
		return null;
	}
}

/** A part of the history an update needs and the document lacks: the struct `clock` of `client`. */
export interface Missing {
	client: number;
	clock: number;
}

/** The parts an item names (its neighbours when written, and its parent when that is a type inside another). */
function dependencies(s: Y.Item): Y.ID[] {
	const deps: Y.ID[] = [];
	if (s.origin) deps.push(s.origin);
	if (s.rightOrigin) deps.push(s.rightOrigin);
	if (s.parent instanceof Y.ID) deps.push(s.parent);
	return deps;
}

/**
 * What `update` needs that neither `doc` nor the update itself has, or null when applying it
 * would integrate all of it: no struct Yjs would keep pending (one that follows a gap in its
 * author's clock, or names a part not there yet), no deletion of a part not there yet. The rule is
 * the one Yjs follows when it integrates (an item waits for the parts it names of other clients;
 * the parts of its own client come before it in clock order), reckoned on the decoded update and
 * the document's state vector, without touching the document. Linear in the size of the update.
 */
export function missingParts(doc: Y.Doc, decoded: DecodedUpdate): Missing | null {
	const byClient = new Map<number, { refs: (Y.Item | Y.GC | Y.Skip)[]; i: number }>();
	for (const s of decoded.structs) {
		const c = byClient.get(s.id.client);
		if (c) c.refs.push(s);
		else byClient.set(s.id.client, { refs: [s], i: 0 });
	}
	const state = new Map<number, number>();
	const stateOf = (client: number) => state.get(client) ?? Y.getState(doc.store, client);
	/** Integrates (in reckoning) the structs of `first`, and of the clients they wait for, in turn. */
	const drain = (first: number): Missing | null => {
		const stack = [first];
		const onStack = new Set(stack);
		while (stack.length) {
			const client = stack[stack.length - 1];
			const c = byClient.get(client)!;
			if (c.i === c.refs.length) {
				stack.pop();
				onStack.delete(client);
				continue;
			}
			const s = c.refs[c.i];
			const known = stateOf(client);
			if (s instanceof Y.Skip || s.id.clock > known) return { client, clock: known };
			const dep = s instanceof Y.Item ? dependencies(s).find((d) => d.client !== client && d.clock >= stateOf(d.client)) : undefined;
			if (dep) {
				const other = byClient.get(dep.client);
				if (!other || other.i === other.refs.length || onStack.has(dep.client)) return { client: dep.client, clock: stateOf(dep.client) };
				stack.push(dep.client);
				onStack.add(dep.client);
				continue;
			}
			state.set(client, Math.max(known, s.id.clock + s.length));
			c.i++;
			// back to the client that waited for this one, as Yjs does: its next part may need no more
			if (stack.length > 1) {
				stack.pop();
				onStack.delete(client);
			}
		}
		return null;
	};
	for (const client of byClient.keys()) {
		const missing = drain(client);
		if (missing) return missing;
	}
	for (const [client, ranges] of decoded.ds.clients) {
		const known = stateOf(client);
		for (const r of ranges) if (r.clock + r.len > known) return { client, clock: known };
	}
	return null;
}

/** Whether `doc` has what was missing now. */
export function arrived(doc: Y.Doc, m: Missing): boolean {
	return Y.getState(doc.store, m.client) > m.clock;
}
