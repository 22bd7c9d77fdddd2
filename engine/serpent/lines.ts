/**
 * The data of each move of Serpent's Tongue, as a screen sends it, and the pieces of its history
 * lines. A line is given the latest state, so it reads names from the event itself where it can.
 */
import { diceText, own, rollFaces, text, type Roll, type Unchecked } from '../core';
import { name } from './beings';
import { lookupCard } from './casting';
import type { SpellCard } from './cards';
import type { EncounterSheet } from './library';
import { resonanceForRoll } from './rules';
import type { BeingId, CodexEntry, SerpentState } from './state';

type Being = { being: BeingId };
type Spell = { spell: string };
/** The rest of a cast's or an ability's choices (targets, intoning, upgrades...): the rules read each. */
type Choices = { [choice: string]: unknown };

/** The data of each move, by its name (the kind is "serpent/" and the name). */
export type SerpentData = {
	team: Being & { team: string };
	specialization: Being & { cardId: string };
	/** A sheet of the library by id, or a custom sheet (what it leaves out, the rules fill in). */
	encounter: { sheet: string | Partial<EncounterSheet>; easy?: boolean };
	'encounter-mode': Being & { easy: boolean };
	'library-add': { card: SpellCard };
	/** The Codex's entries, or null to stop tracking it. */
	codex: Being & { entries: CodexEntry[] | null };
	'library-remove': { cardId: string };
	'resonance-roll': { roll: Roll };
	'tie-roll': { roll: Roll };
	'event-roll': Being & { roll: Roll };
	resolve: Spell & { respond?: boolean; sustain?: boolean; evaded?: BeingId[] };
	prepare: Being & { cards: string[] };
	/** A spell, or a burned Focus. */
	reattune: Being & { spell?: string; focus?: boolean };
	/** A card of the library (`cardId`) or one given whole (`card`). */
	cast: Being & { cardId?: string; card?: SpellCard } & Choices;
	activate: { spell?: string; evaded?: BeingId[] };
	dampen: Spell & { pay: boolean };
	evade: Being & Spell & { pay?: { resonance: number }; evades?: boolean };
	'advance-rite': Being & Spell & Choices;
	ability: Being & Choices;
	meditate: Being;
	'shed-stone': Being;
	exchange: Being & { give: 'will' | 'voice'; get: string };
	pass: Being;
	dismiss: Being & Spell;
	'swap-focus': Being & Spell;
	/** `voice`: how much of the tier's cost is paid in Voice; `tier`: a tier typed in, for a card that lists none. */
	'upgrade-spec': Being & { tree: 'A' | 'B'; voice?: number; tier?: { label: string; cost: number } };
	'extra-action': Being;
	stone: Being & { offensive: boolean };
	'shield-order': Being & { order: string[] };
	adjust: Being & { energy: string; delta: number };
	counters: Spell & { delta: Record<string, number> };
	discard: Spell;
	dormant: Spell & { dormant: boolean };
	disrupt: Being;
	draw: Being & { back?: boolean; roll: Roll };
};

/** The data of each move, by its kind ("serpent/cast"). */
export type SerpentMoves = { [N in keyof SerpentData as `serpent/${N}`]: SerpentData[N] };

/** The being a move is for, by name. */
export const who = (s: SerpentState, d: Unchecked<Being>) => name(s, d.being as string);

export function cardTitle(s: SerpentState, d: Unchecked<{ card: SpellCard; cardId: string }>): string {
	const inline = d.card as { title?: unknown } | null | undefined;
	if (typeof inline === 'object' && inline && typeof inline.title === 'string') return inline.title;
	if (typeof d.cardId === 'string') return lookupCard(s, d.cardId)?.title ?? d.cardId;
	return 'a spell';
}

export function spellTitle(s: SerpentState, id: unknown): string {
	if (typeof id !== 'string') return 'the next spell';
	return own(s.spells, id)?.card.title ?? 'a spell';
}

export function dice(d: Unchecked<{ roll: Roll }>): string {
	return diceText(d.roll);
}

export function encounterLine(_: SerpentState, d: Unchecked<SerpentData['encounter']>): string {
	return `Encounter: ${typeof d.sheet === 'string' ? d.sheet : text((d.sheet as { name?: unknown } | null)?.name ?? '?')}${d.easy ? ' (Easy)' : ''}`;
}

export function resonanceLine(_: SerpentState, d: Unchecked<SerpentData['resonance-roll']>): string {
	const face = rollFaces(d.roll)[0] ?? 0;
	return `Resonance roll ${dice(d)}: +${resonanceForRoll(face)} Resonance${face === 10 ? ', Overload (−1 Harmony)' : ''}`;
}

export function prepareLine(s: SerpentState, d: Unchecked<SerpentData['prepare']>): string {
	const n = Array.isArray(d.cards) ? d.cards.length : 0;
	return `${who(s, d)} prepares ${n} spell${Array.isArray(d.cards) && n === 1 ? '' : 's'}`;
}

export function castLine(s: SerpentState, d: Unchecked<SerpentData['cast']>): string {
	const t = cardTitle(s, d);
	if (d.intone === 'miscast') return `${who(s, d)} miscasts ${t} (Kotukh!)`;
	const target = typeof d.target === 'string' && d.target !== d.being ? ` on ${name(s, d.target)}` : '';
	return `${who(s, d)} ${d.response ? 'responds with' : 'casts'} ${t}${target}${d.intone === 'spoken' ? ' (spoken: Alum!)' : ''}`;
}

export function abilityLine(s: SerpentState, d: Unchecked<SerpentData['ability']>): string {
	return `${who(s, d)} uses ${typeof d.label === 'string' ? d.label : 'an ability'}${typeof d.target === 'string' && d.target !== d.being ? ` on ${name(s, d.target)}` : ''}`;
}

export function adjustLine(s: SerpentState, d: Unchecked<SerpentData['adjust']>): string {
	const n = typeof d.delta === 'number' ? d.delta : NaN;
	return `${who(s, d)}: ${text(d.energy)} ${n > 0 ? '+' : '−'}${Math.abs(n)}`;
}

export function countersLine(s: SerpentState, d: Unchecked<SerpentData['counters']>): string {
	const delta = (d.delta ?? {}) as Record<string, unknown>;
	const moved = Object.entries(delta)
		.filter(([, n]) => typeof n === 'number' && n !== 0)
		.map(([k, n]) => `${k === 'counters' ? 'Duration' : k} ${(n as number) > 0 ? '+' : '−'}${Math.abs(n as number)}`);
	return moved.length ? `${spellTitle(s, d.spell)}: ${moved.join(', ')}` : `Counters of ${spellTitle(s, d.spell)} set`;
}
