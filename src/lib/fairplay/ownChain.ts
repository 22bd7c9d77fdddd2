import { HEAD_EVERY, chainLink, chainPlace, chainReference, chainStart, compactStep, eventText, headRef, isFairKind, keyRef, signHead, type DeviceKeys, type GameEvent, type HeadData, type SignatureVerifier } from '$engine/core';
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
 */
export class OwnChain {
	readonly #domain: string;
	readonly #table: FairTable;
	readonly #verifier: SignatureVerifier;
	#tip: ChainTip | null = null;
	/** The chain's reference after its event `n` (chain.ts `chainReference`), when this visit knows it: what a compact `step` counts from. */
	#reference: { n: number; id: string | undefined } | null = null;
	#latest: HeadData | null = null;
	/** Told each new head of this device (to send it with the move). */
	onHead: ((head: HeadData) => void) | null = null;
	/** The latest head, not yet told to `onHead`: it goes once its events are in the log (`announce`). */
	#unsent: { head: HeadData; save: () => void } | null = null;

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
	 * Gives `event` its place in this device's chain (id and `n`) and extends the chain with it. Its
	 * `after` is stored as a compact `step` when it is just a later event of the device the chain
	 * named last (docs/fair-play.md, "Compact after"), as far as this visit knows the chain.
	 */
	place(event: GameEvent, keys: DeviceKeys): void {
		const tip = this.#tipOf(keys.publicKey);
		const ref = keyRef(keys.publicKey);
		event.n = tip.n + 1;
		event.id = ref + String(event.n);
		const named = event.after ?? [];
		// a chain's start names nothing; later, what this visit placed (after a reload: not known)
		const known = this.#reference?.n === tip.n ? this.#reference : tip.n === 0 ? { n: 0, id: undefined } : null;
		const step = known ? compactStep(known.id, named) : undefined;
		if (step !== undefined) {
			delete event.after;
			event.step = step;
		}
		const reference = chainReference(known?.id, ref, named);
		this.#reference = known || reference !== undefined ? { n: event.n, id: reference } : null;
		const text = eventText(this.#domain, event);
		if (text === null) throw new Error('This move is too deeply nested to be signed.');
		this.#tip = { n: event.n, hash: chainLink(tip.hash, text) };
		this.#verifier.trust(event, keys.publicKey);
	}

	/**
	 * Signs the head after `events` were placed; returns the head entry to store with them, or null.
	 * Stored every HEAD_EVERY events and with every fair-play event.
	 */
	async signed(keys: DeviceKeys, events: readonly GameEvent[]): Promise<GameEvent | null> {
		const tip = this.#tip;
		if (!tip) return null;
		const head = await signHead(keys, this.#domain, tip.n, tip.hash);
		this.#latest = head;
		this.#verifier.receiveHead(head);
		this.#unsent = { head, save: () => saveChain(this.#table.meta.tableId, this.#domain, keys.publicKey, { ...tip, head }) };
		const first = events[0]?.n ?? tip.n;
		const crossed = Math.floor(tip.n / HEAD_EVERY) > Math.floor((first - 1) / HEAD_EVERY);
		return crossed || events.some((e) => isFairKind(e.kind)) ? this.#entry(head) : null;
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
		unsent.save();
		this.onHead?.(unsent.head);
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
		return [...best.values()].map((h) => this.#entry(h));
	}

	#entry(head: HeadData): GameEvent {
		return headEntry(head, this.#table.meta.created);
	}

	/** Takes up this device's latest head as saved on it (to store it if the log lacks it: the page closed first). */
	recall(publicKey: string): void {
		this.#latest ??= loadChain(this.#table.meta.tableId, this.#domain, publicKey)?.head ?? null;
	}

	/** Where the chain stands: in memory, else as saved on this device, else as the log has it. */
	#tipOf(publicKey: string): ChainTip {
		if (this.#tip) return this.#tip;
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
