import type { FairGame, FairState, GameEvent, Outcome, SeatId, SeatInfo } from '$engine/core';
import type { GameMeta } from '$lib/store/gameDoc';
import type { Redraws } from '$lib/timing/redraws';

/**
 * What fair play reads of the open game it serves (a GameSession is one): read when needed, as they
 * change with every fold. Fair play never calls back into it: it appends to the log (`EventSink`),
 * and the game folds the log again when fair play says its verdicts changed (`FairPlay.onStale`).
 */
export interface PlayedGame {
	readonly meta: GameMeta;
	readonly game: FairGame;
	readonly seats: SeatInfo[];
	readonly log: readonly GameEvent[];
	readonly outcomes: readonly Outcome[];
	/** The state of the last fold, the protocols' slices included. */
	readonly folded: FairState;
	/** The seats this device plays as fair play sees them (all of them until its player picks). */
	readonly fairSeats: SeatId[];
	/** When the screen is told of what a fold changed (held while a roll's part is signed or checked). */
	readonly redraws: Redraws;
	notify(message: string): void;
	/** `listener` hears the state of every fold, as it ends; returns the call that stops it. */
	onFold(listener: (state: FairState) => void): () => void;
}

/** Where this device's signed events go: the game's log. The one sink of every protocol. */
export interface EventSink {
	append(events: GameEvent[]): void;
}
