/**
 * The data of each move of the wizards' books, as a screen sends it, and each move's history line.
 * Army events do not name a wizard's spells: they may be secret.
 */
import { diceText, own, rollFaces, text, type NoData, type Roll, type SeatId, type Unchecked } from '../core';
import type { DesignTerms } from './designer';
import { findSpell } from './spells';
import type { BrickState } from './state';
import { surgeEntry } from './surges';

type Unit = { unit: string };

export type BrickMoves = {
	'brick/add-unit': { kind: 'wizard' | 'medic' | 'other'; name: string; spells?: string[]; weapons?: boolean; armor?: boolean; canHide?: boolean; points?: number };
	'brick/remove-unit': Unit;
	'brick/start-battle': NoData;
	'brick/concentrate': Unit;
	'brick/move': Unit;
	'brick/act': Unit & { attack?: boolean };
	'brick/hold': Unit;
	'brick/cast': Unit & { spell: string; mode?: string; units?: number; extra?: number; targetUnit?: string; target?: string; fromUnitOrWall?: boolean; absorbed?: string };
	/** A cast's roll (`cast`) or a lasting effect's (`effect`). */
	'brick/roll': { cast?: string; effect?: string; step: string; modifier?: number; roll: Roll };
	'brick/hit': { cast: string; hit: boolean };
	'brick/trigger': { effect: string; spell?: string; victim?: string };
	'brick/end-effect': { effect: string };
	'brick/hide': Unit;
	'brick/reveal': Unit;
	'brick/notice': Unit & { roll: Roll };
	'brick/down': Unit;
	'brick/revive': Unit & { medic: string; roll: Roll };
	'brick/design-spell': { name: string; terms: DesignTerms };
	'brick/approve-spell': { spell: string };
	'brick/end-round': NoData;
	'brick/end-battle': { winners: SeatId[] };
};

/** A unit's name for a history line, whatever `id` holds. */
export const unitName = (state: BrickState, id: unknown) => own(state.units, id)?.name || 'a unit';
/** A spell's name for a history line, whatever `id` holds. */
export const spellName = (state: BrickState, id: unknown) => findSpell(state, id)?.name ?? 'a spell';
/** A roll as a history line says it, or nothing. */
export const rolled = (r: unknown) => diceText(r, '');
/** "Merlin's Blast": the wizard and spell of the cast `id`, or `none`. */
export function castName(state: BrickState, id: unknown, none: string): string {
	const cast = own(state.casts, id);
	return cast ? `${unitName(state, cast.wizard)}'s ${spellName(state, cast.spell)}` : none;
}

export function addUnitLine(_: BrickState, d: Unchecked<BrickMoves['brick/add-unit']>): string {
	const spells = Array.isArray(d.spells) ? d.spells.length : 0;
	const kind = d.kind === 'wizard' ? `wizard, ${spells} spell${spells === 1 ? '' : 's'}` : d.kind === 'medic' ? 'medic' : `${text(d.points)} points`;
	return `Mustered ${text(d.name)} (${kind})`;
}

export function castLine(state: BrickState, d: Unchecked<BrickMoves['brick/cast']>): string {
	const units = typeof d.units === 'number' && d.units > 1 ? ` ×${d.units}` : '';
	const target = typeof d.target === 'string' && d.target ? ` at ${d.target}` : typeof d.targetUnit === 'string' ? ` at ${unitName(state, d.targetUnit)}` : '';
	return `${unitName(state, d.unit)} casts ${spellName(state, d.spell)}${units}${target}${d.absorbed ? ' (absorbed, no mana)' : ''}`;
}

/** The line of a cast's or an effect's roll. */
export function rollLine(state: BrickState, d: Unchecked<BrickMoves['brick/roll']>): string {
	if (typeof d.effect === 'string') {
		const e = state.effects.find((x) => x.id === d.effect);
		return `Roll for ${e?.label ?? 'an effect'}: ${rolled(d.roll)}`;
	}
	const who = castName(state, d.cast, 'A spell');
	const mod = typeof d.modifier === 'number' && d.modifier !== 0 ? ` ${d.modifier > 0 ? '+' : '−'} ${Math.abs(d.modifier)}` : '';
	if (d.step === 'surge') {
		const values = rollFaces(d.roll);
		const entry = values.length ? surgeEntry(state.options.surgeDice, values) : undefined;
		return `${who}: wild surge roll ${rolled(d.roll)}${entry ? ` → ${entry.n}, ${entry.title}` : ''}`;
	}
	return `${who}: ${text(d.step)} roll ${rolled(d.roll)}${mod}`;
}
