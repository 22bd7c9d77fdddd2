import { holdJobs } from '$lib/timing/afterPaint';

/**
 * While a fair roll is under way on this phone, the page's background jobs wait (saving, its
 * presence, the update gate's copy: timing/afterPaint.ts `holdJobs`): the roll's parts cross
 * between the phones in a few milliseconds, and each phone's main thread is theirs meanwhile. Each
 * roll holds them once, from the fold that first shows it until the fold where it is gone (settled),
 * and for `HOLD_JOBS_MAX_MS` at most: a stalled roll holds nothing.
 */
export class RollHolds {
	/** The rolls seen under way, each with what lets its hold go. */
	#held = new Map<string, () => void>();
	readonly #hold: () => () => void;

	constructor(hold: () => () => void = holdJobs) {
		this.#hold = hold;
	}

	/** The rolls under way now (their rounds): a new one holds the jobs, one gone lets them go. */
	update(rounds: Iterable<string>) {
		const now = new Set(rounds);
		for (const [round, release] of this.#held) {
			if (now.has(round)) continue;
			release();
			this.#held.delete(round);
		}
		for (const round of now) if (!this.#held.has(round)) this.#held.set(round, this.#hold());
	}

	destroy() {
		this.update([]);
	}
}
