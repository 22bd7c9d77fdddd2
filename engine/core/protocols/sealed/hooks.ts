/** What a game declares to take sealed simultaneous orders: apart from the protocol, since the protocol shape's FairGame names it. */
import type { SeatId } from '../../types';

/** A step of a game where seats choose at the same time: who must commit, and what the orders become. */
export interface SealedStep {
	/** The turn the orders are for; unique for every sealed step of a game. */
	turn: number;
	/** The game's event kind that revealed orders become (e.g. "arena/orders"). */
	kind: string;
	/** Every seat that must commit before anyone reveals. */
	seats: readonly SeatId[];
}

/** What a game declares to take sealed simultaneous orders. */
export interface FairPlayHooks<S> {
	/** The step now taking sealed orders, or null when none is. */
	sealed?(state: S): SealedStep | null;
	/** Kinds the game takes only through a reveal; sent in the clear they are refused. */
	sealedKinds?: readonly string[];
}
