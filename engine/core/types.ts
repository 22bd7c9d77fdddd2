/** The game contract shared by every game. Pure data and functions: no DOM, no storage, no network. */
import type { AnyHiddenGame } from './hidden/types';
import type { GameEvent, OptionSpec, OptionValues, Rejection, SeatId, SetupContext } from './basics';

export * from './basics';

/** What the table should be prompted for now. */
export interface Prompt {
	/** Seats whose input the game is waiting for (empty when anyone may act, or the game is over). */
	waitingFor: SeatId[];
	/** A short sentence for the table ("Round 3: Alice to act"). */
	text: string;
}

export interface GameStatus {
	phase: 'playing' | 'finished';
	/** Winners when finished; empty with phase finished means a draw. */
	winners?: SeatId[];
	text?: string;
}

/** Who may make a move, by the event's seat. */
export type MoveMaker =
	/** A player seated at this table (`seatsOf`), never the table itself. */
	| 'seat'
	/** The table itself (an event with seat null: a setup step, a game master). */
	| 'table'
	/** A player seated at this table, or the table itself. */
	| 'seat or table'
	/** Any event: the move's own rules decide who may make it. */
	| 'anyone';

/** The dice a move's roll (`data.roll`) must be: fixed, or told by the move's data and the state. */
export type MoveDice = { sides: number; count: number } | 'varies';

/** One move's rules: the next state, or why not. Pure: `state` is never changed. */
export type MoveHandler<S> = (state: S, event: GameEvent) => S | Rejection;

/**
 * A move's data as its history line reads it: the fields the move declares, each unknown until it
 * is checked (a peer or a file may put anything in the log, and a line must come out whatever it is).
 */
export type Unchecked<D> = D extends NoData ? Record<never, never> : { readonly [K in keyof D]?: unknown };

/** The data of a move whose data is not declared: any field, each unknown. */
export type AnyData = Record<string, unknown>;

/** The data of a move that carries none: `{}`. */
export type NoData = Record<string, never>;

/**
 * One move's history line for an event of its kind, read against `state` (the latest state, not
 * the one before the event: say what the event holds). Total: whatever `data` holds, a line. It runs
 * when History is drawn, never during a fold.
 */
export type MoveDescriber<S, D = AnyData> = (state: S, data: Unchecked<D>, event: GameEvent) => string;

/** What a game declares of one move besides its rules. Every field has a default. */
export interface MoveTerms<S = unknown, D = AnyData> {
	/** Its history line; the event's kind when it has none. */
	describe?: MoveDescriber<S, D>;
	/** Who may make it; 'anyone' by default. */
	by?: MoveMaker;
	/** It carries a roll in `data.roll`, and a fair roll may be opened for it. */
	dice?: MoveDice;
	/** It is simultaneous input: with fair play it is sealed first and reaches the rules only revealed. */
	sealed?: boolean;
	/** The table sends it by itself, not a player (a turn clock paused when the game is left). */
	automatic?: boolean;
	/** Whether an undo may cancel it; true unless it is automatic. */
	undoable?: boolean;
}

/**
 * A move as a game declares it: its rules alone, or its rules with its terms. `D` is the data the
 * move is made with, as a screen sends it; its rules still check the data they get (peers are untrusted).
 */
export type MoveDeclaration<S, D = AnyData> = MoveHandler<S> | ({ run: MoveHandler<S> } & MoveTerms<S, D>);

/**
 * A game's moves by event kind ("counters/adjust"), each with the data `P` declares for its kind
 * (without `P`, any kind, each with any data). A game may give several tables (setup, play...).
 */
export type MoveTable<S, P = Record<string, AnyData>> = string extends keyof P
	? Readonly<Record<string, MoveDeclaration<S>>>
	: { readonly [K in keyof P & string]: MoveDeclaration<S, P[K]> };

/** A move as the core holds it once the definition is normalised: every term filled in. */
export interface Move<S = unknown> {
	kind: string;
	run: MoveHandler<S>;
	by: MoveMaker;
	dice: MoveDice | null;
	sealed: boolean;
	automatic: boolean;
	undoable: boolean;
	describe: MoveDescriber<S> | null;
}

/** How a game words the refusals the core makes for it; the core's own words by default. */
export interface MoveRefusals {
	/** The code of the refusal of a kind of the game's own that it does not have. */
	unknownMove?: string;
	/** The refusal of a move made by a seat its `by` does not allow. */
	seat?: { code: string; message: string };
}

/** What every game, as written and as normalised, has besides its moves. */
interface GameBasics<S, V, O extends OptionValues> {
	id: string;
	title: string;
	/** One sentence for the new-game screen. */
	summary: string;
	seats: { min: number; max: number; default: number };
	options: OptionSpec[];
	setup(ctx: SetupContext<O>): S;
	/** What one seat may see (null = a spectator / the table). The UI reads state only through it. */
	view(state: S, seat: SeatId | null): V;
	prompt?(state: S): Prompt;
	status?(state: S): GameStatus;
	/**
	 * The leading values, for the game's card at home before the prompt ("Ana 18, Bo 12 Life"), with
	 * the round where the prompt does not say it.
	 */
	leaders?(state: S): string;
	/** A game with hidden information (a game master's world, sealed inputs and reports) declares it here. */
	hidden?: AnyHiddenGame;
}

/**
 * What the new-game screen and the home screen know of a game without its rules: each game's
 * `about.ts`, gathered in engine/about.ts; the game's definition spreads it.
 */
export type GameAbout = Pick<GameBasics<unknown, unknown, OptionValues>, 'id' | 'title' | 'summary' | 'seats' | 'options'>;

/**
 * A game as it is written: a declarative object whose `moves` say, by event kind, each move's rules
 * and terms. `defineGame` (core/moves.ts) checks it once and makes it a GameDefinition.
 */
export interface GameSpec<S = unknown, V = unknown, O extends OptionValues = OptionValues, P = Record<string, AnyData>> extends GameBasics<S, V, O> {
	// the table of any moves alongside gives the state's type a place to be inferred from (run's result)
	moves: (MoveTable<S, P> & MoveTable<S>) | readonly Partial<MoveTable<S, P>>[];
	/** Who may make the moves whose terms do not say (`by`); 'anyone' by default. */
	movesBy?: MoveMaker;
	/** The seats of the game in `state`; needed when a move is made `by` a 'seat'. */
	seatsOf?(state: S): readonly SeatId[];
	refusals?: MoveRefusals;
}

/**
 * A game as the core, the registry and the UI hold it: made by `defineGame` from a GameSpec. Its
 * moves must be pure and must not mutate `state`: they return a new state (structural sharing is
 * fine) or a Rejection. The core wraps `apply` so that it never throws.
 */
export interface GameDefinition<S = unknown, V = unknown, O extends OptionValues = OptionValues, P = Record<string, AnyData>> extends GameBasics<S, V, O> {
	/** Every move of the game by kind, with its terms. */
	moves: ReadonlyMap<string, Move<S>>;
	/** The core's dispatch over `moves`: the unknown-move and seat refusals, then the move's rules. */
	apply(state: S, event: GameEvent): S | Rejection;
	/** The history line of an event: its move's `describe`, or its kind. Never called by a fold. */
	describe(state: S, event: GameEvent): string;
	/** Type only, never set: the data of each move by kind, which types a screen's moves (src/lib/table/types.ts). */
	readonly moveData?: P;
	/** Kinds the table sends by itself, not a player: Undo passes over them. */
	automatic: readonly string[];
}

/** A game definition with its state types erased, as the registry and the UI hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any>;
