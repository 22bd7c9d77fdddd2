import { applyEvent, type ApplyResult } from './apply';
import { markLog, UNDO } from './undo';
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

function verdictKey(v: Rejection | undefined): string {
	return v ? `${v.code}\n${v.message}` : '';
}

/**
 * Folds a game's log into its state, keeping a snapshot every `interval` entries so that a change
 * near the end (an append, a merged concurrent event, an undo of a recent move) refolds only from
 * the nearest snapshot before it. States are immutable, so a snapshot is just a reference.
 */
export class LogFolder<S> {
	private ids: string[] = [];
	private verdictKeys: string[] = [];
	private cancelled: Uint8Array = new Uint8Array(0);
	private outcomes: Outcome[] = [];
	/** snapshots[k] is the state after the first k * interval entries. */
	private snapshots: S[];
	private state: S;
	private readonly step: FoldStep<S>;

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
	}

	/** Folds `log`; `verdicts` (parallel to it) blocks events, and a changed verdict refolds from there. */
	fold(log: readonly GameEvent[], verdicts: Verdicts = []): Folded<S> {
		const marks = markLog(log, verdicts);
		const keys = Array.from({ length: log.length }, (_, i) => verdictKey(verdicts[i]));
		const start = this.firstChange(log, marks.cancelled, keys);
		const folded = this.ids.length;
		// Nothing folded before changed (an append): go on from the last state.
		const resume = start >= folded;
		const k = resume ? Math.floor(folded / this.interval) : Math.min(Math.floor(start / this.interval), this.snapshots.length - 1);
		const from = resume ? folded : k * this.interval;
		this.snapshots.length = k + 1;
		let state = resume ? this.state : this.snapshots[k];
		const outcomes = this.outcomes;
		outcomes.length = from;
		for (let i = from; i < log.length; i++) {
			const event = log[i];
			const structural = marks.structural[i];
			const blocked = verdicts[i];
			if (structural) outcomes.push({ kind: 'rejected', rejection: structural });
			else if (blocked) outcomes.push({ kind: 'rejected', rejection: blocked });
			else if (marks.cancelled[i]) outcomes.push(UNDONE);
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
		this.ids = log.map((e) => (e && typeof e === 'object' ? e.id : ''));
		this.cancelled = marks.cancelled;
		this.verdictKeys = keys;
		this.state = state;
		return { state, outcomes: outcomes.slice() };
	}

	/** The first log position whose entry, cancellation or verdict differs from the last fold. */
	private firstChange(log: readonly GameEvent[], cancelled: Uint8Array, keys: readonly string[]): number {
		const n = Math.min(log.length, this.ids.length);
		for (let i = 0; i < n; i++) {
			const e = log[i];
			const id = e && typeof e === 'object' ? e.id : '';
			if (id !== this.ids[i] || cancelled[i] !== this.cancelled[i] || keys[i] !== this.verdictKeys[i]) return i;
		}
		return n;
	}

	get current(): S {
		return this.state;
	}
}
