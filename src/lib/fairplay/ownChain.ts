import { HEAD_EVERY, chainLink, chainPlace, chainStart, eventText, headRef, isFairKind, keyRef, signHead, type DeviceKeys, type GameEvent, type HeadData, type SignatureVerifier } from '$engine/core';
import { headEntry, loadChain, saveChain, storedHeads } from '$lib/store/savedChain';
import type { FairTable } from './table';

interface ChainTip {
	n: number;
	hash: Uint8Array;
}

/**
 * This device's hash chain in one game (the third signed form, engine/core/fairplay/chain.ts): each
 * event it writes takes the next place `n` and extends the chain, and the head is signed once per
 * batch. The head goes to the other phones with each move (`onHead`, sent by the sync layer), and
 * into the log every HEAD_EVERY events, with every fair-play event (a roll or sealed orders never
 * wait on the connection), and when the page is hidden or the table closed. Where the chain stands
 * and its latest head are kept on this device (src/lib/store/savedChain.ts), so that after a reload it never signs
 * a head over a copy someone else placed at its next place, and a head the page closed on is stored
 * at the next open and put in every export.
 *
 * A move only needs its place to be sent: the hashing (`link`) and the head's signature
 * (`signHead`) may come after it is in the log, so that a move whose head is not stored with it
 * leaves before that work (signingChain.ts).
 */
export class OwnChain {
	readonly #domain: string;
	readonly #table: FairTable;
	readonly #verifier: SignatureVerifier;
	#tip: ChainTip | null = null;
	/** Events given their place and not hashed into the chain yet (`link`), in order, with their signed text. */
	#placed: { event: GameEvent; text: string }[] = [];
	#publicKey: string | null = null;
	#latest: HeadData | null = null;
	/** Where the chain stands in the log (what `appended` linked). */
	#inLog: ChainTip | null = null;
	/** What `keep` saved last. */
	#saved: { tip: ChainTip; head: HeadData | null } | null = null;
	/** Told each new head of this device (to send it with the move). */
	onHead: ((head: HeadData) => void) | null = null;
	/** The latest head, not yet told to `onHead`: it goes once its events are in the log (`announce`). */
	#unsent: HeadData | null = null;

	constructor(domain: string, table: FairTable, verifier: SignatureVerifier) {
		this.#domain = domain;
		this.#table = table;
		this.#verifier = verifier;
	}

	/** Whether this game is written in the third form (its genesis says so). */
	get on(): boolean {
		return this.#table.meta.genesis?.chain === 1;
	}

	/** This device's latest signed head, if it wrote any in this visit. */
	get latest(): HeadData | null {
		return this.#latest;
	}

	/**
	 * Gives `event` its place in this device's chain (id and `n`); it is hashed into the chain by
	 * `link`, in order, before the next head is signed.
	 */
	place(event: GameEvent, keys: DeviceKeys): void {
		const tip = this.#tipOf(keys.publicKey);
		const n = tip.n + this.#placed.length + 1;
		const placed = { ...event, n, id: keyRef(keys.publicKey) + String(n) };
		const text = eventText(this.#domain, placed);
		if (text === null) throw new Error('This move is too deeply nested to be signed.');
		event.n = placed.n;
		event.id = placed.id;
		this.#placed.push({ event, text });
	}

	/** Whether the head signed after `events` (just placed) is stored in the log with them: every HEAD_EVERY events, and with every fair-play event. */
	storesHead(events: readonly GameEvent[]): boolean {
		const first = events[0]?.n;
		const last = events[events.length - 1]?.n;
		if (first === undefined || last === undefined) return false;
		return Math.floor(last / HEAD_EVERY) > Math.floor((first - 1) / HEAD_EVERY) || events.some((e) => isFairKind(e.kind));
	}

	/** The events placed since the last append will not be appended (signing failed): their places are given again. */
	drop(): void {
		this.#placed = [];
		this.#tip = this.#inLog;
	}

	/** The events placed so far are in the log: they are linked now if they were not yet. */
	appended(): void {
		this.#link();
		this.#inLog = this.#tip;
	}

	/** Hashes the placed events into the chain, in order, and trusts them (this device made them). */
	#link(): void {
		const placed = this.#placed;
		this.#placed = [];
		for (const { event, text } of placed) {
			this.#tip = { n: event.n!, hash: chainLink(this.#tip!.hash, text) };
			this.#verifier.trust(event, this.#publicKey!);
		}
	}

	/** Signs the head over the chain so far (placed events are linked first); it goes to the other phones at `announce`. */
	async signHead(keys: DeviceKeys): Promise<HeadData | null> {
		this.#link();
		const tip = this.#tip;
		if (!tip || tip.n === 0) return null;
		const head = await signHead(keys, this.#domain, tip.n, tip.hash);
		this.#latest = head;
		this.#verifier.receiveHead(head);
		this.#unsent = head;
		return head;
	}

	/** The log entry that stores `head`. */
	entry(head: HeadData): GameEvent {
		return headEntry(head, this.#table.meta.created);
	}

	/**
	 * Keeps on this device and tells `onHead` of the latest head, once the events it covers are in
	 * the log: the other phones then receive the move first and show it, and its head right after
	 * (it matters only to checks).
	 */
	announce(): void {
		const unsent = this.#unsent;
		this.#unsent = null;
		if (!unsent) return;
		this.keep();
		this.onHead?.(unsent);
	}

	/**
	 * Saves on this device where the chain stands in the log, with the latest head, unless saved
	 * already: at each announce, and when the page is hidden or the table closes (a move whose head
	 * was still being signed then is in the log: after a reload the chain must go on after it).
	 */
	keep(): void {
		const tip = this.#inLog;
		const head = this.#latest;
		if (!tip || tip.n === 0 || !this.#publicKey || (this.#saved?.tip === tip && this.#saved.head === head)) return;
		this.#saved = { tip, head };
		saveChain(this.#table.meta.tableId, this.#domain, this.#publicKey, { ...tip, head });
	}

	/** Head entries to store now (the page is hidden, the table closes): this device's and the best of every other device's this phone holds, where newer than the log's. */
	unstored(log: readonly GameEvent[]): GameEvent[] {
		const inLog = storedHeads(log);
		// the best of each device: this device's latest, or the last that held of every device
		const best = new Map<string, HeadData>();
		for (const h of [...this.#verifier.provenHeads(), ...(this.#latest ? [this.#latest] : [])]) {
			const ref = headRef(h);
			if (h.n > Math.max(inLog.get(ref) ?? 0, best.get(ref)?.n ?? 0)) best.set(ref, h);
		}
		return [...best.values()].map((h) => this.entry(h));
	}

	/** Takes up this device's latest head as saved on it (to store it if the log lacks it: the page closed first). */
	recall(publicKey: string): void {
		this.#latest ??= loadChain(this.#table.meta.tableId, this.#domain, publicKey)?.head ?? null;
	}

	/** Where the chain stands: in memory, else as saved on this device, else as the log has it. */
	#tipOf(publicKey: string): ChainTip {
		if (this.#tip) return this.#tip;
		this.#publicKey = publicKey;
		const saved = loadChain(this.#table.meta.tableId, this.#domain, publicKey);
		const fromLog = this.#fromLog(publicKey);
		// the saved tip wins: a copy placed at this device's next place is not this device's
		this.#tip = saved && saved.n >= fromLog.n ? saved : fromLog;
		return this.#tip;
	}

	/** This device's chain as the log holds it, up to the first place with no event or more than one. */
	#fromLog(publicKey: string): ChainTip {
		const ref = keyRef(publicKey);
		const byPlace = new Map<number, Set<string>>();
		for (const e of this.#table.log) {
			const place = e && chainPlace(e);
			const text = place && place.ref === ref ? eventText(this.#domain, e) : null;
			if (!place || text === null) continue;
			const texts = byPlace.get(place.n) ?? new Set<string>();
			texts.add(text);
			byPlace.set(place.n, texts);
		}
		let tip: ChainTip = { n: 0, hash: chainStart(this.#domain, publicKey) };
		for (let n = 1; byPlace.get(n)?.size === 1; n++) tip = { n, hash: chainLink(tip.hash, [...byPlace.get(n)!][0]) };
		return tip;
	}
}
