/**
 * A Magi's Codex: the spells it holds (copies by title) and the Laws of the Codex; how many copies of
 * a title are still in it (not discarded, banished or on the table); whether a card can be prepared
 * now; a copy of a card for the table to edit (a new id, every field kept).
 */
import { own, reject, type GameEvent, type Rejection } from '../core';
import { mayActFor } from './beings';
import { matches, type SpellCard } from './cards';
import { cardFrom } from './casting';
import { SERPENT_REJECTIONS as R } from './rejections';
import { CODEX } from './rules';
import type { Being, CodexEntry, SerpentState } from './state';

const norm = (title: string) => title.trim().toLowerCase();
const isSpell = (c: SpellCard) => c.role !== 'specialization' && c.role !== 'artifact';

/** How many spells the Codex holds, copies counted (its Specialization and Artifact are not spells). */
export function codexSpellCount(entries: readonly CodexEntry[]): number {
	return entries.filter((e) => isSpell(e.card)).reduce((n, e) => n + e.copies, 0);
}

/** What breaks the Laws of the Codex, or null. */
export function codexProblem(entries: readonly CodexEntry[]): string | null {
	const spells = entries.filter((e) => isSpell(e.card));
	const count = (f: (e: CodexEntry) => boolean) => spells.filter(f).reduce((n, e) => n + e.copies, 0);
	const total = codexSpellCount(entries);
	if (total > CODEX.spells) return `A Codex holds at most ${CODEX.spells} spells; this one has ${total}.`;
	const titles = new Map<string, { title: string; n: number }>();
	for (const e of spells) {
		const t = titles.get(norm(e.card.title)) ?? { title: e.card.title, n: 0 };
		titles.set(norm(e.card.title), { ...t, n: t.n + e.copies });
	}
	for (const { title, n } of titles.values()) if (n > CODEX.perTitle) return `At most ${CODEX.perTitle} spells may share a title; ${title} has ${n}.`;
	const f3 = count((e) => e.card.fluency === 3);
	if (f3 > CODEX.fluency3) return `At most ${CODEX.fluency3} spells of fluency 3; this Codex has ${f3}.`;
	const f4 = count((e) => e.card.fluency === 4);
	if (f4 > CODEX.fluency4) return `At most ${CODEX.fluency4} spells of fluency 4; this Codex has ${f4}.`;
	const specs = entries.filter((e) => e.card.role === 'specialization').length;
	if (specs > CODEX.specializations) return 'A Codex holds one Specialization.';
	const artifacts = entries.filter((e) => e.card.role === 'artifact').length;
	if (artifacts > CODEX.artifacts) return 'A Codex holds one Artifact.';
	return null;
}

/** How many copies of this title the Codex holds (the most allowed when the table keeps no Codex for this Magi). */
export function copiesHeld(b: Being, title: string): number {
	if (!b.codex) return CODEX.perTitle;
	return b.codex.filter((e) => norm(e.card.title) === norm(title)).reduce((n, e) => n + e.copies, 0);
}

/** Copies of this title out of the Codex: discarded, banished, or cast by this Magi and still on the table. */
export function copiesAway(s: SerpentState, b: Being, title: string): { discarded: number; banished: number; inPlay: number } {
	const same = (c: SpellCard) => norm(c.title) === norm(title);
	return {
		discarded: b.discard.filter((d) => same(d.card)).length,
		banished: b.banished.filter((d) => same(d.card)).length,
		inPlay: Object.values(s.spells).filter((sp) => sp.caster === b.id && same(sp.base)).length
	};
}

/**
 * Why this card cannot be prepared now with the others chosen alongside (null when it can): no copy
 * left in the Codex, or a Component to discard that the Magi neither controls nor prepares.
 */
export function preparationProblem(s: SerpentState, b: Being, card: SpellCard, alongside: readonly SpellCard[]): string | null {
	const held = copiesHeld(b, card.title);
	if (held === 0) return `${card.title} is not in ${b.name}'s Codex.`;
	const away = copiesAway(s, b, card.title);
	const wanted = alongside.filter((c) => norm(c.title) === norm(card.title)).length;
	const left = held - away.discarded - away.banished - away.inPlay;
	if (wanted > left) {
		if (left <= 0 && away.discarded > 0) return `Every copy of ${card.title} is discarded: re-attune one first.`;
		if (left <= 0 && away.banished > 0) return `${card.title} is banished.`;
		return `${b.name}'s Codex has ${Math.max(0, left)} cop${left === 1 ? 'y' : 'ies'} of ${card.title} left to prepare.`;
	}
	for (const need of card.requirements?.discard ?? []) {
		const m = { ...need, role: need.role ?? 'component' };
		const controlled = Object.values(s.spells).some((sp) => sp.controller === b.id && sp.status === 'active' && matches(sp.card, m));
		const prepared = alongside.some((c) => c !== card && matches(c, m));
		if (!controlled && !prepared) {
			const what = [m.sphere, m.descriptor].filter(Boolean).join(' ') || 'a';
			return `${card.title} discards a ${what} Component: control one or prepare one with it.`;
		}
	}
	return null;
}

/** Sets a Magi's Codex before the battle (cards by id or whole, with their copies), checked against the Laws of the Codex. */
export function setCodex(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Record<string, unknown>;
	if (s.phase !== 'setup') return reject(R.specSetup, 'A Codex is assembled before the battle begins.');
	const b = typeof data.being === 'string' ? own(s.beings, data.being) : undefined;
	if (!b || b.kind !== 'magi') return reject(R.unknownBeing, 'There is no such Magi at this table.');
	if (!mayActFor(s, event.seat, b.id)) return reject(R.notYourBeing, `Only ${b.name}'s player can assemble their Codex.`);
	if (data.entries === null) {
		b.codex = null;
		return;
	}
	if (!Array.isArray(data.entries) || data.entries.length > 60) return reject(R.codex, 'A Codex is a list of spells and their copies.');
	const entries: CodexEntry[] = [];
	for (const raw of data.entries) {
		const e = (raw ?? {}) as Record<string, unknown>;
		const card = cardFrom(s, { cardId: e.cardId, card: e.card });
		if ('code' in card) return card;
		const copies = e.copies ?? 1;
		if (typeof copies !== 'number' || !Number.isInteger(copies) || copies < 1 || copies > CODEX.perTitle) return reject(R.codex, `Copies of ${card.title} are 1 to ${CODEX.perTitle}.`);
		entries.push({ card, copies });
	}
	const problem = codexProblem(entries);
	if (problem) return reject(R.codex, problem);
	b.codex = entries;
}

/** A copy of a card for the table to edit: a new id not taken yet, every other field kept. */
export function copyCard(card: SpellCard, taken: Iterable<string>): SpellCard {
	const used = new Set(taken);
	const root = card.id.replace(/-copy(-\d+)?$/, '');
	let id = `${root}-copy`;
	for (let n = 2; used.has(id); n++) id = `${root}-copy-${n}`;
	return { ...(JSON.parse(JSON.stringify(card)) as SpellCard), id };
}
