import type { SeatId } from '../core';
import type { GameResult, PlayerState } from './state';

/**
 * Rule 8, after a turn's eliminations: the game goes on while two or more players remain. One
 * left wins. None left: of the players removed on this last turn, the one with more HP wins
 * (HP may be 0 or negative); equal HP at the top is a tie.
 */
export function decideResult(
	players: Record<SeatId, PlayerState>,
	order: readonly SeatId[],
	removedNow: readonly SeatId[]
): GameResult | null {
	const left = order.filter((s) => players[s].alive);
	if (left.length >= 2) return null;
	const name = (s: SeatId) => players[s].name;
	if (left.length === 1) {
		return { winners: left, tied: [], text: `${name(left[0])} is the last one standing and wins.` };
	}
	if (removedNow.length === 0) return { winners: [], tied: [], text: 'Nobody is left in the arena.' };
	const best = Math.max(...removedNow.map((s) => players[s].hp));
	const top = removedNow.filter((s) => players[s].hp === best);
	if (top.length === 1) {
		return {
			winners: top,
			tied: [],
			text: `Everyone fell on the same turn; ${name(top[0])} kept the most HP (${best}) and wins.`
		};
	}
	return {
		winners: [],
		tied: top,
		text: `Everyone fell on the same turn; ${top.map(name).join(' and ')} tie with ${best} HP.`
	};
}
