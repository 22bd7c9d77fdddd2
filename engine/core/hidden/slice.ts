/** The hidden protocol's slice of the fold: public bookkeeping only, never a secret. */
import type { SeatId } from '../types';

export interface InputRecord {
	id: string;
	commit: string;
}

export interface TurnRecord {
	turn: number;
	/** The `core/gm-turn` event, where the report boxes are. */
	eventId: string;
	used: Readonly<Record<SeatId, string>>;
	refused: Readonly<Record<SeatId, { id: string; why: string }>>;
	/** How many of each seat's inputs the GM had when it ran the turn. */
	seen: Readonly<Record<SeatId, number>>;
	/** Every input sealed for this turn, by seat, in log order: what `used` is checked against. */
	sealed: Readonly<Record<SeatId, readonly InputRecord[]>>;
	skipped: readonly SeatId[];
	/** The seats the GM said at the set-up it plays itself (turn 0; empty on later turns). */
	gmPlays?: readonly SeatId[];
	worldHash: string;
	/** Report hash by seat. */
	reports: Readonly<Record<SeatId, string>>;
	/** The box key each report was sealed to (the GM's orders key for a seat with none). */
	sealedTo: Readonly<Record<SeatId, string>>;
	/** Public warnings (HIDDEN_WARNINGS) every phone shows. */
	notes: readonly { seat: SeatId; code: string }[];
	adjust: string | null;
	over: boolean;
}

export interface GmRecord {
	sign: string;
	orders: string;
	mail: string;
	seedCommit: string;
	/** The device that acts as GM, when a hand-over or takeover named one. */
	device: string | null;
}

/** A GM action that is not a turn: every phone lists them (who looked, who was rebound...). */
export interface GmAction {
	kind: string;
	eventId: string;
	turn: number;
	seat?: SeatId;
	/** For a pause: paused (true) or resumed. */
	paused?: boolean;
}

/** A GM correction as every phone sees it: the turn it applies to and why (the change stays sealed). */
export interface CorrectionRecord {
	turn: number;
	eventId: string;
	reason: string;
}

export interface HiddenSlice {
	/** The seats players hold (other seats of the world are empty: the GM plays their defaults). */
	seats: readonly SeatId[];
	gm: GmRecord | null;
	boxKeys: Readonly<Record<SeatId, string>>;
	mixCommits: Readonly<Record<SeatId, string>>;
	mixReveals: Readonly<Record<SeatId, string>>;
	/** The last turn resolved: -1 before the set-up, 0 after it. */
	turn: number;
	/** Inputs sealed for turn `turn + 1`, by seat, in log order: the last counts. */
	inputs: Readonly<Record<SeatId, readonly InputRecord[]>>;
	turns: readonly TurnRecord[];
	actions: readonly GmAction[];
	/** The GM's deadline for the next turn (ms since the epoch), cleared when a turn runs. */
	deadline: { turn: number; at: number } | null;
	corrections: readonly CorrectionRecord[];
	paused: boolean;
	over: boolean;
	revealed: { secret: string; ordersKey: string } | null;
}

export function hiddenInitial(seats: readonly SeatId[]): HiddenSlice {
	return { seats: [...seats], gm: null, boxKeys: {}, mixCommits: {}, mixReveals: {}, turn: -1, inputs: {}, turns: [], actions: [], deadline: null, corrections: [], paused: false, over: false, revealed: null };
}

/** Seats that have sealed nothing yet for the next turn. */
export function waitingFor(slice: HiddenSlice): SeatId[] {
	if (slice.turn < 0 || slice.over) return [];
	return slice.seats.filter((s) => !slice.inputs[s]?.length);
}

/** What one seat's phone acts upon: its own sealed input, its latest report, the warnings about it. */
export interface HiddenSeatView {
	turn: number;
	waiting: SeatId[];
	/** The commitment of this seat's last sealed input for the next turn. */
	sealed: string | null;
	/** Where this seat's latest report is: a turn event (or a resend) and the hash to check. */
	report: { turn: number; eventId: string; hash: string } | null;
	notes: readonly { turn: number; code: string }[];
	over: boolean;
	revealed: boolean;
}

export function hiddenSeatView(slice: HiddenSlice, seat: SeatId): HiddenSeatView {
	const last = slice.turns.at(-1);
	const resend = slice.actions.findLast((a) => a.kind === 'core/gm-resend' && a.seat === seat && a.turn === last?.turn);
	const hash = last?.reports[seat];
	return {
		turn: slice.turn,
		waiting: waitingFor(slice),
		sealed: slice.inputs[seat]?.at(-1)?.commit ?? null,
		report: last && hash ? { turn: last.turn, eventId: resend?.eventId ?? last.eventId, hash } : null,
		notes: slice.turns.flatMap((t) => t.notes.filter((n) => n.seat === seat).map((n) => ({ turn: t.turn, code: n.code }))),
		over: slice.over,
		revealed: slice.revealed !== null
	};
}
