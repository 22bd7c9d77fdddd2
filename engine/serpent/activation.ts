/**
 * The end of the Cast Cycle: after the Response phase the spell on top of the stack activates. Its
 * target is checked, then it impacts: Attacks meet Defenses (a Curse that gets through moves to
 * the Curse zone with its Curse Duration), Defenses and Enhancements take their place with their
 * counters, Abjurations change their target spell, an Ally summons its Koishaka.
 */
import { changeRite, prolong } from './rite';
import { dampen } from './dampen';
import { reject, type Rejection } from '../core';
import { activateAbility } from './abilities';
import { bearersOf, isUp } from './beings';
import type { Cost } from './cards';
import { gain } from './energies';
import { effectOfSpell, impactBeing, reached, type Effect } from './impact';
import { SERPENT_REJECTIONS as R } from './rejections';
import type { Being, BeingId, SerpentState, SpellInPlay } from './state';
import { discardSpell, removeKoishaka, removeSpell } from './table';

function counterSetup(sp: SpellInPlay): void {
	sp.counters = typeof sp.duration === 'number' ? sp.duration : 0;
	sp.durability = sp.card.durability ?? 0;
}

/**
 * Dispel refund (Crucible): "its caster gets a refund of 1) all negative energy casting costs,
 * 2) upgrade costs, 3) ritual path costs" (what allies paid towards a Ritual Path included),
 * sacrificed Components back on the table, charges back.
 */
export function refund(s: SerpentState, sp: SpellInPlay): void {
	if (s.beings[sp.caster]?.kind === 'encounter') return;
	for (const c of Object.values(sp.paid.paid) as Cost[]) {
		for (const e of ['resonance', 'harmony', 'essence', 'will'] as const) if (c[e]) gain(s, sp.caster, e, c[e]!);
	}
	for (const comp of sp.paid.components) {
		const owner = s.beings[comp.caster];
		if (owner) owner.discard = owner.discard.filter((d) => d.id !== comp.id);
		s.spells[comp.id] = { ...comp, pendingMaintenance: false };
	}
	for (const [id, n] of sp.paid.charges) if (s.spells[id]) s.spells[id].charges += n;
}

/** Offensive spells aimed at a spell meet the Shields of that spell's bearer (Shields protect themselves too). */
function blockedOnTheWay(s: SerpentState, sp: SpellInPlay, target: SpellInPlay): boolean {
	if (!sp.offensive || !target.bearer) return false;
	const e: Effect = { ...effectOfSpell(s, sp, true), directives: [] };
	const landing = impactBeing(s, e, target.bearer, false);
	s.lastImpacts.push({ ...landing.report, spell: `${sp.card.title} → ${target.card.title}` });
	return !landing.landed;
}

function summon(s: SerpentState, sp: SpellInPlay): void {
	const k = sp.card.koishaka;
	const caster = s.beings[sp.caster];
	if (!k || !caster) return;
	for (const other of Object.values(s.beings)) {
		if (other.kind === 'koishaka' && other.summoner === caster.id && !other.gone) removeKoishaka(s, other.id);
	}
	const id = `k${s.nextId++}`;
	const actions = k.actions ?? 2;
	const being: Being = {
		id,
		kind: 'koishaka',
		name: k.name,
		seat: caster.seat,
		team: caster.team,
		resonance: k.resonance ?? 0,
		harmony: k.harmony === undefined ? null : k.harmony,
		essence: k.essence,
		essenceMax: k.essence,
		will: 0,
		voice: 0,
		stones: 0,
		foci: 0,
		burnedFoci: 0,
		actionsPerRound: actions,
		fullActions: actions,
		extraActionThisRound: false,
		offensiveStoneThisRound: false,
		exchangedThisRound: false,
		specUpgradedThisRound: false,
		reattunedThisRound: false,
		done: false,
		incapacitated: false,
		gone: false,
		prepared: [],
		preparedReady: true,
		discard: [],
		codex: null,
		banished: [],
		shieldOrder: [],
		miscastThisTurn: [],
		abilityUses: {},
		summoner: caster.id,
		firstRound: true,
		allyCard: sp.base,
		resonanceBonus: 0,
		encounter: null,
		bag: null
	};
	s.beings[id] = being;
	s.roster.push(id);
	// In its first round a Koishaka has the lowest initiative.
	s.initiative.push(id);
}

/** Activates the spell on top of the stack. `evaded`: target beings that dodged it with an Evade. */
export function activateTop(s: SerpentState, evaded: BeingId[]): Rejection | null {
	const id = s.stack[s.stack.length - 1];
	const sp = id ? s.spells[id] : undefined;
	if (!sp) return reject(R.notOnStack, 'No spell is manifesting.');
	s.stack.pop();
	if (evaded.length > 0 && (sp.team !== null || sp.global)) {
		s.stack.push(sp.id);
		return reject(R.evadeArea, 'Area effects cannot be Evaded.');
	}
	if (sp.ability) {
		activateAbility(s, sp, [...evaded, ...sp.evading]);
		return null;
	}
	if (!isUp(s.beings[sp.caster])) {
		discardSpell(s, sp.id);
		return null;
	}
	sp.status = 'active';
	switch (sp.card.role) {
		case 'attack':
			activateAttack(s, sp, [...evaded, ...sp.evading]);
			break;
		case 'defense':
		case 'component':
		case 'enhancement':
			activatePlaced(s, sp);
			break;
		case 'abjuration':
		case 'transmute':
			activateOnSpell(s, sp);
			break;
		case 'ally':
			summon(s, sp);
			delete s.spells[sp.id];
			break;
		default:
			discardSpell(s, sp.id);
	}
	return null;
}

function activateAttack(s: SerpentState, sp: SpellInPlay, evaded: BeingId[]): void {
	const targets = reached(s, sp, false);
	if (sp.bearer !== null && !isUp(s.beings[sp.bearer])) {
		discardSpell(s, sp.id);
		return;
	}
	const effect = effectOfSpell(s, sp, sp.offensive);
	const landedOn: BeingId[] = [];
	for (const t of targets) {
		const landing = impactBeing(s, effect, t, evaded.includes(t));
		s.lastImpacts.push(landing.report);
		if (landing.landed) landedOn.push(t);
	}
	sp.evading = [];
	if (sp.card.curse) {
		if (landedOn.length === 0) {
			discardSpell(s, sp.id);
			return;
		}
		sp.zone = 'curse';
		sp.duration = sp.card.curseDuration ?? 'P';
		sp.affected = sp.bearer === null ? landedOn : [];
		counterSetup(sp);
		return;
	}
	if (sp.duration === null) discardSpell(s, sp.id);
	else counterSetup(sp);
}

function activatePlaced(s: SerpentState, sp: SpellInPlay): void {
	if (sp.card.evade && sp.targetSpell) {
		const target = s.spells[sp.targetSpell];
		if (target && sp.bearer) target.evading = [...target.evading, sp.bearer];
		discardSpell(s, sp.id);
		return;
	}
	if (sp.replaces && s.spells[sp.replaces]) discardSpell(s, sp.replaces);
	for (const other of Object.values(s.spells)) {
		if (other.id === sp.id || other.status !== 'active' || other.bearer !== sp.bearer || !sp.bearer) continue;
		const shapeShift = sp.card.shapeShift && other.card.shapeShift;
		const unique = sp.card.uniqueToBearer && other.card.title === sp.card.title;
		if (shapeShift || unique) discardSpell(s, other.id);
	}
	counterSetup(sp);
	const effect = effectOfSpell(s, sp, false);
	if (effect.directives.length > 0) {
		for (const b of bearersOf(s, sp)) s.lastImpacts.push(impactBeing(s, effect, b.id, false).report);
	}
	const stays = sp.duration !== null || sp.durability > 0 || sp.card.role === 'component';
	if (!stays && s.spells[sp.id]) discardSpell(s, sp.id);
}

function activateOnSpell(s: SerpentState, sp: SpellInPlay): void {
	const target = sp.targetSpell ? s.spells[sp.targetSpell] : undefined;
	if (!target) {
		discardSpell(s, sp.id);
		return;
	}
	if (blockedOnTheWay(s, sp, target)) {
		discardSpell(s, sp.id);
		return;
	}
	for (const d of sp.card.directives) {
		if (d.type === 'dispel') {
			const manifesting = s.stack.includes(target.id);
			if (manifesting) refund(s, target);
			if (s.beings[target.caster]?.kind === 'encounter') {
				delete s.spells[target.id];
				s.stack = s.stack.filter((x) => x !== target.id);
			} else removeSpell(s, target.id, d.then ?? 'discard');
		} else if (d.type === 'add-duration' && typeof target.duration === 'number' && s.spells[target.id]) {
			target.counters += d.amount;
		} else if (d.type === 'add-actions' && s.stack.includes(target.id)) prolong(s, target, d.amount);
		else if (d.type === 'dampen' && s.stack.includes(target.id)) dampen(target, d.energy, d.amount);
		else if (target.zone === 'rite') changeRite(target, d);
	}
	if (sp.card.role === 'transmute' && s.spells[target.id] && s.spells[sp.id]) {
		counterSetup(sp);
		if (sp.duration === null) discardSpell(s, sp.id);
		return;
	}
	discardSpell(s, sp.id);
}
