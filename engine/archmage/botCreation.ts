import type { Rng } from '../core';
import { pointCost, type CreationInput } from './creation';
import { rollBirth } from './duel/bot';
import { ELEMENTS, ORDERS, type Element, type OrderId, type Scores } from './elements';
import { CREATION_MP } from './scoreCosts';

/**
 * How the duel bot spends a new wizard's creation MP: every MP into the Order's element as far as it
 * goes, what cannot buy its next (dearer) point into the lowest other scores. The element is the one
 * the Order's mulligan serves, its attack is the wizard's strongest, and Heal rolls against the highest
 * score. Measured with the bot's own odds (botCreation.test.ts), this beat spreading the MP over the
 * lowest scores or a second element, and picking among those by simulated odds added nothing.
 */

const nextCost = (scores: Scores, e: Element) => pointCost(scores[e] + 1) ?? Infinity;

/** The scores the bot buys from `base` (the scores after birth) for `order`. */
export function botScores(base: Scores, order: OrderId): Scores {
	const own = ORDERS[order].element;
	const scores = { ...base };
	let left = CREATION_MP;
	for (let c = nextCost(scores, own); c <= left; c = nextCost(scores, own)) {
		scores[own]++;
		left -= c;
	}
	const others = ELEMENTS.filter((e) => e !== own);
	for (;;) {
		const lowest = others.filter((e) => nextCost(scores, e) <= left).sort((a, b) => scores[a] - scores[b])[0];
		if (!lowest) return scores;
		left -= nextCost(scores, lowest);
		scores[lowest]++;
	}
}

/** A legal creation for `order`: birth rolled with `rng`, the MP spent by `botScores`. */
export function botCreation(rng: Rng, order: OrderId, name: string): CreationInput {
	const { birthRolls, scores } = rollBirth(rng);
	return { name, order, birthRolls, scores: botScores(scores, order) };
}
