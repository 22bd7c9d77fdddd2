/**
 * Which third-form events their device's signed heads cover (chain.ts). Per device: the events of
 * the log by place `n` (a place may hold several texts: a forged copy beside the real event), and
 * the heads known (stored in the log, or received from a peer and kept in memory). The chain is
 * walked from the last head that held: every text at each place is tried, and a head whose
 * signature holds for one of the hashes reached proves the events on that path (SHA-256 is
 * collision resistant); any other text at those places is altered. What no head covers yet is
 * pending, as an unchecked signature was: at the end of a file (`final`), it is not covered.
 */
import type { GameEvent } from '../types';
import { PENDING, type SigCheck } from './auth';
import { toBase64url } from './bytes';
import { eventText } from './canonical';
import { chainLink, chainPlace, chainStart, headHolds, headRef, type HeadData } from './chain';

/** How many paths through forked places are followed at once (an honest chain has one). */
const MAX_PATHS = 64;
/** Heads kept in memory per device beyond the last that held (a peer's junk must not grow it). */
const MAX_MEMORY_HEADS = 4;

const ALTERED: SigCheck = { status: 'altered' };
const UNCOVERED: SigCheck = { status: 'uncovered' };
const UNKNOWN: SigCheck = { status: 'unknown-key' };

interface Candidate {
	n: number;
	text: string;
	result: SigCheck;
}

interface Path {
	hash: Uint8Array;
	candidate: Candidate | null;
	previous: Path | null;
}

interface Chain {
	/** n → text → candidate. */
	places: Map<number, Map<string, Candidate>>;
	/** n → head signatures (from the log and from peers). */
	heads: Map<number, Set<string>>;
	/** Heads received from peers, newest last. */
	memory: HeadData[];
	/** The last head that held: its place, hash and key. Nothing at or before it is walked again. */
	anchor: { n: number; hash: Uint8Array; key: string } | null;
	dirty: boolean;
}

export class ChainChecks {
	#chains = new Map<string, Chain>();
	#texts = new WeakMap<GameEvent, string | null>();
	/** The candidate each event was found to be (its answer changes in place): every fold asks every entry again. */
	#candidates = new WeakMap<GameEvent, Candidate>();
	#held = new Map<string, Promise<boolean>>();
	/** Set when checking a whole file: what no head covers is reported, not pending. */
	final = false;

	constructor(
		readonly domain: string,
		readonly keysOf: (ref: string) => readonly string[],
		readonly importKey: (key: string) => Promise<CryptoKey | null>
	) {}

	#chain(ref: string): Chain {
		let c = this.#chains.get(ref);
		if (!c) {
			c = { places: new Map(), heads: new Map(), memory: [], anchor: null, dirty: false };
			this.#chains.set(ref, c);
		}
		return c;
	}

	/** What is known of a third-form event now (pending until a head covers it). */
	check(event: GameEvent): SigCheck {
		const candidate = this.#candidates.get(event);
		if (candidate) return candidate.result;
		const place = chainPlace(event);
		if (!place) return ALTERED;
		let text = this.#texts.get(event);
		if (text === undefined) {
			text = eventText(this.domain, event);
			this.#texts.set(event, text);
		}
		if (text === null) return ALTERED;
		const chain = this.#chain(place.ref);
		let texts = chain.places.get(place.n);
		if (!texts) chain.places.set(place.n, (texts = new Map()));
		const known = texts.get(text);
		if (known) {
			this.#candidates.set(event, known);
			return known.result;
		}
		// a place the last head already proved holds another text: this one is not the device's
		const result = chain.anchor && place.n <= chain.anchor.n ? ALTERED : this.final && chain.anchor === null && this.keysOf(place.ref).length === 0 ? UNKNOWN : PENDING;
		const created = { n: place.n, text, result };
		texts.set(text, created);
		this.#candidates.set(event, created);
		if (result === PENDING) chain.dirty = true;
		return result;
	}

	/** A key with this reference became known: its chain may be walked now. */
	addKey(ref: string): void {
		const chain = this.#chains.get(ref);
		if (chain) chain.dirty = true;
	}

	/** This device's own event: valid without waiting for its head. */
	trust(event: GameEvent, key: string): void {
		const place = chainPlace(event);
		const text = place && eventText(this.domain, event);
		if (!place || !text) return;
		const chain = this.#chain(place.ref);
		let texts = chain.places.get(place.n);
		if (!texts) chain.places.set(place.n, (texts = new Map()));
		const c = texts.get(text);
		if (c) c.result = { status: 'valid', key };
		else texts.set(text, { n: place.n, text, result: { status: 'valid', key } });
	}

	/** A head, from the log (`stored`) or from a peer (kept in memory, a few per device). */
	addHead(head: HeadData, stored: boolean): void {
		const chain = this.#chain(headRef(head));
		if (chain.anchor && head.n <= chain.anchor.n) return;
		if (chain.heads.get(head.n)?.has(head.sig)) return;
		if (!stored) {
			chain.memory.push(head);
			if (chain.memory.length > MAX_MEMORY_HEADS) {
				const dropped = chain.memory.shift()!;
				chain.heads.get(dropped.n)?.delete(dropped.sig);
			}
		}
		let sigs = chain.heads.get(head.n);
		if (!sigs) chain.heads.set(head.n, (sigs = new Set()));
		sigs.add(head.sig);
		chain.dirty = true;
	}

	/**
	 * This device's own head, signed over `hash`, its own chain at `head.n`: the chain is anchored
	 * there at once (no walk, no signature check of its own) when every place since the last anchor
	 * holds one text, its own event (`trust`). Otherwise it is added as any head, and walked.
	 */
	trustHead(head: HeadData, hash: Uint8Array, key: string): void {
		const chain = this.#chain(headRef(head));
		if (chain.anchor && head.n <= chain.anchor.n) return;
		for (let n = (chain.anchor?.n ?? 0) + 1; n <= head.n; n++) {
			const texts = chain.places.get(n);
			const only = texts?.size === 1 ? texts.values().next().value : undefined;
			if (only?.result.status !== 'valid' || only.result.key !== key) return this.addHead(head, true);
		}
		chain.heads.set(head.n, new Set([head.sig]));
		this.#anchor(chain, head.n, hash, key);
	}

	/** The best head known of a device (to store it, or to send it on): the last that held, or null. */
	provenHead(ref: string): HeadData | null {
		const chain = this.#chains.get(ref);
		const a = chain?.anchor;
		if (!chain || !a) return null;
		const sig = [...(chain.heads.get(a.n) ?? [])][0];
		return sig ? { n: a.n, sig } : null;
	}

	/** Devices with a chain. */
	get refs(): string[] {
		return [...this.#chains.keys()];
	}

	get dirty(): boolean {
		for (const c of this.#chains.values()) if (c.dirty) return true;
		return false;
	}

	/** Walks every chain that changed; resolves with how many events' answers changed. */
	async settle(): Promise<number> {
		let changed = 0;
		for (const [ref, chain] of this.#chains) {
			if (!chain.dirty && !this.final) continue;
			chain.dirty = false;
			changed += await this.#walk(ref, chain);
		}
		return changed;
	}

	async #walk(ref: string, chain: Chain): Promise<number> {
		const keys = chain.anchor ? [chain.anchor.key] : this.keysOf(ref);
		let changed = 0;
		for (const key of keys) {
			changed += await this.#walkWith(chain, key);
			if (chain.anchor) break;
		}
		if (this.final) {
			const left = keys.length === 0 ? UNKNOWN : UNCOVERED;
			for (const texts of chain.places.values())
				for (const c of texts.values())
					if (c.result === PENDING) {
						c.result = left;
						changed++;
					}
		}
		return changed;
	}

	async #walkWith(chain: Chain, key: string): Promise<number> {
		const start = chain.anchor;
		const last = Math.max(0, ...chain.heads.keys());
		let paths: Path[] = [{ hash: start ? start.hash : chainStart(this.domain, key), candidate: null, previous: null }];
		let changed = 0;
		// heads met on a single path are checked together (the crypto threads run them at once); a
		// fork waits for them, then is settled head by head
		let deferred: { n: number; path: Path; sigs: ReadonlySet<string> }[] = [];
		for (let n = (start?.n ?? 0) + 1; n <= last; n++) {
			const texts = chain.places.get(n);
			if (!texts || texts.size === 0) break;
			const next = new Map<string, Path>();
			for (const p of paths)
				for (const c of texts.values()) {
					if (next.size >= MAX_PATHS) break;
					const hash = chainLink(p.hash, c.text);
					next.set(toBase64url(hash), { hash, candidate: c, previous: p });
				}
			paths = [...next.values()];
			const sigs = chain.heads.get(n);
			if (!sigs) continue;
			if (paths.length === 1) {
				deferred.push({ n, path: paths[0], sigs });
				continue;
			}
			changed += await this.#settleDeferred(chain, deferred, key);
			deferred = [];
			const held = await this.#heldPath(paths, sigs, key, n);
			if (!held) continue;
			changed += this.#prove(chain, held, key, n);
			paths = [{ hash: held.hash, candidate: null, previous: null }];
		}
		return changed + (await this.#settleDeferred(chain, deferred, key));
	}

	/** Checks heads met on a single path, all at once; proves up to each that holds, in order. */
	async #settleDeferred(chain: Chain, deferred: readonly { n: number; path: Path; sigs: ReadonlySet<string> }[], key: string): Promise<number> {
		const held = await Promise.all(deferred.map((d) => this.#heldPath([d.path], d.sigs, key, d.n)));
		let changed = 0;
		deferred.forEach((d, i) => {
			if (held[i] && d.n > (chain.anchor?.n ?? 0)) changed += this.#prove(chain, d.path, key, d.n);
		});
		return changed;
	}

	/** The path one of the head signatures at `n` holds for, if any. */
	async #heldPath(paths: readonly Path[], sigs: ReadonlySet<string>, key: string, n: number): Promise<Path | null> {
		const imported = await this.importKey(key);
		if (!imported) return null;
		for (const p of paths)
			for (const sig of sigs) {
				const id = `${key}|${n}|${toBase64url(p.hash)}|${sig}`;
				let held = this.#held.get(id);
				if (!held) this.#held.set(id, (held = headHolds(imported, key, this.domain, { n, sig }, p.hash)));
				if (await held) return p;
			}
		return null;
	}

	/** Marks the events on `path` valid and every other text at their places altered; anchors there. */
	#prove(chain: Chain, path: Path, key: string, n: number): number {
		const from = (chain.anchor?.n ?? 0) + 1;
		const valid: SigCheck = { status: 'valid', key };
		const onPath = new Set<Candidate>();
		for (let p: Path | null = path; p?.candidate && p.candidate.n >= from; p = p.previous) onPath.add(p.candidate);
		let changed = 0;
		for (let i = from; i <= n; i++)
			for (const c of chain.places.get(i)?.values() ?? []) {
				const result = onPath.has(c) ? (c.result.status === 'valid' ? c.result : valid) : ALTERED;
				if (result !== c.result) {
					c.result = result;
					changed++;
				}
			}
		this.#anchor(chain, n, path.hash, key);
		return changed;
	}

	/** The chain's last head that held is at `n` (hashing to `hash`): nothing up to it is walked again. */
	#anchor(chain: Chain, n: number, hash: Uint8Array, key: string): void {
		chain.anchor = { n, hash, key };
		for (const k of [...chain.heads.keys()]) if (k < n) chain.heads.delete(k);
		chain.memory = chain.memory.filter((h) => h.n > n);
	}
}
