import { defineGame, type GameDefinition, type GameEvent, type MoveDice, type MoveHandler, type MoveTable, type Rejection } from '../core';
import { useAbility } from './abilities';
import { dismiss, exchange, extraAction, giveStoneEvent, meditate, pass, shedStone, swapFocus, upgradeSpec } from './actions';
import { advanceRite, castSpell } from './casting';
import { setCodex } from './codex';
import { adjust, discardEvent, disruptEvent, dormant, draw, setCounters } from './corrections';
import { describeMove } from './describe';
import { answerDampen } from './dampen';
import { draft } from './draft';
import { putDiceAway, stepKey } from './lastDice';
import { evade } from './evade';
import { activate, resolve, rollEvent, rollResonance, rollTies } from './phaseMoves';
import { prepare, reattune } from './preparation';
import { promptFor } from './prompt';
import { serpentLeaders } from './summary';
import { checkVictory, settleTurn } from './round';
import { orderShields } from './shieldOrder';
import { addEncounter, addToLibrary, encounterMode, placeSpecialization, removeFromLibrary, SERPENT_OPTIONS, setTeam, setupState } from './setup';
import type { SerpentOptions, SerpentState } from './state';
import { viewFor, type SerpentView } from './view';

/** A move of Serpent's Tongue: it changes a draft of the state in place, or says why not. */
type SerpentMove = (s: SerpentState, event: GameEvent) => Rejection | void;

/**
 * A move's rules on a draft, then what follows every move: the turn settled, victory checked, and
 * (for a move that rolls no dice) the last dice put away once the game has moved to another step.
 */
function onDraft(move: SerpentMove, rolls: boolean): MoveHandler<SerpentState> {
	return (state, event) => {
		const s = draft(state);
		s.lastImpacts = [];
		const before = stepKey(s);
		const r = move(s, event);
		if (r) return r;
		settleTurn(s);
		if (s.options.victoryCheck === 'immediate' && s.phase !== 'setup' && !s.outcome) checkVictory(s);
		if (!rolls) putDiceAway(s, before);
		return s;
	};
}

/** Every move of Serpent's Tongue, by event kind. Who acts for which being, each move's rules say. */
export const SERPENT_MOVES: Record<string, SerpentMove | { run: SerpentMove; dice: MoveDice }> = {
	'serpent/team': setTeam,
	'serpent/specialization': placeSpecialization,
	'serpent/encounter': addEncounter,
	'serpent/encounter-mode': encounterMode,
	'serpent/library-add': addToLibrary,
	'serpent/codex': setCodex,
	'serpent/library-remove': removeFromLibrary,
	'serpent/resonance-roll': { run: rollResonance, dice: { sides: 10, count: 1 } },
	'serpent/tie-roll': { run: rollTies, dice: 'varies' },
	'serpent/event-roll': { run: rollEvent, dice: { sides: 10, count: 2 } },
	'serpent/resolve': resolve,
	'serpent/prepare': prepare,
	'serpent/reattune': reattune,
	'serpent/cast': castSpell,
	'serpent/activate': activate,
	'serpent/dampen': answerDampen,
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
	'serpent/draw': { run: draw, dice: 'varies' }
};

/** The moves that roll dice (their roll is shown until the step after them). */
export const ROLL_MOVES: readonly string[] = Object.keys(SERPENT_MOVES).filter((kind) => typeof SERPENT_MOVES[kind] !== 'function');

/** The moves as the core takes them: each one's rules on a draft. */
const moves: MoveTable<SerpentState> = Object.fromEntries(
	Object.entries(SERPENT_MOVES).map(([kind, m]) => [kind, typeof m === 'function' ? onDraft(m, false) : { ...m, run: onDraft(m.run, true) }])
);

export const serpent: GameDefinition<SerpentState, SerpentView, SerpentOptions> = defineGame({
	id: 'serpent',
	title: "Serpent's Tongue",
	summary: 'Table assistant for the card duels of Serpent’s Tongue: five energies, the round step by step, every counter on the table.',
	seats: { min: 1, max: 8, default: 2 },
	options: SERPENT_OPTIONS,
	setup: ({ options, seats }) => setupState(options, seats),
	moves,
	view: viewFor,
	prompt: promptFor,
	leaders: serpentLeaders,
	status: (state) =>
		state.outcome
			? { phase: 'finished', winners: state.outcome.winners, text: state.outcome.text }
			: { phase: 'playing', text: state.round > 0 ? `Round ${state.round}` : 'Setting up' },
	describe: describeMove
});
