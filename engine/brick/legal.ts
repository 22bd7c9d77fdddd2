/** Helpers for the table UI: what a unit may do now and what it costs, from the same checks as the rules. */
import type { Rejection, SeatId } from '../core';
import { readUnit } from './army';
import { MAX_UNITS_BOUGHT, planCast } from './casting';
import { checkActivity, type Activity } from './mana';
import { castForm, findSpell, manaCost, type Book } from './spells';
import type { BrickState, Unit } from './state';
import type { SpellDef } from './spellTypes';
import { knownSpells, unitCost } from './units';

export interface CastChoice {
	spell: SpellDef;
	/** The mana of the cheapest way to cast it. */
	mana: number;
	variable: boolean;
	/** Why it cannot be cast now, or null; and the rejection code, so a lack of mana can be told apart. */
	blocked: string | null;
	blockedCode: string | null;
	/** An absorbed spell cast back with no mana: the effect's id. */
	absorbed?: string;
}

export interface UnitChoices {
	activities: Record<Activity, string | null>;
	spells: CastChoice[];
}

const ACTIVITIES: Activity[] = ['concentrate', 'move', 'act', 'hold'];

function why(r: Rejection | null): string | null {
	return r ? r.message : null;
}

function blocked(plan: object): { blocked: string | null; blockedCode: string | null } {
	return 'code' in plan ? { blocked: (plan as Rejection).message, blockedCode: (plan as Rejection).code } : { blocked: null, blockedCode: null };
}

/** For one caster: which activities are open (null) or closed (the reason), and its spells. */
export function unitChoices(state: BrickState, unit: Unit): UnitChoices {
	const activities = Object.fromEntries(ACTIVITIES.map((a) => [a, why(checkActivity(state, unit, a))])) as Record<Activity, string | null>;
	const spells: CastChoice[] = [];
	for (const id of knownSpells(unit)) {
		const spell = findSpell(state, id);
		if (!spell) continue;
		const mode = spell.modes?.[0]?.key;
		const form = castForm(spell, mode ?? null);
		const plan = planCast(state, unit, { spell: id, mode });
		spells.push({ spell, mana: form ? manaCost(form, 1, 0, state.options) : spell.mana, variable: !!form?.scaling, ...blocked(plan) });
	}
	for (const e of state.effects) {
		if (e.unit !== unit.id || !e.absorbed) continue;
		const spell = findSpell(state, e.absorbed);
		if (!spell) continue;
		const mode = spell.modes?.[0]?.key;
		const plan = planCast(state, unit, { spell: spell.id, mode, absorbed: e.id });
		spells.push({ spell, mana: 0, variable: !!spell.scaling, ...blocked(plan), absorbed: e.id });
	}
	return { activities, spells };
}

/** The mana of one way of casting, or null when that way does not exist. */
export function castCost(state: Book, spellId: string, mode: string | null, units: number, extra: number): number | null {
	const spell = findSpell(state, spellId);
	const form = spell ? castForm(spell, mode) : null;
	return form ? manaCost(form, units, extra, state.options) : null;
}

/** The most dice of duration (or blocks) `mana` pays for, at least 1. */
export function mostUnits(state: Book, mana: number, spellId: string, mode: string | null, extra: number): number {
	let best = 1;
	for (let n = 1; n <= MAX_UNITS_BOUGHT; n++) {
		const c = castCost(state, spellId, mode, n, extra);
		if (c !== null && c <= mana) best = n;
	}
	return best;
}

/** The cost of a unit on the builder's form, or why it cannot join. */
export function previewUnit(state: Book, seat: SeatId, data: Record<string, unknown>): { cost: number } | { error: string } {
	const u = readUnit(state, 'preview', seat, data);
	return 'code' in u ? { error: u.message } : { cost: unitCost(state, u) };
}
