/** Questions about the beings at the table: who is who, who stands with whom, who is still in. */
import { own, type SeatId } from '../core';
import type { Being, BeingId, SerpentState, SpellInPlay } from './state';

/** Still at the table and able to act, pay and gain. */
export function isUp(b: Being | undefined): b is Being {
	return !!b && !b.incapacitated && !b.gone;
}

export function present(state: SerpentState): Being[] {
	return state.roster.map((id) => state.beings[id]).filter((b) => b && !b.gone);
}

export function teamOf(state: SerpentState, id: BeingId): string | null {
	return own(state.beings, id)?.team ?? null;
}

export function areAllies(state: SerpentState, a: BeingId, b: BeingId): boolean {
	const ta = teamOf(state, a);
	return ta !== null && ta === teamOf(state, b);
}

export function members(state: SerpentState, team: string): Being[] {
	return present(state).filter((b) => b.team === team);
}

export function teams(state: SerpentState): string[] {
	const out: string[] = [];
	for (const b of present(state)) if (b.kind !== 'koishaka' && !out.includes(b.team)) out.push(b.team);
	return out;
}

/** The seat that decides for a being: its own seat, its summoner's, or null (the table) for an Encounter. */
export function seatFor(state: SerpentState, id: BeingId): SeatId | null {
	const b = own(state.beings, id);
	if (!b) return null;
	if (b.kind === 'koishaka' && b.summoner) return state.beings[b.summoner]?.seat ?? null;
	return b.seat;
}

/** May this seat act for this being? The table (null seat) may act only for Encounters. */
export function mayActFor(state: SerpentState, seat: SeatId | null, id: BeingId): boolean {
	const owner = seatFor(state, id);
	if (owner === null) return true;
	return seat === owner;
}

export function name(state: SerpentState, id: BeingId | null | undefined): string {
	if (!id) return 'the table';
	return own(state.beings, id)?.name ?? 'someone';
}

/** The beings a spell in play is borne by (one Magi, a whole team, or everyone). */
export function bearersOf(state: SerpentState, sp: SpellInPlay): Being[] {
	if (sp.global) return present(state).filter((b) => !b.incapacitated);
	if (sp.team !== null) return members(state, sp.team).filter((b) => !b.incapacitated);
	const b = sp.bearer ? state.beings[sp.bearer] : undefined;
	return b && !b.gone ? [b] : [];
}

/** Does this spell sit in this being's zones (its own, its team's Area zone, or the Global area)? */
export function isBorneBy(state: SerpentState, sp: SpellInPlay, id: BeingId): boolean {
	if (sp.global) return true;
	if (sp.team !== null) return teamOf(state, id) === sp.team;
	return sp.bearer === id;
}

export function spellsInPlay(state: SerpentState): SpellInPlay[] {
	return Object.values(state.spells).sort((a, b) => a.seq - b.seq);
}

/** Active (not dormant, not manifesting) spells borne by a being. */
export function activeOn(state: SerpentState, id: BeingId): SpellInPlay[] {
	return spellsInPlay(state).filter((sp) => sp.status === 'active' && isBorneBy(state, sp, id));
}
