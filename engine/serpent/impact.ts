/**
 * One effect impacting one being: the being's Shields (its team's Area Shields first, then its own,
 * in the order they were placed) may block it, Pierce lets some Dmg through, Subtle passes Shields
 * that are not Refined, Wards reduce Dmg (the best one only: Wards do not stack), then the
 * directives change the energies.
 */
import { isUp, present, teamOf } from './beings';
import { matches, PHYSICAL_SPHERES, type Directive, type Energy, type SpellCard, type Sphere } from './cards';
import { gain, lose } from './energies';
import { passivesBorneBy } from './passives';
import { MAX_EXTRA_ACTIONS, MAX_OFFENSIVE_STONES_PER_ROUND, MAX_STONES } from './rules';
import type { BeingId, ImpactReport, SerpentState, SpellInPlay } from './state';
import { discardSpell, disrupt } from './table';

export interface Effect {
	name: string;
	/** The being whose effect it is (Siphon pays it; its Flame Form adds Dmg). */
	source: BeingId;
	sphere: Sphere | null;
	physical: boolean;
	subtle: boolean;
	unblockable: boolean;
	pierce: number;
	shatter: number;
	curse: boolean;
	/** Placed into an opponent's zone: meets Defenses and counts against the offensive limits. */
	offensive: boolean;
	/** A Curse in the Curse zone: behind every Defense. */
	behind: boolean;
	directives: Directive[];
	/** The spell card behind it (for Dmg bonuses), if any. */
	card: SpellCard | null;
}

export interface Landing {
	/** The effect got past the Defenses whole (a Curse sticks only then). */
	landed: boolean;
	report: ImpactReport;
}

function defensesOf(s: SerpentState, target: BeingId): SpellInPlay[] {
	const team = teamOf(s, target);
	const all = Object.values(s.spells)
		.filter((sp) => sp.status === 'active' && sp.zone === 'defense')
		.sort((a, b) => a.seq - b.seq);
	const area = all.filter((sp) => sp.bearer === null && sp.team !== null && sp.team === team);
	const own = all.filter((sp) => sp.bearer === target);
	const global = all.filter((sp) => sp.global);
	const placed = [...global, ...area, ...own];
	// "Magi may re-order their Shields before each attacking effect impacts": the bearer's chosen order first.
	const order = s.beings[target]?.shieldOrder ?? [];
	const rank = (sp: SpellInPlay, i: number) => {
		const k = order.indexOf(sp.id);
		return k >= 0 ? k : order.length + i;
	};
	return placed.map((sp, i) => ({ sp, r: rank(sp, i) })).sort((a, b) => a.r - b.r).map((x) => x.sp);
}

/** The Shields that stand before a being, outermost first (its chosen order, else the order placed). */
export function shieldsOf(s: SerpentState, target: BeingId): SpellInPlay[] {
	return defensesOf(s, target).filter((sp) => sp.card.shield);
}

function shieldBlocks(sp: SpellInPlay, e: Effect): boolean {
	const sh = sp.card.shield;
	if (!sh) return false;
	if (e.subtle && !sh.refined && !sh.invulnerable) return false;
	if (e.physical) return sh.spheres.some((x) => PHYSICAL_SPHERES.includes(x));
	return e.sphere !== null && sh.spheres.includes(e.sphere);
}

function stopsPierce(sp: SpellInPlay): boolean {
	return !!(sp.card.shield?.impenetrable || sp.card.shield?.invulnerable);
}

/** A Durability Shield that blocked loses Durability; it leaves when it has neither Durability nor Duration. */
function wear(s: SerpentState, sp: SpellInPlay, amount: number): void {
	if (sp.durability <= 0) return;
	sp.durability = Math.max(0, sp.durability - amount);
	const counting = typeof sp.duration === 'number' && sp.counters > 0;
	if (sp.durability === 0 && !counting) discardSpell(s, sp.id);
}

/** The best Ward of the target against this energy and Sphere (Wards do not stack). */
export function wardAgainst(s: SerpentState, target: BeingId, e: Effect, energy: Energy): number {
	if (e.unblockable || e.curse || e.behind || !e.offensive) return 0;
	let best = 0;
	for (const sp of defensesOf(s, target)) {
		const w = sp.card.ward;
		if (!w || w.energy !== energy) continue;
		const covers = e.physical ? w.spheres.some((x) => PHYSICAL_SPHERES.includes(x)) : e.sphere !== null && w.spheres.includes(e.sphere);
		if (covers) best = Math.max(best, w.amount);
	}
	return best;
}

/** Dmg bonuses the source's active spells give this spell (Flame Form: Heat Attacks +1). */
export function dmgBonus(s: SerpentState, source: BeingId, card: SpellCard | null): number {
	if (!card) return 0;
	let bonus = 0;
	for (const { p } of passivesBorneBy(s, source)) if (p.kind === 'dmg-bonus' && matches(card, p.match)) bonus += p.amount;
	return bonus;
}

/** An Encounter below its Essence threshold: its attacks gain Pierce (the Sentient Shadow below 5 Essence: Pierce 2). */
export function thresholdPierce(s: SerpentState, source: BeingId): number {
	const b = s.beings[source];
	const t = b?.encounter?.pierceBelow;
	return t && b.essence < t.essence ? t.pierce : 0;
}

/** Attacks of some Spheres become Subtle against a bearer of e.g. Cellular Degeneration. */
export function subtleAgainst(s: SerpentState, target: BeingId, sphere: Sphere | null): boolean {
	if (sphere === null) return false;
	return passivesBorneBy(s, target).some(({ p }) => p.kind === 'incoming-subtle' && p.sphere === sphere);
}

function chargesOn(s: SerpentState, target: BeingId, descriptor: string): SpellInPlay[] {
	return Object.values(s.spells).filter(
		(sp) => sp.status === 'active' && sp.bearer === target && sp.charges > 0 && matches(sp.card, { descriptor })
	);
}

/** Gives an interrupt stone; offensive ones at most one a round and never a third. Returns whether it was taken. */
export function giveStone(s: SerpentState, id: BeingId, offensive: boolean): boolean {
	const b = s.beings[id];
	if (!isUp(b)) return false;
	if (offensive && (b.offensiveStoneThisRound || b.stones >= MAX_STONES || MAX_OFFENSIVE_STONES_PER_ROUND < 1)) return false;
	b.stones += 1;
	if (offensive) b.offensiveStoneThisRound = true;
	return true;
}

/** Gives a Full Action this round; such effects do not stack. Returns whether it was taken. */
export function giveExtraAction(s: SerpentState, id: BeingId): boolean {
	const b = s.beings[id];
	if (!isUp(b) || b.extraActionThisRound || MAX_EXTRA_ACTIONS < 1) return false;
	b.extraActionThisRound = true;
	b.fullActions += 1;
	return true;
}

/** Impacts one effect on one being. */
export function impactBeing(s: SerpentState, e: Effect, target: BeingId, evaded: boolean): Landing {
	const report: ImpactReport = { spell: e.name, target, outcome: 'impacted', by: null, changes: [] };
	const t = s.beings[target];
	if (!t || t.gone) return { landed: false, report };
	if (evaded) return { landed: false, report: { ...report, outcome: 'evaded' } };

	const subtle = e.subtle || (e.offensive && !e.behind && subtleAgainst(s, target, e.sphere));
	const eff: Effect = { ...e, subtle };
	let directives = e.directives;
	const bonus = dmgBonus(s, e.source, e.card);
	if (bonus) directives = directives.map((d) => (d.type === 'dmg' && !d.fromCharges ? { ...d, amount: Math.max(0, d.amount + bonus) } : d));

	let landed = true;
	if (e.offensive && !e.unblockable && !e.behind) {
		const blockers = defensesOf(s, target).filter((sp) => shieldBlocks(sp, eff));
		if (blockers.length > 0) {
			const [outer, ...inner] = blockers;
			report.by = outer.card.title;
			const shatterProof = outer.card.shield?.resilient || outer.card.shield?.invulnerable;
			const pierce = subtle ? 0 : Math.max(e.pierce, thresholdPierce(s, e.source));
			let passes = pierce > 0 && !stopsPierce(outer);
			wear(s, outer, 1 + (shatterProof || subtle ? 0 : e.shatter));
			for (const sp of inner) {
				if (!passes) break;
				if (s.spells[sp.id]) wear(s, sp, 1);
				if (stopsPierce(sp)) passes = false;
			}
			landed = false;
			if (passes) {
				report.outcome = 'pierced';
				directives = directives
					.filter((d) => d.type === 'dmg' || d.type === 'siphon')
					.map((d) => ({ ...d, amount: Math.min(d.amount, pierce) }));
			} else {
				report.outcome = 'blocked';
				directives = [];
			}
		}
	}

	for (const d of directives) applyDirective(s, eff, target, d, report);
	return { landed, report };
}

function note(report: ImpactReport, being: BeingId, energy: string, delta: number): void {
	if (delta !== 0) report.changes.push({ being, energy, delta });
}

function applyDirective(s: SerpentState, e: Effect, target: BeingId, d: Directive, report: ImpactReport): void {
	switch (d.type) {
		case 'dmg': {
			let amount = d.amount;
			if (d.fromCharges) {
				const charged = chargesOn(s, target, d.fromCharges);
				amount = charged.reduce((n, sp) => n + sp.charges, 0);
				for (const sp of charged) sp.charges = 0;
			}
			amount = Math.max(0, amount - wardAgainst(s, target, e, d.energy));
			note(report, target, d.energy, -lose(s, target, d.energy, amount));
			break;
		}
		case 'siphon': {
			const amount = Math.max(0, d.amount - wardAgainst(s, target, e, d.energy));
			const lost = lose(s, target, d.energy, amount);
			note(report, target, d.energy, -lost);
			note(report, e.source, d.energy, gain(s, e.source, d.energy, lost));
			break;
		}
		case 'infusion':
			note(report, target, d.energy, gain(s, target, d.energy, d.amount));
			break;
		case 'shed-discord': {
			const b = s.beings[target];
			if (isUp(b) && b.harmony !== null && b.harmony < 0 && s.options.level === 'crucible') {
				const shed = Math.min(d.amount, -b.harmony);
				b.harmony += shed;
				note(report, target, 'harmony', shed);
			}
			break;
		}
		case 'disrupt':
			disrupt(s, target);
			break;
		case 'stone':
			if (giveStone(s, target, e.offensive)) note(report, target, 'stones', 1);
			break;
		case 'haste':
			if (giveExtraAction(s, target)) note(report, target, 'fullActions', 1);
			break;
		case 'dispel':
		case 'add-duration':
		case 'absolute-free-action':
		case 'add-actions':
		case 'dampen':
			break;
	}
}

/** The beings an Attack reaches: one target, a whole team (Area) or everyone (Global). */
export function reached(s: SerpentState, sp: Pick<SpellInPlay, 'bearer' | 'team' | 'global' | 'affected'>, curseZone: boolean): BeingId[] {
	if (curseZone && sp.affected.length > 0) return sp.affected.filter((id) => isUp(s.beings[id]));
	if (sp.global) return present(s).filter((b) => !b.incapacitated).map((b) => b.id);
	if (sp.team !== null) return present(s).filter((b) => b.team === sp.team && !b.incapacitated).map((b) => b.id);
	return sp.bearer ? [sp.bearer] : [];
}

export function effectOfSpell(s: SerpentState, sp: SpellInPlay, offensive: boolean): Effect {
	const c = sp.card;
	return {
		name: c.title,
		source: sp.controller,
		sphere: c.sphere,
		physical: false,
		subtle: !!c.subtle,
		unblockable: !!c.unblockable,
		pierce: c.pierce ?? 0,
		shatter: c.shatter ?? 0,
		curse: !!c.curse,
		offensive,
		behind: false,
		directives: c.directives.filter((d) => d.type !== 'dispel' && d.type !== 'add-duration'),
		card: c
	};
}
