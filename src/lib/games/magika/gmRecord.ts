/**
 * The GM's public record as every phone shows it, from the hidden slice alone: the deadline of the
 * next turn, each time the GM looked at the world, each correction with its reason, pauses.
 */
import { HIDDEN_KINDS, type HiddenSlice } from '$engine/core/hidden';

/** "21:30" in the phone's own time zone (each phone reads the same instant its own way). */
export const clock = (ms: number): string => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export function deadlineText(slice: Pick<HiddenSlice, 'deadline' | 'turn'>, time = clock): string | null {
	const d = slice.deadline;
	return d && d.turn === slice.turn + 1 ? `Orders due ${time(d.at)}` : null;
}

/** "on turn 3", or "at the set-up" for turn 0. */
export const onTurn = (turn: number): string => (turn ? `on turn ${turn}` : 'at the set-up');

export interface RecordLine {
	key: string;
	text: string;
}

/** Oldest first: what the GM did in public, one line each. */
export function gmRecordLines(slice: Pick<HiddenSlice, 'actions' | 'corrections'>): RecordLine[] {
	const lines: (RecordLine & { turn: number })[] = [];
	for (const a of slice.actions) {
		if (a.kind === HIDDEN_KINDS.peek) lines.push({ key: a.eventId, turn: a.turn, text: `The GM looked at the world ${onTurn(a.turn)}` });
		if (a.kind === HIDDEN_KINDS.pause) lines.push({ key: a.eventId, turn: a.turn, text: `The GM ${a.paused ? 'paused' : 'resumed'} the game ${onTurn(a.turn)}` });
	}
	for (const c of slice.corrections) lines.push({ key: c.eventId, turn: c.turn - 1, text: `Correction on turn ${c.turn}: ${c.reason}` });
	return lines.sort((a, b) => a.turn - b.turn).map(({ key, text }) => ({ key, text }));
}
