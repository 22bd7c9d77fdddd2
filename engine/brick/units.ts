/** Helpers about units shared by the rules files: who owns what, costs, what a unit may cast. */
import { own, reject, type GameEvent, type Rejection, type SeatId } from '../core';
import { medicCost, wizardCost } from './costs';
import { BRICK_REJECTIONS as R } from './rejections';
import { findSpell, pointCost } from './spells';
import type { BrickState, RoundMarks, Unit } from './state';

export const NO_MARKS: RoundMarks = { concentrated: false, moved: false, acted: false, held: false, cast: false, lost: false };

/** The unit named by `id`, acted on by the event's seat (its owner, or the table). */
export function ownUnit(state: BrickState, event: GameEvent, id: unknown): Unit | Rejection {
	const unit = own(state.units, id);
	if (!unit) return reject(R.unknownUnit, 'There is no such unit on the table.');
	if (event.seat !== null && event.seat !== unit.seat) {
		return reject(R.notYours, `${unit.name} belongs to ${seatName(state, unit.seat)}.`);
	}
	return unit;
}

export function anyUnit(state: BrickState, id: unknown): Unit | Rejection {
	const unit = own(state.units, id);
	return unit ?? reject(R.unknownUnit, 'There is no such unit on the table.');
}

export function seatName(state: BrickState, seat: SeatId | null): string {
	if (seat === null) return 'the table';
	return state.seats.find((s) => s.id === seat)?.name ?? 'another player';
}

export function withUnit(state: BrickState, unit: Unit): BrickState {
	return { ...state, units: { ...state.units, [unit.id]: unit } };
}

/** The spells a unit can cast now: bought and gained, less those a surge took. */
export function knownSpells(unit: Unit): string[] {
	const all = [...unit.spells, ...unit.gained.filter((s) => !unit.spells.includes(s))];
	return all.filter((s) => !unit.lost.includes(s));
}

/** A unit with any spell (bought or gained) is a caster and has a row in the round tracker. */
export function isCaster(unit: Unit): boolean {
	return unit.spells.length > 0 || unit.gained.length > 0 || unit.kind === 'wizard';
}

/** The unit's point cost, from the calculators. */
export function unitCost(state: Pick<BrickState, 'designs'>, unit: Unit): number {
	switch (unit.kind) {
		case 'wizard':
			return wizardCost({
				spellMana: unit.spells.map((id) => {
					const s = findSpell(state, id);
					return s ? pointCost(s) : 0;
				}),
				weapons: unit.weapons,
				armor: unit.armor
			});
		case 'medic':
			return medicCost(unit.weapons);
		default:
			return unit.points;
	}
}

export function armyUnits(state: BrickState, seat: SeatId): Unit[] {
	return state.order.map((id) => state.units[id]).filter((u) => u.seat === seat);
}

/** The chronicle keeps the latest lines only; the log itself keeps everything. */
export const CHRONICLE_LENGTH = 200;

export function line(state: BrickState, text: string): BrickState {
	const kept = state.chronicle.length >= CHRONICLE_LENGTH ? state.chronicle.slice(1 - CHRONICLE_LENGTH) : state.chronicle;
	return { ...state, chronicle: [...kept, { round: state.round, text }] };
}
