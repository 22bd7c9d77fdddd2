/** Units falling, and medics reviving them: a 6 on 1D, one try; a failed try cannot be repeated. */
import { checkRoll, reject, type GameEvent, type Rejection, type Roll } from '../core';
import { BRICK_REJECTIONS as R } from './rejections';
import type { BrickState } from './state';
import { anyUnit, line, ownUnit, withUnit } from './units';

export const REVIVE_ON = 6;

/** A unit is effectively dead: it leaves the tracker's active rows and loses its mana. */
export function fall(state: BrickState, event: GameEvent): BrickState | Rejection {
	if (state.phase !== 'battle') return reject(R.phase, 'The battle has not started.');
	const unit = anyUnit(state, (event.data as { unit?: unknown } | null)?.unit);
	if ('code' in unit) return unit;
	if (unit.status !== 'up') return reject(R.down, `${unit.name} is already down.`);
	return line(withUnit(state, { ...unit, status: 'down', mana: 0, hidden: false }), `${unit.name} is down.`);
}

export function revive(state: BrickState, event: GameEvent): BrickState | Rejection {
	if (state.phase !== 'battle') return reject(R.phase, 'The battle has not started.');
	const data = (event.data ?? {}) as Record<string, unknown>;
	const medic = ownUnit(state, event, data.medic);
	if ('code' in medic) return medic;
	if (medic.kind !== 'medic') return reject(R.notMedic, `${medic.name} has no medical training.`);
	if (medic.status !== 'up') return reject(R.down, `${medic.name} is down.`);
	const patient = anyUnit(state, data.unit);
	if ('code' in patient) return patient;
	if (patient.seat !== medic.seat) return reject(R.notYours, `${medic.name} tends only its own army.`);
	if (patient.status !== 'down') {
		return reject(R.notDown, patient.status === 'lost' ? `${patient.name} cannot be restored (unless brought to a hospital).` : `${patient.name} is not down.`);
	}
	const bad = checkRoll(data.roll, 6, 1);
	if (bad) return bad;
	const v = (data.roll as Roll).values[0];
	const dice = { who: medic.name, purpose: `to revive ${patient.name} (${REVIVE_ON})`, sides: 6, values: [v] };
	if (v === REVIVE_ON) return line(withUnit(state, { ...patient, status: 'up' }), `${medic.name} revives ${patient.name} (rolled ${v}).`, dice);
	return line(withUnit(state, { ...patient, status: 'lost' }), `${medic.name} fails to revive ${patient.name} (rolled ${v}): it cannot be restored.`, dice);
}
