/** Point costs of army units: pure calculators over the point table. */
import { POINTS } from './pointTable';

export interface WizardCostInput {
	/** The mana cost of each spell the wizard carries (its point cost). */
	spellMana: readonly number[];
	/** Casts while using any weapon but a knife or staff. */
	weapons: boolean;
	/** Casts through armor. */
	armor: boolean;
}

/** 15, plus each spell's mana, plus 3 for casting with weapons, plus 8 for casting in armor. */
export function wizardCost({ spellMana, weapons, armor }: WizardCostInput): number {
	let cost = POINTS.wizard;
	for (const m of spellMana) cost += m;
	if (weapons) cost += POINTS.castWithWeapons;
	if (armor) cost += POINTS.castInArmor;
	return cost;
}

/** 15, plus 10 if the medic may use weapons. */
export function medicCost(weapons: boolean): number {
	return POINTS.medic + (weapons ? POINTS.medicWithWeapons : 0);
}

/** The total of an army's unit costs. */
export function armyTotal(costs: readonly number[]): number {
	let total = 0;
	for (const c of costs) total += c;
	return total;
}
