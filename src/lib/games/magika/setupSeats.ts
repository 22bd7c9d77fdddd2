/**
 * The seats of a Magika table before the start, as the set-up screens show them: each seat's mage
 * letter (seats 1-12 the novices A-L, seat 13 the Ebon Mage M: engine/magika/hidden.ts), who holds
 * it (a player's phone, or the GM's phone, which plays it as a bot) and whether its player has sealed
 * a choice (never what: that stays sealed to the GM until the set-up).
 */
import type { SeatInfo } from '$engine/core';
import type { HiddenSlice } from '$engine/core/hidden';
import { botSeat, EBON_ID, isEbonSeat, NOVICES, unnamedMage, type ClaimOutcome } from '$engine/magika';
import { mageName } from './mageName';
import type { SetupSeat } from './setupGm.svelte';

const LETTERS = 'ABCDEFGHIJKL';

/** The mage letter of the seat at `index` in the table's seats. */
export const mageLetter = (index: number): string => (isEbonSeat(index) ? EBON_ID : LETTERS[index]);

/** The mage of the table's seat at `index` as the set-up names it: "Ann (A)". */
export const seatMage = (seats: readonly SeatInfo[], index: number): string => mageName({ id: mageLetter(index), name: seats[index]?.name, seat: seats[index]?.id });

/** Is the seat at `index` the Ebon Mage's? The engine's rule (only a table of 13 seats has one a phone can hold). */
export { isEbonSeat };

/**
 * The GM's list of the thirteen mages: the table's seats first, then the bots the engine adds for
 * seats the table does not have (`bot-N`, as `setupFromSeats` names them). `gmSeats` are the seats
 * the GM's own phone holds: bots too. `preview`: on the GM's phone, what the set-up will give each
 * seat (`previewSeats`, from the claims opened there), shown beside a sealed claim.
 */
export function setupSeats(seats: readonly SeatInfo[], gmSeats: readonly string[], slice: HiddenSlice, preview?: readonly ClaimOutcome[]): SetupSeat[] {
	return Array.from({ length: NOVICES + 1 }, (_, i) => {
		const s = seats[i];
		const letter = mageLetter(i);
		// a seat the table does not have: its row says "bot" beside the mage's plain name ("Mage K")
		if (!s) return { seat: botSeat(i), label: unnamedMage(letter), player: false, sealed: false };
		const sealed = (slice.inputs[s.id]?.length ?? 0) > 0;
		return { seat: s.id, label: seatMage(seats, i), player: !gmSeats.includes(s.id), sealed, ...(sealed && preview ? { outcome: preview[i] } : {}) };
	});
}

/** The name of the player whose phone holds the Ebon Mage's seat, if a player's does. */
export function ebonPlayer(seats: readonly SeatInfo[], gmSeats: readonly string[]): string | null {
	const ebon = seats[NOVICES];
	return ebon && !gmSeats.includes(ebon.id) ? ebon.name : null;
}
