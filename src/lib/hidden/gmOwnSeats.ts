/**
 * How the game master's phone plays the seats it holds (docs/hidden-information.md §7a): all of them
 * passed round when it holds every seat (pass and play, the GM playing too), those it chose to play
 * itself (`GmPlays`: the Ebon Mage, or every seat of a co-GM who took over), and the rest as bots.
 * A GM who plays any mage is blind: its god view is locked, and opening it is public.
 */
import type { SeatId } from '$engine/core';
import type { HiddenSlice } from '$engine/core/hidden';
import { GmPlays, gmPlayedSeats } from './gmPlays';
import { holdsEverySeat, turnDue } from './playedHere';

/** What the phone knows now: whether it is the GM, the seats of the game (null before the first fold), those it holds. */
export interface GmHere {
	gm: boolean;
	seats: readonly SeatId[] | null;
	held: readonly SeatId[];
}

export class GmOwnSeats {
	readonly plays: GmPlays;

	constructor(
		tableId: string,
		domain: string,
		readonly here: () => GmHere
	) {
		this.plays = new GmPlays(tableId, domain);
	}

	/** This phone is the GM and holds every seat: one phone for everyone (pass and play), the GM playing too. */
	get everySeat(): boolean {
		const { gm, seats, held } = this.here();
		return gm && seats !== null && holdsEverySeat(seats, held);
	}

	/** The GM plays a mage too (pass and play, the Ebon Mage, a co-GM who took over). */
	get blind(): boolean {
		return this.everySeat || this.plays.seats.length > 0;
	}

	/** The seats it holds less those the GM plays itself. */
	#notPlayedByGm(held: readonly SeatId[]): SeatId[] {
		return held.filter((s) => !this.plays.seats.includes(s));
	}

	/** The seats it holds that the GM chose to play itself (none when it holds every seat: pass and play). */
	playsItself(): SeatId[] {
		const { held } = this.here();
		return this.everySeat ? [] : this.plays.seats.filter((s) => held.includes(s));
	}

	/** The seats it holds that play as bots: nobody's (not players who missed a turn), none when it holds every seat. */
	bots(): SeatId[] {
		return this.everySeat ? [] : this.#notPlayedByGm(this.here().held);
	}

	/** A turn runs once every seat people play has sealed: the GM's own seats play their default, unless it holds them all. */
	turnDue(slice: HiddenSlice): boolean {
		return turnDue(slice, this.#notPlayedByGm(this.here().held));
	}

	/** The seats the GM plays, as the screens show them: what the log says, and on the GM's phone its own choice. */
	shown(slice: HiddenSlice, holders: Readonly<Record<SeatId, string>>, gmDevice: string | undefined): SeatId[] {
		const { gm, held } = this.here();
		const chosen = gm ? this.plays.seats.filter((s) => held.includes(s)) : [];
		return [...new Set([...gmPlayedSeats(slice, holders, gmDevice), ...chosen])];
	}
}
