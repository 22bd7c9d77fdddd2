import type { Limits } from './limits';

/**
 * How much each link (a transaction origin) brought in the current second: a peer flooding the
 * gate with updates, each cheap alone, is cut off before it costs the phone its frames.
 */
export class LinkBudget {
	readonly #spent = new WeakMap<object, { since: number; updates: number; bytes: number }>();
	constructor(
		private readonly limits: Pick<Limits, 'linkUpdatesPerSecond' | 'linkBytesPerSecond'>,
		private readonly now: () => number
	) {}

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
