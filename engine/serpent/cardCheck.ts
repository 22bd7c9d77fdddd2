/**
 * Checks a spell card that arrives in an event (entered by a player, shared by a peer, imported):
 * returns a clean copy holding only known fields, or the reason it cannot be used. Never throws.
 */
import {
	ENERGIES,
	ROLES,
	SPHERES,
	type AbilitySpec,
	type AspectBoost,
	type Cost,
	type Directive,
	type DurationSpec,
	type KoishakaSpec,
	type Passive,
	type Requirements,
	type RitualTier,
	type SpecSpec,
	type SpecTier,
	type SpellCard,
	type SpellMatch,
	type Sustain,
	type Upgrade
} from './cards';
import { MAX_CARD_NUMBER, SPEC_TIERS_PER_TREE } from './rules';

class CardError extends Error {}

type Obj = Record<string, unknown>;

function obj(v: unknown, what: string): Obj {
	if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new CardError(`${what} must be an object.`);
	return v as Obj;
}

function int(v: unknown, what: string, min = -MAX_CARD_NUMBER, max = MAX_CARD_NUMBER): number {
	if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
		throw new CardError(`${what} must be a whole number from ${min} to ${max}.`);
	}
	return v;
}

function optInt(o: Obj, key: string, what: string, min = 0, max = MAX_CARD_NUMBER): number | undefined {
	return o[key] === undefined ? undefined : int(o[key], what, min, max);
}

function str(v: unknown, what: string, max = 60): string {
	if (typeof v !== 'string' || v.trim().length === 0 || v.length > max) {
		throw new CardError(`${what} must be text of 1 to ${max} characters.`);
	}
	return v.trim();
}

function bool(o: Obj, key: string): true | undefined {
	if (o[key] === undefined || o[key] === false) return undefined;
	if (o[key] !== true) throw new CardError(`${key} must be true or false.`);
	return true;
}

function oneOf<T extends string>(v: unknown, list: readonly T[], what: string): T {
	if (!list.includes(v as T)) throw new CardError(`${what} must be one of ${list.join(', ')}.`);
	return v as T;
}

function list<T>(v: unknown, what: string, max: number, each: (x: unknown, i: number) => T): T[] {
	if (v === undefined) return [];
	if (!Array.isArray(v) || v.length > max) throw new CardError(`${what} must be a list of at most ${max}.`);
	return v.map(each);
}

function duration(v: unknown, what: string): DurationSpec | undefined {
	if (v === undefined) return undefined;
	if (v === 'P' || v === 'F') return v;
	return int(v, what, 1, 99);
}

function match(v: unknown, what: string): SpellMatch {
	const o = obj(v, what);
	const m: SpellMatch = {};
	if (o.role !== undefined) m.role = oneOf(o.role, ROLES, `${what} role`);
	if (o.sphere !== undefined) m.sphere = oneOf(o.sphere, SPHERES, `${what} Sphere`);
	if (o.descriptor !== undefined) m.descriptor = str(o.descriptor, `${what} descriptor`, 30);
	if (o.shapeShift !== undefined) m.shapeShift = o.shapeShift === true;
	if (o.curse !== undefined) m.curse = o.curse === true;
	return m;
}

function activeMatch(v: unknown, what: string): SpellMatch & { onBearer?: boolean } {
	const m: SpellMatch & { onBearer?: boolean } = match(v, what);
	if (obj(v, what).onBearer === true) m.onBearer = true;
	return m;
}

function cost(v: unknown, what: string): Cost {
	const o = obj(v, what);
	const c: Cost = {};
	for (const k of ['resonance', 'harmony', 'essence', 'will'] as const) {
		const n = optInt(o, k, `${what} ${k}`);
		if (n) c[k] = n;
	}
	return c;
}

function directive(v: unknown, i: number): Directive {
	const o = obj(v, `Directive ${i + 1}`);
	const type = o.type;
	const energy = () => (o.energy === undefined ? 'essence' : oneOf(o.energy, ENERGIES, 'Energy'));
	switch (type) {
		case 'dmg': {
			const d: Directive = { type, energy: energy(), amount: int(o.amount ?? 0, 'Dmg', 0, 99) };
			if (o.fromCharges !== undefined) d.fromCharges = str(o.fromCharges, 'Charge descriptor', 30);
			return d;
		}
		case 'infusion':
		case 'siphon':
			return { type, energy: energy(), amount: int(o.amount, `${type} amount`, 1, 99) };
		case 'shed-discord':
			return { type, amount: int(o.amount, 'Shed amount', 1, 99) };
		case 'add-duration':
			return { type, amount: int(o.amount, 'Added Duration', 1, 99) };
		case 'disrupt':
		case 'stone':
		case 'haste':
		case 'absolute-free-action':
			return { type };
		case 'add-actions':
			return { type, amount: int(o.amount, 'Added Actions', 1, 9) };
		case 'dampen':
			return { type, energy: o.energy === undefined ? 'resonance' : oneOf(o.energy, ['resonance', 'harmony', 'essence', 'will'] as const, 'Dampened energy'), amount: int(o.amount, 'Dampen amount', 1, 99) };
		case 'dispel': {
			const d: Directive = { type, state: oneOf(o.state ?? 'active', ['active', 'manifesting', 'both'] as const, 'Dispel target') };
			if (o.sphere !== undefined) d.sphere = oneOf(o.sphere, SPHERES, 'Dispel Sphere');
			if (o.curseOnly === true) d.curseOnly = true;
			if (o.then !== undefined && o.then !== 'discard') d.then = oneOf(o.then, ['banish', 'codex'] as const, 'Where the dispelled spell goes');
			return d;
		}
		default:
			throw new CardError(`Directive ${i + 1} is not one Familiar knows.`);
	}
}

function passive(v: unknown, i: number): Passive {
	const o = obj(v, `Passive ${i + 1}`);
	switch (o.kind) {
		case 'incoming-subtle':
			return { kind: o.kind, sphere: oneOf(o.sphere, SPHERES, 'Sphere') };
		case 'charge-on-offensive':
			return { kind: o.kind };
		case 'dmg-bonus':
			return { kind: o.kind, match: match(o.match ?? {}, 'Bonus match'), amount: int(o.amount, 'Bonus', -9, 9) };
		case 'cast-bonus': {
			const p: Passive = { kind: o.kind, match: match(o.match ?? {}, 'Bonus match') };
			if (o.resonance !== undefined) p.resonance = int(o.resonance, 'Resonance bonus', -9, 9);
			if (o.duration !== undefined) p.duration = int(o.duration, 'Duration bonus', -9, 9);
			if (o.freeAction === true) p.freeAction = true;
			return p;
		}
		default:
			throw new CardError(`Passive ${i + 1} is not one Familiar knows.`);
	}
}

function boost(v: unknown, what: string): AspectBoost {
	const o = obj(v, what);
	const b: AspectBoost = {};
	for (const k of ['duration', 'dmg', 'pierce', 'shatter', 'durability'] as const) {
		const n = optInt(o, k, `${what} ${k}`, 0, 99);
		if (n) b[k] = n;
	}
	for (const k of ['refined', 'subtle', 'freeAction', 'absoluteFreeAction', 'sealed'] as const) if (bool(o, k)) b[k] = true;
	return b;
}

function requirements(v: unknown): Requirements {
	const o = obj(v, 'Requirements');
	const r: Requirements = {};
	for (const k of ['essence', 'will', 'burnFocus'] as const) {
		const n = optInt(o, k, `Required ${k}`, 0, 99);
		if (n) r[k] = n;
	}
	const actions = optInt(o, 'actions', 'Actions', 1, 9);
	if (actions && actions > 1) r.actions = actions;
	if (o.discard !== undefined) r.discard = list(o.discard, 'Discarded Components', 4, (x) => match(x, 'Component'));
	if (o.active !== undefined) r.active = list(o.active, 'Active spells', 4, (x) => activeMatch(x, 'Active spell'));
	if (o.discardCharges !== undefined) {
		const c = obj(o.discardCharges, 'Charges');
		r.discardCharges = { descriptor: str(c.descriptor, 'Charge descriptor', 30), amount: int(c.amount, 'Charges', 1, 99) };
	}
	return r;
}

function ability(v: unknown, i: number): AbilitySpec {
	const o = obj(v, `Ability ${i + 1}`);
	const a: AbilitySpec = {
		label: str(o.label, 'Ability name'),
		directives: list(o.directives, 'Ability directives', 6, directive)
	};
	if (o.descriptors !== undefined) a.descriptors = list(o.descriptors, 'Ability descriptors', 8, (x) => str(x, 'Descriptor', 30));
	if (bool(o, 'free')) a.free = true;
	if (bool(o, 'response')) a.response = true;
	if (bool(o, 'physical')) a.physical = true;
	if (bool(o, 'subtle')) a.subtle = true;
	if (o.perRound !== undefined) a.perRound = int(o.perRound, 'Uses per round', 1, 9);
	if (o.cost !== undefined) a.cost = cost(o.cost, 'Ability cost');
	if (o.area !== undefined) a.area = oneOf(o.area, ['team', 'global'] as const, 'Area');
	return a;
}

function tierList(v: unknown, what: string): SpecTier[] {
	return list(v, what, SPEC_TIERS_PER_TREE, (x) => {
		const o = obj(x, what);
		return { label: str(o.label, 'Tier name'), cost: int(o.cost, 'Tier cost', 0, 99), passives: list(o.passives, 'Passives', 6, passive) };
	});
}

function spec(v: unknown): SpecSpec {
	const o = obj(v, 'Specialization');
	return { initiate: list(o.initiate, 'Initiate', 6, passive), A: tierList(o.A, 'Tree A'), B: tierList(o.B, 'Tree B') };
}

function koishaka(v: unknown): KoishakaSpec {
	const o = obj(v, 'Koishaka');
	const k: KoishakaSpec = { name: str(o.name, 'Koishaka name', 40), essence: int(o.essence, 'Koishaka Essence', 1, 99) };
	if (o.resonance !== undefined) k.resonance = int(o.resonance, 'Koishaka Resonance', 0, 99);
	if (o.harmony !== undefined) k.harmony = o.harmony === null ? null : int(o.harmony, 'Koishaka Harmony', -19, 99);
	if (o.actions !== undefined) k.actions = int(o.actions, 'Koishaka actions', 0, 9);
	return k;
}

function parse(input: unknown): SpellCard {
	const o = obj(input, 'A spell card');
	const role = oneOf(o.role, ROLES, 'Role');
	const card: SpellCard = {
		id: str(o.id, 'Card id', 80),
		title: str(o.title, 'Title'),
		sphere: o.sphere === null || o.sphere === undefined ? null : oneOf(o.sphere, SPHERES, 'Sphere'),
		role,
		fluency: int(o.fluency ?? 1, 'Fluency', 1, 4),
		descriptors: list(o.descriptors, 'Descriptors', 8, (x) => str(x, 'Descriptor', 30)),
		resonance: int(o.resonance ?? 0, 'Resonance orb', -99, 99),
		harmony: int(o.harmony ?? 0, 'Harmony orb', -99, 99),
		directives: list(o.directives, 'Directives', 6, directive)
	};
	if (card.sphere === null && role !== 'specialization' && role !== 'artifact') {
		throw new CardError('A spell needs a Sphere.');
	}
	for (const k of ['curse', 'evade', 'subtle', 'unblockable', 'freeAction', 'absoluteFreeAction', 'response', 'bonded', 'shapeShift', 'uniqueToBearer'] as const) {
		if (bool(o, k)) card[k] = true;
	}
	if (card.curse && role !== 'attack') throw new CardError('Only an Attack can be a Curse.');
	for (const k of ['pierce', 'shatter', 'eloquent', 'durability'] as const) {
		const n = optInt(o, k, k, 0, 99);
		if (n) card[k] = n;
	}
	card.duration = duration(o.duration, 'Duration');
	if (card.duration === undefined) delete card.duration;
	card.curseDuration = duration(o.curseDuration, 'Curse Duration');
	if (card.curseDuration === undefined) delete card.curseDuration;
	if (card.curse && card.curseDuration === undefined) throw new CardError('A Curse needs a Curse Duration.');
	if (o.area !== undefined) card.area = oneOf(o.area, ['team', 'global'] as const, 'Area');
	if (o.requirements !== undefined) card.requirements = requirements(o.requirements);
	if (o.sustain !== undefined) {
		const s = obj(o.sustain, 'Sustain');
		const sus: Sustain = cost(s, 'Sustain');
		if (s.active !== undefined) sus.active = list(s.active, 'Sustain spells', 4, (x) => activeMatch(x, 'Sustain spell'));
		card.sustain = sus;
	}
	if (o.shield !== undefined) {
		const s = obj(o.shield, 'Shield');
		card.shield = { spheres: list(s.spheres, 'Shield Spheres', 6, (x) => oneOf(x, SPHERES, 'Shield Sphere')) };
		for (const k of ['refined', 'impenetrable', 'invulnerable', 'resilient'] as const) if (bool(s, k)) card.shield[k] = true;
	}
	if (o.ward !== undefined) {
		const w = obj(o.ward, 'Ward');
		card.ward = {
			spheres: list(w.spheres, 'Ward Spheres', 6, (x) => oneOf(x, SPHERES, 'Ward Sphere')),
			energy: w.energy === undefined ? 'essence' : oneOf(w.energy, ENERGIES, 'Ward energy'),
			amount: int(w.amount ?? 1, 'Ward', 1, 99)
		};
	}
	if (o.passives !== undefined) card.passives = list(o.passives, 'Passives', 6, passive);
	if (o.abilities !== undefined) card.abilities = list(o.abilities, 'Abilities', 4, ability);
	if (o.upgrades !== undefined) {
		card.upgrades = list(o.upgrades, 'Upgrades', 4, (x, i): Upgrade => {
			const u = obj(x, `Upgrade ${i + 1}`);
			return { label: str(u.label, 'Upgrade name'), costs: list(u.costs, 'Upgrade costs', 3, (c) => cost(c, 'Upgrade cost')), add: boost(u.add ?? {}, 'Upgrade') };
		});
	}
	if (o.ritual !== undefined) {
		card.ritual = list(o.ritual, 'Ritual Path', 4, (x): RitualTier | null => {
			if (x === null) return null;
			const t = obj(x, 'Ritual tier');
			return { label: str(t.label, 'Tier name'), add: boost(t.add ?? {}, 'Ritual tier') };
		});
	}
	if (o.spec !== undefined) card.spec = spec(o.spec);
	if (o.koishaka !== undefined) card.koishaka = koishaka(o.koishaka);
	if (role === 'ally' && !card.koishaka) throw new CardError('An Ally spell needs its Koishaka.');
	if (o.text !== undefined) card.text = typeof o.text === 'string' ? o.text.slice(0, 400) : undefined;
	if (card.text === undefined) delete card.text;
	return card;
}

/** A clean card, or the sentence saying why this card cannot be used. */
export function checkCard(input: unknown): { card: SpellCard } | { error: string } {
	try {
		return { card: parse(input) };
	} catch (err) {
		if (err instanceof CardError) return { error: err.message };
		return { error: 'This spell card cannot be read.' };
	}
}
