import { ELEMENTS, ORDERS, type Element, type Scores } from '../elements';
import { ALWAYS_FAILS, GRIMOIRE, type SpellId } from '../grimoire';
import type { VictoryLevel } from '../wizard';
import type { Attack, Casting, Duelist, Healable, Side } from './state';

export const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** d100 ≤ the score succeeds; 100 always fails. */
export function succeeds(roll: number, needed: number): boolean {
	return roll !== ALWAYS_FAILS && roll <= needed;
}

/** Chance that a d100 succeeds against `needed`. */
export function chanceOf(needed: number): number {
	return Math.max(0, Math.min(needed, ALWAYS_FAILS - 1)) / 100;
}

/** Heal rolls against the highest pre-combat score; on a tie, the Order's element (for the mulligan). */
export function healElement(d: Duelist): Element {
	const recorded = d.sheet.scores;
	const own = ORDERS[d.sheet.order].element;
	let best: Element = ELEMENTS[0];
	for (const e of ELEMENTS) if (recorded[e] > recorded[best]) best = e;
	return recorded[own] === recorded[best] ? own : best;
}

/** A casting as announced: what it rolls against and the score it needs. */
export function announceCasting(d: Duelist, spell: SpellId, attack: Attack | null, healable: Healable | null): Casting {
	const roll = GRIMOIRE[spell].roll;
	let element: Element;
	let needed: number;
	let heal: Casting['heal'] = null;
	if (roll.kind === 'element') {
		element = roll.element;
		needed = d.scores[element];
	} else if (roll.kind === 'attacked') {
		element = attack ? attack.target : ELEMENTS[0];
		needed = d.scores[element];
	} else {
		element = healElement(d);
		needed = d.sheet.scores[element];
		if (healable) heal = { element: healable.element, cap: healable.amount };
	}
	return { spell, element, needed, roll: null, success: null, mulliganed: null, heal };
}

/** The mulligan: once a duel, for a roll on the Order's element or a spell of the Order's specialty. */
export function mulliganQualifies(d: Duelist, c: Casting): boolean {
	const order = ORDERS[d.sheet.order];
	return c.element === order.element || GRIMOIRE[c.spell].class === order.specialty;
}

export function zeroCount(scores: Scores): number {
	let n = 0;
	for (const e of ELEMENTS) if (scores[e] <= 0) n++;
	return n;
}

const ZEROS_TO_LOSE: Record<VictoryLevel, number> = { 'first-blood': 1, subdual: 2, death: 5 };

export function hasLost(scores: Scores, level: VictoryLevel): boolean {
	return zeroCount(scores) >= ZEROS_TO_LOSE[level];
}

export function zerosToLose(level: VictoryLevel): number {
	return ZEROS_TO_LOSE[level];
}
