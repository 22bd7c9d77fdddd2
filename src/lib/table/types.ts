import type { AnyGame, GameEvent, Outcome, Rejection, SeatId, SeatInfo } from '$engine/core';

/** One line of a game's history, for the history panel. */
export interface HistoryEntry {
	/** Position in the log: ids may repeat (a replay is listed, refused), positions do not. */
	index: number;
	event: GameEvent;
	outcome: Outcome;
	/** The game's own sentence for the event (its `describe`), or the kind. */
	text: string;
	/** Name of the seat that acted, or "Table". */
	who: string;
}

/**
 * The session of one open game, as a game's UI sees it. Every getter is reactive (Svelte 5 runes),
 * so a component reads `session.view` in markup or `$derived` and is updated on any log change,
 * local or from a peer.
 */
export interface TableSession {
	readonly gameId: string;
	readonly game: AnyGame;
	readonly title: string;
	readonly seats: SeatInfo[];
	readonly options: Record<string, boolean | number | string>;
	/** The folded state. Game UIs should read `view` instead, except for table-wide facts. */
	readonly state: unknown;
	/** game.view(state, actingSeat): what the acting seat may see. */
	readonly view: unknown;
	/** The seat this device acts as now (pass-and-play switches it); null = spectator/table. */
	actingSeat: SeatId | null;
	/** The seats this device holds (all of them in pass-and-play). */
	readonly mySeats: SeatId[];
	readonly history: HistoryEntry[];
	readonly canUndo: boolean;
	readonly canRedo: boolean;
	/**
	 * Appends an event as `seat` (default: actingSeat). The event is first applied locally: if the
	 * engine rejects it, nothing is appended and the rejection is returned for the UI to show.
	 */
	act(kind: string, data: unknown, seat?: SeatId | null): Rejection | null;
	/** Undo the latest applied event of this device (an undo event naming it), or redo. */
	undo(): Rejection | null;
	redo(): Rejection | null;
	/**
	 * A transient message to the table (toast). Dice go through `fairRoll` ($lib/fairplay): between
	 * the phones when several devices hold seats.
	 */
	notify(message: string): void;
}
