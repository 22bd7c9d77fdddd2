/**
 * Safe pieces for history lines and messages. An event's data may hold anything a peer or a file
 * put there (an object with no prototype has no `toString`, so `String(x)` and `${x}` can throw),
 * and a history line must come out whatever it holds.
 */
import type { AnyGame, GameEvent } from './types';

/** `String(value)`, or `fallback` when the value cannot be turned into text. Never throws. */
export function text(value: unknown, fallback = '?'): string {
	try {
		return String(value);
	} catch {
		return fallback;
	}
}

/** The faces of a roll carried in an event's data: its numeric values, or none. */
export function rollFaces(roll: unknown): number[] {
	const values = typeof roll === 'object' && roll !== null ? (roll as { values?: unknown }).values : undefined;
	return Array.isArray(values) ? values.filter((v): v is number => typeof v === 'number') : [];
}

/** A roll as a history line says it: "3 + 5", marked when typed in from table dice; `none` without faces. */
export function diceText(roll: unknown, none = '?'): string {
	const faces = rollFaces(roll);
	if (faces.length === 0) return none;
	const physical = typeof roll === 'object' && roll !== null && (roll as { source?: unknown }).source === 'physical';
	return faces.join(' + ') + (physical ? ' (table dice)' : '');
}

/** The game's line for an event (its move's `describe`), or its kind when it has none or fails. Total. */
export function historyLine(game: AnyGame, state: unknown, event: GameEvent): string {
	try {
		const line = game.describe(state, event);
		if (typeof line === 'string' && line) return line;
	} catch {
		// a line the game cannot write falls back to the kind
	}
	return typeof event?.kind === 'string' ? event.kind : 'An entry that could not be read';
}
