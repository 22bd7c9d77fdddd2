/** The words of the game contract that everything else is built from: seats, events, refusals, options, set-up. */

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
	/**
	 * The third signed form: the event's place in its device's hash chain (1, 2, …). Its id is then
	 * its device's key reference followed by `n`, it carries no `sig`, and a signed head of the chain
	 * covers it (docs/fair-play.md, "Chains").
	 */
	n?: number;
	/**
	 * The third form's compact `after` (instead of the list): names one event, `step` places further
	 * in the chain of the device its own chain named last (docs/fair-play.md, "Compact after").
	 */
	step?: number;
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
