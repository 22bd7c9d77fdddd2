import { AFTER_LIMIT, Authenticator, fairDice, FAIR_KINDS, sealedOrders, isHeadEntry, namedBy, SignatureVerifier, type AuthResult, type FairLayer, type GameEvent, type SigCheck, type Verdicts } from '$engine/core';
import { afterPaint } from '$lib/timing/afterPaint';
import type { FairView } from './fairView.svelte';
import type { PlayedGame } from './playedGame';

/** Whether a protocol under way (a fair roll, sealed orders) waits for signatures to be checked. */
export function waitsOnChecks(state: FairLayer): boolean {
	return sealedOrders.of(state) !== null || Object.keys(fairDice.of(state).rounds).length > 0;
}

/** The most entries an append may add for `startsProtocol` to look at them (more: a log read at once). */
const ARRIVED_AT_ONCE = 16;

/**
 * Whether the entries `log` has beyond its first `before` (what arrived since the last fold) start a
 * protocol that waits on their checks: a fair roll opened, orders sealed. This device's part in it
 * must wait for them to be checked; a long log read at once (opening a game) starts nothing.
 */
export function startsProtocol(log: readonly GameEvent[], before: number): boolean {
	if (before === 0 || log.length <= before || log.length - before > ARRIVED_AT_ONCE) return false;
	for (let i = before; i < log.length; i++) {
		const kind = log[i]?.kind;
		if (kind === FAIR_KINDS.diceOpen || kind === FAIR_KINDS.commit) return true;
	}
	return false;
}

/** How far back from the end of the log `frontierOnceChecked` looks for the entries being checked. */
const CHECKED_SOON = 16;

/**
 * The frontier (auth.ts: the checked events nothing later names) the next fold will give once every
 * entry of `log` being checked now is found good: each takes the place of what it names, as the
 * pass reads it. Null when that cannot be told: an entry being checked is not among the last ones,
 * is of the first form, or the frontier is too long to know which of it `after` keeps. `references`
 * are the pass's (Authenticator's), to read a compact `step`.
 */
export function frontierOnceChecked(log: readonly GameEvent[], auth: AuthResult, check: (e: GameEvent) => SigCheck, references: ReadonlyMap<string, string>): string[] | null {
	if (auth.pending === 0) return [...auth.frontier];
	// the entries being checked, and whether the pass lets each through (one blocked for another reason names nothing)
	const being: { e: GameEvent; through: boolean }[] = [];
	for (let i = log.length - 1; i >= Math.max(0, log.length - CHECKED_SOON) && being.length < auth.pending; i--) {
		const e = log[i];
		if (e && !isHeadEntry(e) && check(e).status === 'pending') being.unshift({ e, through: auth.verdicts[i] === undefined });
	}
	if (being.length < auth.pending || auth.frontier.length >= AFTER_LIMIT) return null;
	const frontier = new Set(auth.frontier);
	for (const { e, through } of being) {
		if (!through) continue;
		if (e.after === undefined && e.n === undefined) return null;
		for (const id of namedBy(e, references)) frontier.delete(id);
		frontier.add(e.id);
	}
	return frontier.size > AFTER_LIMIT ? null : [...frontier].sort();
}

/**
 * When the signatures of the log are checked: the fold reads verdicts at once (an unchecked one
 * shows as pending), the checks run on the crypto thread as a batch, then the log is folded again.
 */
export class CheckSchedule {
	readonly verifier: SignatureVerifier;
	/** Seat bindings and signature verdicts, read on from the last fold when the log only grew. */
	readonly #authenticator = new Authenticator();
	readonly #table: PlayedGame;
	readonly #view: FairView;
	#flushing = false;
	#flushed: Promise<void> = Promise.resolve();
	#flushScheduled = false;
	#destroyed = false;
	/** How long the log was at the last fold, and whether what it gained since starts a protocol. */
	#read = 0;
	#started = false;

	/** `checked`: told when checks have finished (the fold's verdicts may have changed: fold again). */
	readonly #checkedNow: () => void;

	constructor(domain: string, table: PlayedGame, view: FairView, checked: () => void = () => {}) {
		this.#checkedNow = checked;
		this.#table = table;
		this.#view = view;
		this.verifier = new SignatureVerifier(domain);
		if (table.meta.genesis) this.verifier.learnKey(table.meta.genesis.key);
	}

	/** Verdicts for the fold: signatures and seat bindings (kept in the view). */
	verdicts(log: readonly GameEvent[]): Verdicts {
		this.verifier.learnKeys(log);
		const seats = this.#table.seats.map((s) => s.id);
		const auth = this.#authenticator.run(log, seats, this.verifier.check, this.verifier.answers, this.#table.meta.genesis);
		this.#view.auth = auth;
		this.#started = startsProtocol(log, this.#read);
		this.#read = log.length;
		return auth.verdicts;
	}

	/** Whether the entries the last fold read for the first time start a protocol (`startsProtocol`). */
	get started(): boolean {
		return this.#started;
	}

	/** The frontier once the checks under way find every entry good (`frontierOnceChecked`). */
	frontierOnceChecked(): string[] | null {
		return frontierOnceChecked(this.#table.log, this.#view.auth, this.verifier.check, this.#authenticator.references);
	}

	/** Signatures waiting to be checked (how many). */
	get queued(): number {
		return this.verifier.queued;
	}

	/** Checks what waits now, then folds again. */
	async flush() {
		if (this.#flushing) return this.#flushed;
		this.#flushing = true;
		this.#flushed = (async () => {
			try {
				await this.verifier.flush();
			} finally {
				this.#flushing = false;
			}
			if (!this.#destroyed) this.#checkedNow();
		})();
		return this.#flushed;
	}

	/**
	 * Checks what arrived in the next task: a move from another phone is drawn first (it shows as
	 * unchecked until then).
	 */
	flushSoon() {
		if (this.#flushScheduled) return;
		this.#flushScheduled = true;
		afterPaint(() => {
			this.#flushScheduled = false;
			void this.flush();
		});
	}

	/**
	 * Waits until no signature of the log is unchecked (and the fold has read the answers), so that
	 * what this device signs next names every event it has seen (a forged one would void it).
	 */
	async checked() {
		for (let i = 0; i < 3 && this.#view.auth.pending > 0 && !this.#destroyed; i++) await this.flush();
	}

	destroy() {
		this.#destroyed = true;
	}
}
