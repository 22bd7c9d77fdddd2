/**
 * The GM's dashboard rows: each seat's state this turn (sealed, missing with its jeopardy count,
 * refused, a bot), from what the table publicly knows. The thresholds are the rulings' (section VII).
 */
import { DROP_OUT_AFTER, JEOPARDY_AFTER } from '$engine/magika/data/missedTurns';

export interface SeatState {
	seat: string;
	name: string;
	bot: boolean;
	sealed: boolean;
	/** Turns in a row this seat played by default orders. */
	misses: number;
	refused?: string;
}

export interface SeatRow {
	seat: string;
	label: string;
	state: string;
	tone: 'ok' | 'wait' | 'warn' | 'bot';
}

export function seatRow(s: SeatState): SeatRow {
	if (s.bot) return { seat: s.seat, label: s.name, state: '🤖 bot', tone: 'bot' };
	if (s.refused) return { seat: s.seat, label: s.name, state: `⚠ refused: ${s.refused}`, tone: 'warn' };
	if (s.sealed) return { seat: s.seat, label: s.name, state: '✓ sealed', tone: 'ok' };
	const risk = s.misses + 1 >= DROP_OUT_AFTER ? ' · a miss now drops the mage' : s.misses + 1 >= JEOPARDY_AFTER ? ' · a miss now puts it in jeopardy' : '';
	return { seat: s.seat, label: s.name, state: s.misses ? `✗ not sealed (missed ${s.misses} in a row)${risk}` : `… not sealed yet${risk}`, tone: s.misses ? 'warn' : 'wait' };
}

/** Who the GM still waits for (bots never). */
export const waiting = (seats: readonly SeatState[]): SeatState[] => seats.filter((s) => !s.bot && !s.sealed);
