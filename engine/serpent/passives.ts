/** The ongoing effects of the spells on the table, Specialization tiers included. */
import { isBorneBy } from './beings';
import { matches, type Passive, type SpellCard } from './cards';
import type { BeingId, SerpentState, SpellInPlay } from './state';

/** A spell's passives; a Specialization adds its Initiate ability and the tiers unlocked so far. */
export function passivesOf(sp: SpellInPlay): Passive[] {
	const own = sp.card.passives ?? [];
	const spec = sp.card.spec;
	if (!spec || !sp.tiers) return own;
	return [...own, ...spec.initiate, ...spec.A.slice(0, sp.tiers.A).flatMap((t) => t.passives), ...spec.B.slice(0, sp.tiers.B).flatMap((t) => t.passives)];
}

/**
 * Does this active spell's ongoing effect reach this being? Its own spells, its team's Area spells
 * ("Area Enhancements provide a bonus to a whole team but only fill an Enhancement slot of a single
 * member"), Global spells, and an Area Curse only on the beings it actually hit.
 */
export function passiveReaches(s: SerpentState, sp: SpellInPlay, id: BeingId): boolean {
	if (sp.zone === 'curse' && sp.affected.length > 0) return sp.affected.includes(id);
	return isBorneBy(s, sp, id);
}

/** Passives of the active spells a being bears (its Enhancements and its team's Area ones, Curses on it, its Specialization). */
export function passivesBorneBy(s: SerpentState, id: BeingId): { sp: SpellInPlay; p: Passive }[] {
	const out: { sp: SpellInPlay; p: Passive }[] = [];
	for (const sp of Object.values(s.spells)) {
		if (sp.status !== 'active' || !passiveReaches(s, sp, id)) continue;
		for (const p of passivesOf(sp)) out.push({ sp, p });
	}
	return out;
}

/** What a caster's Specialization and Enhancements add to a spell they cast. */
export function castBonus(s: SerpentState, caster: BeingId, card: SpellCard): { resonance: number; duration: number; freeAction: boolean } {
	const bonus = { resonance: 0, duration: 0, freeAction: false };
	for (const { p } of passivesBorneBy(s, caster)) {
		if (p.kind !== 'cast-bonus' || !matches(card, p.match)) continue;
		bonus.resonance += p.resonance ?? 0;
		bonus.duration += p.duration ?? 0;
		bonus.freeAction = bonus.freeAction || !!p.freeAction;
	}
	return bonus;
}

/** An offensive spell (or an ability with the Spell descriptor) puts a charge on each of its caster's Karmic Debts. */
export function chargeOffensive(s: SerpentState, caster: BeingId): void {
	for (const { sp, p } of passivesBorneBy(s, caster)) if (p.kind === 'charge-on-offensive') sp.charges += 1;
}
