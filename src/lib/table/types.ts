import type { AnyGame, GameDefinition, GameEvent, OptionValues, Outcome, Rejection, SeatId, SeatInfo } from '$engine/core';
import type { HiddenTable } from '$lib/hidden/hiddenTable';
import type { MadeBy } from './historyText';

/** One line of a game's history, for the history panel. */
export interface HistoryEntry {
	/** Position in the log: ids may repeat (a replay is listed, refused), positions do not. */
	index: number;
	event: GameEvent;
	outcome: Outcome;
	/** The game's own sentence for the event (its `describe`), or the kind. */
	text: string;
	/** Who made it, as one line: the seat's name, "Table", or a device's name ("Ana's phone for Bo"). */
	who: string;
	/** The same in parts, for a screen that shows each name apart. */
	by: MadeBy;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- `any` stands for a part of a game's type that the type does not ask for */
/** The state of game `G` (its declaration's). */
export type StateOf<G extends AnyGame> = G extends GameDefinition<infer S, any, any, any> ? S : never;
/** What a seat sees of game `G`: its `view`'s result. */
export type ViewOf<G extends AnyGame> = G extends GameDefinition<any, infer V, any, any> ? V : never;
/** The data of each move of game `G` by kind, as its move table declares it. */
type MoveDataOf<G extends AnyGame> = G extends GameDefinition<any, any, any, infer P> ? P : never;
/* eslint-enable @typescript-eslint/no-explicit-any */
/** The kinds of the moves of game `G` ("counters/adjust", ...). */
export type MoveKind<G extends AnyGame> = keyof MoveDataOf<G> & string;
/** The data a screen sends with the move `K` of game `G`. */
export type MoveDataFor<G extends AnyGame, K extends MoveKind<G>> = MoveDataOf<G>[K];
/** A screen's sender of the moves of game `G`: a kind of its own and that move's data, checked when the screen compiles. */
export type MoveSender<G extends AnyGame, R = Rejection | null> = <K extends MoveKind<G>>(kind: K, data: MoveDataFor<G, K>, seat?: SeatId | null) => R;
/** The moves of game `G` by name, the part of each kind after the game's id ("adjust" of "counters/adjust"), with their data. */
export type MovesByName<G extends AnyGame> = { [K in MoveKind<G> as K extends `${string}/${infer N}` ? N : never]: MoveDataFor<G, K> };
/** The name of a move of game `G`. */
export type MoveName<G extends AnyGame> = keyof MovesByName<G> & string;
/** A panel's sender of the moves of game `G` by name, with whom it acts as (`As`): checked as `MoveSender` is. */
export type NamedSender<G extends AnyGame, R = boolean, As = SeatId | null> = <N extends MoveName<G>>(name: N, data: MovesByName<G>[N], as?: As) => R;

/**
 * The session of one open game, as a game's UI sees it. Every getter is reactive (Svelte 5 runes),
 * so a component reads `session.view` in markup or `$derived` and is updated on any log change,
 * local or from a peer.
 */
export interface TableSession<G extends AnyGame = AnyGame> {
	readonly gameId: string;
	/** The game's definition (what a screen reads of it; its extra hooks are fair play's). */
	readonly game: GameDefinition<StateOf<G>, ViewOf<G>, OptionValues, MoveDataOf<G>>;
	readonly title: string;
	readonly seats: SeatInfo[];
	readonly options: Record<string, boolean | number | string>;
	/** The folded state. Game UIs should read `view` instead, except for table-wide facts. */
	readonly state: StateOf<G>;
	/** game.view(state, actingSeat): what the acting seat may see. */
	readonly view: ViewOf<G>;
	/** The seat this device acts as now (pass-and-play switches it); null = spectator/table. */
	actingSeat: SeatId | null;
	/** The seats this device holds (all of them in pass-and-play). */
	readonly mySeats: SeatId[];
	readonly history: HistoryEntry[];
	readonly canUndo: boolean;
	readonly canRedo: boolean;
	/**
	 * Appends the move `kind` with its `data` as `seat` (default: actingSeat); a kind the game does not
	 * declare, or data not of its move, does not compile. The event is first applied locally: if the
	 * engine rejects it, nothing is appended and the rejection is returned for the UI to show.
	 */
	act<K extends MoveKind<G>>(kind: K, data: MoveDataFor<G, K>, seat?: SeatId | null): Rejection | null;
	/** Undo the latest applied event of this device (an undo event naming it), or redo. */
	undo(): Rejection | null;
	redo(): Rejection | null;
	/**
	 * A transient message to the table (toast). Dice go through `fairRoll` ($lib/fairplay): between
	 * the phones when several devices hold seats.
	 */
	notify(message: string): void;
	/** A game with a game master (one that declares `hidden`): this phone's side of the hidden protocol. */
	readonly hidden?: HiddenTable | null;
}
