/**
 * The innate actions and the other moves of a Magi: Meditate, Shed an interrupt stone, the energy
 * exchange, ending one's round, Haste and Slow effects, Specialization upgrades, Dismiss, Swap
 * Focus (abilities: abilities.ts).
 */
import { own, reject, type GameEvent, type Rejection } from '../core';
import { areAllies, isUp } from './beings';
import { type Energy } from './cards';
import { checkBeing, checkTurn, spendFullAction } from './turnRules';
import { gain, lose } from './energies';
import { giveExtraAction, giveStone } from './impact';
import { SERPENT_REJECTIONS as R } from './rejections';
import { advanceTurn } from './round';
import { EXCHANGE, MEDITATE, SPEC_TIERS_PER_TREE } from './rules';
import type { Being, SerpentState } from './state';
import { discardSpell, freeFoci } from './table';

type Data = Record<string, unknown>;

function turnAction(s: SerpentState, event: GameEvent): Being | Rejection {
	const data = (event.data ?? {}) as Data;
	const b = checkBeing(s, event, data.being);
	if ('code' in b) return b;
	return checkTurn(s, b) ?? b;
}

function fullAction(s: SerpentState, b: Being): Rejection | null {
	if (b.stones > 0) return reject(R.stoneFirst, `${b.name} must shed an interrupt stone before taking a Full Action.`);
	return spendFullAction(s, b);
}

/** Meditate: a Full Action for 2 Resonance and 1 Harmony (Koishaka and Encounters cannot). */
export function meditate(s: SerpentState, event: GameEvent): Rejection | void {
	const b = turnAction(s, event);
	if ('code' in b) return b;
	if (b.kind !== 'magi') return reject(R.cannotMeditate, `${b.name} cannot meditate.`);
	const spent = fullAction(s, b);
	if (spent) return spent;
	gain(s, b.id, 'resonance', MEDITATE.resonance);
	gain(s, b.id, 'harmony', MEDITATE.harmony);
	advanceTurn(s);
}

export function shedStone(s: SerpentState, event: GameEvent): Rejection | void {
	const b = turnAction(s, event);
	if ('code' in b) return b;
	if (b.stones === 0) return reject(R.noStone, `${b.name} has no interrupt stone to shed.`);
	const spent = spendFullAction(s, b);
	if (spent) return spent;
	b.stones -= 1;
	advanceTurn(s);
}

/** Ends the being's round: no more turns for it until the next round. */
export function pass(s: SerpentState, event: GameEvent): Rejection | void {
	const b = turnAction(s, event);
	if ('code' in b) return b;
	b.done = true;
	advanceTurn(s);
}

/** Energy exchange, once per round, at any time: 1 Will or 10 Voice for 3 Resonance, 2 Harmony or 1 Essence (10 Voice also for 1 Will). */
export function exchange(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = checkBeing(s, event, data.being);
	if ('code' in b) return b;
	if (s.options.level === 'basic') return reject(R.basicLevel, 'Energy exchanges use Will and Voice, which basic play does not track.');
	if (s.phase === 'setup') return reject(R.wrongPhase, 'The battle has not begun.');
	if (b.exchangedThisRound) return reject(R.exchangeUsed, `${b.name} has already made this round's energy exchange.`);
	const give = data.give;
	if (give !== 'will' && give !== 'voice') return reject(R.exchange, 'An exchange gives 1 Will or 10 Voice.');
	const table = EXCHANGE[give];
	const get = data.get as string;
	const amount = own(table.gets as Record<string, number>, get);
	if (!amount) return reject(R.exchange, give === 'will' ? '1 Will buys 3 Resonance, 2 Harmony or 1 Essence.' : '10 Voice buy 3 Resonance, 2 Harmony, 1 Essence or 1 Will.');
	if (b[give] < table.cost) return reject(give === 'will' ? R.will : R.voice, `An exchange costs ${table.cost} ${give === 'will' ? 'Will' : 'Voice'}; ${b.name} has ${b[give]}.`);
	if (get === 'harmony' && b.harmony === null) return reject(R.exchange, `${b.name} has no Harmony.`);
	lose(s, b.id, give, table.cost);
	gain(s, b.id, get as Energy, amount);
	b.exchangedThisRound = true;
}

/** Haste: one extra Full Action this round; such effects never stack. */
export function extraAction(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = own(s.beings, data.being);
	if (!isUp(b)) return reject(R.unknownBeing, 'There is no such Magi able to act.');
	if (!giveExtraAction(s, b.id)) return reject(R.extraActionLimit, `${b.name} already has an extra Full Action this round; such effects do not stack.`);
}

/** An interrupt stone from a card effect: offensive effects give at most one a round and never a third. */
export function giveStoneEvent(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = own(s.beings, data.being);
	if (!isUp(b)) return reject(R.unknownBeing, 'There is no such Magi able to act.');
	const offensive = data.offensive !== false;
	if (!giveStone(s, b.id, offensive)) {
		return reject(
			R.stoneLimit,
			b.stones >= 2 ? `${b.name} has 2 interrupt stones: an opponent cannot give another.` : `${b.name} already took an interrupt stone from an opponent this round.`
		);
	}
}

/** Upgrade a Specialization tier: a Free Action once a round, paid in Resonance and/or Voice. */
export function upgradeSpec(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = turnAction(s, event);
	if ('code' in b) return b;
	if (b.specUpgradedThisRound) return reject(R.specUsed, `${b.name} has already upgraded a Specialization tier this round.`);
	const spec = Object.values(s.spells).find((sp) => sp.bearer === b.id && sp.card.spec && sp.tiers && sp.status === 'active');
	if (!spec || !spec.tiers || !spec.card.spec) return reject(R.spec, `${b.name} has no Specialization in play.`);
	const tree = data.tree;
	if (tree !== 'A' && tree !== 'B') return reject(R.spec, 'Choose tree A or B.');
	let tier = spec.card.spec[tree][spec.tiers[tree]];
	if (!tier && spec.tiers[tree] < SPEC_TIERS_PER_TREE && data.tier !== undefined) {
		// A tier the built-in card does not hold (the Walkthrough names no other tier): the player reads it off the card.
		const t = (data.tier ?? {}) as Data;
		const label = typeof t.label === 'string' ? t.label.trim().slice(0, 60) : '';
		if (!label || typeof t.cost !== 'number' || !Number.isInteger(t.cost) || t.cost < 0 || t.cost > 99) return reject(R.spec, 'Enter the tier’s name and its cost as printed.');
		tier = { label, cost: t.cost, passives: [] };
		const unlocked = { ...spec.card.spec, [tree]: [...spec.card.spec[tree], tier] };
		spec.card = { ...spec.card, spec: unlocked };
	}
	if (!tier) return reject(R.spec, `Tree ${tree} of ${spec.card.title} has no further tier.`);
	const voice = typeof data.voice === 'number' && Number.isInteger(data.voice) ? data.voice : 0;
	if (voice < 0 || voice > tier.cost || voice > b.voice) return reject(R.voice, `${b.name} can put at most ${Math.min(b.voice, tier.cost)} Voice into this tier.`);
	const resonance = tier.cost - voice;
	if (b.resonance < resonance) return reject(R.resonance, `${tier.label} costs ${tier.cost}; ${b.name} has ${b.resonance} Resonance${b.voice ? ` and ${b.voice} Voice` : ''}.`);
	lose(s, b.id, 'voice', voice);
	lose(s, b.id, 'resonance', resonance);
	spec.tiers = { ...spec.tiers, [tree]: spec.tiers[tree] + 1 };
	b.specUpgradedThisRound = true;
	advanceTurn(s);
}

/** Dismiss: a Free Action to discard an active spell you control. */
export function dismiss(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = turnAction(s, event);
	if ('code' in b) return b;
	const sp = own(s.spells, data.spell);
	if (!sp) return reject(R.unknownSpell, 'There is no such spell on the table.');
	if (sp.controller !== b.id) return reject(R.dismiss, `${b.name} does not control ${sp.card.title}.`);
	if (sp.status === 'manifesting' || sp.zone === 'rite') return reject(R.dismiss, 'Manifesting spells cannot be dismissed.');
	discardSpell(s, sp.id);
	advanceTurn(s);
}

/** Swap Focus: a Free Action to hold an ally's Focus spell with your own Focus; you become its controller. */
export function swapFocus(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = turnAction(s, event);
	if ('code' in b) return b;
	const sp = own(s.spells, data.spell);
	if (!sp || sp.duration !== 'F' || sp.status !== 'active' || !sp.focus) return reject(R.unknownSpell, 'That is not an active Focus spell.');
	if (sp.focus === b.id || !areAllies(s, b.id, sp.focus)) return reject(R.target, 'Only an ally’s Focus can be swapped for yours.');
	if (freeFoci(s, b.id) === 0) return reject(R.noFocus, `${b.name} has no free Focus.`);
	sp.focus = b.id;
	sp.controller = b.id;
	advanceTurn(s);
}
