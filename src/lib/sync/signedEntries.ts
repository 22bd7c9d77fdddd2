import type * as Y from 'yjs';
import { announcedKeys, chainPlace, FAIR_KINDS, isHeadEntry, keyRef, parseSig, type GameEvent } from '$engine/core';
import { decodeEvent, type StoredEvent } from '$lib/store/codec';
import type { GameMeta } from '$lib/store/gameDoc';

/**
 * In a game with a genesis every event counts only signed by a device the table knows (its maker,
 * named in the genesis, or one a claim, hand-over, ask or device event announced): an entry with no
 * signature, or signed by a key nobody announced, counts for nothing, and the fold would still read
 * it on every later update. The update gate refuses such entries (a peer's junk is not kept), told
 * from each entry alone: the key reference its signature names, or its chain's (third form), among
 * the references of the keys the table knows. Whether the signature holds is the fold's to check.
 */

/** The kinds that announce a key (announcedKeys), as stored: an entry of another kind is not decoded to look. */
const ANNOUNCING: ReadonlySet<unknown> = new Set([FAIR_KINDS.claim, FAIR_KINDS.handOver, FAIR_KINDS.ask, FAIR_KINDS.device]);

/** The key reference an event's signature names: its `sig`, its chain's id, or its head's; null when unsigned. */
function signerRef(e: GameEvent): string | null {
	if (isHeadEntry(e)) return parseSig((e.data as { sig?: unknown } | null)?.sig)?.ref ?? null;
	if (e.sig !== undefined) return parseSig(e.sig)?.ref ?? null;
	return chainPlace(e)?.ref ?? null;
}

export class SignedEntries {
	readonly #log: Y.Array<StoredEvent>;
	/** References of the keys the table knows, once an entry needed them. */
	#refs: Set<string> | null = null;
	/** How many entries of the log were read for announcements (appends land at the end; a peer's are read as they pass). */
	#read = 0;

	constructor(log: Y.Array<StoredEvent>) {
		this.#log = log;
	}

	/** Why entries from a peer count for nothing in `meta`'s game, or null (always null without a genesis). */
	problem(entries: readonly unknown[], meta: GameMeta): string | null {
		if (!meta.genesis) return null;
		const refs = this.#known(meta);
		const added: string[] = [];
		for (const raw of entries) {
			const e = decodeEvent(meta.game, meta.created, raw);
			// a malformed entry is the entry rules' to refuse
			if (!e) continue;
			for (const key of announcedKeys([e])) {
				const ref = keyRef(key);
				if (refs.has(ref)) continue;
				refs.add(ref);
				added.push(ref);
			}
			const ref = signerRef(e);
			if (ref === null || !refs.has(ref)) {
				for (const r of added) refs.delete(r);
				return ref === null ? 'a device sent moves nobody signed' : 'a device sent moves signed by a device this table does not know';
			}
		}
		return null;
	}

	#known(meta: GameMeta): Set<string> {
		const refs = (this.#refs ??= new Set(meta.genesis ? [keyRef(meta.genesis.key)] : []));
		const log = this.#log;
		if (this.#read >= log.length) return refs;
		// one walk of the log's items (a get per entry would look each up)
		for (const raw of log.slice(this.#read)) {
			if (!Array.isArray(raw) || !ANNOUNCING.has(raw[2])) continue;
			const e = decodeEvent(meta.game, meta.created, raw);
			if (e) for (const key of announcedKeys([e])) refs.add(keyRef(key));
		}
		this.#read = log.length;
		return refs;
	}
}
