/**
 * Mana across rounds. Concentrating gains 1 mana a round and forbids moving and attacking in that
 * round; moving or any other activity loses 1 mana a round (once, however much the wizard does);
 * casting spends all the mana (casting.ts). Changes apply when declared, so the row always shows
 * the wizard's mana now.
 */
import { reject, type GameEvent, type Rejection } from '../core';
import { BRICK_REJECTIONS as R } from './rejections';
import type { BrickState, RoundMarks, Unit } from './state';
import { isCaster, ownUnit, withUnit } from './units';

export type Activity = 'concentrate' | 'move' | 'act' | 'hold';

/** A caster on its feet, in battle, acted on by its owner: the common ground of every activity. */
export function checkActive(state: BrickState, unit: Unit): Rejection | null {
	if (state.phase !== 'battle') return reject(R.phase, 'The battle has not started.');
	if (!isCaster(unit)) return reject(R.notCaster, `${unit.name} casts no spells, so it has no mana.`);
	if (unit.status !== 'up') return reject(R.down, `${unit.name} is down.`);
	return null;
}

function isStuck(state: BrickState, unit: Unit): boolean {
	return state.effects.some((e) => e.stuck && e.unit === unit.id);
}

/** Why `unit` cannot do `activity` now, or null when it can. */
export function checkActivity(state: BrickState, unit: Unit, activity: Activity): Rejection | null {
	const bad = checkActive(state, unit);
	if (bad) return bad;
	const m = unit.marks;
	switch (activity) {
		case 'concentrate':
			if (m.concentrated) return reject(R.busy, `${unit.name} is already concentrating this round.`);
			if (m.cast) return reject(R.alreadyCast, `${unit.name} cast a spell this round; it concentrates next round.`);
			if (m.moved || m.acted || m.held) return reject(R.busy, `${unit.name} already moved or acted this round, so it cannot concentrate.`);
			return null;
		case 'move':
		case 'act':
			if (m.concentrated) return reject(R.concentrating, `${unit.name} is concentrating: it may not move or attack this round.`);
			if (isStuck(state, unit)) return reject(R.stuck, `${unit.name} cannot turn its magic off: it cannot move or fight.`);
			if (m.held) return reject(R.busy, `${unit.name} is holding still this round.`);
			return null;
		case 'hold':
			if (m.concentrated || m.moved || m.acted || m.held || m.cast) return reject(R.busy, `${unit.name} has already done something this round.`);
			return null;
	}
}

function lose(unit: Unit, marks: RoundMarks): Unit {
	if (marks.lost) return { ...unit, marks };
	return { ...unit, mana: Math.max(0, unit.mana - 1), marks: { ...marks, lost: true } };
}

export function applyActivity(state: BrickState, event: GameEvent, activity: Activity): BrickState | Rejection {
	const data = (event.data ?? {}) as Record<string, unknown>;
	const unit = ownUnit(state, event, data.unit);
	if ('code' in unit) return unit;
	const bad = checkActivity(state, unit, activity);
	if (bad) return bad;
	switch (activity) {
		case 'concentrate':
			return withUnit(state, { ...unit, mana: unit.mana + 1, marks: { ...unit.marks, concentrated: true } });
		case 'move':
			return withUnit(state, lose(unit, { ...unit.marks, moved: true }));
		case 'act': {
			const attacked = data.attack === true;
			// A unit that attacks is noticed, unless it attacks from behind or from farther than 18".
			const noticed = unit.hidden && attacked && data.unseen !== true;
			return withUnit(state, { ...lose(unit, { ...unit.marks, acted: true }), hidden: unit.hidden && !noticed });
		}
		case 'hold': {
			const marks = { ...unit.marks, held: true };
			return withUnit(state, state.options.idleLosesMana ? lose(unit, marks) : { ...unit, marks });
		}
	}
}
