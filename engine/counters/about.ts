/** Counters as the new-game screen lists it, without its rules: engine/about.ts gathers these so that listing games loads no rules. */
import { count, flag } from '../core/options';
import type { GameAbout, OptionSpec } from '../core/types';
import { LIFE } from './rules';

export const COUNTERS_OPTIONS: OptionSpec[] = [count('life', 'Starting life', LIFE.start, 1, 999), flag('poison', 'Track poison', false)];

export const COUNTERS_ABOUT: GameAbout = {
	id: 'counters',
	title: 'Counters',
	summary: 'Life, poison and any counter for every player, with a round counter, turn timer and dice.',
	seats: { min: 1, max: 8, default: 2 },
	options: COUNTERS_OPTIONS
};
