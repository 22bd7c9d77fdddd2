/**
 * Fair play for game UIs: sealed simultaneous orders and fair rolls, the same for every game.
 *
 * - `sealOrders(session, seat, orders)`: commit now, reveal by itself once every seat has committed.
 * - `fairRoll(session, { sides, count, then })`: a roll between the phones (or on this device when it
 *   holds every seat); the game receives it as its own `then.kind` event, with `roll` in its data.
 * - `CoverScreen`: hides one player's orders from the next in pass-and-play.
 */
import type { Rejection, RollThen, SeatId } from '$engine/core';
import type { GameSession } from '$lib/table/session.svelte';
import type { TableSession } from '$lib/table/types';
import type { FairPlay } from './fairPlay';

export { default as CoverScreen } from './CoverScreen.svelte';
export type { FairPlay, RoundView, Holder } from './fairPlay';

/** The fair-play controller of a table session (every GameSession has one). */
export function fairPlayOf(session: TableSession): FairPlay {
	const fair = (session as Partial<GameSession>).fair;
	if (!fair) throw new Error('This table session has no fair play.');
	return fair;
}

export function sealOrders(session: TableSession, seat: SeatId, orders: unknown): Promise<Rejection | null> {
	return fairPlayOf(session).seal(seat, orders);
}

export function fairRoll(session: TableSession, opts: { sides: number; count?: number; then: RollThen; seat?: SeatId | null }): Rejection | null {
	return fairPlayOf(session).roll(opts, (kind, data, seat) => session.act(kind, data, seat));
}
