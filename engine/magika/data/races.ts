/** Figure 1, Race Characteristics (rule book section V). */
import type { Align, Race } from '../types';

export interface RaceRow {
	alignments: readonly Align[];
	maxEnd: number;
	maxArc: number;
	skill: number;
	/** Most moves per turn (Figure 1 "Max 4"; Humans and Elves may make 5, l. 373). */
	maxMoves: number;
	/** Which rows of Figure 5 the race reads for its 3rd to 5th moves. */
	movementRows: 'human' | 'elf' | 'other';
	/** Terrain number the race is attuned to (+20 meditation), null for none. */
	attuned: number | null;
	/** Percent chance an attacking spell does not affect the mage. */
	resist: number;
	/** Added to the chance to find a scroll. */
	searchBonus: number;
	/** The race pays half the swamp endurance factor. */
	halfSwamp: boolean;
}

export const RACES: Readonly<Record<Race, RaceRow>> = {
	human: { alignments: ['G', 'N', 'E'], maxEnd: 100, maxArc: 100, skill: 70, maxMoves: 5, movementRows: 'human', attuned: null, resist: 0, searchBonus: 0, halfSwamp: false },
	elf: { alignments: ['G', 'E'], maxEnd: 95, maxArc: 105, skill: 75, maxMoves: 5, movementRows: 'elf', attuned: 4, resist: 0, searchBonus: 0, halfSwamp: false },
	dwarf: { alignments: ['G', 'N'], maxEnd: 110, maxArc: 95, skill: 65, maxMoves: 4, movementRows: 'other', attuned: 8, resist: 15, searchBonus: 0, halfSwamp: false },
	goblin: { alignments: ['N', 'E'], maxEnd: 110, maxArc: 95, skill: 65, maxMoves: 4, movementRows: 'other', attuned: 6, resist: 0, searchBonus: 0, halfSwamp: true },
	halfling: { alignments: ['G', 'N', 'E'], maxEnd: 90, maxArc: 100, skill: 70, maxMoves: 4, movementRows: 'other', attuned: 5, resist: 0, searchBonus: 20, halfSwamp: false }
};

export const RACE_NAMES: readonly Race[] = ['human', 'elf', 'dwarf', 'goblin', 'halfling'];

/** "All of the characters start the game with 50 Arcania and maximum Endurance." (l. 199) */
export const START_ARCANIA = 50;
