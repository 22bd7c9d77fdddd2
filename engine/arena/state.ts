import type { SeatId } from '../core';
import type { Movement, MagicType } from './magics';
import type { ArenaRules } from './rules';

/** One magic of an order, as written: its code (F1, W, H2, …) and the text after its number. */
export interface Cast {
	magic: string;
	target?: string;
}

/** A player's orders for one turn: the square moved to (null: "-", no move), then the magics. */
export interface Orders {
	move: string | null;
	casts: Cast[];
}

/** The data of an `arena/orders` event. `turn` guards against orders meant for another turn. */
export interface OrdersData extends Orders {
	turn: number;
}

/** A player's choice at the start of the game (rule 6): magic type(s) and starting square. */
export interface StartChoice {
	types: MagicType[];
	square: string;
}

export interface PlayerState {
	seat: SeatId;
	name: string;
	hp: number;
	mp: number;
	/** The square the player stands on; null before the placement is revealed. */
	square: string | null;
	types: MagicType[];
	alive: boolean;
	/** The turn the player was removed on. */
	outOnTurn: number | null;
}

/** A part of an order the rules ignore ("Any illegal moves ... are ignored"), and why. */
export interface Ignored {
	/** -1 for the move, else the index of the cast in the order. */
	index: number;
	text: string;
	reason: string;
}

export type MoveHow = 'stay' | 'walk' | Movement;

export interface MoveReport {
	seat: SeatId;
	from: string;
	to: string;
	how: MoveHow;
}

/** One attack of the turn and whom it hit. */
export interface EffectReport {
	seat: SeatId;
	magic: string;
	target?: string;
	/** Where the caster stood when casting (after moving). */
	from: string;
	hits: { seat: SeatId; damage: number }[];
}

export interface HealReport {
	seat: SeatId;
	magic: string;
	amount: number;
}

/** Everything one turn did, for the replay, the history and the move list. */
export interface TurnReport {
	turn: number;
	orders: Record<SeatId, Orders>;
	ignored: Record<SeatId, Ignored[]>;
	spent: Record<SeatId, number>;
	moves: MoveReport[];
	effects: EffectReport[];
	heals: HealReport[];
	/** HP at the start of the turn and after it, of every player who took part. */
	hp: Record<SeatId, { before: number; after: number }>;
	eliminated: SeatId[];
}

export interface GameResult {
	/** The winner, or empty on a tie. */
	winners: SeatId[];
	/** The players who tied, when the game ended in a tie (empty when nobody was left to tie). */
	tied: SeatId[];
	text: string;
}

export type Phase = 'placing' | 'ordering' | 'over';

export interface ArenaState {
	rules: ArenaRules;
	/** Seat ids in table order. */
	order: SeatId[];
	players: Record<SeatId, PlayerState>;
	phase: Phase;
	/** The turn being ordered (during placement: the placement's turn number, 0 or -1). */
	turn: number;
	/**
	 * Sealed input of the current step, by position in `order` (null: none yet): start choices
	 * while placing, orders while ordering.
	 */
	sealed: (StartChoice | Orders | null)[];
	/** The revealed start choices. */
	starts: Record<SeatId, StartChoice>;
	reports: TurnReport[];
	result: GameResult | null;
}

/** What one seat may see: the state without other seats' sealed input. */
export interface ArenaView extends Omit<ArenaState, 'sealed'> {
	seat: SeatId | null;
	/** Seats whose input for the current step is in (sealed). */
	submitted: SeatId[];
	/** This seat's own sealed input, if any. */
	mine: StartChoice | Orders | null;
}

/** The parts of the state that rule helpers read: both the full state and a view have them. */
export type ArenaBoard = Pick<ArenaState, 'rules' | 'order' | 'players' | 'phase' | 'turn'>;

/**
 * A copy of `s` with some fields changed, always built with the same shape: every state of a game
 * then shares one hidden class, which keeps the fold fast.
 */
export function patchState(s: ArenaState, p: Partial<Omit<ArenaState, 'rules' | 'order'>>): ArenaState {
	return {
		rules: s.rules,
		order: s.order,
		players: p.players ?? s.players,
		phase: p.phase ?? s.phase,
		turn: p.turn ?? s.turn,
		sealed: p.sealed ?? s.sealed,
		starts: p.starts ?? s.starts,
		reports: p.reports ?? s.reports,
		result: p.result !== undefined ? p.result : s.result
	};
}
