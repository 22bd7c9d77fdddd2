import { moveOf, UNDO, type AnyGame, type GameEvent, type Outcome, type SeatId } from '$engine/core';

function targetOf(e: GameEvent): string | undefined {
	return (e.data as { target?: string } | null)?.target;
}

/**
 * Seat changes, sealed orders and rolls (the table's own kinds, `core/…`) are never undone, nor a
 * move its game declares not `undoable` (engine/core/moves.ts; what the game sends by itself, such
 * as a turn clock paused when the game is left, is not, unless it says otherwise).
 */
const undoable = (e: GameEvent, game: AnyGame | undefined) => !e.kind.startsWith('core/') && (!game || moveOf(game, e.kind)?.undoable !== false);

/**
 * The latest applied game move of one of `seats`: the one "Undo" cancels. It walks back from the
 * end and stops at the first it finds, so a device that moved lately finds it at once.
 */
export function findUndoTarget(log: readonly GameEvent[], outcomes: readonly Outcome[], seats: readonly (SeatId | null)[], game?: AnyGame): GameEvent | null {
	for (let i = log.length - 1; i >= 0; i--) {
		if (outcomes[i]?.kind === 'applied' && seats.includes(log[i].seat) && undoable(log[i], game)) return log[i];
	}
	return null;
}

/**
 * The undo that "Redo" cancels: the latest effective undo of a real move, provided nothing was
 * played since (a new move clears the redo stack, as in any editor). Redos on the way are skipped,
 * so several undos are redone one by one, newest first.
 */
export function findRedoTarget(log: readonly GameEvent[], outcomes: readonly Outcome[]): GameEvent | null {
	for (let i = log.length - 1; i >= 0; i--) {
		const o = outcomes[i];
		if (o?.kind === 'applied') return null;
		if (o?.kind !== 'undo') continue;
		const target = earlier(log, i, targetOf(log[i]));
		if (target && target.kind !== UNDO) return log[i];
	}
	return null;
}

/** The event with this id before position i (undo targets are almost always close by). */
function earlier(log: readonly GameEvent[], i: number, id: string | undefined): GameEvent | undefined {
	for (let j = i - 1; j >= 0; j--) if (log[j].id === id) return log[j];
	return undefined;
}
