/** The rolls and the hit question of a cast being resolved, and the wild surges they set off. */
import { checkRoll, own, reject, type GameEvent, type Rejection, type Roll } from '../core';
import { settle } from './castResolve';
import { ATTACK, HIT, nextCastStep, SURGE } from './castSteps';
import { BRICK_REJECTIONS as R } from './rejections';
import { diceTotal, isModifier, testTotal } from './rolls';
import { findSpell } from './spells';
import type { BrickState, Cast, StepResult } from './state';
import { applyElementals, applyShape, applySurge, isWildSurge, surgeEntry } from './surges';
import { formOf } from './castSteps';

export function findCast(state: BrickState, event: GameEvent, id: unknown): Cast | Rejection {
	const cast = own(state.casts, id);
	if (!cast) return reject(R.unknownCast, 'There is no such spell being cast.');
	if (event.seat !== null && event.seat !== cast.seat) return reject(R.notYours, 'Only the caster’s player rolls for this spell.');
	return cast;
}

function spellName(state: BrickState, cast: Cast): string {
	return findSpell(state, cast.spell)?.name ?? cast.spell;
}

export function rollForCast(state: BrickState, event: GameEvent): BrickState | Rejection {
	const data = (event.data ?? {}) as Record<string, unknown>;
	const cast = findCast(state, event, data.cast);
	if ('code' in cast) return cast;
	const step = nextCastStep(state, cast);
	if (!step || step.question) {
		return reject(R.noRollOwed, step ? `First say whether ${spellName(state, cast)} hit.` : `${spellName(state, cast)} needs no more rolls.`);
	}
	if (data.step !== step.step) return reject(R.wrongStep, `${spellName(state, cast)} needs this roll now: ${step.label}.`);
	const modifier = data.modifier ?? 0;
	if (!isModifier(modifier) || (!step.modifiable && modifier !== 0)) {
		return reject(R.badModifier, step.modifiable ? 'A modifier is a whole number from −30 to 30.' : 'This roll takes no modifier.');
	}
	const bad = checkRoll(data.roll, step.sides, step.count);
	if (bad) return bad;
	const values = (data.roll as Roll).values.slice();
	if (step.step === SURGE) {
		const applied = applySurge(state, cast, surgeEntry(state.options.surgeDice, values));
		return settle(applied.state, applied.cast);
	}
	if (step.step === 'shape') return settle(applyShape(state, cast, values[0]), { ...cast, surge: { ...cast.surge!, owes: null } });
	if (step.step === 'elementals') return settle(applyElementals(state, cast, values), { ...cast, surge: { ...cast.surge!, owes: null } });
	const total = diceTotal(values, step.halve, state.options.halfDie) + modifier;
	const spec = step.step === ATTACK ? undefined : formOf(state, cast)?.rolls.find((r) => r.key === step.step);
	const passed = spec ? testTotal(total, spec) : null;
	const result: StepResult = { key: step.step, values, modifier, total, passed };
	let next: Cast = { ...cast, results: [...cast.results, result] };
	if (step.modifiable && isWildSurge(total)) next = { ...next, surge: { from: step.step, entry: null, owes: null } };
	return settle(state, next);
}

export function answerHit(state: BrickState, event: GameEvent): BrickState | Rejection {
	const data = (event.data ?? {}) as Record<string, unknown>;
	const cast = findCast(state, event, data.cast);
	if ('code' in cast) return cast;
	const step = nextCastStep(state, cast);
	if (!step || step.step !== HIT) return reject(R.noQuestion, `${spellName(state, cast)} is not waiting to know whether it hit.`);
	if (typeof data.hit !== 'boolean') return reject(R.noQuestion, 'Say whether the attack hit: yes or no.');
	return settle(state, { ...cast, hit: data.hit });
}
