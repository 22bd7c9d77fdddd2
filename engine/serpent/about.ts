/** Serpent's Tongue as the new-game screen lists it, without its rules: engine/about.ts gathers these so that listing games loads no rules. */
import type { GameAbout } from '../core/types';
import { SERPENT_OPTIONS } from './options';

export const SERPENT_ABOUT: GameAbout = {
	id: 'serpent',
	title: "Serpent's Tongue",
	summary: 'Table assistant for the card duels of Serpent’s Tongue: five energies, the round step by step, every counter on the table.',
	seats: { min: 1, max: 8, default: 2 },
	options: SERPENT_OPTIONS
};
