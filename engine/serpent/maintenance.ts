/**
 * The maintenance phase: zone by zone (Attack, Defense with Components, Curse, Enhancement); within
 * a zone Global Area spells first, then Area (team) spells, then each being's own zone, in
 * initiative order; within one being's zone its owner picks the order. To resolve a spell: pay or
 * check its sustain costs (or discard it), impact its directives, remove a Duration counter and
 * discard it at the last one.
 */
import { bearersOf, isUp } from './beings';
import { matches, type SpellMatch } from './cards';
import { lose } from './energies';
import { effectOfSpell, impactBeing, reached } from './impact';
import { ZONE_ORDER } from './rules';
import type { BeingId, ImpactReport, SerpentState, SpellInPlay } from './state';
import { discardSpell } from './table';

const IMPACTING = new Set(['dmg', 'infusion', 'siphon', 'shed-discord', 'disrupt', 'stone', 'haste']);

/** The zone a spell resolves in (a Transmute resolves with the spell it is combined with). */
export function resolveZone(s: SerpentState, sp: SpellInPlay): (typeof ZONE_ORDER)[number] | null {
	if (sp.zone === 'attached') {
		const t = sp.targetSpell ? s.spells[sp.targetSpell] : undefined;
		return t && t.zone !== 'attached' && t.zone !== 'rite' ? t.zone : null;
	}
	return sp.zone === 'rite' ? null : sp.zone;
}

/** Does this spell have anything to do in maintenance (a counter, a sustain cost, a directive)? */
export function needsResolution(s: SerpentState, sp: SpellInPlay): boolean {
	if (sp.status !== 'active' && sp.status !== 'dormant') return false;
	if (resolveZone(s, sp) === null) return false;
	if (sp.card.role === 'specialization' || sp.card.role === 'artifact') return false;
	if (typeof sp.duration === 'number' && sp.counters > 0) return true;
	if (sp.card.sustain) return true;
	return sp.card.role !== 'abjuration' && sp.card.role !== 'transmute' && sp.card.directives.some((d) => IMPACTING.has(d.type));
}

export function startMaintenance(s: SerpentState): void {
	for (const sp of Object.values(s.spells)) sp.pendingMaintenance = needsResolution(s, sp);
}

/** Sort key: zone, then Global / Area / own zone, then the owner's initiative. */
export function maintenanceKey(s: SerpentState, sp: SpellInPlay): [number, number, number] {
	const zone = ZONE_ORDER.indexOf(resolveZone(s, sp) ?? 'enhancement');
	const rank = (id: BeingId) => {
		const i = s.initiative.indexOf(id);
		return i < 0 ? s.initiative.length + s.roster.indexOf(id) : i;
	};
	if (sp.global) return [zone, 0, 0];
	if (sp.team !== null) {
		const ranks = Object.values(s.beings).filter((b) => b.team === sp.team).map((b) => rank(b.id));
		return [zone, 1, ranks.length ? Math.min(...ranks) : 0];
	}
	return [zone, 2, sp.bearer ? rank(sp.bearer) : 0];
}

function sameKey(a: number[], b: number[]): boolean {
	return a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
}

/** Spells still to resolve this maintenance, in the order the rules give. */
export function pendingMaintenance(s: SerpentState): SpellInPlay[] {
	return Object.values(s.spells)
		.filter((sp) => sp.pendingMaintenance)
		.map((sp) => ({ sp, key: maintenanceKey(s, sp) }))
		.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2] || a.sp.seq - b.sp.seq)
		.map((x) => x.sp);
}

/** The spells that may be resolved now: the first group (one zone of one owner) still pending. */
export function resolvableNow(s: SerpentState): SpellInPlay[] {
	const queue = pendingMaintenance(s);
	if (queue.length === 0) return [];
	const key = maintenanceKey(s, queue[0]);
	return queue.filter((sp) => sameKey(maintenanceKey(s, sp), key));
}

function conditionMet(s: SerpentState, sp: SpellInPlay, m: SpellMatch & { onBearer?: boolean }): boolean {
	const owners = m.onBearer ? bearersOf(s, sp).map((b) => b.id) : [sp.controller];
	return Object.values(s.spells).some(
		(x) => x.id !== sp.id && x.status === 'active' && matches(x.card, m) && (m.onBearer ? x.bearer !== null && owners.includes(x.bearer) : x.controller === sp.controller)
	);
}

/** What sustaining this spell costs its controller, and whether they can pay. */
export function sustainCost(s: SerpentState, sp: SpellInPlay): { resonance: number; harmony: number; essence: number; will: number } {
	const c = sp.card.sustain ?? {};
	return { resonance: c.resonance ?? 0, harmony: c.harmony ?? 0, essence: c.essence ?? 0, will: c.will ?? 0 };
}

export function hasSustainCost(s: SerpentState, sp: SpellInPlay): boolean {
	const c = sustainCost(s, sp);
	return c.resonance + c.harmony + c.essence + c.will > 0;
}

/**
 * Resolves one spell. `sustain` false = the controller lets it go. Returns a sentence when the
 * controller cannot pay, otherwise the impacts it made.
 */
export function resolveSpell(s: SerpentState, sp: SpellInPlay, sustain: boolean, evaded: boolean): ImpactReport[] | string {
	const paid = upkeep(s, sp, sustain);
	if (paid !== null) return paid;
	return impactUpkeep(s, sp, evaded && sp.bearer ? [sp.bearer] : []);
}

/** Does this spell impact beings when it resolves (so that it has a Response phase first)? */
export function impactsOnResolve(s: SerpentState, sp: SpellInPlay): boolean {
	return sp.status === 'active' && sp.card.directives.some((d) => IMPACTING.has(d.type)) && resolveZone(s, sp) !== null;
}

/**
 * The upkeep of a resolving spell: its sustain condition and cost (or it is let go). Returns null
 * when it stays and goes on to impact, a sentence when the cost cannot be paid, else what it did.
 */
export function upkeep(s: SerpentState, sp: SpellInPlay, sustain: boolean): ImpactReport[] | string | null {
	const reports: ImpactReport[] = [];
	sp.pendingMaintenance = false;
	const unmet = (sp.card.sustain?.active ?? []).some((m) => !conditionMet(s, sp, m));
	const controller = s.beings[sp.controller];
	if (unmet) {
		discardSpell(s, sp.id);
		return reports;
	}
	if (hasSustainCost(s, sp)) {
		const c = sustainCost(s, sp);
		if (!sustain || !isUp(controller)) {
			discardSpell(s, sp.id);
			return reports;
		}
		if (controller.resonance < c.resonance) {
			sp.pendingMaintenance = true;
			return `${sp.card.title} needs ${c.resonance} Resonance to sustain; ${controller.name} has ${controller.resonance}.`;
		}
		if (controller.essence < c.essence) {
			sp.pendingMaintenance = true;
			return `${sp.card.title} needs ${c.essence} Essence to sustain; ${controller.name} has ${controller.essence}.`;
		}
		if (controller.will < c.will) {
			sp.pendingMaintenance = true;
			return `${sp.card.title} needs ${c.will} Will to sustain; ${controller.name} has ${controller.will}.`;
		}
		lose(s, controller.id, 'resonance', c.resonance);
		lose(s, controller.id, 'harmony', c.harmony);
		lose(s, controller.id, 'will', c.will);
		lose(s, controller.id, 'essence', c.essence);
	} else if (!sustain && sp.card.sustain) {
		discardSpell(s, sp.id);
		return reports;
	}
	return null;
}

/** The impact of a resolving spell on the beings it reaches (those evading excepted), then one Duration counter off. */
export function impactUpkeep(s: SerpentState, sp: SpellInPlay, evading: BeingId[]): ImpactReport[] {
	const reports: ImpactReport[] = [];
	if (sp.status === 'active' && s.spells[sp.id]) {
		const zone = resolveZone(s, sp);
		if (zone === 'attack' || zone === 'curse') {
			const effect = { ...effectOfSpell(s, sp, zone === 'attack'), behind: zone === 'curse' };
			for (const t of reached(s, sp, zone === 'curse')) {
				reports.push(impactBeing(s, effect, t, evading.includes(t) && sp.team === null && !sp.global).report);
			}
		} else if (zone === 'defense' || zone === 'enhancement') {
			const effect = effectOfSpell(s, sp, false);
			for (const b of bearersOf(s, sp)) reports.push(impactBeing(s, effect, b.id, false).report);
		}
	}

	const live = s.spells[sp.id];
	if (live && typeof live.duration === 'number' && live.counters > 0) {
		live.counters -= 1;
		if (live.counters === 0 && live.durability === 0) discardSpell(s, live.id);
	}
	return reports;
}
