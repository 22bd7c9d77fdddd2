export { serpent, SERPENT_MOVES } from './game';
export { SERPENT_REJECTIONS } from './rejections';
export { checkCard } from './cardCheck';
export { TUTORIAL_SPELLS, ENCOUNTERS, SENTIENT_SHADOW, type EncounterSheet } from './library';
export * from './cards';
export type * from './state';
export type { SerpentView } from './view';
export * from './helpers';
export { resonanceForRoll, MAX_PREPARED, ENHANCEMENT_SLOTS } from './rules';
