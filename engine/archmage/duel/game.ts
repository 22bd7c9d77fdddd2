import { defineGame, type GameDefinition, type Prompt } from '../../core';
import { ARCHMAGE_ABOUT } from '../about';
import { ARCHMAGE_REJECTIONS as R } from '../rejections';
import { DUEL_MOVES } from './apply';
import type { ArchmageMoves } from './lines';
import { DEFAULT_OPTIONS, readOptions, type ArchmageOptions } from './options';
import type { ArchmageState } from './state';
import { viewDuel, type ArchmageView } from './view';
import { archmageLeaders } from './summary';
import { stepSentence } from './words';

const PLAYING = { phase: 'playing' } as const;

function prompt(state: ArchmageState): Prompt {
	const step = state.step;
	const text = stepSentence(state);
	const sentence = text.charAt(0).toUpperCase() + text.slice(1) + '.';
	if (step.kind === 'enter') {
		return { waitingFor: state.seats.filter((_, i) => !state.duelists[i]).map((s) => s.id), text: sentence };
	}
	if (step.kind === 'initiative' || step.kind === 'over') return { waitingFor: [], text: sentence };
	return { waitingFor: [state.seats[step.side].id], text: sentence };
}

export const archmage: GameDefinition<ArchmageState, ArchmageView, ArchmageOptions, ArchmageMoves> = defineGame({
	...ARCHMAGE_ABOUT,
	setup({ options, seats }) {
		return {
			seats: seats.slice(0, 2),
			options: readOptions(options ?? DEFAULT_OPTIONS),
			duelists: [null, null],
			step: { kind: 'enter' },
			half: null,
			healable: null,
			log: null,
			result: null
		};
	},
	moves: DUEL_MOVES,
	movesBy: 'seat',
	seatsOf: (state) => state.seats.map((s) => s.id),
	refusals: { unknownMove: R.unknownMove, seat: { code: R.unknownSeat, message: 'Only the two duelling wizards act in a duel.' } },
	view: viewDuel,
	prompt,
	leaders: archmageLeaders,
	status(state) {
		if (!state.result) return PLAYING;
		return { phase: 'finished', winners: [state.seats[state.result.winner].id], text: stepSentence(state) };
	}
});

/** ArchMage as its screens hold it: its state, view and moves typed. */
export type ArchmageGame = typeof archmage;
