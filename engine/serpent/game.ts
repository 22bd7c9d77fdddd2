import { reject, type GameDefinition, type GameEvent, type Rejection } from '../core';
import { useAbility } from './abilities';
import { dismiss, exchange, extraAction, giveStoneEvent, meditate, pass, shedStone, swapFocus, upgradeSpec } from './actions';
import { advanceRite, castSpell } from './casting';
import { setCodex } from './codex';
import { adjust, discardEvent, disruptEvent, dormant, draw, setCounters } from './corrections';
import { describeMove } from './describe';
import { draft } from './draft';
import { putDiceAway, stepKey } from './lastDice';
import { evade } from './evade';
import { activate, resolve, rollEvent, rollResonance, rollTies } from './phaseMoves';
import { prepare, reattune } from './preparation';
import { promptFor } from './prompt';
import { checkVictory, settleTurn } from './round';
import { orderShields } from './shieldOrder';
import { addEncounter, addToLibrary, encounterMode, placeSpecialization, removeFromLibrary, SERPENT_OPTIONS, setTeam, setupState } from './setup';
import type { SerpentOptions, SerpentState } from './state';
import { viewFor, type SerpentView } from './view';

type Move = (s: SerpentState, event: GameEvent) => Rejection | void;

/** Every move of Serpent's Tongue, by event kind. */
export const SERPENT_MOVES: Record<string, Move> = {
	'serpent/team': setTeam,
	'serpent/specialization': placeSpecialization,
	'serpent/encounter': addEncounter,
	'serpent/encounter-mode': encounterMode,
	'serpent/library-add': addToLibrary,
	'serpent/codex': setCodex,
	'serpent/library-remove': removeFromLibrary,
	'serpent/resonance-roll': rollResonance,
	'serpent/tie-roll': rollTies,
	'serpent/event-roll': rollEvent,
	'serpent/resolve': resolve,
	'serpent/prepare': prepare,
	'serpent/reattune': reattune,
	'serpent/cast': castSpell,
	'serpent/activate': activate,
	'serpent/evade': evade,
	'serpent/advance-rite': advanceRite,
	'serpent/ability': useAbility,
	'serpent/meditate': meditate,
	'serpent/shed-stone': shedStone,
	'serpent/exchange': exchange,
	'serpent/pass': pass,
	'serpent/dismiss': dismiss,
	'serpent/swap-focus': swapFocus,
	'serpent/upgrade-spec': upgradeSpec,
	'serpent/extra-action': extraAction,
	'serpent/stone': giveStoneEvent,
	'serpent/shield-order': orderShields,
	'serpent/adjust': adjust,
	'serpent/counters': setCounters,
	'serpent/discard': discardEvent,
	'serpent/dormant': dormant,
	'serpent/disrupt': disruptEvent,
	'serpent/draw': draw
};

export const serpent: GameDefinition<SerpentState, SerpentView, SerpentOptions> = {
	id: 'serpent',
	title: "Serpent's Tongue",
	summary: 'Table assistant for the card duels of Serpent’s Tongue: five energies, the round step by step, every counter on the table.',
	seats: { min: 1, max: 8, default: 2 },
	options: SERPENT_OPTIONS,
	setup: ({ options, seats }) => setupState(options, seats),
	apply(state, event) {
		const move = Object.prototype.hasOwnProperty.call(SERPENT_MOVES, event.kind) ? SERPENT_MOVES[event.kind] : undefined;
		if (!move) return reject('core/unknown-kind', `"${event.kind}" is not a move of Serpent's Tongue.`);
		const s = draft(state);
		s.lastImpacts = [];
		const before = stepKey(s);
		const r = move(s, event);
		if (r) return r;
		settleTurn(s);
		if (s.options.victoryCheck === 'immediate' && s.phase !== 'setup' && !s.outcome) checkVictory(s);
		putDiceAway(s, event, before);
		return s;
	},
	view: viewFor,
	prompt: promptFor,
	status: (state) =>
		state.outcome
			? { phase: 'finished', winners: state.outcome.winners, text: state.outcome.text }
			: { phase: 'playing', text: state.round > 0 ? `Round ${state.round}` : 'Setting up' },
	describe: describeMove
};
