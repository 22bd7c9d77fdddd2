/**
 * The table's check of the game master's signatures (engine/core/hidden/gmSig.ts), as the session
 * folds: the fold is synchronous, WebCrypto is not. A GM event whose signature is not known good yet
 * (pending) or is bad gets a verdict, like an unchecked device signature, so the cached fold
 * (`LogFolder`) folds again from that event once the answer is known (`flush`): an answer that only
 * the step read would leave the cached states as they were.
 */
import { GM_KINDS, GmSignatures, HIDDEN_KINDS, HIDDEN_REJECTIONS as R } from '$engine/core/hidden';
import { reject, type GameEvent, type Rejection, type Verdicts } from '$engine/core';

const PENDING = reject(R.gmPending, "The game master's signature is still being checked.");
const FORGED = reject(R.notGm, "This is not signed by the game master's key.");

export class GmVerdicts {
	readonly sigs: GmSignatures;
	/** The verdicts this added at the last fold, by entry. */
	#added = new Map<number, Rejection>();

	constructor(domain: string) {
		this.sigs = new GmSignatures(domain);
	}

	/**
	 * `verdicts` with every GM event whose signature is not known good blocked; `kept` lowered to the
	 * first entry whose added verdict changed since the last fold.
	 */
	apply(log: readonly GameEvent[], verdicts: Verdicts, kept: number): { verdicts: Verdicts; kept: number } {
		const added = new Map<number, Rejection>();
		let key: string | null = null;
		for (let i = 0; i < log.length; i++) {
			const e = log[i];
			if (!e || e.seat !== null || !GM_KINDS.has(e.kind) || verdicts[i]) continue;
			// the first opening names the key every later GM event is signed by (a second is refused by the step)
			const by: unknown = e.kind === HIDDEN_KINDS.open && key === null ? (e.data as { sign?: unknown } | null)?.sign : key;
			if (typeof by !== 'string') continue;
			const answer = this.sigs.check(e, by);
			if (answer === 'valid' && key === null) key = by;
			if (answer !== 'valid') added.set(i, answer === 'pending' ? PENDING : FORGED);
		}
		let first = kept;
		for (const i of new Set([...added.keys(), ...this.#added.keys()])) if (added.get(i) !== this.#added.get(i)) first = Math.min(first, i);
		this.#added = added;
		if (added.size === 0) return { verdicts, kept: first };
		const out = verdicts.slice();
		for (const [i, v] of added) out[i] = v;
		return { verdicts: out, kept: first };
	}

	/** Checks the signatures asked for since; `refold` when an answer is new. */
	checkSoon(refold: () => void): void {
		void this.sigs.flush().then((changed) => {
			if (changed) refold();
		});
	}
}
