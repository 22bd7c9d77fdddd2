/** What one seat sees: other players' wizards show only the spells they have cast (unless open books). */
import type { SeatId, SeatInfo } from '../core';
import { armyTotal } from './costs';
import type { DesignTerms } from './designer';
import { roundsLeft } from './effects';
import type { BrickOptions } from './options';
import { owedSteps, type Owed } from './owed';
import { unitChoices, type UnitChoices } from './legal';
import { findSpell, isApproved } from './spells';
import type { SpellDef } from './spellTypes';
import type { BrickState, Cast, Effect, Line, RoundMarks, Unit } from './state';
import { armyUnits, isCaster, knownSpells, unitCost } from './units';

export interface UnitView {
	id: string;
	seat: SeatId;
	name: string;
	kind: Unit['kind'];
	cost: number;
	/** The spells this seat may see. */
	spells: string[];
	/** How many carried spells are kept from this seat. */
	secretSpells: number;
	/** Of the visible spells, those it can cast now (not lost). */
	castable: string[];
	gained: string[];
	lost: string[];
	weapons: boolean;
	armor: boolean;
	points: number;
	canHide: boolean;
	caster: boolean;
	status: Unit['status'];
	hidden: boolean;
	mana: number;
	marks: RoundMarks;
}

export interface ArmyView {
	seat: SeatInfo;
	total: number;
	units: UnitView[];
}

export interface EffectView extends Effect {
	/** Rounds left including this one; null when it lasts until used or ended. */
	left: number | null;
}

export interface CastView extends Cast {
	spellName: string;
	wizardName: string;
}

export interface DesignView {
	spell: SpellDef;
	terms: DesignTerms;
	author: SeatId | null;
	approvedBy: SeatId[];
	/** Seats whose approval is still missing. */
	waitingFor: SeatId[];
	usable: boolean;
}

export interface BrickView {
	seat: SeatId | null;
	phase: BrickState['phase'];
	round: number;
	options: BrickOptions;
	seats: SeatInfo[];
	armies: ArmyView[];
	designs: DesignView[];
	effects: EffectView[];
	owed: Owed[];
	/** Casts still being resolved, and those of this round. */
	casts: CastView[];
	chronicle: Line[];
	winners: SeatId[] | null;
	/** For the viewer's own casters on their feet, in battle: what each may do now. */
	choices: Record<string, UnitChoices>;
}

export const VIEW_CHRONICLE = 40;

function unitView(state: BrickState, unit: Unit, seat: SeatId | null): UnitView {
	const open = state.options.openBooks || state.phase === 'finished' || seat === unit.seat;
	const spells = open ? unit.spells : unit.spells.filter((s) => unit.shown.includes(s));
	const visible = new Set([...spells, ...unit.gained]);
	return {
		id: unit.id,
		seat: unit.seat,
		name: unit.name,
		kind: unit.kind,
		cost: unitCost(state, unit),
		spells,
		secretSpells: unit.spells.length - spells.length,
		castable: knownSpells(unit).filter((s) => visible.has(s)),
		gained: unit.gained,
		lost: unit.lost,
		weapons: unit.weapons,
		armor: unit.armor,
		points: unit.points,
		canHide: unit.canHide,
		caster: isCaster(unit),
		status: unit.status,
		hidden: unit.hidden,
		mana: unit.mana,
		marks: unit.marks
	};
}

function ownChoices(state: BrickState, seat: SeatId | null): Record<string, UnitChoices> {
	if (state.phase !== 'battle' || seat === null) return {};
	const mine = state.order.map((id) => state.units[id]).filter((u) => u.seat === seat && u.status === 'up' && isCaster(u));
	return Object.fromEntries(mine.map((u) => [u.id, unitChoices(state, u)]));
}

export function brickView(state: BrickState, seat: SeatId | null): BrickView {
	const armies = state.seats.map((s) => {
		const units = armyUnits(state, s.id).map((u) => unitView(state, u, seat));
		return { seat: s, total: armyTotal(units.map((u) => u.cost)), units };
	});
	const casts = Object.values(state.casts)
		.filter((c) => c.outcome === 'open' || c.round === state.round)
		.map((c) => ({ ...c, spellName: findSpell(state, c.spell)?.name ?? c.spell, wizardName: state.units[c.wizard]?.name ?? '?' }));
	return {
		seat,
		phase: state.phase,
		round: state.round,
		options: state.options,
		seats: state.seats,
		armies,
		designs: state.designs.map((d) => ({
			...d,
			waitingFor: state.seats.map((s) => s.id).filter((id) => !d.approvedBy.includes(id)),
			usable: isApproved(state, d.spell.id)
		})),
		effects: state.effects.map((e) => ({ ...e, left: roundsLeft(state, e) })),
		owed: owedSteps(state),
		casts,
		chronicle: state.chronicle.slice(-VIEW_CHRONICLE),
		winners: state.winners,
		choices: ownChoices(state, seat)
	};
}
