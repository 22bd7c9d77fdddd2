import type { Limits } from './limits';

/**
 * How much each link (a transaction origin) brought in the current second: a peer flooding the
 * gate with updates, each cheap alone, is cut off before it costs the phone its frames.
 */
export class LinkBudget {
	readonly #spent = new WeakMap<object, { since: number; updates: number; bytes: number }>();
	readonly #entries = new WeakMap<object, { at: number; left: number }>();
	constructor(
		private readonly limits: Pick<Limits, 'linkUpdatesPerSecond' | 'linkBytesPerSecond' | 'linkEntriesBurst' | 'linkEntriesPerSecond'>,
		private readonly now: () => number
	) {}

	/**
	 * Counts `count` new log entries from `origin`; false when that is over its budget. A full budget
	 * takes any one update (a phone catching up after a long time away gets everything it missed at once).
	 */
	takeEntries(origin: unknown, count: number): boolean {
		if (typeof origin !== 'object' || origin === null || count === 0) return true;
		const { linkEntriesBurst: burst, linkEntriesPerSecond: rate } = this.limits;
		const t = this.now();
		const s = this.#entries.get(origin) ?? { at: t, left: burst };
		s.left = Math.min(burst, s.left + ((t - s.at) / 1000) * rate);
		s.at = t;
		this.#entries.set(origin, s);
		if (s.left < count && s.left < burst) return false;
		// a catch-up larger than the burst leaves the budget empty, not owing: the link's next moves refill it
		s.left = Math.max(0, s.left - count);
		return true;
	}

	/** Counts an update of `bytes` from `origin`; false when that is over its budget. */
	take(origin: unknown, bytes: number): boolean {
		if (typeof origin !== 'object' || origin === null) return true;
		const t = this.now();
		let s = this.#spent.get(origin);
		if (!s || t - s.since >= 1000) this.#spent.set(origin, (s = { since: t, updates: 0, bytes: 0 }));
		s.updates++;
		s.bytes += bytes;
		return s.updates <= this.limits.linkUpdatesPerSecond && s.bytes <= this.limits.linkBytesPerSecond;
	}
}
