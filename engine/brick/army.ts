/** The army builder: mustering wizards, medics and other units before the battle starts. */
import { reject, type GameEvent, type Rejection, type SeatId } from '../core';
import { armyTotal } from './costs';
import { MAX_NAME_LENGTH, MAX_UNIT_COST, MAX_UNITS_PER_ARMY } from './pointTable';
import { BRICK_REJECTIONS as R } from './rejections';
import { findSpell, isApproved, type Book } from './spells';
import type { BrickState, Unit, UnitKind } from './state';
import { armyUnits, NO_MARKS, ownUnit, seatName, unitCost } from './units';

const KINDS: readonly UnitKind[] = ['wizard', 'medic', 'other'];
const MAX_SPELLS = 40;

/** The army an army event is about: the acting seat's own, or the one the table names. */
function armySeat(state: BrickState, event: GameEvent, named: unknown): SeatId | Rejection {
	if (event.seat !== null) {
		if (named !== undefined && named !== event.seat) return reject(R.notYours, 'You can only muster units into your own army.');
		return event.seat;
	}
	if (typeof named === 'string' && state.seats.some((s) => s.id === named)) return named;
	return reject(R.badUnit, 'Say which army the unit joins.');
}

export function readName(v: unknown): string | null {
	if (typeof v !== 'string') return null;
	const name = v.trim();
	return name.length >= 1 && name.length <= MAX_NAME_LENGTH ? name : null;
}

/** A unit from the builder's form, or why it cannot join. Spells must exist and be approved. */
export function readUnit(state: Book, id: string, seat: SeatId, data: Record<string, unknown>): Unit | Rejection {
	const kind = data.kind as UnitKind;
	if (!KINDS.includes(kind)) return reject(R.badUnit, 'A unit is a wizard, a medic or another unit.');
	const name = readName(data.name);
	if (!name) return reject(R.badUnit, `A unit needs a name of 1 to ${MAX_NAME_LENGTH} characters.`);
	let spells: string[] = [];
	if (kind === 'wizard') {
		if (!Array.isArray(data.spells) || data.spells.length === 0 || data.spells.length > MAX_SPELLS) {
			return reject(R.badUnit, 'A wizard carries at least one spell.');
		}
		for (const s of data.spells) {
			const spell = findSpell(state, s);
			if (!spell) return reject(R.unknownSpell, `There is no spell "${String(s)}" in the book.`);
			if (!isApproved(state, spell.id)) return reject(R.notApproved, `${spell.name} still waits for every player's approval.`);
			if (spells.includes(spell.id)) return reject(R.duplicateSpell, `${name} already carries ${spell.name}.`);
			spells = [...spells, spell.id];
		}
	}
	let points = 0;
	if (kind === 'other') {
		const p = data.points;
		if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p > MAX_UNIT_COST) {
			return reject(R.badUnit, `Enter the unit's cost in points, 0 to ${MAX_UNIT_COST}.`);
		}
		points = p;
	}
	return {
		id,
		seat,
		name,
		kind,
		spells,
		weapons: kind !== 'other' && data.weapons === true,
		armor: kind === 'wizard' && data.armor === true,
		points,
		canHide: data.canHide === true,
		status: 'up',
		hidden: false,
		mana: 0,
		gained: [],
		lost: [],
		shown: [],
		marks: NO_MARKS
	};
}

export function addUnit(state: BrickState, event: GameEvent): BrickState | Rejection {
	if (state.phase !== 'muster') return reject(R.phase, 'Armies are mustered before the battle starts.');
	const data = (event.data ?? {}) as Record<string, unknown>;
	const seat = armySeat(state, event, data.seat);
	if (typeof seat !== 'string') return seat;
	const unit = readUnit(state, event.id, seat, data);
	if ('code' in unit) return unit;
	const army = armyUnits(state, seat);
	if (army.length >= MAX_UNITS_PER_ARMY) return reject(R.armyFull, `An army holds at most ${MAX_UNITS_PER_ARMY} units here.`);
	const limit = state.options.pointLimit;
	const cost = unitCost(state, unit);
	const total = armyTotal(army.map((u) => unitCost(state, u))) + cost;
	if (limit > 0 && total > limit) {
		return reject(R.overLimit, `${unit.name} costs ${cost} points: ${seatName(state, seat)}'s army would be ${total} of ${limit}.`);
	}
	return { ...state, units: { ...state.units, [unit.id]: unit }, order: [...state.order, unit.id] };
}

export function removeUnit(state: BrickState, event: GameEvent): BrickState | Rejection {
	if (state.phase !== 'muster') return reject(R.phase, 'Units leave the army only before the battle starts.');
	const unit = ownUnit(state, event, (event.data as { unit?: unknown } | null)?.unit);
	if ('code' in unit) return unit;
	const units = { ...state.units };
	delete units[unit.id];
	return { ...state, units, order: state.order.filter((id) => id !== unit.id) };
}

export function startBattle(state: BrickState): BrickState | Rejection {
	if (state.phase !== 'muster') return reject(R.phase, 'The battle has already started.');
	const empty = state.seats.find((s) => armyUnits(state, s.id).length === 0);
	if (empty) return reject(R.emptyArmy, `${empty.name}'s army has no units yet.`);
	return { ...state, phase: 'battle', round: 1, chronicle: [...state.chronicle, { round: 1, text: 'The battle begins.' }] };
}
