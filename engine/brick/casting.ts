/**
 * Casting a spell: the wizard needs the spell and enough mana, and casting spends all the mana it
 * has. The spell's rolls and questions then follow as their own events (castRolls.ts).
 */
import { own, reject, type GameEvent, type Rejection } from '../core';
import { settle } from './castResolve';
import { checkActive } from './mana';
import { BRICK_REJECTIONS as R } from './rejections';
import { castForm, findSpell, isApproved, manaCost, type CastForm } from './spells';
import type { BrickState, Cast, Effect, Unit } from './state';
import { knownSpells, ownUnit, withUnit } from './units';

export const MAX_UNITS_BOUGHT = 20;
export const MAX_TARGET_LENGTH = 40;

export interface CastRequest {
	spell: unknown;
	mode?: unknown;
	units?: unknown;
	extra?: unknown;
	/** The id of an "Absorbed" effect: the spell is cast back with no mana. */
	absorbed?: unknown;
}

export interface CastPlan {
	form: CastForm;
	units: number;
	extra: number;
	mana: number;
	absorbed: Effect | null;
}

function wholeIn(v: unknown, min: number, max: number): v is number {
	return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** Whether `unit` may cast now, what the cast takes, or why not. Shared by the UI's helpers. */
export function planCast(state: BrickState, unit: Unit, req: CastRequest): CastPlan | Rejection {
	const bad = checkActive(state, unit);
	if (bad) return bad;
	if (unit.marks.concentrated) return reject(R.concentrating, `${unit.name} concentrated this round; it can cast next round.`);
	if (unit.marks.cast) return reject(R.alreadyCast, `${unit.name} has already cast a spell this round.`);
	const spell = findSpell(state, req.spell);
	if (!spell) return reject(R.unknownSpell, 'There is no such spell in the book.');
	let absorbed: Effect | null = null;
	if (req.absorbed !== undefined) {
		absorbed = state.effects.find((e) => e.id === req.absorbed && e.unit === unit.id && e.absorbed === spell.id) ?? null;
		if (!absorbed) return reject(R.notAbsorbed, `${unit.name} holds no absorbed ${spell.name} to cast back.`);
	} else {
		if (unit.lost.includes(spell.id)) return reject(R.spellLost, `${unit.name} has lost the ability to cast ${spell.name}.`);
		if (!knownSpells(unit).includes(spell.id)) return reject(R.notKnown, `${unit.name} does not know ${spell.name}.`);
		if (!isApproved(state, spell.id)) return reject(R.notApproved, `${spell.name} still waits for every player's approval.`);
	}
	const mode = typeof req.mode === 'string' ? req.mode : null;
	const form = castForm(spell, mode);
	if (!form) {
		const modes = spell.modes?.map((m) => m.label).join(', ');
		return reject(R.badMode, modes ? `Choose how to cast ${spell.name}: ${modes}.` : `${spell.name} is cast in one way only.`);
	}
	const s = form.scaling;
	const units = req.units ?? 1;
	const extra = req.extra ?? 0;
	if (s) {
		if (!wholeIn(units, 1, MAX_UNITS_BOUGHT)) {
			return reject(R.badMana, `Buy 1 to ${MAX_UNITS_BOUGHT} ${s.buys === 'block' ? 'blocks' : 'dice of duration'} of ${spell.name}.`);
		}
		if (!wholeIn(extra, 0, s.extra ? s.extra.max : 0)) {
			return reject(R.badMana, s.extra ? `${s.extra.label}: 0 to ${s.extra.max}.` : `${spell.name} takes no extra mana.`);
		}
	} else if (units !== 1 || extra !== 0) {
		return reject(R.badMana, `${spell.name} has a fixed cost of ${spell.mana} mana.`);
	}
	const mana = manaCost(form, units as number, extra as number, state.options);
	if (!absorbed && unit.mana < mana) {
		return reject(R.mana, `${spell.name} costs ${mana} mana; ${unit.name} has ${unit.mana}.`);
	}
	return { form, units: units as number, extra: extra as number, mana, absorbed };
}

export function castSpell(state: BrickState, event: GameEvent): BrickState | Rejection {
	const data = (event.data ?? {}) as Record<string, unknown>;
	const unit = ownUnit(state, event, data.unit);
	if ('code' in unit) return unit;
	const plan = planCast(state, unit, { ...data, spell: data.spell });
	if ('code' in plan) return plan;
	if (data.target !== undefined && (typeof data.target !== 'string' || data.target.length > MAX_TARGET_LENGTH)) {
		return reject(R.badTarget, `Name the target in ${MAX_TARGET_LENGTH} characters or fewer.`);
	}
	let targetUnit: string | null = null;
	if (data.targetUnit !== undefined && data.targetUnit !== null) {
		const t = own(state.units, data.targetUnit);
		if (!t) return reject(R.badTarget, 'The target is not a unit on the table.');
		targetUnit = t.id;
	}
	const target = ((data.target as string | undefined) ?? '').trim() || (targetUnit ? state.units[targetUnit].name : '');
	const spell = plan.form.spell;
	const cast: Cast = {
		id: event.id,
		round: state.round,
		wizard: unit.id,
		seat: unit.seat,
		spell: spell.id,
		mode: typeof data.mode === 'string' ? data.mode : null,
		units: plan.units,
		extra: plan.extra,
		mana: plan.absorbed ? 0 : plan.mana,
		target,
		targetUnit,
		fromUnitOrWall: data.fromUnitOrWall === true,
		free: plan.absorbed !== null,
		recentred: 0,
		hit: null,
		results: [],
		surge: null,
		outcome: 'open'
	};
	// Casting spends all accumulated mana, and a hiding unit that casts is noticed.
	const shown = unit.shown.includes(spell.id) ? unit.shown : [...unit.shown, spell.id];
	let next = withUnit(state, { ...unit, mana: 0, hidden: false, shown, marks: { ...unit.marks, cast: true } });
	if (plan.absorbed) next = { ...next, effects: next.effects.filter((e) => e.id !== plan.absorbed!.id) };
	return settle({ ...next, open: [...next.open, cast.id] }, cast);
}
