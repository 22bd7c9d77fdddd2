import { Authenticator, SignatureVerifier, type FairLayer, type GameEvent, type Verdicts } from '$engine/core';
import { afterPaint } from '$lib/timing/afterPaint';
import type { FairView } from './fairState.svelte';
import type { FairTable } from './table';

/** Whether a protocol under way (a fair roll, sealed orders) waits for signatures to be checked. */
export function waitsOnChecks(state: FairLayer): boolean {
	return state.sealed !== null || Object.keys(state.rounds).length > 0;
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
		return auth.verdicts;
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
