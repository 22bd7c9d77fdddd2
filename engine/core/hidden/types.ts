/**
 * The hidden-information contract a game declares beside its rules (docs/hidden-information.md).
 * A game master's phone holds the world; every seat sees only its own reports. Everything here is
 * pure and deterministic given its Rng, so every phone can re-run the whole game at the audit.
 *
 * W the world (GM only), I a seat's input, R a report to a seat, K what a seat knows.
 */
import type { Rejection, SeatId, SetupContext } from '../basics';
import type { Rng } from '../rng';

/** Why the GM plays a seat's input itself: the seat sealed nothing this turn, or nobody holds it. */
export type DefaultReason = 'missed' | 'empty';

/**
 * The part of inputs and reports that players write to each other (messages). It travels apart:
 * sealed to the GM's mail key, which is never revealed, and never compressed with report content.
 * The rules must not depend on it beyond delivering it, and `worldDigest` must leave it out: the
 * audit re-runs the game without it.
 */
export interface MailLens<I, R> {
	fromInput(input: I): { rest: I; mail: unknown };
	toInput(rest: I, mail: unknown): I;
	fromReport(report: R): { rest: R; mail: unknown };
	toReport(rest: R, mail: unknown): R;
}

export interface HiddenGame<W = unknown, I = unknown, R = unknown, K = unknown> {
	/**
	 * The world at the start; only the GM runs it, with the world seed's stream. `choices`: each
	 * seat's set-up input (sealed to the GM before the set-up, as `checkSetup` reads it).
	 */
	setupWorld(ctx: SetupContext, rng: Rng, choices?: Readonly<Record<SeatId, unknown>>): W;
	/** A seat's set-up choice (secret, sealed like an input for turn 0) as the rules read it, or why not. */
	checkSetup?(seat: SeatId, input: unknown): unknown | Rejection;
	/** The first reports, one per seat of the world (the seats of every later turn too). */
	setupReports(world: W): Readonly<Record<SeatId, R>>;
	/** One turn from every seat's input: the next world, one report per seat, and whether it ended. */
	resolve(world: W, inputs: Readonly<Record<SeatId, I>>, adjustments: readonly unknown[], rng: Rng): { world: W; reports: Readonly<Record<SeatId, R>>; over: boolean };
	/** A seat's input when the GM plays it, from what that seat knows alone (never the world). */
	defaultInput(knowledge: K, seat: SeatId, rng: Rng, reason: DefaultReason): I;
	/** What a seat knows from its latest report: reports are complete on their own. */
	know(report: R): K;
	/** The input as the rules read it, or why not, from what the seat knows. */
	checkInput(knowledge: K, seat: SeatId, input: unknown): I | Rejection;
	/** What the world hash covers (canonical JSON). */
	worldDigest(world: W): unknown;
	/** What every phone may see at the end: standings, hidden tasks. */
	finale(world: W): unknown;
	/** Players' messages, when the game has them (null mail: nothing written). */
	mail?: MailLens<I, R>;
	/** The game's words for its card on the home screen; the protocol's plain words (card.ts) without it. */
	card?(facts: HiddenCardFacts): string;
}

/** Where a hidden game stands for one phone, for the game's card on the home screen. */
export interface HiddenCardFacts {
	/** The turn being played: 1 for the inputs after the set-up, 0 before the set-up. */
	turn: number;
	over: boolean;
	/** This phone is the game master. */
	gm: boolean;
	/** The seats this phone plays, and how many of them still owe their input this turn. */
	mine: number;
	owed: number;
	/** The seats players hold (for the GM: not its bots), and how many of them have sealed. */
	players: number;
	sealed: number;
}

/** A hidden game with its types erased, as the protocol and the registry hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyHiddenGame = HiddenGame<any, any, any, any>;
