/**
 * The GM's phone's alarm for the published deadline of the next turn: set again after every fold
 * (the same instant keeps the alarm that runs), cleared when the turn has run, the game is over or
 * the table closes. When it rings, the phone folds its work again and `GmHost.react` runs the turn.
 */

import type { HiddenSlice } from '$engine/core/hidden';

/** The published deadline the alarm waits for: the next turn's, while the game runs and is not paused. */
export function dueDeadline(slice: HiddenSlice): number | null {
	return slice.deadline?.turn === slice.turn + 1 && !slice.over && !slice.paused ? slice.deadline.at : null;
}

/** setTimeout's longest delay (about 24.8 days); a later deadline is waited for in steps. */
const LONGEST = 2 ** 31 - 1;

export class DeadlineTimer {
	#at: number | null = null;
	#timer: ReturnType<typeof setTimeout> | undefined;

	constructor(
		readonly ring: () => void,
		readonly now: () => number = Date.now
	) {}

	/** The deadline (ms since the epoch) to ring at, or null for none. */
	set(at: number | null): void {
		if (at === this.#at) return;
		this.clear();
		if (at === null) return;
		this.#at = at;
		this.#timer = setTimeout(() => {
			this.#at = null;
			if (this.now() >= at) this.ring();
			else this.set(at);
		}, Math.min(LONGEST, Math.max(0, at - this.now())));
	}

	clear(): void {
		clearTimeout(this.#timer);
		this.#timer = undefined;
		this.#at = null;
	}

	get armed(): number | null {
		return this.#at;
	}
}
