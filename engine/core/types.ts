/** The game contract shared by every game. Pure data and functions: no DOM, no storage, no network. */

export type SeatId = string;

/** One entry of a game's log. Everything that ever happened in a game is one of these. */
export interface GameEvent<D = unknown> {
	/** Unique id (random, made by the device that wrote it). */
	id: string;
	/** The seat that acted, or null for the table itself (setup steps, a game master). */
	seat: SeatId | null;
	/** What happened, namespaced by the game ("counters/adjust") or "core/..." for shared events. */
	kind: string;
	data: D;
	/** Wall-clock time on the writing device, in ms. Shown in history; rules never depend on it. */
	at: number;
	/** Signature over the event by the seat's device key (see the Fair play issue). */
	sig?: string;
	/** The ids of the events its writer had seen last (signed with it; docs/fair-play.md, "Order"). */
	after?: string[];
}

/** Why an event could not be applied, in words a player understands. */
export class Rejection {
	constructor(
		readonly code: string,
		readonly message: string
	) {}
}

export function reject(code: string, message: string): Rejection {
	return new Rejection(code, message);
}

export function isRejection(value: unknown): value is Rejection {
	return value instanceof Rejection;
}

export interface SeatInfo {
	id: SeatId;
	name: string;
	colour?: string;
}

/** A declarative option (variant) of a game, so the UI can build the new-game form. */
export type OptionSpec =
	| { key: string; label: string; type: 'boolean'; default: boolean; help?: string }
	| {
			key: string;
			label: string;
			type: 'number';
			default: number;
			min: number;
			max: number;
			step?: number;
			help?: string;
	  }
	| {
			key: string;
			label: string;
			type: 'choice';
			default: string;
			choices: { value: string; label: string }[];
			help?: string;
	  };

export type OptionValues = Record<string, boolean | number | string>;

export interface SetupContext<O extends OptionValues = OptionValues> {
	options: O;
	seats: SeatInfo[];
}

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

/**
 * A game: a declarative object. `apply` must be pure and must not mutate `state`: return a new
 * state (structural sharing is fine) or a Rejection. The core wraps it so that it never throws.
 */
export interface GameDefinition<S = unknown, V = unknown, O extends OptionValues = OptionValues> {
	id: string;
	title: string;
	/** One sentence for the new-game screen. */
	summary: string;
	seats: { min: number; max: number; default: number };
	options: OptionSpec[];
	setup(ctx: SetupContext<O>): S;
	apply(state: S, event: GameEvent): S | Rejection;
	/** What one seat may see (null = a spectator / the table). The UI reads state only through it. */
	view(state: S, seat: SeatId | null): V;
	prompt?(state: S): Prompt;
	status?(state: S): GameStatus;
	/**
	 * The leading values, for the game's card at home before the prompt ("Ana 18, Bo 12 Life"), with
	 * the round where the prompt does not say it.
	 */
	leaders?(state: S): string;
	/** A one-line description of an event for the history list. */
	describe?(state: S, event: GameEvent): string;
	/**
	 * Kinds the table sends by itself, not a player (a turn clock paused when the game is left):
	 * Undo passes over them.
	 */
	automatic?: readonly string[];
}

/** A game definition with its state types erased, as the registry and the UI hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any>;
