/**
 * Magika as a registered game: everything it plays goes through the hidden protocol (a game
 * master's world, sealed orders, reports only their seat reads: `magikaHidden`), so its public
 * state is only its seats and public notes, its one move of its own. Options from the rulings
 * (docs/rules/magika.md); the table's screens branch on `hidden`, never on this id.
 */
import { defineGame, reject, type MoveTable, type SeatId } from '../core';
import { MAGIKA_ABOUT } from './about';
import { magikaHidden } from './hidden';

export interface MagikaPublic {
	seats: SeatId[];
	/** Public notes to the whole table (the one move of its own: everything else is hidden). */
	notes: string[];
}

const NOTE_MAX = 200;

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
	...MAGIKA_ABOUT,
	setup: ({ seats }): MagikaPublic => ({ seats: seats.map((s) => s.id), notes: [] }),
	view: (state: MagikaPublic) => state,
	moves: MAGIKA_MOVES,
	hidden: magikaHidden
});

export type MagikaGame = typeof magika;
