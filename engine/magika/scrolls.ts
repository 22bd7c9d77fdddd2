/**
 * Which scroll a search (or the starting draw) finds (U-29): the finder's alignment 50%, each
 * other 25%; within an alignment, weight inversely proportional to the minor arcania cost.
 */
import type { Rng } from '../core';
import { SPELLS, type SpellCode } from './data/spells';
import type { Align } from './types';

const ALIGNS: readonly Align[] = ['G', 'N', 'E'];

/** Weight of a spell within its alignment: 120 / minor cost (4 -> 30, 6 -> 20, 8 -> 15, 10 -> 12, 20 -> 6). */
export function findWeight(code: SpellCode): number {
	return 120 / SPELLS.find((s) => s.code === code)!.minor.cost;
}

export function scrollAlignment(rng: Rng, own: Align): Align {
	const roll = rng.below(4);
	if (roll < 2) return own;
	const others = ALIGNS.filter((a) => a !== own);
	return others[roll - 2];
}

export function drawScroll(rng: Rng, own: Align): SpellCode {
	const align = scrollAlignment(rng, own);
	const pool = SPELLS.filter((s) => s.align === align);
	const total = pool.reduce((sum, s) => sum + 120 / s.minor.cost, 0);
	let roll = rng.below(total);
	for (const s of pool) {
		roll -= 120 / s.minor.cost;
		if (roll < 0) return s.code;
	}
	return pool[pool.length - 1].code;
}
