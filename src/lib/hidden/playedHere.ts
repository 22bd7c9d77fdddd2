/**
 * Who plays the seats of a hidden game at a table, as the game master's phone sees it: the seats
 * other phones hold are players', and the GM's own seats are bots, except when the GM's phone holds
 * every seat (a game made on one phone that nobody joined: pass and play), where they are the
 * players passing the phone, and the GM plays too (its god view locked, docs/hidden-information.md §7a).
 */
import type { SeatId } from '$engine/core';
import { hiddenCardLine, type AnyHiddenGame, type HiddenCardFacts, type HiddenSlice } from '$engine/core/hidden';

/** This phone holds every seat of the game: one phone for everyone. */
export function holdsEverySeat(seats: readonly SeatId[], held: readonly SeatId[]): boolean {
	return seats.length > 0 && seats.every((s) => held.includes(s));
}

/** The seats people play, for the GM's phone holding `held`: the others' seats, or all of them in pass and play. */
export function playerSeats(seats: readonly SeatId[], held: readonly SeatId[]): SeatId[] {
	return holdsEverySeat(seats, held) ? [...seats] : seats.filter((s) => !held.includes(s));
}

const hasSealed = (slice: HiddenSlice, seat: SeatId) => (slice.inputs[seat]?.length ?? 0) > 0;

/** Whether the GM's phone runs the turn now by itself: every seat people play has sealed (bots play their default). */
export function turnDue(slice: HiddenSlice, held: readonly SeatId[]): boolean {
	if (slice.turn < 0 || slice.over || slice.paused) return false;
	const players = playerSeats(slice.seats, held);
	return players.length > 0 && players.every((s) => hasSealed(slice, s));
}

/** Where the game stands for this phone (the GM's, or one holding `held` seats), for its card at home. */
export function cardFacts(slice: HiddenSlice, gm: boolean, held: readonly SeatId[]): HiddenCardFacts {
	const players = gm ? playerSeats(slice.seats, held) : slice.seats;
	const mine = slice.seats.filter((s) => held.includes(s));
	return {
		turn: slice.turn + 1,
		over: slice.over,
		gm,
		mine: mine.length,
		owed: mine.filter((s) => !hasSealed(slice, s)).length,
		players: players.length,
		sealed: players.filter((s) => hasSealed(slice, s)).length
	};
}

/** The card's line: the game's words for where it stands for this phone. */
export function hiddenCard(game: AnyHiddenGame, slice: HiddenSlice, gm: boolean, held: readonly SeatId[]): string {
	return hiddenCardLine(game, cardFacts(slice, gm, held));
}
