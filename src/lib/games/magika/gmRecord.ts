/**
 * The GM's public record as every phone shows it, from the hidden slice alone: the deadline of the
 * next turn, each time the GM looked at the world, each correction with its reason, pauses, seats
 * moved to a new phone, the keys escrowed to a co-GM and the role changing hands.
 */
import { HIDDEN_KINDS, type GmAction, type HiddenSlice } from '$engine/core/hidden';

/** "21:30" in the phone's own time zone (each phone reads the same instant its own way). */
export const clock = (ms: number): string => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function deadlineText(slice: Pick<HiddenSlice, 'deadline' | 'turn'>, time = clock): string | null {
	const d = slice.deadline;
	return d && d.turn === slice.turn + 1 ? `Orders due ${time(d.at)}` : null;
}

/** "on turn 3", or "at the set-up" for turn 0. */
export const onTurn = (turn: number): string => (turn > 0 ? `on turn ${turn}` : 'at the set-up');

export interface RecordLine {
	key: string;
	text: string;
}

/** Oldest first: what the GM did in public, one line each. */
/** What each recorded GM action says (`name`: a seat's name). */
const ACTION_TEXT: Readonly<Record<string, (a: GmAction, name: (seat: string) => string) => string>> = {
	[HIDDEN_KINDS.peek]: (a) => `The GM looked at the world ${onTurn(a.turn)}`,
	[HIDDEN_KINDS.pause]: (a) => `The GM ${a.paused ? 'paused' : 'resumed'} the game ${onTurn(a.turn)}`,
	[HIDDEN_KINDS.rebind]: (a, name) => `The GM moved ${a.seat ? name(a.seat) : 'a seat'} to a new phone ${onTurn(a.turn)}`,
	[HIDDEN_KINDS.escrow]: (a) => `The GM sealed its keys to a co-game master ${onTurn(a.turn)}`,
	[HIDDEN_KINDS.handOver]: (a) => `The GM handed the role to another phone ${onTurn(a.turn)}`,
	[HIDDEN_KINDS.takeover]: (a) => `Another phone took the game master's role over ${onTurn(a.turn)}`
};

export function gmRecordLines(slice: Pick<HiddenSlice, 'actions' | 'corrections'>, name: (seat: string) => string = (seat) => seat): RecordLine[] {
	const lines: (RecordLine & { turn: number })[] = [];
	for (const a of slice.actions) {
		const text = ACTION_TEXT[a.kind];
		if (text) lines.push({ key: a.eventId, turn: a.turn, text: text(a, name) });
	}
	for (const c of slice.corrections) lines.push({ key: c.eventId, turn: c.turn - 1, text: `Correction on turn ${c.turn}: ${c.reason}` });
	return lines.sort((a, b) => a.turn - b.turn).map(({ key, text }) => ({ key, text }));
}
