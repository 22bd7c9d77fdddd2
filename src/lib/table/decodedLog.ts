import type { GameEvent } from '$engine/core';
import type { StoredEvent } from '$lib/store/codec';
import { decodeOrCorrupt, type GameMeta } from '$lib/store/gameDoc';
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
		this.#readAll();
	}

	get events(): GameEvent[] {
		return this.#events;
	}

	/**
	 * Appends at the end are decoded alone; anything else (a merge in the middle) re-reads the log.
	 * An append is told by the entry that was last: still at its place (Yjs keeps each entry's
	 * object), it had nothing inserted before it. Yjs's own list of changes walks the whole log.
	 */
	update() {
		const log = this.#source;
		const start = this.#events.length;
		if (log.length > start && (start === 0 || log.entry(start - 1) === this.#lastRaw)) {
			const added = log.entries(start);
			added.forEach((raw, i) => this.#events.push(decodeOrCorrupt(this.#meta, raw, start + i)));
			this.#lastRaw = added[added.length - 1];
		} else {
			this.#readAll();
		}
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

	#readAll() {
		this.#kept = 0;
		const raws = this.#source.entries();
		this.#events = raws.map((raw, i) => decodeOrCorrupt(this.#meta, raw, i));
		this.#lastRaw = raws[raws.length - 1];
	}
}
