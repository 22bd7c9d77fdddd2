import type * as Y from 'yjs';
import { checkGenesis, isGenesis, madeAs } from '$engine/core';
import { docParts, readMeta, readSeats } from '$lib/store/gameDoc';
import { descriptionDigest } from './description';

/** What the gate is told of a description's signature: good, bad, or not known yet (being checked). */
export type MakerVerdict = 'signed' | 'unsigned' | 'forged' | 'checking';

interface Waiting {
	update: Uint8Array;
	origin: unknown;
}

/** At most this many updates wait for a signature check (a joining phone hears from a handful of devices). */
const WAITING = 16;

/**
 * The signature of a game's maker over its description (meta.genesis, engine/core genesis.ts), for
 * a joining phone whose invite carried no digest of it (updateGate.ts): a description that says it
 * is signed is taken only once its signature holds for its game, options, seats and key (and, in the
 * second form, only with the table id and title it signs). The check
 * is WebCrypto's, so asynchronous: the update waits outside the document meanwhile, and is offered
 * again once the answer is known (each description is checked once).
 */
export class MakerSignatures {
	readonly #verdicts = new Map<string, 'signed' | 'forged'>();
	readonly #checking = new Set<string>();
	#waiting: Waiting[] = [];
	#destroyed = false;
	readonly #reoffer: (update: Uint8Array, origin: unknown) => void;

	constructor(reoffer: (update: Uint8Array, origin: unknown) => void) {
		this.#reoffer = reoffer;
	}

	/** What is known of the signature over the description `shadow` holds. */
	verdict(shadow: Y.Doc): MakerVerdict {
		const genesis = docParts(shadow).meta.get('genesis');
		if (genesis === undefined) return 'unsigned';
		if (!isGenesis(genesis)) return 'forged';
		// a genesis of the second form signs the table id and title: the description must carry those
		if (madeAs(genesis, readMeta(shadow) ?? {})) return 'forged';
		return this.#verdicts.get(descriptionDigest(shadow) ?? '') ?? 'checking';
	}

	/** Keeps `update` until the signature over the description `shadow` holds is checked; false when too many wait. */
	wait(shadow: Y.Doc, update: Uint8Array, origin: unknown): boolean {
		if (this.#waiting.length >= WAITING) return false;
		this.#waiting.push({ update, origin });
		const digest = descriptionDigest(shadow) ?? '';
		const meta = readMeta(shadow);
		const genesis = docParts(shadow).meta.get('genesis');
		if (this.#checking.has(digest) || !meta || !isGenesis(genesis)) return true;
		this.#checking.add(digest);
		void checkGenesis(genesis, meta, readSeats(shadow))
			.catch(() => false)
			.then((good) => {
				this.#checking.delete(digest);
				this.#verdicts.set(digest, good ? 'signed' : 'forged');
				if (this.#destroyed) return;
				const again = this.#waiting;
				this.#waiting = [];
				for (const w of again) this.#reoffer(w.update, w.origin);
			});
		return true;
	}

	destroy() {
		this.#destroyed = true;
		this.#waiting = [];
	}
}
