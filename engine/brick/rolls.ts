/** Reading the dice of a roll: totals, halves (1D/2) and tests. */
import type { HalfDie } from './options';

/** One die halved: rounded up (1–3) or down (0–3) by the variant. */
export function halfDie(value: number, rounding: HalfDie): number {
	return rounding === 'up' ? Math.ceil(value / 2) : Math.floor(value / 2);
}

export function diceTotal(values: readonly number[], halve: boolean, rounding: HalfDie): number {
	let total = 0;
	for (const v of values) total += halve ? halfDie(v, rounding) : v;
	return total;
}

/** Whether a total passes a test; null when there is no test. */
export function testTotal(total: number, test: { atLeast?: number; atMost?: number }): boolean | null {
	if (test.atLeast === undefined && test.atMost === undefined) return null;
	if (test.atLeast !== undefined && total < test.atLeast) return false;
	if (test.atMost !== undefined && total > test.atMost) return false;
	return true;
}

export const MAX_MODIFIER = 30;

export function isModifier(v: unknown): v is number {
	return typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= MAX_MODIFIER;
}
