import type { SeatId } from '../types';
import { HIDDEN_KIND_LIST } from '../hidden/kinds';

/** The shared fair-play events. They are written by the app, never by a game's own rules. */
export const FAIR_KINDS = {
	/** A device binds an unclaimed seat to its key. Signed by that key. */
	claim: 'core/claim-seat',
	/** The seat's holder binds it to another device's key. Signed by the current holder. */
	handOver: 'core/hand-over',
	/** A device asks the holder for a seat (it carries the asking device's key, and its name). Signed by that key. */
	ask: 'core/ask-seat',
	/** A device that holds no seat (a watcher) makes its key known, to sign table moves. Seat null. */
	device: 'core/device',
	/** A seat seals its orders for a turn: only their hash. */
	commit: 'core/commit',
	/** A seat opens its sealed orders; the game receives them as its own event. */
	reveal: 'core/reveal',
	/** A fair roll starts: its dice and what the game does with the result, plus the opener's commitment. */
	diceOpen: 'core/dice-open',
	diceCommit: 'core/dice-commit',
	diceReveal: 'core/dice-reveal',
	/** A stalled fair roll is settled with a physical die typed in by hand. */
	dicePhysical: 'core/dice-physical',
	/** The signed head of a device's hash chain (`{n, sig}`, chain.ts): covers that device's events 1..n. */
	head: 'core/head'
} as const;

/** With the hidden protocol's (engine/core/hidden/kinds.ts): none can be undone, and each stores its chain's head. */
const ALL: ReadonlySet<string> = new Set([...Object.values(FAIR_KINDS), ...HIDDEN_KIND_LIST]);

export function isFairKind(kind: unknown): boolean {
	return typeof kind === 'string' && ALL.has(kind);
}

export interface SeatKeyData {
	seat: SeatId;
	publicKey: string;
}
/** A seat request: the asking device's name too, for the holder's phone (none in a request from before names, session 20). */
export interface SeatAskData extends SeatKeyData {
	name?: string;
}
export interface DeviceData {
	publicKey: string;
}
export interface CommitData {
	turn: number;
	hash: string;
}
export interface RevealData {
	turn: number;
	/** The game's kind for these orders (what the sealed step takes). */
	kind: string;
	orders: unknown;
	salt: string;
}
/** What the game does with a fair roll's result: an event of its own, with `roll` added to data. */
export interface RollThen {
	kind: string;
	data: Record<string, unknown>;
}
/** The round of a fair roll is the id of its `core/dice-open` event. */
export interface DiceOpenData {
	sides: number;
	count: number;
	/** The opener's own commitment (saves one event and one round trip). */
	hash: string;
	then?: RollThen;
}
export interface DiceCommitData {
	round: string;
	hash: string;
}
export interface DiceRevealData {
	round: string;
	contribution: string;
}
export interface DicePhysicalData {
	round: string;
	values: number[];
}
