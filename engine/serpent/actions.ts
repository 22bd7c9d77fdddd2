/**
 * The innate actions and the other moves of a Magi: Meditate, Shed an interrupt stone, the energy
 * exchange, ending one's round, Haste and Slow effects, Specialization upgrades, Dismiss, Swap
 * Focus, abilities of spells and Encounters.
 */
import { reject, type GameEvent, type Rejection } from '../core';
import { areAllies, isUp, members, present } from './beings';
import { checkCard } from './cardCheck';
import { type Directive, type Energy, type Sphere } from './cards';
import { checkBeing, checkTurn, spendFullAction } from './casting';
import { gain, lose } from './energies';
import { chargeOffensive } from './passives';
import { giveExtraAction, giveStone, impactBeing, type Effect } from './impact';
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
	const amount = (table.gets as Record<string, number>)[get];
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
	const b = s.beings[data.being as string];
	if (!isUp(b)) return reject(R.unknownBeing, 'There is no such Magi able to act.');
	if (!giveExtraAction(s, b.id)) return reject(R.extraActionLimit, `${b.name} already has an extra Full Action this round; such effects do not stack.`);
}

/** An interrupt stone from a card effect: offensive effects give at most one a round and never a third. */
export function giveStoneEvent(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = s.beings[data.being as string];
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
	const sp = s.spells[data.spell as string];
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
	const sp = s.spells[data.spell as string];
	if (!sp || sp.duration !== 'F' || sp.status !== 'active' || !sp.focus) return reject(R.unknownSpell, 'That is not an active Focus spell.');
	if (sp.focus === b.id || !areAllies(s, b.id, sp.focus)) return reject(R.target, 'Only an ally’s Focus can be swapped for yours.');
	if (freeFoci(s, b.id) === 0) return reject(R.noFocus, `${b.name} has no free Focus.`);
	sp.focus = b.id;
	sp.controller = b.id;
	advanceTurn(s);
}

function directivesFrom(v: unknown): Directive[] | Rejection {
	const probe = checkCard({ id: 'ability', title: 'Ability', sphere: 'Soul', role: 'attack', directives: v });
	if ('error' in probe) return reject(R.ability, probe.error);
	return probe.card.directives;
}

/**
 * An ability: granted by a spell in play (`spell` + `index`), or entered by the table for an
 * Encounter, a Specialization or an Artifact (its directives). Abilities are not spells: they do
 * not put charges on Karmic Debt.
 */
export function useAbility(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = turnAction(s, event);
	if ('code' in b) return b;
	let label = typeof data.label === 'string' ? data.label.slice(0, 60) : 'Ability';
	let free = data.free === true;
	let physical = data.physical === true;
	let subtle = data.subtle === true;
	let area = data.area === 'team' || data.area === 'global' ? data.area : undefined;
	let sphere: Sphere | null = null;
	let directives: Directive[];
	let useKey: string | null = null;
	let perRound = 0;
	let descriptors: string[] = [];
	let cost = { resonance: 0, harmony: 0, essence: 0, will: 0 };
	if (typeof data.spell === 'string') {
		const sp = s.spells[data.spell];
		const index = typeof data.index === 'number' ? data.index : 0;
		const ab = sp?.card.abilities?.[index];
		if (!sp || !ab || sp.status !== 'active' || sp.bearer !== b.id) return reject(R.ability, `${b.name} has no such ability active.`);
		label = ab.label;
		free = !!ab.free;
		physical = !!ab.physical;
		subtle = !!ab.subtle;
		area = ab.area;
		sphere = physical ? null : sp.card.sphere;
		directives = ab.directives;
		useKey = `${sp.id}:${index}`;
		perRound = ab.perRound ?? 0;
		descriptors = ab.descriptors ?? [];
		cost = { resonance: ab.cost?.resonance ?? 0, harmony: ab.cost?.harmony ?? 0, essence: ab.cost?.essence ?? 0, will: ab.cost?.will ?? 0 };
	} else {
		const d = directivesFrom(data.directives ?? []);
		if ('code' in d) return d;
		directives = d;
		if (Array.isArray(data.descriptors)) descriptors = data.descriptors.filter((x): x is string => typeof x === 'string').slice(0, 8);
		if (typeof data.sphere === 'string') {
			const probe = checkCard({ id: 'x', title: 'x', sphere: data.sphere, role: 'attack' });
			if ('error' in probe) return reject(R.ability, probe.error);
			sphere = probe.card.sphere;
		}
		const c = (data.cost ?? {}) as Record<string, unknown>;
		for (const k of ['resonance', 'harmony', 'essence', 'will'] as const) {
			const n = c[k];
			if (n !== undefined && (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 99)) return reject(R.ability, 'Ability costs are whole numbers.');
			cost[k] = (n as number | undefined) ?? 0;
		}
	}
	if (useKey && perRound && (b.abilityUses[useKey] ?? 0) >= perRound) return reject(R.abilityUsed, `${label} can be used ${perRound} time${perRound > 1 ? 's' : ''} a round.`);
	// Targets
	let targets: string[];
	const target = typeof data.target === 'string' ? data.target : b.id;
	if (area === 'global') targets = present(s).filter((x) => !x.incapacitated).map((x) => x.id);
	else if (area === 'team') {
		const team = typeof data.targetTeam === 'string' ? data.targetTeam : s.beings[target]?.team;
		targets = team ? members(s, team).filter((x) => !x.incapacitated).map((x) => x.id) : [];
		if (targets.length === 0) return reject(R.target, 'Choose the team this ability strikes.');
	} else {
		if (!isUp(s.beings[target])) return reject(R.target, 'Choose a target that is still in the battle.');
		targets = [target];
	}
	for (const k of ['resonance', 'essence', 'will'] as const) {
		if (cost[k] > b[k]) return reject(k === 'resonance' ? R.resonance : k === 'essence' ? R.essence : R.will, `${label} costs ${cost[k]} ${k[0].toUpperCase() + k.slice(1)}; ${b.name} has ${b[k]}.`);
	}
	if (!free) {
		const spent = fullAction(s, b);
		if (spent) return spent;
	}
	for (const k of ['resonance', 'harmony', 'essence', 'will'] as const) lose(s, b.id, k, cost[k]);
	if (useKey) b.abilityUses[useKey] = (b.abilityUses[useKey] ?? 0) + 1;
	const evaded = Array.isArray(data.evaded) ? data.evaded.filter((x): x is string => typeof x === 'string') : [];
	if (evaded.length > 0 && area) return reject(R.evadeArea, 'Area effects cannot be Evaded.');
	s.lastImpacts = [];
	// "the Shadow will only incur Karmic Charges from its abilities with the 'Spell' descriptor"
	const spellLike = descriptors.some((x) => x.toLowerCase() === 'spell');
	if (spellLike && targets.some((t) => !areAllies(s, b.id, t) || area === 'global')) chargeOffensive(s, b.id);
	for (const t of targets) {
		const offensive = !areAllies(s, b.id, t) || area === 'global';
		const effect: Effect = {
			name: label,
			source: b.id,
			sphere,
			physical,
			subtle,
			unblockable: false,
			pierce: typeof data.pierce === 'number' && Number.isInteger(data.pierce) ? Math.max(0, Math.min(99, data.pierce)) : 0,
			shatter: 0,
			curse: false,
			offensive,
			behind: false,
			directives,
			card: null
		};
		s.lastImpacts.push(impactBeing(s, effect, t, evaded.includes(t)).report);
	}
	advanceTurn(s);
}
