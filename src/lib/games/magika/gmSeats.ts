/**
 * The GM's dashboard rows: each seat's state this turn (sealed, missing with its jeopardy count,
 * refused, a bot), from what the table publicly knows. What a miss costs is the engine's rule for
 * the seat's mage (engine/magika/missRule.ts: the Ebon Mage never drops out).
 */
import { NO_INPUT, type HiddenSlice } from '$engine/core/hidden';
import { BOT_PROFILE_WORD, MISSED_TURN_BOT, nextMissCost, seatMissRule, type MissCost, type MissRule } from '$engine/magika';

export interface SeatState {
	seat: string;
	name: string;
	bot: boolean;
	sealed: boolean;
	/** Turns in a row this seat played by default orders. */
	misses: number;
	/** What misses cost this seat's mage, the engine's `seatMissRule` (null: nothing, the Ebon Mage). */
	rule: MissRule | null;
	refused?: string;
}

export interface SeatRow {
	seat: string;
	label: string;
	state: string;
	tone: 'ok' | 'wait' | 'warn' | 'bot';
}

/** What one more miss does to the seat's mage, the engine's `nextMissCost`. */
const missCost = ({ misses, rule }: Pick<SeatState, 'misses' | 'rule'>): MissCost | null => nextMissCost(misses, rule);

/** How the dashboard's row says it, and "Run turn now"'s question (after the player's name). */
const COST_IN_ROW: Record<MissCost, string> = { jeopardy: 'puts it in jeopardy', drop: 'drops the mage' };
const COST_ASKED: Record<MissCost, string> = { jeopardy: "'s mage is then in jeopardy", drop: "'s mage then drops out" };

export function seatRow(s: SeatState): SeatRow {
	if (s.bot) return { seat: s.seat, label: s.name, state: '🤖 bot', tone: 'bot' };
	if (s.refused) return { seat: s.seat, label: s.name, state: `⚠ refused: ${s.refused}`, tone: 'warn' };
	if (s.sealed) return { seat: s.seat, label: s.name, state: '✓ sealed', tone: 'ok' };
	const cost = missCost(s);
	const risk = cost ? ` · a miss now ${COST_IN_ROW[cost]}` : '';
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

/** Each seat of the table this turn, as the GM's dashboard lists it; `bots`: the seats the GM's phone holds; the slice's seats are the table's, in order (the 13th the Ebon Mage's). */
export function seatStates(slice: Pick<HiddenSlice, 'seats' | 'inputs'> & Turns, bots: readonly string[], name: (seat: string) => string): SeatState[] {
	return slice.seats.map((s, i) => ({ seat: s, name: name(s), bot: bots.includes(s), sealed: (slice.inputs[s]?.length ?? 0) > 0, misses: missesOf(slice, s), rule: seatMissRule(i) }));
}

/** The GM's "Run turn now": short; while seats have not sealed it asks first (`runNowQuestion`). */
export const runNowLabel = (missing: number): string => (missing ? 'Run turn now…' : 'Run turn now');

/** What "Run turn now" asks the GM before a turn that costs players a miss. */
export interface RunNowQuestion {
	/** Who misses, by player name: "Run turn 2 without Cy?" */
	question: string;
	/** What happens to them: the engine's missed-turn bot plays, a miss is counted, what it costs. */
	detail: string;
}

const names = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * The question before running turn `turn` with the seats `missing` have not sealed: each plays the
 * turn of the engine's missed-turn bot and counts a miss (engine/magika/missed.ts `MISSED_TURN_BOT`),
 * a second or third in a row said as the dashboard says it; a run cannot be undone.
 */
export function runNowQuestion(turn: number, missing: readonly SeatState[]): RunNowQuestion {
	const bot = `A ${BOT_PROFILE_WORD[MISSED_TURN_BOT]} bot`;
	const plays = missing.length === 1 ? `${bot} plays ${missing[0].name}'s turn, counted as a miss` : `${bot} plays each one's turn, counted as a miss for each`;
	const costs = missing.flatMap((s) => {
		const cost = missCost(s);
		return cost ? [`${s.name}${COST_ASKED[cost]} (${s.misses + 1} misses in a row).`] : [];
	});
	const detail = [`${plays}.`, ...costs, 'This cannot be undone.'].join(' ');
	return { question: `Run turn ${turn} without ${names.format(missing.map((s) => s.name))}?`, detail };
}
