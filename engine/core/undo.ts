import { CORE_REJECTIONS } from './rejections';
import { reject, type GameEvent, type Rejection } from './types';

/** The kind of the shared undo event: `data.target` is the id of the event it cancels. */
export const UNDO = 'core/undo';

export interface UndoData {
	target: string;
}

/** Per log position: is this event cancelled by an effective undo, or is it a bad undo / duplicate? */
export interface LogMarks {
	cancelled: Uint8Array;
	/** Rejections that the log structure itself decides (duplicates, undo of nothing). */
	structural: (Rejection | undefined)[];
	/** Where each id first appears. */
	firstIndex: Map<string, number>;
}

/** The rejection of an entry whose id an earlier entry already has. */
function duplicateRejection(): Rejection {
	return reject(CORE_REJECTIONS.duplicate, 'This event was already played (a replay).');
}

/**
 * Marks entries from `from` on whose id an earlier entry already has (`firstIndex`, which it
 * extends), as replays in `structural`. Shared by a whole pass (markLog) and an append (LogFolder).
 * An entry `blocked` marks (a forged copy, a copy out of its place) does not take its id, so it
 * cannot make the real event a "replay".
 */
export function markReplays(log: readonly GameEvent[], from: number, firstIndex: Map<string, number>, structural: (Rejection | undefined)[], blocked: ArrayLike<unknown> = []): void {
	for (let i = from; i < log.length; i++) {
		const e = log[i];
		const id = e && typeof e === 'object' ? e.id : undefined;
		if (typeof id !== 'string' || blocked[i]) continue;
		if (firstIndex.has(id)) structural[i] = duplicateRejection();
		else firstIndex.set(id, i);
	}
}

function undoTarget(event: GameEvent): string | null {
	const data = event.data as Partial<UndoData> | null;
	return data && typeof data.target === 'string' ? data.target : null;
}

/**
 * Decides, for a whole log, which events are cancelled. An undo cancels its target; an undo of an
 * undo (a redo) cancels that undo, so its target counts again. Walking backwards means every undo
 * that could cancel an event has been seen before the event itself. Linear in the log's length.
 * An undo that `blocked` marks (a forged one, say) cancels nothing, and so does an undo of an
 * event whose kind `undoable` says no undo may cancel (a move its game declares not undoable).
 */
export function markLog(log: readonly GameEvent[], blocked: ArrayLike<unknown> = [], undoable: (kind: unknown) => boolean = () => true): LogMarks {
	const n = log.length;
	const cancelled = new Uint8Array(n);
	const structural: (Rejection | undefined)[] = new Array(n);
	const firstIndex = new Map<string, number>();
	markReplays(log, 0, firstIndex, structural, blocked);
	for (let i = n - 1; i >= 0; i--) {
		const e = log[i];
		if (!e || e.kind !== UNDO || structural[i] || blocked[i]) continue;
		const target = undoTarget(e);
		const t = target === null ? undefined : firstIndex.get(target);
		if (t === i) {
			structural[i] = reject(CORE_REJECTIONS.undoSelf, 'A move cannot undo itself.');
			continue;
		}
		if (t === undefined || t > i) {
			structural[i] = reject(CORE_REJECTIONS.undoTarget, 'There is no such earlier move to undo.');
			continue;
		}
		if (!undoable(log[t]?.kind)) {
			structural[i] = reject(CORE_REJECTIONS.undoNotAllowed, 'This move cannot be undone.');
			continue;
		}
		if (!cancelled[i]) cancelled[t] = 1;
	}
	return { cancelled, structural, firstIndex };
}
