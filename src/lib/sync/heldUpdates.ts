import type * as Y from 'yjs';
import type { Limits } from './limits';
import { arrived, decodeUpdate, missingParts, type DecodedUpdate, type Missing } from './missingParts';

interface Held {
	update: Uint8Array;
	origin: unknown;
	missing: Missing;
}

/**
 * Updates that build on a part of the history the document lacks, waiting outside it (for the
 * update gate, updateGate.ts), bounded per link, so that one peer filling the room cannot get an
 * honest link's held updates refused.
 */
export class HeldUpdates {
	readonly #doc: Y.Doc;
	readonly #limits: Limits;
	#held: Held[] = [];
	#bytes = 0;

	constructor(doc: Y.Doc, limits: Limits) {
		this.#doc = doc;
		this.#limits = limits;
	}

	get size() {
		return this.#held.length;
	}

	/** Keeps `update` until `missing` arrives; false when its link (or the room) has no space left. */
	hold(update: Uint8Array, origin: unknown, missing: Missing): boolean {
		const mine = this.#held.filter((x) => x.origin === origin);
		const mineBytes = mine.reduce((n, x) => n + x.update.byteLength, 0) + update.byteLength;
		const full = this.#held.length >= 8 * this.#limits.heldUpdates || this.#bytes + update.byteLength > 8 * this.#limits.heldBytes;
		if (full || mine.length >= this.#limits.heldUpdates || mineBytes > this.#limits.heldBytes) return false;
		this.#held.push({ update, origin, missing });
		this.#bytes += update.byteLength;
		return true;
	}

	/** Hands `check`, in turn, every held update whose missing part arrived (this device's own moves count). */
	release(check: (update: Uint8Array, decoded: DecodedUpdate, origin: unknown) => void) {
		for (let progress = true; progress; ) {
			progress = false;
			for (const h of this.#held) {
				if (!arrived(this.#doc, h.missing)) continue;
				const decoded = decodeUpdate(h.update)!;
				const missing = missingParts(this.#doc, decoded);
				if (missing) {
					h.missing = missing;
					continue;
				}
				this.#held = this.#held.filter((x) => x !== h);
				this.#bytes -= h.update.byteLength;
				check(h.update, decoded, h.origin);
				progress = true;
				break;
			}
		}
	}

	clear() {
		this.#held = [];
		this.#bytes = 0;
	}
}
