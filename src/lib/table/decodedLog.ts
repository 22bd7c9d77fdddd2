import type { GameEvent } from '$engine/core';
import { corruptEvent, decodeEvent, type StoredEvent } from '$lib/store/codec';
import type { GameMeta } from '$lib/store/gameDoc';
import type { GameLog } from '$lib/store/gameLog';

/** A game's log decoded into events, kept in step with its stored entries (`update` after each change). */
export class DecodedLog {
	readonly #source: GameLog;
	readonly #meta: GameMeta;
	#events: GameEvent[] = [];
	/** The stored entry behind the last event. */
	#lastRaw: StoredEvent | undefined;
	/** How many events at the start are as they were at the last `takeKept` (only appends since). */
	#kept = 0;

	constructor(source: GameLog, meta: GameMeta) {
		this.#source = source;
		this.#meta = meta;
		this.update();
	}

	get events(): GameEvent[] {
		return this.#events;
	}

	/**
	 * Appends at the end are decoded alone; anything else (a merge in the middle) re-reads the log.
	 * An append is told by the entry that was last: still at its place (Yjs keeps each entry's
	 * object), it had nothing inserted before it. Yjs's own list of changes walks the whole log. A
	 * corrupt entry is read as a placeholder the fold rejects.
	 */
	update() {
		const log = this.#source;
		const known = this.#events.length;
		if (!(log.length > known && (known === 0 || log.entry(known - 1) === this.#lastRaw))) {
			this.#events = [];
			this.#kept = 0;
		}
		const from = this.#events.length;
		const added = log.entries(from);
		const { game, created } = this.#meta;
		added.forEach((raw, i) => this.#events.push(decodeEvent(game, created, raw) ?? corruptEvent(from + i, created)));
		this.#lastRaw = added.at(-1);
	}

	/**
	 * How many events at the start are the same objects as at the last call (none the first time):
	 * what the fold and the fair-play pass need not compare again.
	 */
	takeKept(): number {
		const kept = this.#kept;
		this.#kept = this.#events.length;
		return kept;
	}
}
