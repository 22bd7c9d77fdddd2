/** Spell durations and the active-effect queries (SPL-4): p phases, t turns, xx for good. */
import type { Duration, SpellCode } from './data/spells';
import type { Effect, Mage, World } from './types';

/**
 * "For good": a finite number, so that worlds and reports survive JSON (Infinity becomes null).
 * Used for permanent effects (xx) and ProSp X scrolls, as a phase or a turn number.
 */
export const FOREVER = 2 ** 31 - 1;

/** Absolute phase number: 0 for turn 1 phase 1. */
export const absPhase = (turn: number, phase: number): number => (turn - 1) * 5 + phase - 1;

/**
 * The last absolute phase an effect cast now is active in. "p": the phase cast and until that
 * number of phases have expired; "t": counts the turn cast, expires after phase 5.
 */
export function until(dur: Duration, turn: number, phase: number): number {
	if (dur === 'xx') return FOREVER;
	if ('p' in dur) return absPhase(turn, phase) + dur.p - 1;
	return absPhase(turn + dur.t - 1, 5);
}

/** The skill bonus (U-35): durations x1.5, rounded up (10p -> 15p, 1t -> 2t, 4t -> 6t). */
export function bonusDuration(dur: Duration): Duration {
	if (dur === 'xx') return dur;
	return 'p' in dur ? { p: Math.ceil(dur.p * 1.5) } : { t: Math.ceil(dur.t * 1.5) };
}

/** The last absolute phase of a spell cast now, with the skill bonus when it was won. */
export function spellUntil(ctx: { world: World; phase: number; bonus: boolean }, dur: Duration): number {
	return until(ctx.bonus ? bonusDuration(dur) : dur, ctx.world.turn, ctx.phase);
}

/** Spell reach: R3, one ring more with the skill bonus. */
export const reach = (ctx: { bonus: boolean }, base = 3): number => base + (ctx.bonus ? 1 : 0);

/** Amounts x1.5 with the skill bonus, rounded half up (25 -> 38). */
export const bonusAmount = (ctx: { bonus: boolean }, x: number): number => (ctx.bonus ? Math.floor(x * 1.5 + 0.5) : x);

export function active(world: World, P: number): Effect[] {
	return world.effects.filter((e) => e.until >= P);
}

export function hasEffect(world: World, mage: Mage | string, spell: SpellCode, P: number): boolean {
	const id = typeof mage === 'string' ? mage : mage.id;
	for (const e of world.effects) if (e.on === id && e.spell === spell && e.until >= P) return true;
	return false;
}

export function effectsOn(world: World, mage: Mage, P: number): SpellCode[] {
	const out: SpellCode[] = [];
	for (const e of world.effects) if (e.on === mage.id && e.until >= P && !out.includes(e.spell)) out.push(e.spell);
	return out;
}

/** A zone effect of `spell` covering `cell` now. */
export function zoneAt(world: World, cell: number, spell: SpellCode, P: number): Effect | undefined {
	return world.effects.find((e) => e.on === null && e.spell === spell && e.until >= P && e.cells!.includes(cell));
}

/** The terrain of a cell now: the base terrain unless an Elemental Arrangement holds it. */
export function terrainAt(world: World, cell: number, P: number): number {
	let t = world.terrain[cell];
	for (const e of world.effects) {
		if (e.spell !== 'ElArr' || e.until < P) continue;
		const i = e.cells!.indexOf(cell);
		if (i >= 0) t = e.terrain![i];
	}
	return t;
}

/** Fogged for a viewer: covered by a Fog Map now (the viewer's R0 is never fogged). */
export function fogged(world: World, cell: number, P: number): boolean {
	return world.effects.some((e) => e.spell === 'FogMp' && e.until >= P && (e.cells === undefined || e.cells.includes(cell)));
}

export function dropExpired(world: World, P: number): void {
	world.effects = world.effects.filter((e) => e.until >= P);
}
