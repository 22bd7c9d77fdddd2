/** Magika as the new-game screen lists it, without its rules: engine/about.ts gathers these so that listing games loads no rules. Options from the rulings (docs/rules/magika.md). */
import { choice, count, flag } from '../core/options';
import type { GameAbout } from '../core/types';
import { DEFAULT_OPTIONS as D, NOVICES } from './types';

export const MAGIKA_OPTIONS = [
	count('maxTurns', 'Turns (0: until a mage wins)', D.maxTurns, 0, 200),
	flag('doublesStack', 'Doubling items stack (×4)', D.doublesStack),
	choice('searchCost', 'Search cost', D.searchCost, [
		['value', 'By value found'],
		['flat', 'Flat']
	]),
	choice('stutter', 'Stutter lasts', D.stutter, [
		['phase', 'One phase'],
		['turn', 'The whole turn']
	]),
	flag('skillBonus', 'Skill above 100 gives a bonus chance', D.skillBonus),
	// U-7 (docs/rules/magika.md): the balance binds the players' choices, or only warns the GM
	choice('balance', 'Table balance (every race, three of each alignment)', D.balance, [
		['enforce', 'Enforce: alternates used where needed'],
		['warn', 'Only warn: first choices kept']
	])
];

export const MAGIKA_ABOUT: GameAbout = {
	id: 'magika',
	title: 'Magika',
	summary: 'A play-by-mail contest: a game master runs the world, each phone sees only its own mage.',
	seats: { min: 1, max: NOVICES + 1, default: 2 },
	options: MAGIKA_OPTIONS
};
