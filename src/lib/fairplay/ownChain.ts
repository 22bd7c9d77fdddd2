import { HEAD_EVERY, chainLink, chainPlace, chainReference, chainStart, compactStep, eventText, headRef, isFairKind, keyRef, signHead, type DeviceKeys, type GameEvent, type HeadData, type SignatureVerifier } from '$engine/core';
import { headEntry, loadChain, saveChain, storedHeads } from '$lib/store/savedChain';
import { afterPaint } from '$lib/timing/afterPaint';
import type { PlayedGame } from './playedGame';

interface ChainTip {
	n: number;
	hash: Uint8Array;
}

/** A batch being placed on this device's chain: where the chain stood, and where the batch takes it. */
export interface ChainDraft {
	readonly from: ChainTip;
	tip: ChainTip;
	/** The chain's reference after the draft's tip, when known (see OwnChain's `#reference`). */
	reference: ChainReference | null;
	/** Whether the head signed over the draft is stored in the log with its batch: every HEAD_EVERY events, and with every fair-play event. */
	storesHead: boolean;
}

/** The chain's reference after its event `n` (chain.ts `chainReference`): what a compact `step` counts from. */
interface ChainReference {
	n: number;
	id: string | undefined;
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
	readonly #table: PlayedGame;
	readonly #verifier: SignatureVerifier;
	#tip: ChainTip | null = null;
	/** The chain's reference after its event `n`, when this visit knows it (after a reload it does not). */
	#reference: ChainReference | null = null;
	#latest: HeadData | null = null;
	/** Told each new head of this device (to send it with the move). */
	onHead: ((head: HeadData) => void) | null = null;
	/** The latest head, not yet told to `onHead`: it goes once its events are in the log (`announce`). */
	#unsent: { head: HeadData; stored: boolean } | null = null;
	/** This device's key, once its chain has moved on in this visit. */
	#publicKey: string | null = null;
	/** What `keep` saved last. */
	#saved: { tip: ChainTip; head: HeadData | null } | null = null;

	constructor(domain: string, table: PlayedGame, verifier: SignatureVerifier) {
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
	 * Gives `event` the next place on `draft` (its id and `n`) and extends the draft with it; with no
	 * draft yet, on a new one where the chain stands (a copy: events placed on it change nothing
	 * until the batch is `taken`, and a batch signed ahead may be dropped). Its `after` is stored as a
	 * compact `step` when it is just a later event of the device the chain named last
	 * (docs/fair-play.md, "Compact after"), as far as this visit knows the chain. Returns the draft.
	 */
	place(event: GameEvent, keys: DeviceKeys, onto: ChainDraft | null): ChainDraft {
		let draft = onto;
		if (!draft) {
			const from = this.#tipOf(keys.publicKey);
			draft = { from, tip: { ...from }, reference: this.#reference, storesHead: false };
		}
		const tip = draft.tip;
		const ref = keyRef(keys.publicKey);
		event.n = tip.n + 1;
		event.id = ref + String(event.n);
		const named = event.after ?? [];
		// a chain's start names nothing; later, what this visit placed (after a reload: not known)
		const known = draft.reference?.n === tip.n ? draft.reference : tip.n === 0 ? { n: 0, id: undefined } : null;
		const step = known ? compactStep(known.id, named) : undefined;
		if (step !== undefined) {
			delete event.after;
			event.step = step;
		}
		const reference = chainReference(known?.id, ref, named);
		draft.reference = known || reference !== undefined ? { n: event.n, id: reference } : null;
		const text = eventText(this.#domain, event);
		if (text === null) throw new Error('This move is too deeply nested to be signed.');
		draft.tip = { n: event.n, hash: chainLink(tip.hash, text) };
		draft.storesHead ||= Math.floor(event.n / HEAD_EVERY) > Math.floor(draft.from.n / HEAD_EVERY) || isFairKind(event.kind);
		return draft;
	}

	/** Signs the head of `draft` (nothing changes until the batch is `taken`). */
	signHead(keys: DeviceKeys, draft: ChainDraft): Promise<HeadData> {
		return signHead(keys, this.#domain, draft.tip.n, draft.tip.hash);
	}

	/** Whether the chain still stands where `draft` was made (nothing was placed since). */
	current(draft: ChainDraft): boolean {
		return this.#tip === draft.from;
	}

	/**
	 * The batch placed on `draft` is appended: the chain moves on to it. With `head` (signed before
	 * the append: the log stores it with the batch, its draft's `storesHead`) that head becomes the latest and its
	 * entry is returned, to store with the events. Without, its head is signed after the append
	 * (`headSigned`): a move needs only its place to be sent.
	 */
	take(keys: DeviceKeys, events: readonly GameEvent[], draft: ChainDraft, head: HeadData | null): GameEvent | null {
		this.#tip = draft.tip;
		this.#reference = draft.reference;
		this.#publicKey = keys.publicKey;
		for (const e of events) this.#verifier.trust(e, keys.publicKey);
		if (head) this.#headSigned(head, draft, true);
		return head ? this.#entry(head) : null;
	}

	/** The head of a batch taken without one is signed (`signHead` on its draft): it is the latest unless a newer one is. */
	headSigned(head: HeadData, draft: ChainDraft): void {
		if (head.n > (this.#latest?.n ?? 0)) this.#headSigned(head, draft, false);
	}

	/** A head of this device, signed over `draft`: the checks know it holds without checking it. */
	#headSigned(head: HeadData, draft: ChainDraft, stored: boolean) {
		this.#latest = head;
		if (this.#publicKey) this.#verifier.trustHead(head, draft.tip.hash, this.#publicKey);
		else this.#verifier.receiveHead(head);
		this.#unsent = { head, stored };
	}

	/**
	 * Saves on this device where the chain stands, with its latest head, unless saved already: in the
	 * task that appends a batch, right after the log has it (signingChain.ts `#append`), at each
	 * announce (the new head), and when the page is hidden or the table closes. After a reload, a
	 * place in the log beyond the saved one is someone else's copy.
	 */
	keep(): void {
		const tip = this.#tip;
		const head = this.#latest;
		if (!tip || tip.n === 0 || !this.#publicKey || (this.#saved?.tip === tip && this.#saved.head === head)) return;
		this.#saved = { tip, head };
		saveChain(this.#table.meta.tableId, this.#domain, this.#publicKey, { ...tip, head });
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
		const onHead = this.onHead;
		if (!onHead) return;
		// a head stored in the log with its events reaches the other phones with them: its copy in
		// presence can wait until this page has drawn
		if (unsent.stored) afterPaint(() => onHead(unsent.head));
		else onHead(unsent.head);
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
		// the saved tip wins, even behind the log: this device saves its place in the task of each
		// append, so an event in the log at a later place of its chain is a copy someone else placed
		this.#tip = saved ?? this.#fromLog(publicKey);
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
