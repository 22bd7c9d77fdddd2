/**
 * Place, the second step of the Cast Cycle: the zone a spell goes to and whom or what it is aimed
 * at, checked against its role (an Attack at an opponent, a Defense on an ally, an Abjuration on a
 * spell it may take). Used by a cast and by a prolonged spell emerging from the Rite zone.
 */
import { own, reject, type Rejection } from '../core';
import { areAllies, isUp, members } from './beings';
import { matches, type SpellCard } from './cards';
import { SERPENT_REJECTIONS as R } from './rejections';
import { actsOnRite } from './rite';
import { ENHANCEMENT_SLOTS } from './rules';
import type { Being, BeingId, SerpentState, SpellInPlay } from './state';
import type { Placement } from './turnRules';

/** Whom or what a spell is aimed at, as a cast names it. */
export interface Aim {
	target?: BeingId;
	targetTeam?: string;
	targetSpell?: string;
}

export function place(s: SerpentState, b: Being, card: SpellCard, data: Aim): Placement | Rejection {
	const bad = (m: string) => reject(R.target, m);
	const self = { bearer: b.id, team: null, global: false, targetSpell: null, offensive: false };
	const target = data.target ?? b.id;
	switch (card.role) {
		case 'attack': {
			if (card.area === 'global') return { ...self, bearer: null, global: true, zone: 'attack', offensive: true };
			if (card.area === 'team') {
				const team = data.targetTeam ?? own(s.beings, target)?.team;
				if (!team || members(s, team).length === 0) return bad('Choose the opposing team this Area Attack strikes.');
				if (team === b.team) return bad('An Area Attack must strike an opposing team.');
				return { ...self, bearer: null, team, zone: 'attack', offensive: true };
			}
			const t = own(s.beings, target);
			if (!t || t.gone) return bad('Choose whom this Attack targets.');
			if (areAllies(s, b.id, t.id)) return bad(`${card.title} is an Attack: it must target an opponent.`);
			if (t.incapacitated) return bad(`${t.name} is incapacitated.`);
			return { ...self, bearer: t.id, zone: 'attack', offensive: true };
		}
		case 'defense':
		case 'component':
		case 'enhancement': {
			if (card.evade && data.targetSpell !== undefined) {
				const sp = own(s.spells, data.targetSpell);
				if (!sp || !s.stack.includes(sp.id)) return bad('An Evade dodges a spell that is manifesting now.');
				if (sp.team !== null || sp.global) return reject(R.evadeArea, 'Evades cannot dodge Area effects.');
				return { ...self, zone: 'attached', targetSpell: sp.id };
			}
			const t = own(s.beings, target);
			if (!isUp(t) || !areAllies(s, b.id, t.id)) return bad(`${card.title} can only go on yourself or an ally.`);
			const zone = card.role === 'enhancement' ? 'enhancement' : 'defense';
			if (card.area === 'team' && card.role !== 'component') {
				return { ...self, bearer: card.role === 'enhancement' ? t.id : null, team: b.team, zone };
			}
			return { ...self, bearer: t.id, zone };
		}
		case 'abjuration':
		case 'transmute': {
			const sp = own(s.spells, data.targetSpell);
			if (actsOnRite(card)) {
				const prolongs = card.directives.some((d) => d.type === 'add-actions');
				// "A spell that has Action requirements added to it (via a spell such as Prolong Cast) moves into the Rite zone"
				const beingCast = !!sp && s.stack.includes(sp.id) && !sp.ability;
				if (!sp || !(sp.zone === 'rite' || (prolongs && beingCast))) {
					return bad(prolongs ? `${card.title} targets a spell being cast or in a Rite zone.` : `${card.title} targets a spell in a Rite zone.`);
				}
				// The spell is its caster's until it emerges: it meets the caster's Shields.
				return { bearer: sp.caster, team: null, global: false, zone: 'attached', targetSpell: sp.id, offensive: s.beings[sp.caster]?.team !== b.team };
			}
			if (!sp || sp.zone === 'rite') return bad(`${card.title} must target a spell on the table.`);
			if (sp.ability && !matches(sp.card, { descriptor: 'Spell' })) return bad(`${sp.card.title} is an ability, not a spell: it cannot be targeted.`);
			const dispel = card.directives.find((d) => d.type === 'dispel');
			const manifesting = s.stack.includes(sp.id);
			const dampens = card.directives.some((d) => d.type === 'dampen');
			if (dampens && !manifesting) return bad(`${card.title} Dampens a spell being cast; ${sp.card.title} is not.`);
			if (dispel && dispel.type === 'dispel') {
				if (dispel.state === 'manifesting' && !manifesting) return bad(`${card.title} dispels a manifesting spell; ${sp.card.title} is already active.`);
				if (dispel.state === 'active' && sp.status !== 'active') return bad(`${card.title} dispels an active spell; ${sp.card.title} is not active.`);
				if (dispel.sphere && sp.card.sphere !== dispel.sphere) return bad(`${card.title} dispels ${dispel.sphere} spells; ${sp.card.title} is ${sp.card.sphere ?? 'of no Sphere'}.`);
				if (dispel.curseOnly && !sp.card.curse) return bad(`${card.title} dispels a Curse; ${sp.card.title} is not one.`);
			} else if (!dampens && sp.status !== 'active') return bad(`${card.title} needs an active target spell.`);
			if (sp.card.role === 'specialization' || sp.card.role === 'artifact') return bad('Specializations and Artifacts cannot be targeted by spells.');
			const holder = sp.global ? null : sp.team !== null ? sp.team : sp.bearer ? s.beings[sp.bearer]?.team ?? null : null;
			const offensive = sp.global || (holder !== null && holder !== b.team);
			return { bearer: sp.bearer, team: null, global: false, zone: 'attached', targetSpell: sp.id, offensive };
		}
		case 'ally':
			return { ...self, zone: 'attached' };
		default:
			return reject(R.specSetup, 'Specializations and Artifacts are put in play before the battle begins.');
	}
}

/**
 * An Enhancement placed in a full Enhancement zone names the one it discards when it activates
 * (`replace`), whether it is cast now or emerges from the Rite zone; undefined when there is room.
 */
export function enhancementReplaced(s: SerpentState, card: SpellCard, where: Placement, replace: unknown): SpellInPlay | undefined | Rejection {
	if (card.role !== 'enhancement' || !where.bearer) return undefined;
	const used = Object.values(s.spells).filter((sp) => sp.zone === 'enhancement' && sp.bearer === where.bearer);
	if (used.length < ENHANCEMENT_SLOTS) return undefined;
	const chosen = typeof replace === 'string' ? used.find((sp) => sp.id === replace && sp.status !== 'manifesting') : undefined;
	return chosen ?? reject(R.enhancementFull, `${s.beings[where.bearer].name}'s Enhancement zone is full (${ENHANCEMENT_SLOTS}): choose one to discard.`);
}
