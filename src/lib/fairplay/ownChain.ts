import { HEAD_EVERY, chainLink, chainPlace, chainStart, eventText, fromBase64url, FAIR_KINDS as K, headRef, isFairKind, isHeadData, keyRef, signHead, toBase64url, type DeviceKeys, type GameEvent, type HeadData, type SignatureVerifier } from '$engine/core';
import { randomId, storedTime } from '$lib/store/codec';
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
 * is kept on this device (localStorage), so that after a reload it never signs a head over a copy
 * someone else placed at its next place.
 */
export class OwnChain {
	readonly #domain: string;
	readonly #table: FairTable;
	readonly #verifier: SignatureVerifier;
	#tip: ChainTip | null = null;
	#latest: HeadData | null = null;
	/** Told each new head of this device (to send it with the move). */
	onHead: ((head: HeadData) => void) | null = null;

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

	/** Gives `event` its place in this device's chain (id and `n`) and extends the chain with it. */
	place(event: GameEvent, keys: DeviceKeys): void {
		const tip = this.#tipOf(keys.publicKey);
		const ref = keyRef(keys.publicKey);
		event.n = tip.n + 1;
		event.id = ref + String(event.n);
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
		this.#save(keys.publicKey, tip);
		this.#verifier.receiveHead(head);
		this.onHead?.(head);
		const first = events[0]?.n ?? tip.n;
		const crossed = Math.floor(tip.n / HEAD_EVERY) > Math.floor((first - 1) / HEAD_EVERY);
		return crossed || events.some((e) => isFairKind(e.kind)) ? this.#entry(head) : null;
	}

	/** Head entries to store now (the page is hidden, the table closes): this device's and the best of every other device's this phone holds, where newer than the log's. */
	unstored(log: readonly GameEvent[]): GameEvent[] {
		const inLog = new Map<string, number>();
		for (const e of log)
			if (e && e.kind === K.head) {
				const h = e.data as HeadData;
				const ref = isHeadData(h) ? headRef(h) : '';
				if (ref) inLog.set(ref, Math.max(inLog.get(ref) ?? 0, h.n));
			}
		const heads = this.#verifier.provenHeads();
		if (this.#latest && !heads.some((h) => h.sig === this.#latest!.sig)) heads.push(this.#latest);
		return heads.filter((h) => h.n > (inLog.get(headRef(h)) ?? 0)).map((h) => this.#entry(h));
	}

	#entry(head: HeadData): GameEvent {
		return { id: '~' + randomId(6), seat: null, kind: K.head, data: { n: head.n, sig: head.sig }, at: storedTime(this.#table.meta.created) };
	}

	/** Where the chain stands: in memory, else as saved on this device, else as the log has it. */
	#tipOf(publicKey: string): ChainTip {
		if (this.#tip) return this.#tip;
		const saved = this.#load(publicKey);
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

	#storageKey(publicKey: string): string {
		return `familiar-chain:${this.#table.meta.tableId}:${this.#domain}:${keyRef(publicKey)}`;
	}

	#load(publicKey: string): ChainTip | null {
		try {
			const v = JSON.parse(localStorage.getItem(this.#storageKey(publicKey)) ?? 'null') as { n?: unknown; hash?: unknown } | null;
			const hash = typeof v?.hash === 'string' ? fromBase64url(v.hash) : null;
			return typeof v?.n === 'number' && Number.isInteger(v.n) && v.n > 0 && hash?.length === 32 ? { n: v.n, hash } : null;
		} catch {
			return null;
		}
	}

	#save(publicKey: string, tip: ChainTip): void {
		try {
			localStorage.setItem(this.#storageKey(publicKey), JSON.stringify({ n: tip.n, hash: toBase64url(tip.hash) }));
		} catch {
			// no storage (private mode, full): the log's copy is used after a reload
		}
	}
}
