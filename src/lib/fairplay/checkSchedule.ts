import { Authenticator, FAIR_KINDS, SignatureVerifier, type FairLayer, type GameEvent, type Verdicts } from '$engine/core';
import { afterPaint } from '$lib/timing/afterPaint';
import type { FairView } from './fairState.svelte';
import type { FairTable } from './table';

/** Whether a protocol under way (a fair roll, sealed orders) waits for signatures to be checked. */
export function waitsOnChecks(state: FairLayer): boolean {
	return state.sealed !== null || Object.keys(state.rounds).length > 0;
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

/**
 * When the signatures of the log are checked: the fold reads verdicts at once (an unchecked one
 * shows as pending), the checks run on the crypto thread as a batch, then the log is folded again.
 */
export class CheckSchedule {
	readonly verifier: SignatureVerifier;
	/** Seat bindings and signature verdicts, read on from the last fold when the log only grew. */
	readonly #authenticator = new Authenticator();
	readonly #table: FairTable;
	readonly #view: FairView;
	#flushing = false;
	#flushed: Promise<void> = Promise.resolve();
	#flushScheduled = false;
	#destroyed = false;
	/** How long the log was at the last fold, and whether what it gained since starts a protocol. */
	#read = 0;
	#started = false;

	constructor(domain: string, table: FairTable, view: FairView) {
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
			if (!this.#destroyed) this.#table.refold();
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
