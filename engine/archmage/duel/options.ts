import type { OptionSpec, OptionValues } from '../../core';
import type { StudentDuelRule } from '../ranks';
import type { VictoryLevel } from '../wizard';

export type FirstCaster = 'roll-off' | 'first-seat';

export type ArchmageOptions = {
	victory: VictoryLevel;
	/** Who casts the first spell: the higher of a d100 roll-off, or the first seat (the challenger). */
	first: FirstCaster;
	mulligan: boolean;
	/** Variant: a Shield reduces the damage before the Wall takes its share (default: Wall first). */
	shieldFirst: boolean;
	studentDuel: StudentDuelRule;
};

export const DEFAULT_OPTIONS: ArchmageOptions = {
	victory: 'subdual',
	first: 'roll-off',
	mulligan: true,
	shieldFirst: false,
	studentDuel: 'both-acolytes'
};

export const OPTION_SPECS: OptionSpec[] = [
	{
		key: 'victory',
		label: 'Fight to',
		type: 'choice',
		default: 'subdual',
		choices: [
			{ value: 'first-blood', label: 'First blood (one score at 0)' },
			{ value: 'subdual', label: 'Subdual (two scores at 0)' },
			{ value: 'death', label: 'The death (all five at 0)' }
		]
	},
	{
		key: 'first',
		label: 'First spell',
		type: 'choice',
		default: 'roll-off',
		choices: [
			{ value: 'roll-off', label: 'Higher d100 roll-off' },
			{ value: 'first-seat', label: 'First seat (the challenger)' }
		]
	},
	{ key: 'mulligan', label: 'Mulligan rule', type: 'boolean', default: true, help: 'One reroll per wizard per duel, for the Order’s element or specialty.' },
	{ key: 'shieldFirst', label: 'Shield before Wall', type: 'boolean', default: false, help: 'Variant: a Shield reduces an attack before the Wall absorbs the rest.' },
	{
		key: 'studentDuel',
		label: 'Acolyte rank table',
		type: 'choice',
		default: 'both-acolytes',
		choices: [
			{ value: 'both-acolytes', label: 'When both are Acolytes' },
			{ value: 'any-acolyte', label: 'When either is an Acolyte' }
		]
	}
];

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
	return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Options from the new-game form, with defaults for anything missing or unknown. */
export function readOptions(values: OptionValues | undefined): ArchmageOptions {
	const v = values ?? {};
	return {
		victory: pick(v.victory, ['first-blood', 'subdual', 'death'], DEFAULT_OPTIONS.victory),
		first: pick(v.first, ['roll-off', 'first-seat'], DEFAULT_OPTIONS.first),
		mulligan: typeof v.mulligan === 'boolean' ? v.mulligan : DEFAULT_OPTIONS.mulligan,
		shieldFirst: typeof v.shieldFirst === 'boolean' ? v.shieldFirst : DEFAULT_OPTIONS.shieldFirst,
		studentDuel: pick(v.studentDuel, ['both-acolytes', 'any-acolyte'], DEFAULT_OPTIONS.studentDuel)
	};
}
