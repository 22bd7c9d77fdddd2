import { applyEvent, type ApplyResult } from './apply';
import { moveOf } from './moves';
import { markLog, markReplays, UNDO } from './undo';
import type { AnyGame, GameEvent, Rejection } from './types';

/** What became of one log entry. */
export type Outcome =
	| { kind: 'applied' }
	| { kind: 'undone' }
	| { kind: 'undo' }
	| { kind: 'rejected'; rejection: Rejection };

export interface Folded<S> {
	state: S;
	/** Parallel to the log: what became of each entry. */
	outcomes: readonly Outcome[];
}

const APPLIED: Outcome = { kind: 'applied' };
const UNDONE: Outcome = { kind: 'undone' };
const UNDO_OK: Outcome = { kind: 'undo' };

/** Applies one event to a state; by default the game's own `applyEvent`. */
export type FoldStep<S> = (state: S, event: GameEvent) => ApplyResult<S>;

/**
 * Per log position, a rejection decided outside the rules before the game sees the event (a bad
 * signature, a seat held by another device), or undefined. A blocked event is rejected and cancels
 * nothing if it is an undo.
 */
export type Verdicts = readonly (Rejection | undefined)[];

/** Folds a whole log from the initial state, with no cache. The reference the cached fold must equal. */
export function foldLog<S>(game: AnyGame, initial: S, log: readonly GameEvent[], verdicts?: Verdicts, step?: FoldStep<S>): Folded<S> {
	return new LogFolder<S>(game, initial, Infinity, step).fold(log, verdicts);
}

function sameVerdict(a: Rejection | undefined, b: Rejection | undefined): boolean {
	return a === b || (!!a && !!b && a.code === b.code && a.message === b.message);
}

function idOf(e: GameEvent): string {
	return e && typeof e === 'object' ? e.id : '';
}

/**
 * Folds a game's log into its state, keeping a snapshot every `interval` entries so that a change
 * near the end (an append, a merged concurrent event, an undo of a recent move) refolds only from
 * the nearest snapshot before it. States are immutable, so a snapshot is just a reference.
 *
 * An append (the last fold's entries and verdicts unchanged, no undo among the new entries) goes on
 * from the last state and reads only the new entries: a move on a 10,000-event game no longer
 * re-marks the whole log. Anything else re-marks the log and refolds from the first change.
 */
export class LogFolder<S> {
	private ids: string[] = [];
	private verdicts: (Rejection | undefined)[] = [];
	private cancelled: Uint8Array = new Uint8Array(0);
	private firstIndex = new Map<string, number>();
	private outcomes: Outcome[] = [];
	private last: Folded<S> | null = null;
	/** snapshots[k] is the state after the first k * interval entries. */
	private snapshots: S[];
	private state: S;
	private readonly step: FoldStep<S>;
	private readonly undoable: (kind: unknown) => boolean;

	/** `step` replaces the game's own apply (the fair-play layer wraps the game this way). */
	constructor(
		game: AnyGame,
		private readonly initial: S,
		private readonly interval = 256,
		step?: FoldStep<S>
	) {
		this.snapshots = [initial];
		this.state = initial;
		this.step = step ?? ((state, event) => applyEvent(game, state, event));
		this.undoable = (kind) => moveOf(game, kind)?.undoable !== false;
	}

	/**
	 * Folds `log`; `verdicts` (parallel to it) blocks events, and a changed verdict refolds from there.
	 * `kept`, when given, is the caller's word that the first `kept` entries and their verdicts are
	 * those of the last fold (the session's decoded log knows when it only grew): an append then
	 * reads the new entries alone, not the whole log to find that out.
	 */
	fold(log: readonly GameEvent[], verdicts: Verdicts = [], kept?: number): Folded<S> {
		if (this.isAppend(log, verdicts, kept)) return this.append(log, verdicts);
		const marks = markLog(log, verdicts, this.undoable);
		const start = this.firstChange(log, marks.cancelled, verdicts);
		const folded = this.ids.length;
		// nothing folded before changed (new entries with an undo among them): go on from the last state
		const resume = start >= folded;
		const k = resume ? Math.floor(folded / this.interval) : Math.min(Math.floor(start / this.interval), this.snapshots.length - 1);
		const from = resume ? folded : k * this.interval;
		this.snapshots.length = k + 1;
		// the last result holds the outcomes array (`run`): it keeps what it said
		this.outcomes = this.outcomes.slice(0, from);
		this.cancelled = marks.cancelled;
		this.firstIndex = marks.firstIndex;
		return this.run(log, verdicts, from, resume ? this.state : this.snapshots[k], marks.structural);
	}

	/** Whether `log` is the last fold's log with entries added at the end, none of them an undo. */
	private isAppend(log: readonly GameEvent[], verdicts: Verdicts, kept = 0): boolean {
		const n = this.ids.length;
		if (n === 0 || log.length < n) return false;
		for (let i = n; i < log.length; i++) if (log[i]?.kind === UNDO) return false;
		for (let i = Math.min(kept, n); i < n; i++) if (idOf(log[i]) !== this.ids[i] || !sameVerdict(verdicts[i], this.verdicts[i])) return false;
		return true;
	}

	private append(log: readonly GameEvent[], verdicts: Verdicts): Folded<S> {
		const from = this.ids.length;
		const cancelled = new Uint8Array(log.length);
		cancelled.set(this.cancelled);
		this.cancelled = cancelled;
		const structural: (Rejection | undefined)[] = [];
		markReplays(log, from, this.firstIndex, structural, verdicts);
		this.snapshots.length = Math.floor(from / this.interval) + 1;
		return this.run(log, verdicts, from, this.state, structural);
	}

	/**
	 * Applies entries `from` on, from `state`, recording outcomes and snapshots. A fold that changed
	 * nothing (no entry from `from` on, the same state) returns the last result itself, so that
	 * whoever holds it can tell by identity. The result's outcomes are the folder's own array, not a
	 * copy (an append would copy the whole log): an append adds to it, any other change makes a new one.
	 */
	private run(log: readonly GameEvent[], verdicts: Verdicts, from: number, state: S, structural: readonly (Rejection | undefined)[]): Folded<S> {
		if (this.last && from === log.length && state === this.state && this.last.outcomes.length === from) return this.last;
		const outcomes = this.outcomes;
		for (let i = from; i < log.length; i++) {
			const event = log[i];
			const bad = structural[i];
			const blocked = verdicts[i];
			if (bad) outcomes.push({ kind: 'rejected', rejection: bad });
			else if (blocked) outcomes.push({ kind: 'rejected', rejection: blocked });
			else if (this.cancelled[i]) outcomes.push(UNDONE);
			else if (event && event.kind === UNDO) outcomes.push(UNDO_OK);
			else {
				const r = this.step(state, event);
				if (r.ok) {
					state = r.state;
					outcomes.push(APPLIED);
				} else outcomes.push({ kind: 'rejected', rejection: r.rejection });
			}
			if ((i + 1) % this.interval === 0) this.snapshots[(i + 1) / this.interval] = state;
		}
		// entries before `from` are the same as last time (with the same verdicts)
		this.ids.length = log.length;
		this.verdicts.length = log.length;
		for (let i = from; i < log.length; i++) {
			this.ids[i] = idOf(log[i]);
			this.verdicts[i] = verdicts[i];
		}
		this.state = state;
		this.last = { state, outcomes };
		return this.last;
	}

	/** The first log position whose entry, cancellation or verdict differs from the last fold. */
	private firstChange(log: readonly GameEvent[], cancelled: Uint8Array, verdicts: Verdicts): number {
		const n = Math.min(log.length, this.ids.length);
		for (let i = 0; i < n; i++) {
			if (idOf(log[i]) !== this.ids[i] || cancelled[i] !== this.cancelled[i] || !sameVerdict(verdicts[i], this.verdicts[i])) return i;
		}
		return n;
	}

	get current(): S {
		return this.state;
	}
}
