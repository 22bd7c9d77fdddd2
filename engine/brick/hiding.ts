/**
 * Hiding: a unit that can hide disappears while it stays still. An enemy unit within 6" notices a
 * hiding unit that moves on 6+ on 1D; an attack or a spell gives it away (mana.ts, casting.ts).
 */
import { checkRoll, reject, type GameEvent, type Rejection, type Roll } from '../core';
import { BRICK_REJECTIONS as R } from './rejections';
import type { BrickState, Unit } from './state';
import { anyUnit, line, ownUnit, seatName, withUnit } from './units';

export const NOTICE_AT_LEAST = 6;
export const NOTICE_WITHIN_INCHES = 6;

/** Invisibility lets a unit hide, and it cannot be detected until it attacks. */
export function isInvisible(state: BrickState, unit: Unit): boolean {
	return state.effects.some((e) => e.hides && e.unit === unit.id);
}

function inBattle(state: BrickState): Rejection | null {
	return state.phase === 'battle' ? null : reject(R.phase, 'The battle has not started.');
}

export function hide(state: BrickState, event: GameEvent): BrickState | Rejection {
	const bad = inBattle(state);
	if (bad) return bad;
	const unit = ownUnit(state, event, (event.data as { unit?: unknown } | null)?.unit);
	if ('code' in unit) return unit;
	if (unit.status !== 'up') return reject(R.down, `${unit.name} is down.`);
	if (!unit.canHide && !isInvisible(state, unit)) return reject(R.cannotHide, `${unit.name} cannot hide (no cloak, no Invisibility).`);
	if (unit.hidden) return reject(R.alreadyHidden, `${unit.name} is already hiding.`);
	return withUnit(state, { ...unit, hidden: true });
}

export function reveal(state: BrickState, event: GameEvent): BrickState | Rejection {
	const bad = inBattle(state);
	if (bad) return bad;
	const unit = anyUnit(state, (event.data as { unit?: unknown } | null)?.unit);
	if ('code' in unit) return unit;
	if (!unit.hidden) return reject(R.notHidden, `${unit.name} is not hiding.`);
	return line(withUnit(state, { ...unit, hidden: false }), `${unit.name} is seen.`);
}

/** An enemy within 6" of a hiding unit that moves rolls to notice it: 6+ on 1D. */
export function noticeRoll(state: BrickState, event: GameEvent): BrickState | Rejection {
	const bad = inBattle(state);
	if (bad) return bad;
	const data = (event.data ?? {}) as Record<string, unknown>;
	const unit = anyUnit(state, data.unit);
	if ('code' in unit) return unit;
	if (!unit.hidden) return reject(R.notHidden, `${unit.name} is not hiding.`);
	if (event.seat !== null && event.seat === unit.seat) return reject(R.ownUnit, 'Only the enemy rolls to notice a hiding unit.');
	if (isInvisible(state, unit)) return reject(R.undetectable, `${unit.name} is invisible: it cannot be detected until it attacks.`);
	const badRoll = checkRoll(data.roll, 6, 1);
	if (badRoll) return badRoll;
	const v = (data.roll as Roll).values[0];
	const dice = { who: seatName(state, event.seat), purpose: `to notice ${unit.name} (${NOTICE_AT_LEAST}+)`, sides: 6, values: [v] };
	if (v >= NOTICE_AT_LEAST) return line(withUnit(state, { ...unit, hidden: false }), `${unit.name} is noticed (rolled ${v}).`, dice);
	return line(state, `${unit.name} stays hidden (rolled ${v}, needs ${NOTICE_AT_LEAST}).`, dice);
}
