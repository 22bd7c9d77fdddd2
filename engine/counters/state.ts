import type { SeatId, SeatInfo } from '../core';
import type { CounterSpec } from './rules';

export interface RollRecord {
	notation: string;
	sides: number;
	values: number[];
	bonus: number;
	total: number;
	seat: SeatId | null;
}

export interface CountersState {
	seats: SeatInfo[];
	counters: CounterSpec[];
	/** values[seat][counterKey] */
	values: Record<SeatId, Record<string, number>>;
	round: number;
	/**
	 * Whose turn it is and when it started (from the event's time, for the turn timer). While the
	 * game is left, the clock is paused (`pausedAt`); resuming moves `since` on by the pause.
	 */
	turn: { seat: SeatId; since: number; pausedAt?: number | null } | null;
	lastRoll: RollRecord | null;
}
