/** Figure 6, Table of Racial Preference: for each racial artifact, races from most to least attuned. */
import type { Race } from '../types';

export const PREFERENCE: Readonly<Record<Race, readonly Race[]>> = {
	human: ['human', 'dwarf', 'goblin', 'halfling', 'elf'],
	elf: ['elf', 'human', 'goblin', 'dwarf', 'halfling'],
	dwarf: ['dwarf', 'human', 'halfling', 'elf', 'goblin'],
	goblin: ['goblin', 'human', 'elf', 'halfling', 'dwarf'],
	halfling: ['halfling', 'human', 'dwarf', 'goblin', 'elf']
};
