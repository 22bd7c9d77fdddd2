/**
 * Fair play for game UIs: sealed simultaneous orders and fair rolls, the same for every game.
 *
 * - `sealOrders(session, seat, orders)`: commit now, reveal by itself once every seat has committed.
 * - `fairRoll(session, { sides, count, then, seat })`: every roll a game makes for the players. Between
 *   the phones when several devices hold seats (on this device when it holds every seat); the game
 *   receives it as its own `then.kind` event, with `roll` in its data.
 * - `rollUnderway(session, kinds)`: whether a roll for one of these moves is under way (the game's
 *   roll buttons wait); `RollsUnderway` shows them where the game asked for them, with the fallback
 *   to a physical die when a phone stalls.
 * - `CoverScreen`: hides one player's orders from the next in pass-and-play.
 */
import type { Rejection, RollThen, SeatId } from '$engine/core';
import { fairPlayOf } from './fairPlayOf';

/** A game's table session (src/lib/table/types.ts `TableSession`): these functions use its fair play. */
type TableSession = object;

export { default as CoverScreen } from './sealed/CoverScreen.svelte';
export { default as RollsUnderway } from './dice/RollsUnderway.svelte';
export { ROLL_UNDER_WAY } from './fairPlay';
export type { FairPlay, RoundView, Holder } from './fairPlay';
export { fairPlayOf };

export function sealOrders(session: TableSession, seat: SeatId, orders: unknown): Promise<Rejection | null> {
	return fairPlayOf(session).seal(seat, orders);
}

export function fairRoll(session: TableSession, opts: { sides: number; count?: number; then: RollThen; seat?: SeatId | null }): Rejection | null {
	return fairPlayOf(session).roll(opts);
}

/**
 * Whether a roll for any of these moves of the game is under way (asked for by any device); with
 * `data`, only for moves with these values (`{ cast: id }`).
 */
export function rollUnderway(session: TableSession, kinds: readonly string[], data?: Readonly<Record<string, unknown>>): boolean {
	return fairPlayOf(session).rollsFor(kinds, data).length > 0;
}
