/** The end of a round (mana of idle wizards, effects counting down) and the end of the battle. */
import { reject, type GameEvent, type Rejection } from '../core';
import { countDown } from './effects';
import { owedSteps } from './owed';
import { BRICK_REJECTIONS as R } from './rejections';
import type { BrickState, Unit } from './state';
import { isCaster, line, NO_MARKS } from './units';

function idle(unit: Unit): boolean {
	const m = unit.marks;
	return !(m.concentrated || m.moved || m.acted || m.held || m.cast);
}

export function endRound(state: BrickState): BrickState | Rejection {
	if (state.phase !== 'battle') return reject(R.phase, 'The battle has not started.');
	const owed = owedSteps(state);
	if (owed.length > 0) return reject(R.rollsOwed, `Settle this first: ${owed[0].label}.`);
	// built as own entries: a unit's id is its event's id, which may be any text (even "__proto__")
	const units: Record<string, Unit> = Object.fromEntries(
		state.order.map((id) => {
			const u = state.units[id];
			const loses = state.options.idleLosesMana && u.status === 'up' && isCaster(u) && idle(u);
			return [id, { ...u, mana: loses ? Math.max(0, u.mana - 1) : u.mana, marks: NO_MARKS }];
		})
	);
	const counted = countDown({ ...state, units });
	return line({ ...counted, round: state.round + 1 }, `Round ${state.round + 1} begins.`);
}

export function endBattle(state: BrickState, event: GameEvent): BrickState | Rejection {
	if (state.phase !== 'battle') return reject(R.phase, 'The battle has not started.');
	const winners = (event.data as { winners?: unknown } | null)?.winners;
	if (!Array.isArray(winners) || winners.some((w) => !state.seats.some((s) => s.id === w)) || new Set(winners).size !== winners.length) {
		return reject(R.badWinners, 'Name the winning players (none for a draw).');
	}
	return line({ ...state, phase: 'finished', winners: winners as string[] }, 'The battle is over.');
}
