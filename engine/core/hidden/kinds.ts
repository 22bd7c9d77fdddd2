/** The public events of the hidden protocol, their data, and its refusals (docs/hidden-information.md). */
import type { SeatId } from '../types';

export const HIDDEN_KINDS = {
	/** The GM role opens: its public keys and the commitment to its secret. Signed by the key it names. */
	open: 'core/gm-open',
	/** A seat's box key, where its reports are sealed. */
	boxKey: 'core/box-key',
	/** A seat's commitment to its contribution to the fair mix, then the contribution. */
	mixCommit: 'core/gm-mix-commit',
	mixReveal: 'core/gm-mix-reveal',
	/** A seat's input for the next turn, sealed to the GM; the last one counts. */
	input: 'core/sealed-input',
	/** The result of a turn (turn 0 is the set-up): inputs used, hashes, one sealed report per seat. */
	turn: 'core/gm-turn',
	/** The end: the GM's secret and its orders key, for the audit. */
	reveal: 'core/gm-reveal',
	/** A seat's lost phone: the GM binds a new box key (and device) to it, and seals its latest report again. */
	rebind: 'core/gm-rebind',
	resend: 'core/gm-resend',
	/** The GM key set sealed to a co-GM's box key; the GM role moving to another device. */
	escrow: 'core/gm-escrow',
	handOver: 'core/gm-hand-over',
	takeover: 'core/gm-takeover',
	/** The GM opened the god view; the GM paused or resumed the game. */
	peek: 'core/gm-peek',
	pause: 'core/gm-pause',
	/** When the GM will run the next turn (or no deadline): every phone shows "Orders due 21:30". */
	deadline: 'core/gm-deadline',
	/** A GM correction: its reason in the clear, the change sealed; applied before the next turn resolves. */
	correct: 'core/gm-correct'
} as const;

export type HiddenKind = (typeof HIDDEN_KINDS)[keyof typeof HIDDEN_KINDS];
export const HIDDEN_KIND_LIST: readonly string[] = Object.values(HIDDEN_KINDS);
/** Events only the GM's key signs (everything the GM does is public and signed). */
export const GM_KINDS: ReadonlySet<string> = new Set([HIDDEN_KINDS.open, HIDDEN_KINDS.turn, HIDDEN_KINDS.reveal, HIDDEN_KINDS.rebind, HIDDEN_KINDS.resend, HIDDEN_KINDS.escrow, HIDDEN_KINDS.handOver, HIDDEN_KINDS.takeover, HIDDEN_KINDS.peek, HIDDEN_KINDS.pause, HIDDEN_KINDS.deadline, HIDDEN_KINDS.correct]);

/** Every GM event carries `gm`: its signature by the GM's signing key (gmSig.ts). */
export interface GmSigned {
	gm: string;
}
export interface GmOpenData extends GmSigned {
	sign: string;
	orders: string;
	/** Players' messages are sealed to this key; it is never revealed. */
	mail: string;
	seedCommit: string;
}
export interface BoxKeyData {
	key: string;
}
export interface MixCommitData {
	commit: string;
}
export interface MixRevealData {
	contribution: string;
}
export interface SealedInputData {
	turn: number;
	commit: string;
	box: string;
	/** The input's messages, sealed to the GM's mail key. */
	mail?: string;
}
export interface ReportEntry {
	box: string;
	hash: string;
}
export interface GmTurnData extends GmSigned {
	turn: number;
	/**
	 * Each seat's input used: the id of its sealed input, else `NO_INPUT.missed` (a player that sent
	 * none: its default, counted as a miss) or `NO_INPUT.empty` (a seat nobody at the table holds,
	 * played as a bot by the GM's phone; only for a seat with nothing sealed).
	 */
	used: Record<SeatId, string>;
	/**
	 * How many of each seat's inputs for this turn the GM had when it ran it (turns after the set-up).
	 * Another phone may place an input the GM had not received yet before the turn event: that one
	 * is shown as late, not as left out.
	 */
	seen?: Record<SeatId, number>;
	/** Inputs the GM could not use, with why (opened wrong, commitment, rules); checked at the audit. */
	refused: Record<SeatId, { id: string; why: string }>;
	/** Seats left out of the mix (turn 0 only): they never revealed their contribution. */
	skipped?: SeatId[];
	/**
	 * The seats the GM plays itself (turn 0 only, when it plays any): public from the start, so every
	 * phone knows the GM sees the world and plays a mage too (docs/design-notes.md, "Hidden information").
	 */
	gmPlays?: SeatId[];
	worldHash: string;
	/** One per seat of the world, players and empty seats alike. */
	reports: Record<SeatId, ReportEntry>;
	/** GM corrections, sealed to the GM's orders key (opened at the audit). */
	adjust?: string;
	over: boolean;
}
export interface GmRevealData extends GmSigned {
	secret: string;
	ordersKey: string;
}
export interface GmRebindData extends GmSigned {
	seat: SeatId;
	key: string;
	device?: string;
}
export interface GmResendData extends GmSigned {
	seat: SeatId;
	turn: number;
	box: string;
}
export interface GmEscrowData extends GmSigned {
	to: string;
	box: string;
}
export interface GmDeviceData extends GmSigned {
	device: string;
}
export interface GmPeekData extends GmSigned {
	turn: number;
}
export interface GmPauseData extends GmSigned {
	paused: boolean;
}
export interface GmDeadlineData extends GmSigned {
	/** The turn the deadline is for: always the next one. */
	turn: number;
	/** Milliseconds since the epoch, or null: no deadline. */
	at: number | null;
}
export interface GmCorrectData extends GmSigned {
	/** The turn the correction applies to (the next one), before its phase 1. */
	turn: number;
	/** Why, in the clear (at most MAX_REASON characters). */
	reason: string;
	/** The change, sealed to the GM's orders key and bound to this event's id (opened at the audit). */
	box: string;
}

export const HIDDEN_REJECTIONS = {
	malformed: 'core/hidden-malformed',
	notGm: 'core/not-gm',
	gmPending: 'core/gm-signature-pending',
	gmOpen: 'core/gm-already-open',
	noGm: 'core/no-gm',
	notSeat: 'core/not-a-seat',
	started: 'core/hidden-started',
	notStarted: 'core/hidden-not-started',
	mixEarly: 'core/mix-not-all-committed',
	mixMismatch: 'core/mix-mismatch',
	mixOpen: 'core/mix-open',
	wrongTurn: 'core/wrong-turn',
	turnRepeated: 'core/gm-turn-repeated',
	unknownInput: 'core/unknown-input',
	reportMissing: 'core/report-missing',
	paused: 'core/hidden-paused',
	over: 'core/hidden-over',
	secretMismatch: 'core/gm-secret-mismatch',
	notOver: 'core/hidden-not-over',
	notHidden: 'core/not-hidden'
} as const;

/** Public warnings a turn carries: every phone shows them at once. */
export const HIDDEN_WARNINGS = {
	/** The seat sealed an input for the turn and the GM used none (or refused it: checked at the audit). */
	notUsed: 'core/input-not-used',
	/** The GM used an older input of the seat than its last one. */
	notLatest: 'core/input-not-latest',
	/** The seat's input reached the GM after it ran the turn (by the GM's count): seal again. */
	late: 'core/input-late'
} as const;

/** What a turn's `used` names for a seat whose default was played (`GmTurnData.used`). */
export const NO_INPUT = { missed: 'default', empty: 'empty' } as const;

/** Whether a turn's `used` entry names a sealed input rather than a default. */
export const isSealedInput = (used: string | undefined): used is string => used !== undefined && used !== NO_INPUT.missed && used !== NO_INPUT.empty;
