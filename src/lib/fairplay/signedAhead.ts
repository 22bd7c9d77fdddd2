import type { CheckSchedule } from './checkSchedule';
import type { FairView } from './fairView.svelte';
import type { BatchSigner, Made, Signed } from './signBatch';

/** What became of a batch signed ahead of the log's checks: sent by a fold, no longer wanted, or to be signed again. */
export type AheadFate = 'sent' | 'dropped' | 'again';

/**
 * A batch the signing chain signs ahead of the log's checks (signingChain.ts `#queue`, with nothing
 * ahead of it in the chain): signed at once, beside the checks, as if they all hold
 * (`frontierOnceChecked`), and sent by the fold that finds them done (`afterFold`) when it is still
 * wanted and names exactly what it would name then; otherwise it is signed again at its turn.
 * Nothing signed ahead is seen by anyone before that.
 */
export class SignedAhead {
	readonly #view: FairView;
	readonly #checks: CheckSchedule;
	readonly #batch: BatchSigner;
	/** `after` for what is signed now (the signing chain's). */
	readonly #frontier: () => readonly string[] | null;
	/** Makes a signed batch this device's and appends it (the signing chain's). */
	readonly #send: (signed: Signed) => void;
	/** The batch waiting for the fold that finds the log's checks done. */
	#waiting: { signed: Signed; wanted: (() => boolean) | undefined; settle: (fate: AheadFate) => void } | null = null;
	#dropped = false;

	constructor(view: FairView, checks: CheckSchedule, batch: BatchSigner, frontier: () => readonly string[] | null, send: (signed: Signed) => void) {
		this.#view = view;
		this.#checks = checks;
		this.#batch = batch;
		this.#frontier = frontier;
		this.#send = send;
	}

	/** Signs `made` now as if the checks under way hold; null when what they give cannot be told. */
	sign(made: Made): Promise<Signed | null> | null {
		const frontier = this.#view.auth.signed ? this.#checks.frontierOnceChecked() : null;
		if (this.#view.auth.signed && frontier === null) return null;
		// a failure shows when it is signed again at its turn
		return this.#batch.sign(made, frontier).catch(() => null);
	}

	/** Waits for a fold to send `signed` (`afterFold`); 'again': to sign again after the checks. */
	released(signed: Signed, wanted: (() => boolean) | undefined): Promise<AheadFate> {
		return new Promise((settle) => {
			const waiting = { signed, wanted, settle };
			this.#waiting = waiting;
			void this.#checks.checked().then(() => {
				if (this.#waiting !== waiting) return;
				this.#waiting = null;
				settle('again');
			});
		});
	}

	/**
	 * After a fold: the batch signed ahead is appended now, in this task, when no check of the log
	 * waits any more, it is still wanted and it names what it would name now. True when it was (the
	 * log changed: the caller folds again).
	 */
	afterFold(): boolean {
		const w = this.#waiting;
		if (!w || this.#dropped || this.#view.auth.pending > 0) return false;
		this.#waiting = null;
		if (w.wanted && !w.wanted()) {
			w.settle('dropped');
			return false;
		}
		if (!this.#batch.same(w.signed, this.#frontier())) {
			w.settle('again');
			return false;
		}
		this.#send(w.signed);
		w.settle('sent');
		return true;
	}

	/** The table closes: the batch waiting is dropped, and none is sent any more. */
	drop() {
		this.#dropped = true;
		this.#waiting?.settle('dropped');
		this.#waiting = null;
	}
}
