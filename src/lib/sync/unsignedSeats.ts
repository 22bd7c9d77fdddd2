import type { GameMeta } from '$lib/store/gameDoc';

/**
 * What a shared table says of a game made before signed seats (no genesis in its description):
 * its seats are claimed in the log, where only the update gate guards them, so a device with the
 * invite is trusted more than in a game made now. Null for a signed game, or one not shared yet.
 *
 * No "continue as a signed copy" is offered: a copy would bind every seat to this device's key in a
 * new genesis, and the other phones' signed moves in its history would then count as moves by a
 * device that holds no seat (`core/wrong-device`): the history would not hold as it was played.
 */
export function unsignedSeatsNotice(meta: Pick<GameMeta, 'genesis'>, shared: boolean): string | null {
	if (meta.genesis || !shared) return null;
	return 'This game was made before seats were signed, so its seats are guarded less than in a new game. With phones you do not know, start a new game.';
}
