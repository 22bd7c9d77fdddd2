import type { Directive, Role, SpellCard } from '$engine/serpent';

/** A card being edited: the same shape as a card, any field possibly half-typed. */
export type Draft = Record<string, unknown> & { directives: Record<string, unknown>[]; descriptors: string[] };

/** A fresh card of this role, with nothing on it yet. */
export function blankCard(role: Role = 'attack'): Draft {
	const spec = role === 'specialization' || role === 'artifact';
	return { id: '', title: '', sphere: spec ? null : 'Forces', role, fluency: 1, descriptors: [], resonance: spec ? 0 : -1, harmony: 0, directives: [] };
}

/** An editable copy of a card: every field kept (a deep copy, so the original is never touched). */
export function draftOf(card: SpellCard): Draft {
	return JSON.parse(JSON.stringify(card)) as Draft;
}

/** Drops what a cleared field leaves behind (null, '', empty objects) so the card check reads only what was entered. */
export function tidy(v: unknown): unknown {
	if (Array.isArray(v)) return v.map(tidy);
	if (typeof v !== 'object' || v === null) return v;
	const out: Record<string, unknown> = {};
	for (const [k, x] of Object.entries(v)) {
		if (x === null && k !== 'sphere' && k !== 'harmony') continue;
		if (x === '' || x === undefined) continue;
		const t = tidy(x);
		if (typeof t === 'object' && t !== null && !Array.isArray(t) && Object.keys(t).length === 0) continue;
		out[k] = t;
	}
	return out;
}

/** An id for a new card from its title, not taken by another card. */
export function idFor(title: string, taken: Iterable<string>): string {
	const used = new Set(taken);
	const root = `my-${title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'spell'}`;
	let id = root;
	for (let n = 2; used.has(id); n++) id = `${root}-${n}`;
	return id;
}

export const DIRECTIVE_TYPES: { type: Directive['type']; label: string }[] = [
	{ type: 'dmg', label: 'Dmg' },
	{ type: 'infusion', label: 'Infusion' },
	{ type: 'siphon', label: 'Siphon' },
	{ type: 'shed-discord', label: 'Shed Discord' },
	{ type: 'disrupt', label: 'Disrupt' },
	{ type: 'dispel', label: 'Dispel' },
	{ type: 'add-duration', label: '+ Duration (on a spell)' },
	{ type: 'stone', label: 'Interrupt stone (Slow)' },
	{ type: 'haste', label: '+1 Full Action (Haste)' },
	{ type: 'absolute-free-action', label: 'Absolute Free Action (on a Rite)' },
	{ type: 'add-actions', label: '+ Actions (on a Rite)' },
	{ type: 'dampen', label: 'Dampen (a cast costs more)' }
];

/** A directive of this type with the fields it needs. */
export function newDirective(type: string): Record<string, unknown> {
	switch (type) {
		case 'dmg':
		case 'infusion':
		case 'siphon':
			return { type, energy: 'essence', amount: 1 };
		case 'dampen':
			return { type, energy: 'resonance', amount: 1 };
		case 'shed-discord':
		case 'add-duration':
		case 'add-actions':
			return { type, amount: 1 };
		case 'dispel':
			return { type, state: 'active' };
		default:
			return { type };
	}
}
