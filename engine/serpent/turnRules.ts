/**
 * Who may act now, for which Magi, and what a Full Action costs; the blank record of a spell put in
 * play. Shared by casting and abilities (apart from both, so neither imports the other).
 */
import { own, reject, type GameEvent, type Rejection } from '../core';
import { mayActFor, name } from './beings';
import type { SpellCard } from './cards';
import { SERPENT_REJECTIONS as R } from './rejections';
import type { Being, BeingId, SerpentState, SpellInPlay } from './state';
import { discardRite } from './table';

/** Where a spell goes and whom it is aimed at. */
export interface Placement {
	bearer: BeingId | null;
	team: string | null;
	global: boolean;
	zone: SpellInPlay['zone'];
	targetSpell: string | null;
	offensive: boolean;
}

/**
 * A Response (a spell or an ability) is "cast out of turn in response to another spell being cast or an ability being
 * activated": something is manifesting or resolving in maintenance, or the Response aims at a spell
 * in a Rite zone, which is still being cast (the Quick Start's Threnody and Prolong Cast).
 */
export function responseOpen(s: SerpentState, targetSpell: unknown): boolean {
	if (s.stack.length > 0 || s.resolving) return true;
	return typeof targetSpell === 'string' && own(s.spells, targetSpell)?.zone === 'rite';
}

export function checkTurn(s: SerpentState, b: Being): Rejection | null {
	if (s.phase !== 'action') return reject(R.wrongPhase, 'Actions are taken in the action phase.');
	if (s.stack.length > 0) {
		const top = s.spells[s.stack[s.stack.length - 1]];
		return reject(R.manifesting, `${top?.card.title ?? 'A spell'} is still manifesting: respond to it or activate it first.`);
	}
	if (s.turn !== b.id) return reject(R.notYourTurn, `It is ${name(s, s.turn)}'s turn.`);
	return null;
}

/**
 * Spends a Full Action; any Full Action but advancing a Rite discards the Rite zone. Advancing one
 * Rite keeps the others: "The Magi may use the next Full Action to fulfill any one of those spells."
 */
export function spendFullAction(s: SerpentState, b: Being, forRite?: string): Rejection | null {
	if (b.fullActions <= 0) return reject(R.noFullAction, `${b.name} has no Full Action left this round.`);
	b.fullActions -= 1;
	if (!forRite) discardRite(s, b.id);
	return null;
}

export function checkBeing(s: SerpentState, event: GameEvent, id: unknown): Being | Rejection {
	const b = own(s.beings, id);
	if (!b || b.gone) return reject(R.unknownBeing, 'There is no such Magi at this table.');
	if (!mayActFor(s, event.seat, b.id)) return reject(R.notYourBeing, `Only ${b.name}'s player can do that.`);
	if (b.incapacitated) return reject(R.incapacitated, `${b.name} is incapacitated.`);
	return b;
}

export function blankSpell(id: string, card: SpellCard, b: Being, where: Placement, seq: number): SpellInPlay {
	return {
		id,
		card,
		base: card,
		caster: b.id,
		controller: b.id,
		bearer: where.bearer,
		team: where.team,
		global: where.global,
		zone: where.zone,
		status: 'manifesting',
		targetSpell: where.targetSpell,
		duration: card.duration ?? null,
		counters: 0,
		durability: 0,
		charges: 0,
		focus: null,
		affected: [],
		offensive: where.offensive,
		paid: { paid: {}, components: [], charges: [] },
		pendingMaintenance: false,
		rite: null,
		evading: [],
		tiers: null,
		replaces: null,
		seq
	};
}
