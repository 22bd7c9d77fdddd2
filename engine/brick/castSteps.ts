/** What a cast still needs from the table: its next roll or question, read from what is done. */
import { castForm, findSpell, type CastForm } from './spells';
import { ELEMENTS } from './surgeTable';
import { surgeDice } from './surges';
import type { BrickState, Cast } from './state';
import type { RollSpec } from './spellTypes';

export interface CastStep {
	step: string;
	label: string;
	/** A yes/no question (did the attack hit?) rather than a roll. */
	question: boolean;
	count: number;
	sides: number;
	halve: boolean;
	/** Takes a modifier and can set off a wild surge. */
	modifiable: boolean;
}

export const ATTACK = 'attack';
export const HIT = 'hit';
export const SURGE = 'surge';

export function formOf(state: BrickState, cast: Cast): CastForm | null {
	const spell = findSpell(state, cast.spell);
	return spell ? castForm(spell, cast.mode) : null;
}

export function resultOf(cast: Cast, key: string) {
	return cast.results.find((r) => r.key === key);
}

function rollStep(r: RollSpec, units: number): CastStep {
	return { step: r.key, label: r.label, question: false, count: r.perUnit ? r.count * units : r.count, sides: r.sides, halve: r.halve === true, modifiable: r.modifiable === true };
}

/** The spell's own rolls still to make, in order; null when the spell is resolved. */
function nextRoll(form: CastForm, cast: Cast): CastStep | null {
	for (const r of form.rolls) {
		const done = resultOf(cast, r.key);
		if (done) {
			if (done.passed === false && r.stopOnFail) return null;
			continue;
		}
		if (r.only === 'from-unit-or-wall' && !cast.fromUnitOrWall) continue;
		return rollStep(r, cast.units);
	}
	return null;
}

export function nextCastStep(state: BrickState, cast: Cast): CastStep | null {
	if (cast.outcome !== 'open') return null;
	if (cast.surge) {
		if (cast.surge.entry === null) {
			const d = surgeDice(state.options.surgeDice);
			return { step: SURGE, label: 'Wild surge! Roll on the surge chart', question: false, count: d.count, sides: d.sides, halve: false, modifiable: false };
		}
		if (cast.surge.owes === 'shape') return { step: 'shape', label: 'Which beast: 1–2 horse, 3–4 monkey, 5–6 parrot', question: false, count: 1, sides: 6, halve: false, modifiable: false };
		if (cast.surge.owes === 'elementals') {
			return { step: 'elementals', label: `One die per army: ${ELEMENTS.map((e, i) => `${i + 1} ${e}`).join(', ')}`, question: false, count: state.seats.length, sides: ELEMENTS.length, halve: false, modifiable: false };
		}
		return null;
	}
	const form = formOf(state, cast);
	if (!form) return null;
	if (form.attack) {
		if (!resultOf(cast, ATTACK)) {
			return { step: ATTACK, label: 'Attack roll (with the range and other modifiers)', question: false, count: 1, sides: state.options.attackDie, halve: false, modifiable: true };
		}
		if (cast.hit === null) return { step: HIT, label: 'Did the attack hit?', question: true, count: 0, sides: 0, halve: false, modifiable: false };
		if (!cast.hit && !form.lasting.some((l) => l.evenOnMiss)) return null;
	}
	return nextRoll(form, cast);
}
