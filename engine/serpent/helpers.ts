/**
 * What a table UI needs to offer the right buttons, computed by the rules and not by the UI: which
 * spells can be cast now, on whom and at what cost, which actions and exchanges are open, what the
 * maintenance phase waits for, what is on the table zone by zone. Every "can I?" is answered by
 * trying the move on the rules engine, so the buttons never disagree with the engine.
 */
import { actsOnRite } from './rite';
import { isRejection, type GameEvent, type SeatId } from '../core';
import { areAllies, isUp, present, seatFor } from './beings';
import { fullActionsNeeded, type Energy, type SpellCard } from './cards';
import { lookupCard } from './casting';
import { EXCHANGE } from './rules';
import { serpent } from './game';
import { TUTORIAL_SPELLS } from './library';
import { hasSustainCost, resolvableNow, sustainCost } from './maintenance';
import { castBonus } from './passives';
import type { SerpentData } from './lines';
import type { BeingId, SerpentState, SpellInPlay } from './state';

/** Tries a move on the engine without keeping the result: null when it would be accepted, else why not. */
export function wouldReject(state: SerpentState, kind: string, data: unknown, seat: SeatId | null): string | null {
	const event: GameEvent = { id: 'dry-run', seat, kind: `serpent/${kind}`, data, at: 0 };
	try {
		const r = serpent.apply(state, event);
		return isRejection(r) ? r.message : null;
	} catch {
		return 'This move cannot be made.';
	}
}

export interface CastCost {
	resonance: number;
	harmony: number;
	essence: number;
	will: number;
	/** Resonance and Harmony the spell generates instead of costing. */
	gain: { resonance: number; harmony: number };
	freeAction: boolean;
}

/** The cost of a card for this caster, its Specialization bonuses included (before any Ritual Path or upgrade). */
export function castCost(state: SerpentState, being: BeingId, card: SpellCard): CastCost {
	const bonus = castBonus(state, being, card);
	const res = card.resonance + bonus.resonance;
	return {
		resonance: Math.max(0, -res),
		harmony: Math.max(0, -card.harmony),
		essence: card.requirements?.essence ?? 0,
		will: card.requirements?.will ?? 0,
		gain: { resonance: Math.max(0, res), harmony: Math.max(0, card.harmony) },
		freeAction: fullActionsNeeded({ ...card, freeAction: !!card.freeAction || bonus.freeAction }) === 0
	};
}

export function costText(c: CastCost): string {
	const parts: string[] = [];
	if (c.resonance) parts.push(`${c.resonance} Resonance`);
	if (c.harmony) parts.push(`${c.harmony} Harmony`);
	if (c.essence) parts.push(`${c.essence} Essence`);
	if (c.will) parts.push(`${c.will} Will`);
	const gains: string[] = [];
	if (c.gain.resonance) gains.push(`+${c.gain.resonance} Resonance`);
	if (c.gain.harmony) gains.push(`+${c.gain.harmony} Harmony`);
	const text = [parts.length ? parts.join(', ') : gains.length ? '' : 'free', ...gains].filter(Boolean).join('; ');
	return c.freeAction ? `${text} · Free Action` : text;
}

export type TargetKind = 'being' | 'team' | 'spell' | 'none';

export interface Targets {
	kind: TargetKind;
	beings: BeingId[];
	teams: string[];
	spells: SpellInPlay[];
}

/** Whom or what a card may be aimed at by this caster. */
export function targetsFor(state: SerpentState, being: BeingId, card: SpellCard): Targets {
	const up = present(state).filter((b) => isUp(b));
	const none: Targets = { kind: 'none', beings: [], teams: [], spells: [] };
	switch (card.role) {
		case 'attack':
			if (card.area === 'global') return none;
			if (card.area === 'team') {
				const teams = [...new Set(up.filter((b) => !areAllies(state, being, b.id)).map((b) => b.team))];
				return { ...none, kind: 'team', teams };
			}
			return { ...none, kind: 'being', beings: up.filter((b) => !areAllies(state, being, b.id)).map((b) => b.id) };
		case 'defense':
		case 'enhancement':
		case 'component': {
			if (card.evade) return { ...none, kind: 'spell', spells: state.stack.map((id) => state.spells[id]).filter((sp) => sp && sp.team === null && !sp.global) };
			const allies = up.filter((b) => areAllies(state, being, b.id)).map((b) => b.id);
			return allies.length > 1 ? { ...none, kind: 'being', beings: allies } : none;
		}
		case 'abjuration':
		case 'transmute':
			return { ...none, kind: 'spell', spells: Object.values(state.spells).filter((sp) => spellTargetable(state, card, sp)).sort((a, b) => a.seq - b.seq) };
		default:
			return none;
	}
}

/** Abjurations and Transmutes: a spell on the table, or one in a Rite zone; "+ Actions" also a spell being cast. */
function spellTargetable(state: SerpentState, card: SpellCard, sp: SpellInPlay): boolean {
	if (card.directives.some((d) => d.type === 'dampen')) return state.stack.includes(sp.id) && sp.zone !== 'rite';
	if (!actsOnRite(card)) return sp.zone !== 'rite';
	const prolongs = card.directives.some((d) => d.type === 'add-actions');
	return sp.zone === 'rite' || (prolongs && state.stack.includes(sp.id) && !sp.ability);
}

export interface CastOption {
	card: SpellCard;
	cost: CastCost;
	targets: Targets;
	/** Cast as a Response (out of turn) rather than on one's turn. */
	response: boolean;
}

/** The spells this being could cast: its prepared spells, and the Response spells of the library. */
export function castOptions(state: SerpentState, being: BeingId): CastOption[] {
	const b = state.beings[being];
	if (!b) return [];
	const out: CastOption[] = [];
	const seen = new Set<string>();
	for (const card of b.prepared) {
		if (seen.has(card.id)) continue;
		seen.add(card.id);
		out.push({ card, cost: castCost(state, being, card), targets: targetsFor(state, being, card), response: false });
	}
	if (b.kind === 'magi') {
		for (const card of libraryCards(state)) {
			if (!card.response || seen.has(card.id)) continue;
			seen.add(card.id);
			out.push({ card, cost: castCost(state, being, card), targets: targetsFor(state, being, card), response: true });
		}
	}
	return out;
}

/** Every card the table can use: its own shared cards first, then the built-in Walkthrough spells. */
export function libraryCards(state: SerpentState): SpellCard[] {
	const own = state.library;
	return [...own, ...TUTORIAL_SPELLS.filter((c) => !own.some((o) => o.id === c.id))];
}

export function cardById(state: SerpentState, id: string): SpellCard | undefined {
	return lookupCard(state, id);
}

/** One move a panel offers: its name and data, its label, and why it cannot be made now (null when it can). */
export type ActionOption = { [N in keyof SerpentData]: { kind: N; label: string; data: SerpentData[N]; problem: string | null } }[keyof SerpentData];

/** The option of the move `kind` with `data` for `seat`, tried against the rules. */
export function actionOption<N extends keyof SerpentData>(state: SerpentState, seat: SeatId | null, kind: N, label: string, data: SerpentData[N]): Extract<ActionOption, { kind: N }> {
	// an option of one name and that name's data is one member of the union, which TypeScript cannot pick for a generic name
	return { kind, label, data, problem: wouldReject(state, kind, data, seat) } as Extract<ActionOption, { kind: N }>;
}

/** The innate actions of a being now: Meditate, Shed a stone, a Specialization tier, ending its round. */
export function innateActions(state: SerpentState, being: BeingId): ActionOption[] {
	const seat = seatFor(state, being);
	const opt = <N extends keyof SerpentData>(kind: N, label: string, data: SerpentData[N]) => actionOption(state, seat, kind, label, data);
	const b = state.beings[being];
	const out: ActionOption[] = [];
	if (b?.kind === 'magi') out.push(opt('meditate', state.options.level === 'basic' ? 'Meditate (+2 Resonance)' : 'Meditate (+2 Resonance, +1 Harmony)', { being }));
	if (b && b.stones > 0) out.push(opt('shed-stone', 'Shed an interrupt stone', { being }));
	const spec = Object.values(state.spells).find((sp) => sp.bearer === being && sp.card.spec && sp.tiers);
	if (spec?.card.spec && spec.tiers) {
		for (const tree of ['A', 'B'] as const) {
			const tier = spec.card.spec[tree][spec.tiers[tree]];
			if (tier) out.push(opt('upgrade-spec', `${tier.label} (tree ${tree}, ${tier.cost})`, { being, tree, voice: Math.min(b?.voice ?? 0, tier.cost) }));
		}
	}
	out.push(opt('pass', 'End my round', { being }));
	return out;
}

/** The energy exchanges open to this being this round. */
export function exchangeOptions(state: SerpentState, being: BeingId): Extract<ActionOption, { kind: 'exchange' }>[] {
	const seat = seatFor(state, being);
	const out: Extract<ActionOption, { kind: 'exchange' }>[] = [];
	for (const give of ['will', 'voice'] as const) {
		const table = EXCHANGE[give];
		for (const [get, amount] of Object.entries(table.gets)) {
			const label = `${table.cost} ${give === 'will' ? 'Will' : 'Voice'} → ${amount} ${get[0].toUpperCase() + get.slice(1)}`;
			out.push(actionOption(state, seat, 'exchange', label, { being, give, get }));
		}
	}
	return out;
}

export interface AbilityOption {
	spell: SpellInPlay;
	index: number;
	label: string;
	free: boolean;
	/** The Response empowerment: it may also be used in another effect's Response phase. */
	response: boolean;
}

/** Abilities granted by the active spells this being bears (Beast Form's Claw). */
export function abilityOptions(state: SerpentState, being: BeingId): AbilityOption[] {
	const out: AbilityOption[] = [];
	for (const sp of Object.values(state.spells)) {
		if (sp.bearer !== being || sp.status !== 'active') continue;
		(sp.card.abilities ?? []).forEach((a, index) => out.push({ spell: sp, index, label: a.label, free: !!a.free, response: !!a.response }));
	}
	return out;
}

export interface MaintenanceStep {
	/** The spells that may be resolved now (one zone of one owner). */
	spells: { spell: SpellInPlay; sustain: string | null; decider: SeatId | null }[];
	zone: string;
	owner: string;
}

const ZONE_LABEL: Record<string, string> = { attack: 'Attack', defense: 'Defense', curse: 'Curse', enhancement: 'Enhancement', attached: 'Transmute', rite: 'Rite' };

export function maintenanceStep(state: SerpentState): MaintenanceStep | null {
	if (state.phase !== 'maintenance') return null;
	const now = resolvableNow(state);
	if (now.length === 0) return null;
	const first = now[0];
	const owner = first.global ? 'Global area' : first.team !== null ? `${first.team} (Area)` : (state.beings[first.bearer ?? '']?.name ?? '?');
	return {
		zone: ZONE_LABEL[first.zone] ?? first.zone,
		owner,
		spells: now.map((sp) => {
			const c = sustainCost(state, sp);
			const parts = (['resonance', 'harmony', 'essence', 'will'] as const).filter((k) => c[k] > 0).map((k) => `${c[k]} ${k[0].toUpperCase() + k.slice(1)}`);
			return { spell: sp, sustain: hasSustainCost(state, sp) ? parts.join(', ') : null, decider: seatFor(state, sp.controller) };
		})
	};
}

/** The counters on a spell, as the table would read them. */
export function spellCounters(state: SerpentState, sp: SpellInPlay): string[] {
	const out: string[] = [];
	if (sp.status === 'manifesting') out.push('manifesting');
	if (sp.status === 'dormant') out.push('Dormant');
	if (typeof sp.duration === 'number') out.push(`Duration ${sp.counters}`);
	else if (sp.duration === 'P') out.push('Persistent');
	else if (sp.duration === 'F') out.push(`Focus: ${state.beings[sp.focus ?? '']?.name ?? 'none'}`);
	if (sp.durability > 0) out.push(`Durability ${sp.durability}`);
	if (sp.charges > 0) out.push(`${sp.card.descriptors[0] ?? ''} charges ${sp.charges}`.trim());
	if (sp.rite) out.push(`Rite ${sp.rite.invested}/${sp.rite.needed}`);
	if (sp.tiers && sp.card.spec) out.push(`Tiers A${sp.tiers.A} B${sp.tiers.B}`);
	return out;
}

export interface ZoneGroup {
	key: string;
	label: string;
	spells: SpellInPlay[];
}

/** The zones of one being, outermost first, with its team's Area spells and the Global area. */
export function zonesOf(state: SerpentState, being: BeingId): ZoneGroup[] {
	const b = state.beings[being];
	const all = Object.values(state.spells).sort((x, y) => x.seq - y.seq);
	const mine = (sp: SpellInPlay) => sp.bearer === being && sp.team === null && !sp.global;
	const groups: ZoneGroup[] = [
		{ key: 'attack', label: 'Attack', spells: all.filter((sp) => sp.zone === 'attack' && mine(sp)) },
		{ key: 'defense', label: 'Defense', spells: all.filter((sp) => sp.zone === 'defense' && mine(sp)) },
		{ key: 'curse', label: 'Curse', spells: all.filter((sp) => sp.zone === 'curse' && (mine(sp) || sp.affected.includes(being))) },
		{ key: 'enhancement', label: 'Enhancement', spells: all.filter((sp) => sp.zone === 'enhancement' && sp.bearer === being) },
		{ key: 'rite', label: 'Rite', spells: all.filter((sp) => sp.zone === 'rite' && sp.caster === being) },
		{ key: 'area', label: 'Team Area', spells: all.filter((sp) => b && sp.team === b.team && sp.zone !== 'enhancement' && sp.affected.length === 0) }
	];
	return groups.filter((g) => g.spells.length > 0);
}

/** Spells in the Global area and spells aimed at other spells (Abjurations, Transmutes waiting). */
export function tableWide(state: SerpentState): SpellInPlay[] {
	return Object.values(state.spells)
		.filter((sp) => sp.global || (sp.zone === 'attached' && sp.targetSpell !== null))
		.sort((x, y) => x.seq - y.seq);
}

/** Harmony reads as Discord below 0. */
export function harmonyLabel(h: number | null): { label: 'Harmony' | 'Discord'; value: number | null } {
	if (h === null) return { label: 'Harmony', value: null };
	return h < 0 ? { label: 'Discord', value: -h } : { label: 'Harmony', value: h };
}

export const DIAL_ENERGIES: readonly Energy[] = ['resonance', 'harmony', 'essence', 'will', 'voice'];

/** What a tap on a spell's counter sends: a change, not a value, so two phones tapping at once both count. */
export function counterTap(sp: SpellInPlay, counter: 'counters' | 'durability' | 'charges', delta: number): { spell: string; delta: Record<string, number> } {
	return { spell: sp.id, delta: { [counter]: delta } };
}
