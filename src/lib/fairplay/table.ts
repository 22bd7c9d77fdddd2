import type { FairGame, FairState, GameEvent, Outcome, Rejection, SeatId, SeatInfo } from '$engine/core';
import type { GameMeta } from '$lib/store/gameDoc';
import type { Redraws } from '$lib/timing/redraws';

/**
 * What fair play reads of the open game it serves (a GameSession is one): read when needed, as they
 * change with every fold.
 */
export interface FairTable {
	readonly meta: GameMeta;
	readonly game: FairGame;
	readonly seats: SeatInfo[];
	readonly log: readonly GameEvent[];
	readonly outcomes: readonly Outcome[];
	/** The state of the last fold, the fair-play layer's included. */
	readonly folded: FairState;
	/** The seats this device plays as fair play sees them (all of them until its player picks). */
	readonly fairSeats: SeatId[];
	/** Folds the log again (a signature check finished). */
	refold(): void;
	/** When the screen is told of what a fold changed (held while a roll's part is signed or checked). */
	readonly redraws: Redraws;
	notify(message: string): void;
	/** Checks a move of this device against the game and signs and appends it (a roll made on this device alone). */
	act(kind: string, data: unknown, seat?: SeatId | null): Rejection | null;
}

/** Where this device's signed events go: the game's log. */
export interface EventSink {
	append(events: GameEvent[]): void;
}
