/** New spells: designed with the formula, then joined to the book with every player's permission. */
import { reject, type GameEvent, type Rejection } from '../core';
import { readName } from './army';
import { designedSpell, readDesign } from './designer';
import { BRICK_REJECTIONS as R } from './rejections';
import { SPELL_BOOK } from './spellBook';
import type { BrickState, Design } from './state';
import { line } from './units';

export const MAX_DESIGNS = 40;

function nameTaken(state: BrickState, name: string): boolean {
	const n = name.toLowerCase();
	return SPELL_BOOK.some((s) => s.name.toLowerCase() === n) || state.designs.some((d) => d.spell.name.toLowerCase() === n);
}

export function designSpell(state: BrickState, event: GameEvent): BrickState | Rejection {
	if (state.phase === 'finished') return reject(R.phase, 'The battle is over.');
	const data = (event.data ?? {}) as Record<string, unknown>;
	const name = readName(data.name);
	if (!name) return reject(R.badDesign, 'A new spell needs a name of 1 to 32 characters.');
	if (nameTaken(state, name)) return reject(R.nameTaken, `There is already a spell called ${name}.`);
	const terms = readDesign(data.terms);
	if (!terms) return reject(R.badDesign, 'One of the terms of the new spell is out of bounds.');
	if (state.designs.length >= MAX_DESIGNS) return reject(R.badDesign, `A game holds at most ${MAX_DESIGNS} new spells.`);
	const design: Design = {
		spell: designedSpell(`design-${event.id}`, name, terms),
		terms,
		author: event.seat,
		approvedBy: event.seat === null ? [] : [event.seat]
	};
	return line({ ...state, designs: [...state.designs, design] }, `New spell proposed: ${name} (${design.spell.mana} mana).`);
}

export function approveSpell(state: BrickState, event: GameEvent): BrickState | Rejection {
	const id = (event.data as { spell?: unknown } | null)?.spell;
	const d = state.designs.find((x) => x.spell.id === id);
	if (!d) return reject(R.unknownSpell, 'There is no such new spell.');
	if (event.seat === null) return reject(R.alreadyApproved, 'Each player approves a new spell for themselves.');
	if (d.approvedBy.includes(event.seat)) return reject(R.alreadyApproved, `You have already approved ${d.spell.name}.`);
	const approved: Design = { ...d, approvedBy: [...d.approvedBy, event.seat] };
	return { ...state, designs: state.designs.map((x) => (x === d ? approved : x)) };
}
