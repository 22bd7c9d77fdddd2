import type { SeatInfo } from '$engine/core';
import type { FairPlay } from './fairPlay';

/** The fair-play controller of a table session (every GameSession has one, as `fair`). */
export function fairPlayOf(session: object): FairPlay {
	const fair = (session as { fair?: FairPlay }).fair;
	if (!fair) throw new Error('This table session has no fair play.');
	return fair;
}

/** What fair play's own panels use of a table session (a GameSession is one). */
export interface SessionWithFairPlay {
	readonly fair: FairPlay;
	readonly seats: SeatInfo[];
	notify(message: string): void;
}
