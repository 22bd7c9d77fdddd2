import { ATTACKS, ROLLS, STOPS, TARGET, zerosOf, type Position } from './position';

/**
 * What points are worth to the duel bot, in one unit: a point of score on the way to a wizard's
 * defeat. Every choice compares expectations in this unit, so that an attack, a Heal, a Wall and
 * a Shield are weighed against each other. Sums over a d100 are closed forms where they can be:
 * the odds simulate thousands of duels, with several choices a half-cycle.
 */

/** A score brought to 0 is worth this many points beyond the points themselves... */
export const ZERO_BONUS = 25;
/** ...and the zero that ends the duel this many. */
export const WIN_BONUS = 300;
/** Points on an element the attacker does not need to empty count for less. */
const SPARE_WEIGHT = 0.5;

/** The highest roll that succeeds against `score` (100 always fails). */
export function topRoll(score: number): number {
	return score <= 0 ? 0 : score > 99 ? 99 : score;
}

/** Σ min(d, s) for d = 1..n. */
export function sumCapped(n: number, s: number): number {
	if (n <= 0 || s <= 0) return 0;
	return n <= s ? (n * (n + 1)) / 2 : (s * (s + 1)) / 2 + (n - s) * s;
}

/**
 * How much each element of `side` matters to it: the elements an attacker must still empty are the
 * lowest ones (as many as the victory level still misses); their points count in full, the others'
 * by half. Emptying an element costs ZERO_BONUS, or WIN_BONUS for the last zero needed.
 */
export function stakesInto(p: Position, side: number, perPoint: Float64Array, zero: Float64Array): void {
	const sc = p.scores[side];
	const left = p.zerosToLose - zerosOf(sc);
	const z = left <= 1 ? WIN_BONUS : ZERO_BONUS;
	for (let e = 0; e < 5; e++) {
		const s = sc[e];
		if (s <= 0) {
			perPoint[e] = 0;
			zero[e] = 0;
			continue;
		}
		let lower = 0;
		for (let f = 0; f < 5; f++) {
			const x = sc[f];
			if (x > 0 && (x < s || (x === s && f < e))) lower++;
		}
		perPoint[e] = lower < left ? 1 : SPARE_WEIGHT;
		zero[e] = z;
	}
}

/** What `damage` points cost an element of score `s`, given its stake. */
export function lossOf(s: number, damage: number, perPoint: number, zero: number): number {
	if (damage <= 0 || s <= 0) return 0;
	return (damage < s ? damage : s) * perPoint + (damage >= s ? zero : 0);
}

/** Strength of a Wall (spell code, strength) against an attack (0 when it does not stop it). */
export function wallStrengthAgainst(wall: number, strength: number, attack: number): number {
	return wall >= 0 && (STOPS[wall] >> attack) & 1 ? strength : 0;
}

/** Expected worth of attack `code` by `att` on the other side behind a Wall, with the defender's stakes. */
export function attackWorth(p: Position, att: number, code: number, wall: number, strength: number, perPoint: Float64Array, zero: Float64Array): number {
	const m = topRoll(p.scores[att][ROLLS[code]]);
	const t = TARGET[code];
	const s = p.scores[1 - att][t];
	const through = m - wallStrengthAgainst(wall, strength, code);
	if (through <= 0 || s <= 0) return 0;
	return (sumCapped(through, s) * perPoint[t] + Math.max(0, through - s + 1) * zero[t]) / 100;
}

/** The worth of the best attack `att` has against a Wall. */
export function bestAttackWorth(p: Position, att: number, wall: number, strength: number, perPoint: Float64Array, zero: Float64Array): number {
	let best = 0;
	for (const code of ATTACKS) {
		const v = attackWorth(p, att, code, wall, strength, perPoint, zero);
		if (v > best) best = v;
	}
	return best;
}

/** The code of that attack. */
export function bestAttackCode(p: Position, att: number, wall: number, strength: number, perPoint: Float64Array, zero: Float64Array): number {
	let best = ATTACKS[0];
	let worth = -1;
	for (const code of ATTACKS) {
		const v = attackWorth(p, att, code, wall, strength, perPoint, zero);
		if (v > worth) {
			worth = v;
			best = code;
		}
	}
	return best;
}
