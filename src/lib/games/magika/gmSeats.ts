/**
 * The GM's dashboard rows: each seat's state this turn (sealed, missing with its jeopardy count,
 * refused, a bot), from what the table publicly knows. The thresholds are the rulings' (section VII).
 */
import { NO_INPUT, type HiddenSlice } from '$engine/core/hidden';
import { BOT_PROFILE_WORD, MISSED_TURN_BOT } from '$engine/magika';
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

/** What the misses are counted from: each turn's `used`. */
type Turns = { turns: readonly Pick<HiddenSlice['turns'][number], 'used'>[] };

/**
 * The turns in a row, up to the last, that `seat` played by its missed-turn default: public (each
 * turn names what it used). A sealed input, or a turn as an empty seat, ends the run, as the rules
 * count it (engine/magika/missed.ts).
 */
export function missesOf(slice: Turns, seat: string): number {
	let n = 0;
	for (let i = slice.turns.length - 1; i >= 1 && slice.turns[i].used[seat] === NO_INPUT.missed; i--) n++;
	return n;
}

/** Each seat of the table this turn, as the GM's dashboard lists it; `bots`: the seats the GM's phone holds. */
export function seatStates(slice: Pick<HiddenSlice, 'seats' | 'inputs'> & Turns, bots: readonly string[], name: (seat: string) => string): SeatState[] {
	return slice.seats.map((s) => ({ seat: s, name: name(s), bot: bots.includes(s), sealed: (slice.inputs[s]?.length ?? 0) > 0, misses: missesOf(slice, s) }));
}

/**
 * The GM's "Run turn now", saying what happens to the seats not sealed yet: each plays the turn of
 * the engine's missed-turn bot and counts a miss (engine/magika/missed.ts `MISSED_TURN_BOT`).
 */
export function runNowLabel(missing: number): string {
	if (!missing) return 'Run turn now';
	const who = missing === 1 ? '1 mage not sealed' : `${missing} mages not sealed`;
	return `Run turn now (${who}: a ${BOT_PROFILE_WORD[MISSED_TURN_BOT]} bot plays ${missing === 1 ? 'its' : 'their'} turn, counted as a miss)`;
}
