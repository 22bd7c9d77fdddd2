/**
 * Magika as a registered game: everything it plays goes through the hidden protocol (a game
 * master's world, sealed orders, reports only their seat reads: `magikaHidden`), so its public
 * state is only its seats and public notes, its one move of its own. Options from the rulings
 * (docs/rules/magika.md); the table's screens branch on `hidden`, never on this id.
 */
import { choice, count, defineGame, flag, reject, type MoveTable, type SeatId } from '../core';
import { magikaHidden } from './hidden';
import { NOVICES } from './setup';
import { DEFAULT_OPTIONS as D } from './types';

export interface MagikaPublic {
	seats: SeatId[];
	/** Public notes to the whole table (the one move of its own: everything else is hidden). */
	notes: string[];
}

const NOTE_MAX = 200;

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

export type MagikaMoves = { 'magika/note': { text: string } };

const MAGIKA_MOVES: MoveTable<MagikaPublic, MagikaMoves> = {
	'magika/note': {
		run: (state, event) => {
			const text = (event.data as { text?: unknown } | null)?.text;
			return typeof text === 'string' && text.length > 0 && text.length <= NOTE_MAX ? { ...state, notes: [...state.notes, text] } : reject('magika/bad-note', `A note is 1 to ${NOTE_MAX} characters.`);
		},
		describe: (_state, d) => (typeof d.text === 'string' ? `Note to the table: ${d.text}` : 'Note to the table')
	}
};

export const magika = defineGame({
	id: 'magika',
	title: 'Magika',
	summary: 'A play-by-mail contest: a game master runs the world, each phone sees only its own mage.',
	seats: { min: 1, max: NOVICES + 1, default: 2 },
	options: MAGIKA_OPTIONS,
	setup: ({ seats }): MagikaPublic => ({ seats: seats.map((s) => s.id), notes: [] }),
	view: (state: MagikaPublic) => state,
	moves: MAGIKA_MOVES,
	hidden: magikaHidden
});

export type MagikaGame = typeof magika;
