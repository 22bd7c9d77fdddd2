/** Everything the table owes the tracker now: rolls of casts and effects, and hit questions. */
import type { SeatId } from '../core';
import { nextCastStep } from './castSteps';
import { effectDice } from './effects';
import { findSpell } from './spells';
import type { BrickState } from './state';

export interface Owed {
	/** A cast being resolved, or a lasting effect. */
	for: 'cast' | 'effect';
	id: string;
	/** The `step` to send with the roll ("attack", "check", "surge", "round", "trigger", "hit"). */
	step: string;
	/** "Merlin's Charm: 5+ on 1D to charm". */
	label: string;
	/** The seat that rolls; null when anyone at the table may. */
	seat: SeatId | null;
	/** A yes/no question (did the attack hit?) rather than a roll. */
	question: boolean;
	count: number;
	sides: number;
	/** Takes a modifier (range and the like) and can set off a wild surge. */
	modifiable: boolean;
}

export function owedSteps(state: BrickState): Owed[] {
	const out: Owed[] = [];
	for (const id of state.open) {
		const cast = state.casts[id];
		const step = nextCastStep(state, cast);
		if (!step) continue;
		const who = state.units[cast.wizard]?.name ?? 'A wizard';
		const spell = findSpell(state, cast.spell)?.name ?? cast.spell;
		out.push({ for: 'cast', id, step: step.step, label: `${who}'s ${spell}: ${step.label}`, seat: cast.seat, question: step.question, count: step.count, sides: step.sides, modifiable: step.modifiable });
	}
	for (const e of state.effects) {
		const d = effectDice(e);
		if (!d) continue;
		const where = e.where ? ` (${e.where})` : '';
		out.push({ for: 'effect', id: e.id, step: d.step, label: `${e.label}${where}: ${d.label}`, seat: null, question: false, count: d.count, sides: d.sides, modifiable: false });
	}
	return out;
}
