/** Derived statistics of a mage: status, strength and serenity levels, VP aptitude, terrain factors. */
import { ARTIFACT_ATTUNEMENT, LAMP_RESIST, MEDALLION_SEARCH } from './data/artifacts';
import { movePercent, type MovementRows } from './data/movement';
import { RACES } from './data/races';
import { HALF_SWAMP_END, SWAMP, TERRAIN } from './data/terrain';
import type { Mage, Status } from './types';

/** "less than 10 (Exhausted)"; "falls to 0 (unconscious)" (U-10). */
export function status(m: Mage): Status {
	return m.end <= 0 || m.unconscious ? 'UC' : m.end < 10 ? 'EX' : 'OK';
}

/** Strength levels of section XIII (U-18). */
export function strengthLevel(end: number, max: number): string {
	if (end <= 0) return 'Unconscious';
	if (end < 10) return 'Exhausted';
	if (3 * end < max) return 'Weak';
	if (3 * end < 2 * max) return 'Healthy';
	return 'Robust';
}

/** Serenity levels of section XIII (U-18). */
export function serenityLevel(arc: number, max: number): string {
	if (arc < 10) return 'Spent';
	if (3 * arc < max) return 'Sapped';
	if (3 * arc < 2 * max) return 'Fair';
	return 'Intense';
}

/** The aptitude VP compare (U-41): Good a, Evil -a, Neutral 100 - 2|a|. */
export function vpAptitude(align: Mage['align'], apt: number): number {
	return align === 'G' ? apt : align === 'E' ? -apt : 100 - 2 * Math.abs(apt);
}

export const holds = (m: Pick<Mage, 'artifacts'>, a: Mage['artifacts'][number]): boolean => m.artifacts.includes(a);

/** The endurance factor of a terrain for this mage (Goblins and the Pendant halve swamp). */
export function endFactor(m: Pick<Mage, 'race' | 'artifacts'>, terrain: number): number {
	if (terrain === SWAMP && (RACES[m.race].halfSwamp || holds(m, 'pendant'))) return HALF_SWAMP_END;
	return TERRAIN[terrain].end;
}

/** Attuned: by race or a held racial artifact (U-17; counts once). */
export function attuned(m: Pick<Mage, 'race' | 'artifacts'>, terrain: number): boolean {
	if (RACES[m.race].attuned === terrain) return true;
	return m.artifacts.some((a) => ARTIFACT_ATTUNEMENT[a] === terrain);
}

/** Cross: the Human rows; Anhk: the Elves' 5th move (U-17). */
export function movementRows(m: Pick<Mage, 'race' | 'artifacts'>): MovementRows {
	if (m.race === 'human' || holds(m, 'cross')) return 'human';
	if (m.race === 'elf' || holds(m, 'anhk')) return 'elf';
	return 'other';
}

export function moveCost(m: Pick<Mage, 'race' | 'artifacts' | 'moves'>, terrain: number, phase: number): number | null {
	const pct = movePercent(movementRows(m), m.moves + 1, phase);
	return pct === null ? null : (endFactor(m, terrain) * pct) / 100;
}

export function resistance(m: Mage): number {
	return RACES[m.race].resist || (holds(m, 'lamp') ? LAMP_RESIST : 0);
}

export function searchChance(m: Mage, terrain: number): number {
	const bonus = RACES[m.race].searchBonus || (holds(m, 'medallion') ? MEDALLION_SEARCH : 0);
	return Math.min(100, TERRAIN[terrain].search + bonus);
}

/** Half up, the one rounding rule of the engine (U-73). */
export const roundHalfUp = (x: number): number => Math.floor(x + 0.5);

/** Arcania recovered by one meditation (ORD-6, U-40): 15% of (base skill + 20 if attuned), doubled by Candle/BoArc. */
export function meditationGain(skill: number, isAttuned: boolean, doublings: number): number {
	return Math.floor(((skill + (isAttuned ? 20 : 0)) * 15 * 2 ** doublings + 50) / 100);
}

export function itemCount(m: Mage): number {
	return m.scrolls.length + m.artifacts.length + m.cloaks.length;
}
