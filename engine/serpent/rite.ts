/**
 * Absolute Free Action and the Rite zone. "Adding 'Free Action' to a spell that costs '# Actions'
 * only reduces the Full Action requirement by 1. Adding 'Absolute Free Action' grants Free Action to
 * a spell even if the spell is a '# Action.' spell." Effects on a Rite-zone spell apply in the order
 * they activate: Threnody (Absolute Free Action) then Prolong Cast (+1 Action) leaves it needing one
 * Full Action; the other way round it ends a Free Action. "A spell that has Action requirements added
 * to it (via a spell such as Prolong Cast) moves into the Rite zone (and may be re-targeted when it
 * emerges)": Prolong Cast on a spell still being cast takes it off the stack into its caster's Rite.
 */
import { fullActionsNeeded, type Directive, type SpellCard } from './cards';
import type { SerpentState, SpellInPlay } from './state';

/** Does this card act on a spell in the Rite zone (its Full Actions) rather than on a spell in play? */
export function actsOnRite(card: SpellCard): boolean {
	return card.directives.some((d) => d.type === 'absolute-free-action' || d.type === 'add-actions');
}

/** A Rite-zone spell whose Full Actions are all invested completes with a Free Action. */
export function riteIsFree(sp: Pick<SpellInPlay, 'rite'>): boolean {
	return !!sp.rite && sp.rite.invested >= sp.rite.needed;
}

/** One directive of an activating Abjuration on a Rite-zone spell. */
export function changeRite(target: SpellInPlay, d: Directive): void {
	if (!target.rite) return;
	if (d.type === 'absolute-free-action') target.rite = { ...target.rite, needed: target.rite.invested };
	else if (d.type === 'add-actions') target.rite = { ...target.rite, needed: target.rite.needed + d.amount };
}

/**
 * "+ Actions" on a spell being cast: it leaves the stack for its caster's Rite zone, its costs paid
 * and the Full Actions it took counted as invested, keeping its aim for when it emerges. A Focus it
 * held is free until then.
 */
export function prolong(s: SerpentState, target: SpellInPlay, amount: number): void {
	const invested = fullActionsNeeded(target.card);
	const aim = { target: target.bearer ?? undefined, targetTeam: target.team ?? undefined, targetSpell: target.targetSpell ?? undefined };
	s.stack = s.stack.filter((id) => id !== target.id);
	Object.assign(target, { zone: 'rite', status: 'rite', bearer: target.caster, team: null, global: false, targetSpell: null, evading: [], focus: null });
	target.rite = { invested, needed: invested + amount, prolonged: aim };
}

/** Does an upgrade or Ritual tier chosen at the cast add Absolute Free Action (so no Rite at all)? */
export function chosenAbsolute(card: SpellCard, data: { ritual?: { tiers?: unknown }; upgrades?: unknown }): boolean {
	const tiers = typeof data.ritual?.tiers === 'number' ? data.ritual.tiers : 0;
	if ((card.ritual ?? []).slice(0, tiers).some((t) => t?.add.absoluteFreeAction)) return true;
	const ups = Array.isArray(data.upgrades) ? data.upgrades : [];
	return ups.some((u) => typeof u === 'object' && u !== null && card.upgrades?.[(u as { index?: number }).index ?? -1]?.add.absoluteFreeAction === true);
}
