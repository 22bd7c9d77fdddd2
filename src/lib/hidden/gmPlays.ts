/**
 * Seats the game master's phone plays itself rather than as bots (Magika: the Ebon Mage, when the GM
 * takes him). The choice is the GM's, kept on its phone (`GmPlays`) until the set-up, which names it
 * in public (`gmPlays` of the turn-0 event); the table reads it from the log (`gmPlayedSeats`): a
 * seat the set-up named, or one the GM's device holds whose orders are sealed (a bot never seals).
 */
import type { SeatId } from '$engine/core';
import { isSealedInput, type HiddenSlice } from '$engine/core/hidden';
import { getSecret, putSecret } from '$lib/fairplay/keyStore';

const what = (domain: string) => `gm-plays|${domain}`;

/** The GM phone's own choice, kept across reloads. */
export class GmPlays {
	#seats: SeatId[] = [];
	readonly #loaded: Promise<void>;

	constructor(
		readonly tableId: string,
		readonly domain: string
	) {
		this.#loaded = getSecret<SeatId[]>(tableId, what(domain)).then((kept) => {
			if (kept) this.#seats = kept;
		});
	}

	get seats(): readonly SeatId[] {
		return this.#seats;
	}

	loaded(): Promise<void> {
		return this.#loaded;
	}

	async choose(seats: readonly SeatId[]): Promise<void> {
		await this.#loaded;
		this.#seats = [...seats];
		await putSecret(this.tableId, what(this.domain), this.#seats);
	}
}

/** The seats the GM plays, as every phone reads them from the public log. */
export function gmPlayedSeats(slice: HiddenSlice, holders: Readonly<Record<SeatId, string>>, gmDevice: string | undefined): SeatId[] {
	if (!gmDevice) return [];
	const held = slice.seats.filter((s) => holders[s] === gmDevice);
	// one phone for everyone: the GM's phone holds every seat and its players seal there
	if (held.length === slice.seats.length) return [];
	// named by the set-up (public from the start), or read from sealed orders (set-ups made before it named them)
	const named = slice.turns[0]?.gmPlays ?? [];
	return held.filter((s) => named.includes(s) || (slice.inputs[s]?.length ?? 0) > 0 || slice.turns.some((t) => isSealedInput(t.used[s])));
}
