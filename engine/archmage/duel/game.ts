import { defineGame, rollFaces, text, type GameDefinition, type GameEvent, type Prompt } from '../../core';
import { GRIMOIRE, isSpellId } from '../grimoire';
import { ARCHMAGE_REJECTIONS as R } from '../rejections';
import { DUEL_MOVES } from './apply';
import { DEFAULT_OPTIONS, OPTION_SPECS, readOptions, type ArchmageOptions } from './options';
import type { ArchmageState, Side } from './state';
import { viewDuel, type ArchmageView } from './view';
import { archmageLeaders } from './summary';
import { nameOf, stepSentence } from './words';

const PLAYING = { phase: 'playing' } as const;
/** A reason longer than this is cut in the History. */
const MAX_REASON = 80;

function sideOfSeat(state: ArchmageState, seat: string | null): Side | null {
	return seat === state.seats[0]?.id ? 0 : seat === state.seats[1]?.id ? 1 : null;
}

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

function describe(state: ArchmageState, event: GameEvent): string {
	const side = sideOfSeat(state, event.seat);
	const who = side === null ? 'Someone' : nameOf(state, side);
	const d = (typeof event.data === 'object' && event.data !== null ? event.data : {}) as Record<string, unknown>;
	const rolled = rollFaces(d.roll);
	// the duel bot says why it chose (policy.ts)
	const why = typeof d.reason === 'string' && d.reason.length > 0 ? ` (${d.reason.slice(0, MAX_REASON)})` : '';
	switch (event.kind) {
		case 'archmage/enter': {
			const w = d.wizard as { name?: unknown } | null | undefined;
			return `${typeof w === 'object' && typeof w?.name === 'string' ? w.name : who} enters the duel${d.bot === true ? ', played by the phone' : ''}`;
		}
		case 'archmage/initiative':
			return `Roll-off: ${rolled.join(' against ')}`;
		case 'archmage/announce':
			if (!isSpellId(d.spell)) return `${who} casts no counterspell${why}`;
			return `${who} announces ${GRIMOIRE[d.spell].name}${why}`;
		// describe may be given any state (the history panel passes the latest): say only what the event holds.
		case 'archmage/roll':
			return `${who} rolls ${rolled[0] ?? '?'}${(d.roll as { source?: unknown } | undefined)?.source === 'physical' ? ' (table die)' : ''}`;
		case 'archmage/keep':
			return `${who} keeps the roll${why}`;
		case 'archmage/mulligan':
			return `${who} claims the mulligan${why}`;
		case 'archmage/amount':
			return `${who} moves ${text(d.amount)} points${why}`;
		case 'archmage/keep-wall':
			return `${who} keeps the ${d.keep === 'new' ? 'new' : 'old'} Wall${why}`;
		case 'archmage/concede':
			return `${who} concedes`;
		default:
			return event.kind;
	}
}

export const archmage: GameDefinition<ArchmageState, ArchmageView, ArchmageOptions> = defineGame({
	id: 'archmage',
	title: 'ArchMage',
	summary: 'Five-element wizard duels with d100 spells and counterspells, to first blood, subdual or the death.',
	seats: { min: 2, max: 2, default: 2 },
	options: OPTION_SPECS,
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
	},
	describe
});
