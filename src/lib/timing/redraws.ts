/**
 * The longest a hold keeps the screen from redrawing: a check or a signature that never ends must
 * not freeze it. A roll under way shows after 300 ms anyway (FairRound.svelte).
 */
export const HOLD_MS = 250;

/**
 * When the screen learns what an open table's code already knows. The code reads a change at once;
 * the screen (Svelte) is told of it at once too, except while a step of a protocol is under way
 * that goes to the other phones the moment a signature is made or checked (a fair roll's part):
 * then it is told when that step is done. A signature is made or checked in a few microseconds,
 * but its answer comes as a microtask queued behind the redraw that the step's own fold asked for,
 * so a phone drew every step of a roll (a millisecond or more each) before sending its part.
 */
export class Redraws {
	#holds = 0;
	#waiting = new Set<() => void>();
	#overran = 0;

	/** How many holds were let go by `HOLD_MS` rather than by their step. */
	get overran(): number {
		return this.#overran;
	}

	/** Whether a step holds the redraw now. */
	get held(): boolean {
		return this.#holds > 0;
	}

	/** Runs `tell` (which tells the screen of a change) now, or once no step holds the redraw. */
	changed(tell: () => void): void {
		if (this.#holds > 0) this.#waiting.add(tell);
		else tell();
	}

	/**
	 * Holds the redraw until the returned function is called (again: nothing), or `HOLD_MS` at most.
	 * What changed meanwhile is told then, at once.
	 */
	hold(): () => void {
		this.#holds++;
		let held = true;
		const release = () => {
			if (!held) return;
			held = false;
			clearTimeout(limit);
			this.#release();
		};
		const limit = setTimeout(() => {
			this.#overran++;
			release();
		}, HOLD_MS);
		return release;
	}

	/** Runs `run` with the redraw held: what it changes is told as it returns, unless a hold it took lasts. */
	during<T>(run: () => T): T {
		this.#holds++;
		try {
			return run();
		} finally {
			this.#release();
		}
	}

	#release() {
		if (--this.#holds > 0) return;
		const tells = [...this.#waiting];
		this.#waiting.clear();
		for (const tell of tells) tell();
	}
}
