/**
 * The narrow log the hidden protocol's device classes read and append to, and what they share:
 * the public fold with the GM's signatures checked (asynchronously, then folded again).
 */
import type { GameEvent, SeatId } from '$engine/core';
import { decodeEvent } from '$lib/store/codec';
import type { GameLog } from '$lib/store/gameLog';
import { foldChecked, GmSignatures, type HiddenSlice } from '$engine/core/hidden';

export interface HiddenLog {
	events(): readonly GameEvent[];
	append(events: GameEvent[]): void;
}

/** A game's log as the hidden protocol sees it. */
export function hiddenLogOf(log: GameLog): HiddenLog {
	return {
		events() {
			const meta = log.meta();
			if (!meta) return [];
			return log.entries().flatMap((raw) => decodeEvent(meta.game, meta.created, raw) ?? []);
		},
		append(events) {
			const meta = log.meta();
			if (!meta) throw new Error('This game has not arrived yet.');
			log.append(meta, events);
		}
	};
}

/** A fresh event id, random as the store's. */
export function eventId(): string {
	return crypto.randomUUID();
}

/** The public fold a device keeps, with its GM signature answers remembered between folds. */
export class HiddenFold {
	readonly #sigs: GmSignatures;
	constructor(
		readonly domain: string,
		readonly seats: readonly SeatId[],
		readonly log: HiddenLog
	) {
		this.#sigs = new GmSignatures(domain);
	}

	async slice(): Promise<HiddenSlice> {
		return (await foldChecked(this.domain, this.seats, this.log.events(), this.#sigs)).slice;
	}
}
