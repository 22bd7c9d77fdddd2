/**
 * The form model of a card's structured parts (upgrades, Ritual Path, abilities, ongoing effects,
 * Specialization tiers, Koishaka, the spells a requirement or a sustain names): every field a form
 * input binds to is present (blank = null, '' or false), and `fromForm` turns it back into what the
 * card check reads. `fromForm(toForm(card))` checks back to the same card.
 */
import { checkCard, type AbilitySpec, type AspectBoost, type Cost, type KoishakaSpec, type Passive, type Role, type Sphere, type SpellCard, type SpellMatch } from '$engine/serpent';
import { tidy, type Draft } from './cardDraft';

type Num = number | null;
export type CostForm = { resonance: Num; harmony: Num; essence: Num; will: Num };
export type BoostForm = { duration: Num; dmg: Num; pierce: Num; shatter: Num; durability: Num; refined: boolean; subtle: boolean; freeAction: boolean; absoluteFreeAction: boolean; sealed: boolean };
export type Tri = '' | 'yes' | 'no';
export type MatchForm = { role: Role | ''; sphere: Sphere | ''; descriptor: string; shapeShift: Tri; curse: Tri; onBearer: boolean };
export type UpgradeForm = { label: string; costs: CostForm[]; add: BoostForm };
/** One box of the Ritual Path: N/A, or a tier. */
export type RitualBox = { na: boolean; label: string; add: BoostForm };
export type AbilityForm = {
	label: string;
	descriptors: string;
	free: boolean;
	response: boolean;
	perRound: Num;
	cost: CostForm;
	physical: boolean;
	subtle: boolean;
	area: '' | 'team' | 'global';
	directives: Record<string, unknown>[];
};
export type PassiveForm = { kind: Passive['kind']; sphere: Sphere; match: MatchForm; amount: Num; resonance: Num; duration: Num; freeAction: boolean };
export type TierForm = { label: string; cost: Num; passives: PassiveForm[] };
export type SpecForm = { initiate: PassiveForm[]; A: TierForm[]; B: TierForm[] };
export type KoishakaForm = { name: string; essence: Num; resonance: Num; harmony: Num; noHarmony: boolean; actions: Num };

export const COST_KEYS = ['resonance', 'harmony', 'essence', 'will'] as const;
export const BOOST_NUMBERS = ['duration', 'dmg', 'pierce', 'shatter', 'durability'] as const;
export const BOOST_FLAGS = ['refined', 'subtle', 'freeAction', 'absoluteFreeAction', 'sealed'] as const;
export const PASSIVE_KINDS: { kind: Passive['kind']; label: string }[] = [
	{ kind: 'dmg-bonus', label: 'Dmg bonus to matching attacks' },
	{ kind: 'cast-bonus', label: 'Cast bonus to matching spells' },
	{ kind: 'incoming-subtle', label: 'Attacks of a Sphere on the bearer are Subtle' },
	{ kind: 'charge-on-offensive', label: 'A charge for each offensive spell the bearer casts' }
];

const n = (v: number | undefined): Num => (v === undefined ? null : v);
const some = (v: Num): number | undefined => (v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v)) ? undefined : v);
const tri = (v: boolean | undefined): Tri => (v === undefined ? '' : v ? 'yes' : 'no');
const unTri = (v: Tri): boolean | undefined => (v === '' ? undefined : v === 'yes');

export const costForm = (c: Cost = {}): CostForm => ({ resonance: n(c.resonance), harmony: n(c.harmony), essence: n(c.essence), will: n(c.will) });
export function costOf(f: CostForm): Cost {
	const c: Cost = {};
	for (const k of COST_KEYS) if (some(f[k])) c[k] = some(f[k]);
	return c;
}

export function boostForm(b: AspectBoost = {}): BoostForm {
	return { duration: n(b.duration), dmg: n(b.dmg), pierce: n(b.pierce), shatter: n(b.shatter), durability: n(b.durability), refined: !!b.refined, subtle: !!b.subtle, freeAction: !!b.freeAction, absoluteFreeAction: !!b.absoluteFreeAction, sealed: !!b.sealed };
}
export function boostOf(f: BoostForm): AspectBoost {
	const b: AspectBoost = {};
	for (const k of BOOST_NUMBERS) if (some(f[k])) b[k] = some(f[k]);
	for (const k of BOOST_FLAGS) if (f[k]) b[k] = true;
	return b;
}

export function matchForm(m: SpellMatch & { onBearer?: boolean } = {}): MatchForm {
	return { role: m.role ?? '', sphere: m.sphere ?? '', descriptor: m.descriptor ?? '', shapeShift: tri(m.shapeShift), curse: tri(m.curse), onBearer: !!m.onBearer };
}
export function matchOf(f: MatchForm): SpellMatch & { onBearer?: boolean } {
	const m: SpellMatch & { onBearer?: boolean } = {};
	if (f.role) m.role = f.role;
	if (f.sphere) m.sphere = f.sphere;
	if (f.descriptor.trim()) m.descriptor = f.descriptor.trim();
	if (unTri(f.shapeShift) !== undefined) m.shapeShift = unTri(f.shapeShift);
	if (unTri(f.curse) !== undefined) m.curse = unTri(f.curse);
	if (f.onBearer) m.onBearer = true;
	return m;
}

export const newUpgrade = (): UpgradeForm => ({ label: '', costs: [costForm()], add: boostForm() });
export const newRitualBox = (): RitualBox => ({ na: true, label: '', add: boostForm() });

export function abilityForm(a: Partial<AbilitySpec> = {}): AbilityForm {
	return {
		label: a.label ?? '',
		descriptors: (a.descriptors ?? []).join(', '),
		free: !!a.free,
		response: !!a.response,
		perRound: n(a.perRound),
		cost: costForm(a.cost),
		physical: !!a.physical,
		subtle: !!a.subtle,
		area: a.area ?? '',
		directives: JSON.parse(JSON.stringify(a.directives ?? [])) as Record<string, unknown>[]
	};
}
export function abilityOf(f: AbilityForm): Record<string, unknown> {
	const a: Record<string, unknown> = { label: f.label, directives: f.directives };
	const descriptors = f.descriptors.split(',').map((x) => x.trim()).filter(Boolean);
	if (descriptors.length) a.descriptors = descriptors;
	if (f.free) a.free = true;
	if (f.response) a.response = true;
	if (some(f.perRound) !== undefined) a.perRound = some(f.perRound);
	const cost = costOf(f.cost);
	if (Object.keys(cost).length) a.cost = cost;
	if (f.physical) a.physical = true;
	if (f.subtle) a.subtle = true;
	if (f.area) a.area = f.area;
	return a;
}

export function passiveForm(p: Passive = { kind: 'dmg-bonus', match: {}, amount: 1 }): PassiveForm {
	const f: PassiveForm = { kind: p.kind, sphere: 'Bio', match: matchForm(), amount: null, resonance: null, duration: null, freeAction: false };
	if (p.kind === 'incoming-subtle') f.sphere = p.sphere;
	if (p.kind === 'dmg-bonus') Object.assign(f, { match: matchForm(p.match), amount: p.amount });
	if (p.kind === 'cast-bonus') Object.assign(f, { match: matchForm(p.match), resonance: n(p.resonance), duration: n(p.duration), freeAction: !!p.freeAction });
	return f;
}
export function passiveOf(f: PassiveForm): Record<string, unknown> {
	switch (f.kind) {
		case 'incoming-subtle':
			return { kind: f.kind, sphere: f.sphere };
		case 'charge-on-offensive':
			return { kind: f.kind };
		case 'dmg-bonus':
			return { kind: f.kind, match: matchOf(f.match), amount: f.amount };
		case 'cast-bonus': {
			const p: Record<string, unknown> = { kind: f.kind, match: matchOf(f.match) };
			if (some(f.resonance) !== undefined) p.resonance = some(f.resonance);
			if (some(f.duration) !== undefined) p.duration = some(f.duration);
			if (f.freeAction) p.freeAction = true;
			return p;
		}
	}
}

export function koishakaForm(k?: KoishakaSpec): KoishakaForm {
	return { name: k?.name ?? '', essence: n(k?.essence), resonance: n(k?.resonance), harmony: k?.harmony ?? null, noHarmony: k?.harmony === null, actions: n(k?.actions) };
}
export function koishakaOf(f: KoishakaForm): Record<string, unknown> | undefined {
	if (!f.name.trim() && some(f.essence) === undefined) return undefined;
	const k: Record<string, unknown> = { name: f.name, essence: f.essence };
	if (some(f.resonance) !== undefined) k.resonance = some(f.resonance);
	if (f.noHarmony) k.harmony = null;
	else if (some(f.harmony) !== undefined) k.harmony = some(f.harmony);
	if (some(f.actions) !== undefined) k.actions = some(f.actions);
	return k;
}

const matches = (list: unknown): MatchForm[] => ((list as SpellMatch[] | undefined) ?? []).map((m) => matchForm(m));
const listOrNone = <T>(list: T[]): T[] | undefined => (list.length ? list : undefined);

/** A card as the editor's forms hold it: its structured parts in form shape, the rest as on the card. */
export type FormDraft = Draft & {
	upgrades: UpgradeForm[];
	ritual: RitualBox[];
	abilities: AbilityForm[];
	passives: PassiveForm[];
	spec: SpecForm | null;
	koishaka: KoishakaForm;
	requirements: Record<string, unknown> & { active: MatchForm[]; discard: MatchForm[] };
	sustain: Record<string, unknown> & { active: MatchForm[] };
};

export function toForm(card: SpellCard | Draft): FormDraft {
	const d = JSON.parse(JSON.stringify(card)) as FormDraft;
	const c = card as SpellCard;
	d.upgrades = (c.upgrades ?? []).map((u) => ({ label: u.label, costs: u.costs.map((x) => costForm(x)), add: boostForm(u.add) }));
	d.ritual = (c.ritual ?? []).map((t) => (t ? { na: false, label: t.label, add: boostForm(t.add) } : newRitualBox()));
	d.abilities = (c.abilities ?? []).map((a) => abilityForm(a));
	d.passives = (c.passives ?? []).map((p) => passiveForm(p));
	d.spec = c.spec
		? { initiate: c.spec.initiate.map((p) => passiveForm(p)), A: c.spec.A.map((t) => ({ label: t.label, cost: t.cost, passives: t.passives.map((p) => passiveForm(p)) })), B: c.spec.B.map((t) => ({ label: t.label, cost: t.cost, passives: t.passives.map((p) => passiveForm(p)) })) }
		: null;
	d.koishaka = koishakaForm(c.koishaka);
	d.requirements = { ...(c.requirements ?? {}), active: matches(c.requirements?.active), discard: matches(c.requirements?.discard) };
	d.sustain = { ...(c.sustain ?? {}), active: matches(c.sustain?.active) };
	return d;
}

/** The card the forms describe, for the card check (cleared fields left out). */
export const upgradeOf = (u: UpgradeForm) => ({ label: u.label, costs: u.costs.map(costOf), add: boostOf(u.add) });
export const ritualOf = (boxes: RitualBox[]) => (boxes.some((b) => !b.na) ? boxes.map((b) => (b.na ? null : { label: b.label, add: boostOf(b.add) })) : undefined);
const tiersOf = (list: TierForm[]) => list.map((t) => ({ label: t.label, cost: t.cost, passives: t.passives.map(passiveOf) }));
export const specOf = (spec: SpecForm | null) => (spec ? { initiate: spec.initiate.map(passiveOf), A: tiersOf(spec.A), B: tiersOf(spec.B) } : undefined);

export function fromForm(d: FormDraft): Draft {
	const out: Draft = { ...d };
	out.upgrades = listOrNone(d.upgrades.map(upgradeOf));
	out.ritual = ritualOf(d.ritual);
	out.abilities = listOrNone(d.abilities.map(abilityOf));
	out.passives = listOrNone(d.passives.map(passiveOf));
	out.spec = specOf(d.spec);
	out.koishaka = koishakaOf(d.koishaka);
	out.requirements = { ...d.requirements, active: listOrNone(d.requirements.active.map(matchOf)), discard: listOrNone(d.requirements.discard.map(matchOf)) };
	out.sustain = { ...d.sustain, active: listOrNone(d.sustain.active.map(matchOf)) };
	return out;
}

export type Part = 'upgrades' | 'ritual' | 'abilities' | 'passives' | 'spec' | 'koishaka' | 'requirements' | 'sustain';
const PART_ROLE: Partial<Record<Part, Role>> = { spec: 'specialization', koishaka: 'ally' };

/** The card check's sentence about one part of the card alone (shown beside its fields), or null. */
export function problemOf(part: Part, value: unknown): string | null {
	const role = PART_ROLE[part] ?? 'attack';
	const probe = { id: 'probe', title: 'probe', sphere: role === 'specialization' ? null : 'Forces', role, fluency: 1, descriptors: [], resonance: 0, harmony: 0, directives: [], [part]: value };
	const r = checkCard(tidy(probe));
	return 'error' in r ? r.error : null;
}
