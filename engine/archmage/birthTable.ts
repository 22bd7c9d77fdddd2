import type { Element } from './elements';

/** The Birth Influences Table (Part One, step 2), rolled on a d100 (00 = 100). */
export type BirthEffect = { kind: 'single'; element: Element } | { kind: 'double' } | { kind: 'all' };

export interface BirthRow {
	min: number;
	max: number;
	effect: BirthEffect;
}

export const BIRTH_TABLE: readonly BirthRow[] = [
	{ min: 1, max: 16, effect: { kind: 'single', element: 'wood' } },
	{ min: 17, max: 32, effect: { kind: 'single', element: 'fire' } },
	{ min: 33, max: 48, effect: { kind: 'single', element: 'earth' } },
	{ min: 49, max: 64, effect: { kind: 'single', element: 'metal' } },
	{ min: 65, max: 80, effect: { kind: 'single', element: 'water' } },
	{ min: 81, max: 95, effect: { kind: 'double' } },
	{ min: 96, max: 100, effect: { kind: 'all' } }
];

/** Percent added by one influence. */
export const SINGLE_INFLUENCE = 35;
/** Percent added to each of two influences (81-95). */
export const DOUBLE_INFLUENCE = 20;
/** Percent added to all five scores (96-00). */
export const ALL_INFLUENCE = 8;
