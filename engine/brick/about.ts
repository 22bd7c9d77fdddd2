/** Brick-wargame wizards as the new-game screen lists it, without its rules: engine/about.ts gathers these so that listing games loads no rules. */
import type { GameAbout } from '../core/types';
import { BRICK_OPTIONS } from './options';

export const BRICK_ABOUT: GameAbout = {
	id: 'brick',
	title: 'Brick-wargame wizards',
	summary: 'The wizards’ books of a brick-built wargame: army costs, mana round by round, spells, rolls and wild surges.',
	seats: { min: 1, max: 6, default: 2 },
	options: BRICK_OPTIONS
};
