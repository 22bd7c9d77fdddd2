/** Searching the spell book: every word of the query must appear in the spell's name or texts. */
import type { SpellDef } from './spellTypes';

function haystack(s: SpellDef): string {
	const modes = s.modes?.map((m) => `${m.label} ${m.text}`).join(' ') ?? '';
	return `${s.name} ${s.manaText} mana ${s.range} ${s.area} ${s.effect} ${s.rollText} ${modes}`.toLowerCase();
}

/** Spells matching the query, those whose name matches first; an empty query gives them all. */
export function searchSpells(spells: readonly SpellDef[], query: string, maxMana?: number): SpellDef[] {
	const words = query.toLowerCase().split(/\s+/).filter(Boolean);
	const hits = spells.filter((s) => (maxMana === undefined || s.mana <= maxMana) && words.every((w) => haystack(s).includes(w)));
	const inName = (s: SpellDef) => words.every((w) => s.name.toLowerCase().includes(w));
	return [...hits.filter(inName), ...hits.filter((s) => !inName(s))];
}
