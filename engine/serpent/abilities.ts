/**
 * Abilities: granted by a spell in play (`spell` + `index`), or entered by the table for an
 * Encounter, a Specialization or an Artifact (its directives and aspects). "Once declared and paid
 * for, the effect gets a Response phase": with `wait` the ability manifests on the stack like a
 * spell (Evades and Responses answer it) until it activates; without, it impacts at once. Only an
 * ability with the Spell descriptor charges Karmic Debt. An ability with the Response empowerment
 * (`response`) may be used out of turn in a Response phase, by any Magi bearing it ("Every Magi may
 * now Respond with spells and abilities that have the Response empowerment"): no Full Action, an
 * interrupt stone unless it is a Free Action, as for a Response spell.
 */
import { own, reject, type GameEvent, type Rejection } from '../core';
import { areAllies, isUp, members, present } from './beings';
import { checkCard } from './cardCheck';
import type { Directive, SpellCard, Sphere } from './cards';
import { blankSpell, checkBeing, checkTurn, responseOpen, spendFullAction } from './turnRules';
import { MAX_STONES } from './rules';
import { lose } from './energies';
import { impactBeing, type Effect } from './impact';
import { chargeOffensive } from './passives';
import { SERPENT_REJECTIONS as R } from './rejections';
import { advanceTurn } from './round';
import type { Being, BeingId, SerpentState, SpellInPlay } from './state';

type Data = Record<string, unknown>;

function directivesFrom(v: unknown): Directive[] | Rejection {
	const probe = checkCard({ id: 'ability', title: 'Ability', sphere: 'Soul', role: 'attack', directives: v });
	if ('error' in probe) return reject(R.ability, probe.error);
	return probe.card.directives;
}

const ENERGY_KEYS = ['resonance', 'harmony', 'essence', 'will'] as const;

/** What an ability is, wherever it comes from. */
interface AbilityUse {
	label: string;
	free: boolean;
	response: boolean;
	physical: boolean;
	subtle: boolean;
	area: 'team' | 'global' | undefined;
	sphere: Sphere | null;
	directives: Directive[];
	descriptors: string[];
	pierce: number;
	cost: Record<(typeof ENERGY_KEYS)[number], number>;
	useKey: string | null;
	perRound: number;
}

function abilityOf(s: SerpentState, b: Being, data: Data): AbilityUse | Rejection {
	const pierce = typeof data.pierce === 'number' && Number.isInteger(data.pierce) ? Math.max(0, Math.min(99, data.pierce)) : 0;
	if (typeof data.spell === 'string') {
		const sp = own(s.spells, data.spell);
		const index = typeof data.index === 'number' ? data.index : 0;
		const ab = sp?.card.abilities?.[index];
		if (!sp || !ab || sp.status !== 'active' || sp.bearer !== b.id) return reject(R.ability, `${b.name} has no such ability active.`);
		return {
			label: ab.label,
			free: !!ab.free,
			response: !!ab.response,
			physical: !!ab.physical,
			subtle: !!ab.subtle,
			area: ab.area,
			sphere: ab.physical ? null : sp.card.sphere,
			directives: ab.directives,
			descriptors: ab.descriptors ?? [],
			pierce,
			cost: { resonance: ab.cost?.resonance ?? 0, harmony: ab.cost?.harmony ?? 0, essence: ab.cost?.essence ?? 0, will: ab.cost?.will ?? 0 },
			useKey: `${sp.id}:${index}`,
			perRound: ab.perRound ?? 0
		};
	}
	const directives = directivesFrom(data.directives ?? []);
	if ('code' in directives) return directives;
	let sphere: Sphere | null = null;
	if (typeof data.sphere === 'string' && data.sphere !== '') {
		const probe = checkCard({ id: 'x', title: 'x', sphere: data.sphere, role: 'attack' });
		if ('error' in probe) return reject(R.ability, probe.error);
		sphere = probe.card.sphere;
	}
	const c = (data.cost ?? {}) as Data;
	const cost = { resonance: 0, harmony: 0, essence: 0, will: 0 };
	for (const k of ENERGY_KEYS) {
		const n = c[k];
		if (n !== undefined && (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 99)) return reject(R.ability, 'Ability costs are whole numbers.');
		cost[k] = (n as number | undefined) ?? 0;
	}
	return {
		label: typeof data.label === 'string' ? data.label.slice(0, 60) : 'Ability',
		free: data.free === true,
		// an ability the table enters (an Encounter's, a Specialization's) is a Response if the table says so
		response: data.response === true,
		physical: data.physical === true,
		subtle: data.subtle === true,
		area: data.area === 'team' || data.area === 'global' ? data.area : undefined,
		sphere,
		directives,
		descriptors: Array.isArray(data.descriptors) ? data.descriptors.filter((x): x is string => typeof x === 'string').slice(0, 8) : [],
		pierce,
		cost,
		useKey: null,
		perRound: 0
	};
}

function targetsOf(s: SerpentState, b: Being, a: AbilityUse, data: Data): BeingId[] | Rejection {
	const target = typeof data.target === 'string' ? data.target : b.id;
	if (a.area === 'global') return present(s).filter((x) => !x.incapacitated).map((x) => x.id);
	if (a.area === 'team') {
		const team = typeof data.targetTeam === 'string' ? data.targetTeam : own(s.beings, target)?.team;
		const out = team ? members(s, team).filter((x) => !x.incapacitated).map((x) => x.id) : [];
		return out.length ? out : reject(R.target, 'Choose the team this ability strikes.');
	}
	return isUp(own(s.beings, target)) ? [target] : reject(R.target, 'Choose a target that is still in the battle.');
}

function effectFor(s: SerpentState, sp: Pick<SpellInPlay, 'caster' | 'card' | 'global' | 'ability'>, target: BeingId): Effect {
	return {
		name: sp.card.title,
		source: sp.caster,
		sphere: sp.card.sphere,
		physical: !!sp.ability?.physical,
		subtle: !!sp.card.subtle,
		unblockable: false,
		pierce: sp.ability?.pierce ?? 0,
		shatter: 0,
		curse: false,
		offensive: !areAllies(s, sp.caster, target) || sp.global,
		behind: false,
		directives: sp.card.directives,
		card: null
	};
}

/** An ability impacts each of its targets (those that evaded excepted). */
export function activateAbility(s: SerpentState, sp: SpellInPlay, evaded: BeingId[]): void {
	delete s.spells[sp.id];
	s.stack = s.stack.filter((x) => x !== sp.id);
	if (!isUp(s.beings[sp.caster])) return; // "abilities just fail"
	for (const t of sp.ability?.targets ?? []) s.lastImpacts.push(impactBeing(s, effectFor(s, sp, t), t, evaded.includes(t)).report);
}

export function useAbility(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Data;
	const b = checkBeing(s, event, data.being);
	if ('code' in b) return b;
	const response = data.response === true;
	if (response) {
		if (!responseOpen(s, undefined)) return reject(R.noResponseWindow, 'Nothing is being cast or resolved now: a Response answers a spell or an ability in its Response phase.');
	} else {
		const turn = checkTurn(s, b);
		if (turn) return turn;
	}
	const a = abilityOf(s, b, data);
	if ('code' in a) return a;
	if (response && !a.response) return reject(R.ability, `${a.label} is not a Response ability: it is used on ${b.name}'s turn.`);
	if (response && !a.free && b.stones >= MAX_STONES) return reject(R.twoStones, `${b.name} already has ${MAX_STONES} interrupt stones: no more Full-Action Responses.`);
	if (a.useKey && a.perRound && (b.abilityUses[a.useKey] ?? 0) >= a.perRound) return reject(R.abilityUsed, `${a.label} can be used ${a.perRound} time${a.perRound > 1 ? 's' : ''} a round.`);
	const targets = targetsOf(s, b, a, data);
	if ('code' in targets) return targets;
	for (const k of ['resonance', 'essence', 'will'] as const) {
		if (a.cost[k] > b[k]) return reject(k === 'resonance' ? R.resonance : k === 'essence' ? R.essence : R.will, `${a.label} costs ${a.cost[k]} ${k[0].toUpperCase() + k.slice(1)}; ${b.name} has ${b[k]}.`);
	}
	const evaded = Array.isArray(data.evaded) ? data.evaded.filter((x): x is string => typeof x === 'string') : [];
	if (evaded.length > 0 && a.area) return reject(R.evadeArea, 'Area effects cannot be Evaded.');
	if (response) {
		if (!a.free) b.stones += 1;
	} else if (!a.free) {
		if (b.stones > 0) return reject(R.stoneFirst, `${b.name} must shed an interrupt stone before taking a Full Action.`);
		const spent = spendFullAction(s, b);
		if (spent) return spent;
	}
	for (const k of ENERGY_KEYS) lose(s, b.id, k, a.cost[k]);
	if (a.useKey) b.abilityUses[a.useKey] = (b.abilityUses[a.useKey] ?? 0) + 1;
	// "the Shadow will only incur Karmic Charges from its abilities with the 'Spell' descriptor"
	const spellLike = a.descriptors.some((x) => x.toLowerCase() === 'spell');
	if (spellLike && targets.some((t) => !areAllies(s, b.id, t) || a.area === 'global')) chargeOffensive(s, b.id);
	const card: SpellCard = {
		id: `ability:${a.label}`,
		title: a.label,
		sphere: a.sphere,
		role: 'attack',
		fluency: 1,
		descriptors: a.descriptors,
		resonance: 0,
		harmony: 0,
		directives: a.directives,
		...(a.subtle ? { subtle: true } : {}),
		...(a.area ? { area: a.area } : {})
	};
	const id = `a${s.nextId++}`;
	const where = { bearer: a.area ? null : targets[0], team: a.area === 'team' ? (s.beings[targets[0]]?.team ?? null) : null, global: a.area === 'global', zone: 'attack' as const, targetSpell: null, offensive: targets.some((t) => !areAllies(s, b.id, t)) };
	const sp: SpellInPlay = { ...blankSpell(id, card, b, where, s.nextId), ability: { targets, physical: a.physical, pierce: a.pierce } };
	s.spells[id] = sp;
	s.lastImpacts = [];
	if (data.wait === true) s.stack.push(id);
	else activateAbility(s, sp, evaded);
	if (!response) advanceTurn(s);
}
