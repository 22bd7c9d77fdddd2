/** Magic Arena as the new-game screen lists it, without its rules: engine/about.ts gathers these so that listing games loads no rules. */
import type { GameAbout } from '../core/types';
import { ARENA_OPTIONS } from './rules';

export const ARENA_ABOUT: GameAbout = {
	id: 'arena',
	title: 'Magic Arena',
	summary: 'Wizards on a chess board give sealed orders each turn: move, then cast Fire, Water, Earth or Air magics; the last one standing wins.',
	seats: { min: 2, max: 8, default: 2 },
	options: ARENA_OPTIONS
};
