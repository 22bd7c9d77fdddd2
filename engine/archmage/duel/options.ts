import { choice, flag, optionDefaults, readOptionValues } from '../../core/options';
import type { OptionSpec, OptionValues } from '../../core/types';
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

export const OPTION_SPECS: OptionSpec[] = [
	choice('victory', 'Fight to', 'subdual', [
		['first-blood', 'First blood (one score at 0)'],
		['subdual', 'Subdual (two scores at 0)'],
		['death', 'The death (all five at 0)']
	]),
	choice('first', 'First spell', 'roll-off', [
		['roll-off', 'Higher d100 roll-off'],
		['first-seat', 'First seat (the challenger)']
	]),
	flag('mulligan', 'Mulligan rule', true, 'One reroll per wizard per duel, for the Order’s element or specialty.'),
	flag('shieldFirst', 'Shield before Wall', false, 'Variant: a Shield reduces an attack before the Wall absorbs the rest.'),
	choice('studentDuel', 'Acolyte rank table', 'both-acolytes', [
		['both-acolytes', 'When both are Acolytes'],
		['any-acolyte', 'When either is an Acolyte']
	])
];

export const DEFAULT_OPTIONS: ArchmageOptions = optionDefaults<ArchmageOptions>(OPTION_SPECS);

/** Options from the new-game form, with defaults for anything missing or unknown. */
export function readOptions(values: OptionValues | undefined): ArchmageOptions {
	return readOptionValues<ArchmageOptions>(OPTION_SPECS, values);
}
