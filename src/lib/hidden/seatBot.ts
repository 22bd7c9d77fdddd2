/** For tests and benches: a player that seals its game's default orders once its latest report is in. */
import type { Rng } from '$engine/core';
import { HIDDEN_KINDS, type AnyHiddenGame } from '$engine/core/hidden';
import type { SeatInbox } from './seatInbox';

/** Reads, takes part, and seals at most `times` orders a turn; false when it refused its own orders. */
export async function seatActs(inbox: SeatInbox, game: AnyHiddenGame, rng: Rng, times = 2): Promise<boolean> {
	await inbox.react();
	const slice = await inbox.slice();
	const latest = inbox.latest;
	if (slice.over || !latest || latest.report === null || latest.turn !== slice.turn || (slice.inputs[inbox.o.seat]?.length ?? 0) >= times) return true;
	const sealed = await inbox.seal(game.defaultInput(latest.knowledge, inbox.o.seat, rng, 'empty'));
	return 'kind' in sealed && sealed.kind === HIDDEN_KINDS.input;
}
