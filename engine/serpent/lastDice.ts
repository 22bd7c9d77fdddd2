/**
 * The table's latest dice, as the fold keeps them: who rolled, for what, and what came of it. They
 * stay until the game moves on to another step (a new round, phase or turn), so every phone shows
 * the same roll for as long as it matters, and an undo takes it back with the move.
 */
import type { GameEvent, Roll } from '../core';
import type { BeingId, DiceShown, SerpentState } from './state';

/** Where the game stands: a change of round, phase, initiative step or turn is a new step. */
export function stepKey(s: SerpentState): string {
	return `${s.round}|${s.phase}|${s.step ?? ''}|${s.turn ?? ''}`;
}

/** Records a roll that a move has just used. */
export function showDice(s: SerpentState, event: GameEvent, kind: DiceShown['kind'], beings: BeingId[], result: string): void {
	const roll = (event.data as { roll: Roll }).roll;
	s.lastDice = { kind, seat: event.seat, sides: roll.sides, values: roll.values.slice(), source: roll.source, beings, result };
}

/** After a move that rolls no dice: dice from an earlier step are put away once the game has moved past it. */
export function putDiceAway(s: SerpentState, before: string): void {
	if (s.lastDice && stepKey(s) !== before) s.lastDice = null;
}
