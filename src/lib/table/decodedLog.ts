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

	#readAll() {
		const raws = this.#source.entries();
		this.#events = raws.map((raw, i) => decodeOrCorrupt(this.#meta, raw, i));
		this.#lastRaw = raws[raws.length - 1];
	}
}
