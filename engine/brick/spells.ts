/** Looking spells up (book and designs) and reading a spell as cast in one of its modes. */
import { bookSpell, SPELL_BOOK } from './spellBook';
import type { BrickOptions } from './options';
import type { BrickState } from './state';
import type { LastingSpec, RollSpec, Scaling, SpellDef } from './spellTypes';

/** What spell look-ups need: the designs, seats and options (the state, or a seat's view). */
export type Book = Pick<BrickState, 'designs' | 'seats' | 'options'>;

/** A spell of the book or a design of this game (approved or not). */
export function findSpell(state: Pick<BrickState, 'designs'>, id: unknown): SpellDef | undefined {
	if (typeof id !== 'string') return undefined;
	return bookSpell(id) ?? state.designs.find((d) => d.spell.id === id)?.spell;
}

/** A design waiting for approvals cannot be carried or cast yet. */
export function isApproved(state: Book, id: string): boolean {
	const d = state.designs.find((x) => x.spell.id === id);
	if (!d) return bookSpell(id) !== undefined;
	return !state.options.designApproval || d.author === null || state.seats.every((s) => d.approvedBy.includes(s.id));
}

/** The book and the approved designs: what a wizard may carry. */
export function usableSpells(state: Book): SpellDef[] {
	return [...SPELL_BOOK, ...state.designs.filter((d) => isApproved(state, d.spell.id)).map((d) => d.spell)];
}

/** A spell as cast in a mode: the mode's rolls, effects and scaling replace the spell's own. */
export interface CastForm {
	spell: SpellDef;
	modeLabel: string | null;
	modeText: string | null;
	attack: boolean;
	scaling: Scaling | undefined;
	rolls: RollSpec[];
	lasting: LastingSpec[];
}

export function castForm(spell: SpellDef, modeKey: string | null): CastForm | null {
	if (!spell.modes) {
		if (modeKey !== null) return null;
		return { spell, modeLabel: null, modeText: null, attack: spell.attack, scaling: spell.scaling, rolls: spell.rolls ?? [], lasting: spell.lasting ?? [] };
	}
	const mode = spell.modes.find((m) => m.key === modeKey);
	if (!mode) return null;
	return {
		spell,
		modeLabel: mode.label,
		modeText: mode.text,
		attack: mode.attack ?? spell.attack,
		scaling: mode.scaling === null ? undefined : (mode.scaling ?? spell.scaling),
		rolls: mode.rolls ?? spell.rolls ?? [],
		lasting: mode.lasting ?? (spell.lasting ?? []).map((l) => ({ ...l, label: `${l.label} (${mode.label})`, text: `${l.text} ${mode.text}` }))
	};
}

/**
 * The mana a cast takes: a plain spell its mana; a variable one `per` for each die (or block)
 * bought plus 1 per extra (Fly's blocks beyond 1 once, or for each die in the variant).
 */
export function manaCost(form: CastForm, units: number, extra: number, options: Pick<BrickOptions, 'flyExtraPerDie'>): number {
	const s = form.scaling;
	if (!s) return form.spell.mana;
	const extraPerDie = options.flyExtraPerDie && form.spell.id === 'fly';
	return extraPerDie ? (s.per + extra) * units : s.per * units + extra;
}

/** The point cost of carrying a spell: its mana (per unit for a variable spell). */
export function pointCost(spell: SpellDef): number {
	return spell.mana;
}
