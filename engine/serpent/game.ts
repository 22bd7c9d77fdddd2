import { defineGame, text, type GameDefinition, type GameEvent, type MoveDescriber, type MoveDice, type MoveHandler, type MoveTable, type Rejection } from '../core';
import { SERPENT_ABOUT } from './about';
import { useAbility } from './abilities';
import { dismiss, exchange, extraAction, giveStoneEvent, meditate, pass, shedStone, swapFocus, upgradeSpec } from './actions';
import { advanceRite, castSpell } from './casting';
import { setCodex } from './codex';
import { adjust, discardEvent, disruptEvent, dormant, draw, setCounters } from './corrections';
import { answerDampen } from './dampen';
import { draft } from './draft';
import { putDiceAway, stepKey } from './lastDice';
import { evade } from './evade';
import { abilityLine, adjustLine, cardTitle, castLine, countersLine, dice, encounterLine, prepareLine, resonanceLine, spellTitle, who, type SerpentMoves } from './lines';
import { activate, resolve, rollEvent, rollResonance, rollTies } from './phaseMoves';
import { prepare, reattune } from './preparation';
import { promptFor } from './prompt';
import { serpentLeaders } from './summary';
import { checkVictory, settleTurn } from './round';
import { orderShields } from './shieldOrder';
import { addEncounter, addToLibrary, encounterMode, placeSpecialization, removeFromLibrary, setTeam, setupState } from './setup';
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

/** A move as Serpent's Tongue declares it: its rules on a draft, its history line, the dice it rolls. */
type SerpentMoveTerms<D> = { run: SerpentMove; describe: MoveDescriber<SerpentState, D>; dice?: MoveDice };

/** Every move of Serpent's Tongue, by event kind, with its history line. Who acts for which being, each move's rules say. */
export const SERPENT_MOVES: { [K in keyof SerpentMoves]: SerpentMoveTerms<SerpentMoves[K]> } = {
	'serpent/team': { run: setTeam, describe: (s, d) => `${who(s, d)} joins ${text(d.team)}` },
	'serpent/specialization': { run: placeSpecialization, describe: (s, d) => `${who(s, d)} brings ${cardTitle(s, d)}` },
	'serpent/encounter': { run: addEncounter, describe: encounterLine },
	'serpent/encounter-mode': { run: encounterMode, describe: (s, d) => `${who(s, d)}: ${d.easy ? 'Easy mode' : 'full strength'}` },
	'serpent/library-add': { run: addToLibrary, describe: (s, d) => `Library: ${cardTitle(s, d)}` },
	'serpent/codex': { run: setCodex, describe: (s, d) => `${who(s, d)}'s Codex ${d.entries === null ? 'no longer tracked' : 'set'}` },
	'serpent/library-remove': { run: removeFromLibrary, describe: (_, d) => `Library: removed ${text(d.cardId)}` },
	'serpent/resonance-roll': { run: rollResonance, dice: { sides: 10, count: 1 }, describe: resonanceLine },
	'serpent/tie-roll': { run: rollTies, dice: 'varies', describe: (_, d) => `Initiative tie roll: ${dice(d)}` },
	'serpent/event-roll': { run: rollEvent, dice: { sides: 10, count: 2 }, describe: (s, d) => `${who(s, d)}'s Discord/Harmony roll: ${dice(d)}` },
	'serpent/resolve': { run: resolve, describe: (s, d) => `Maintenance: ${spellTitle(s, d.spell)}${d.sustain === false ? ' let go' : ' resolved'}${d.evaded ? ' (evaded)' : ''}` },
	'serpent/prepare': { run: prepare, describe: prepareLine },
	'serpent/reattune': { run: reattune, describe: (s, d) => (d.focus ? `${who(s, d)} re-attunes a burned Focus` : `${who(s, d)} re-attunes a spell`) },
	'serpent/cast': { run: castSpell, describe: castLine },
	'serpent/activate': { run: activate, describe: (s, d) => `${spellTitle(s, d.spell)} activates${Array.isArray(d.evaded) && d.evaded.length ? ' (evaded)' : ''}` },
	'serpent/dampen': { run: answerDampen, describe: (s, d) => `${spellTitle(s, d.spell)}: the Dampen is ${d.pay === true ? 'paid' : 'refused, the spell discarded'}` },
	'serpent/evade': { run: evade, describe: (s, d) => `${who(s, d)} ${d.evades === false ? 'tries to evade' : 'evades'} ${spellTitle(s, d.spell)}` },
	'serpent/advance-rite': { run: advanceRite, describe: (s, d) => `${who(s, d)} invests a Full Action in a Rite` },
	'serpent/ability': { run: useAbility, describe: abilityLine },
	'serpent/meditate': { run: meditate, describe: (s, d) => `${who(s, d)} meditates` },
	'serpent/shed-stone': { run: shedStone, describe: (s, d) => `${who(s, d)} sheds an interrupt stone` },
	'serpent/exchange': { run: exchange, describe: (s, d) => `${who(s, d)} exchanges ${d.give === 'voice' ? '10 Voice' : '1 Will'} for ${text(d.get)}` },
	'serpent/pass': { run: pass, describe: (s, d) => `${who(s, d)} ends their round` },
	'serpent/dismiss': { run: dismiss, describe: (s, d) => `${who(s, d)} dismisses ${spellTitle(s, d.spell)}` },
	'serpent/swap-focus': { run: swapFocus, describe: (s, d) => `${who(s, d)} swaps Focus onto ${spellTitle(s, d.spell)}` },
	'serpent/upgrade-spec': { run: upgradeSpec, describe: (s, d) => `${who(s, d)} unlocks a tier of tree ${text(d.tree)}` },
	'serpent/extra-action': { run: extraAction, describe: (s, d) => `${who(s, d)} gains a Full Action` },
	'serpent/stone': { run: giveStoneEvent, describe: (s, d) => `${who(s, d)} takes an interrupt stone` },
	'serpent/shield-order': { run: orderShields, describe: (s, d) => `${who(s, d)} re-orders their Shields` },
	'serpent/adjust': { run: adjust, describe: adjustLine },
	'serpent/counters': { run: setCounters, describe: countersLine },
	'serpent/discard': { run: discardEvent, describe: (s, d) => `${spellTitle(s, d.spell)} discarded` },
	'serpent/dormant': { run: dormant, describe: (s, d) => `${spellTitle(s, d.spell)} ${d.dormant === false ? 'wakes' : 'goes Dormant'}` },
	'serpent/disrupt': { run: disruptEvent, describe: (s, d) => `${who(s, d)} is Disrupted` },
	'serpent/draw': { run: draw, dice: 'varies', describe: (s, d) => `${who(s, d)} draws from the bag` }
};

/** The moves that roll dice (their roll is shown until the step after them). */
export const ROLL_MOVES: readonly string[] = Object.entries(SERPENT_MOVES)
	.filter(([, m]) => m.dice)
	.map(([kind]) => kind);

/** The moves as the core takes them: each one's rules on a draft. */
const moves = Object.fromEntries(Object.entries(SERPENT_MOVES).map(([kind, m]) => [kind, { ...m, run: onDraft(m.run, !!m.dice) }])) as MoveTable<SerpentState, SerpentMoves>;

export const serpent: GameDefinition<SerpentState, SerpentView, SerpentOptions, SerpentMoves> = defineGame({
	...SERPENT_ABOUT,
	setup: ({ options, seats }) => setupState(options, seats),
	moves,
	view: viewFor,
	prompt: promptFor,
	leaders: serpentLeaders,
	status: (state) =>
		state.outcome
			? { phase: 'finished', winners: state.outcome.winners, text: state.outcome.text }
			: { phase: 'playing', text: state.round > 0 ? `Round ${state.round}` : 'Setting up' }
});

/** Serpent's Tongue as its screens hold it: state, view and moves typed. */
export type SerpentGame = typeof serpent;
