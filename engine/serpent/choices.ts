/**
 * More "can I?" answers for the table UI, each by trying the move on the engine: the Response phase
 * open now and who may evade it, a being's moves on its own spells (Dismiss, Swap Focus, advancing
 * a Rite), Haste and Slow, a Specialization tier the card does not hold.
 */
import { riteIsFree } from './rite';
import { areAllies, present, seatFor } from './beings';
import { shieldsOf } from './impact';
import { actionOption, type ActionOption } from './helpers';
import type { SerpentData } from './lines';
import type { SeatId } from '../core';
import type { BeingId, SerpentState, SpellInPlay } from './state';

export interface ResponseWindow {
	spell: SpellInPlay;
	/** In maintenance (the spell's upkeep is paid) rather than a cast or an ability. */
	maintenance: boolean;
	/** Beings it would impact that may evade it (none for Area effects). */
	evaders: BeingId[];
	/** Beings it would impact that have Shields to re-order. */
	shielded: BeingId[];
}

/** The effect whose Response phase is open now, if any: the top of the stack, else the resolving maintenance spell. */
export function responseWindow(s: SerpentState): ResponseWindow | null {
	const id = s.stack.length ? s.stack[s.stack.length - 1] : (s.resolving ?? null);
	const spell = id ? s.spells[id] : undefined;
	if (!spell) return null;
	const targets = spell.ability ? spell.ability.targets : spell.bearer && spell.card.role === 'attack' ? [spell.bearer] : [];
	const area = spell.team !== null || spell.global;
	return {
		spell,
		maintenance: !s.stack.length,
		evaders: area ? [] : targets.filter((t) => !spell.evading.includes(t)),
		shielded: targets.filter((t) => shieldsOf(s, t).length > 1)
	};
}

/**
 * The beings a device holding these seats may respond for now: each of its own Magi still in the
 * battle, not only the one on turn ("Every Magi may now Respond"; pass and play, a co-op phone); the
 * Koishaka they control ("If a Koishaka is going to respond, its controller calls fasul on its
 * behalf"); and the Encounters, which the table runs from any phone ("any Response abilities").
 */
export function responders(s: SerpentState, seats: readonly SeatId[]): BeingId[] {
	if (!responseWindow(s)) return [];
	return present(s)
		.filter((b) => !b.incapacitated)
		.filter((b) => {
			const seat = seatFor(s, b.id);
			return seat === null ? b.kind === 'encounter' : seats.includes(seat);
		})
		.map((b) => b.id);
}

/** Dismiss, Swap Focus and advancing a Rite: what this being may do with the spells on the table now. */
export function spellActions(s: SerpentState, being: BeingId): ActionOption[] {
	const seat = seatFor(s, being);
	const out: ActionOption[] = [];
	const opt = <N extends keyof SerpentData>(kind: N, label: string, data: SerpentData[N]) => out.push(actionOption(s, seat, kind, label, data));
	for (const sp of Object.values(s.spells).sort((a, b) => a.seq - b.seq)) {
		if (sp.ability) continue;
		if (sp.zone === 'rite' && riteIsFree(sp)) continue;
		if (sp.zone === 'rite' && sp.caster === being && sp.rite) opt('advance-rite', `Advance ${sp.card.title} (${sp.rite.invested}/${sp.rite.needed})`, { being, spell: sp.id });
		else if (sp.controller === being && (sp.status === 'active' || sp.status === 'dormant')) opt('dismiss', `Dismiss ${sp.card.title}`, { being, spell: sp.id });
		else if (sp.duration === 'F' && sp.focus && sp.focus !== being && areAllies(s, being, sp.focus) && sp.status === 'active') opt('swap-focus', `Hold ${sp.card.title} with my Focus`, { being, spell: sp.id });
	}
	return out;
}

/** Haste and Slow on a being, as a card directs (the offensive limits checked by the engine). */
export function hasteAndSlow(s: SerpentState, being: BeingId, seat: string | null): ActionOption[] {
	const opt = <N extends keyof SerpentData>(kind: N, label: string, data: SerpentData[N]) => actionOption(s, seat, kind, label, data);
	return [opt('extra-action', 'Haste: +1 Full Action', { being }), opt('stone', 'Slow: an interrupt stone (from an opponent)', { being, offensive: true }), opt('stone', 'An interrupt stone (own or an ally’s effect)', { being, offensive: false })];
}

/**
 * Whom an Encounter's single-target attack goes for: "Normally it targets the opponent with the
 * lowest Harmony. Because we are tied in Harmony, the Shadow's choice would be decided by rolling a
 * die." All opponents tied lowest (the table rolls among them when there are several).
 */
export function lowestHarmony(s: SerpentState, encounter: BeingId): BeingId[] {
	const foes = Object.values(s.beings).filter((b) => !b.gone && !b.incapacitated && b.kind !== 'encounter' && !areAllies(s, encounter, b.id));
	const h = (id: BeingId) => s.beings[id].harmony ?? 0;
	const low = Math.min(...foes.map((b) => h(b.id)));
	return foes.filter((b) => h(b.id) === low).map((b) => b.id);
}
