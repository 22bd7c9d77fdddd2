/** ArchMage as the new-game screen lists it, without its rules: engine/about.ts gathers these so that listing games loads no rules. */
import type { GameAbout } from '../core/types';
import { OPTION_SPECS } from './duel/options';

export const ARCHMAGE_ABOUT: GameAbout = {
	id: 'archmage',
	title: 'ArchMage',
	summary: 'Five-element wizard duels with d100 spells and counterspells, to first blood, subdual or the death.',
	seats: { min: 2, max: 2, default: 2 },
	options: OPTION_SPECS
};
