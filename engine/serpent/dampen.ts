/**
 * Dampen (Glossary): "An effect that requires the caster of another effect to pay additional
 * energy. The Dampen text will indicate which energy and by how much. When a spell is Dampened by a
 * Response, its controller must immediately choose to either pay the additional costs or else
 * discard the spell (no refund as this is not a Dispel)." A Dampen that impacts adds what is owed to
 * the spell being cast; the spell cannot activate until its controller pays it or discards the spell
 * (`serpent/dampen`).
 */
import { own, reject, type GameEvent, type Rejection } from '../core';
import { isUp } from './beings';
import type { Cost } from './cards';
import { lose, tracked } from './energies';
import { SERPENT_REJECTIONS as R } from './rejections';
import type { SerpentState, SpellInPlay } from './state';
import { checkBeing } from './turnRules';
import { discardSpell } from './table';

const ENERGIES = ['resonance', 'harmony', 'essence', 'will'] as const;
const SHORTAGE = { resonance: R.resonance, essence: R.essence, will: R.will } as const;

/** A Dampen impacts on a spell being cast: its controller owes this much more. */
export function dampen(target: SpellInPlay, energy: keyof Cost, amount: number): void {
	const owed: Cost = { ...(target.dampened ?? {}) };
	owed[energy] = (owed[energy] ?? 0) + amount;
	target.dampened = owed;
}

/** "2 Resonance and 1 Will": what a Dampen asks for. */
export function owedText(c: Cost): string {
	return ENERGIES.filter((e) => (c[e] ?? 0) > 0)
		.map((e) => `${c[e]} ${e[0].toUpperCase() + e.slice(1)}`)
		.join(' and ');
}

/** What the controller must still pay before this spell activates, as words; null when nothing is owed (or nobody can pay it). */
export function dampenedCost(s: SerpentState, sp: SpellInPlay | undefined): string | null {
	if (!sp?.dampened || !isUp(s.beings[sp.controller])) return null;
	const text = owedText(sp.dampened);
	return text || null;
}

/** The controller of a Dampened spell pays what is owed (`pay: true`) or discards the spell, with no refund. */
export function answerDampen(s: SerpentState, event: GameEvent): Rejection | void {
	const data = (event.data ?? {}) as Record<string, unknown>;
	const sp = own(s.spells, data.spell);
	if (!sp || !s.stack.includes(sp.id)) return reject(R.notOnStack, 'That spell is not being cast.');
	const owed = dampenedCost(s, sp);
	if (!owed || !sp.dampened) return reject(R.dampened, `${sp.card.title} has not been Dampened: it owes nothing more.`);
	const b = checkBeing(s, event, sp.controller);
	if ('code' in b) return b;
	if (data.pay !== true) {
		discardSpell(s, sp.id);
		return;
	}
	for (const e of ['resonance', 'essence', 'will'] as const) {
		const need = sp.dampened[e] ?? 0;
		if (need > 0 && tracked(s, e) && b[e] < need) return reject(SHORTAGE[e], `${b.name} has ${b[e]} ${e[0].toUpperCase() + e.slice(1)}, not the ${need} the Dampen asks: discard ${sp.card.title} instead.`);
	}
	const paid: Cost = { ...(sp.paid.paid[b.id] ?? {}) };
	for (const e of ENERGIES) {
		const n = sp.dampened[e] ?? 0;
		if (n <= 0) continue;
		lose(s, b.id, e, n);
		paid[e] = (paid[e] ?? 0) + n;
	}
	sp.paid = { ...sp.paid, paid: { ...sp.paid.paid, [b.id]: paid } };
	sp.dampened = null;
}
