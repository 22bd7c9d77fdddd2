/** A card as cast: its Specialization bonuses, the Ritual Path tiers bought and the upgrades paid folded in. */
import type { AspectBoost, Directive, SpellCard } from './cards';

export function boostCard(card: SpellCard, b: AspectBoost): SpellCard {
	const c: SpellCard = { ...card };
	if (b.duration) {
		if (typeof c.duration === 'number') c.duration += b.duration;
		if (c.curse && typeof c.curseDuration === 'number') c.curseDuration += b.duration;
	}
	if (b.dmg) {
		const has = c.directives.some((d) => d.type === 'dmg');
		const add: Directive = { type: 'dmg', energy: 'essence', amount: b.dmg };
		c.directives = has ? c.directives.map((d) => (d.type === 'dmg' && !d.fromCharges ? { ...d, amount: d.amount + b.dmg! } : d)) : [...c.directives, add];
	}
	if (b.pierce) c.pierce = (c.pierce ?? 0) + b.pierce;
	if (b.shatter) c.shatter = (c.shatter ?? 0) + b.shatter;
	if (b.durability && c.durability) c.durability += b.durability;
	if (b.refined && c.shield) c.shield = { ...c.shield, refined: true };
	if (b.subtle) c.subtle = true;
	if (b.freeAction) c.freeAction = true;
	if (b.absoluteFreeAction) c.absoluteFreeAction = true;
	if (b.sealed && c.duration === 'F') c.duration = 'P';
	return c;
}

export function composeCard(
	base: SpellCard,
	bonus: { resonance: number; duration: number; freeAction: boolean },
	tiers: number,
	upgrades: number[]
): SpellCard {
	let c: SpellCard = { ...base, resonance: base.resonance + bonus.resonance };
	if (bonus.duration) c = boostCard(c, { duration: bonus.duration });
	if (bonus.freeAction) c.freeAction = true;
	for (const tier of (base.ritual ?? []).slice(0, tiers)) if (tier) c = boostCard(c, tier.add);
	for (const i of upgrades) {
		const u = base.upgrades?.[i];
		if (u) c = boostCard(c, u.add);
	}
	return c;
}
