/** What one turn's resolution carries besides the world: the dice, the phase, the notes per mage. */
import type { Rng } from '../core';
import { absPhase } from './effects';
import type { Mage, World } from './types';

export interface TurnContext {
	world: World;
	rng: Rng;
	phase: number;
	/** Absolute phase number (effects.ts). */
	P: number;
	/** Per mage, per phase (0-4), what happened to it: the turn summary of its report. */
	notes: Record<string, string[][]>;
	byId: Record<string, Mage>;
	/** The spell being applied won the bonus of a skill above 100 (U-35). */
	bonus: boolean;
}

export function newContext(world: World, rng: Rng): TurnContext {
	const notes: Record<string, string[][]> = {};
	const byId: Record<string, Mage> = {};
	for (const m of world.mages) {
		notes[m.id] = [[], [], [], [], []];
		byId[m.id] = m;
	}
	return { world, rng, phase: 1, P: absPhase(world.turn, 1), notes, byId, bonus: false };
}

export function note(ctx: TurnContext, mage: Mage | string, text: string): void {
	const id = typeof mage === 'string' ? mage : mage.id;
	ctx.notes[id]?.[ctx.phase - 1].push(text);
}

/** d100: 1..100. */
export const d100 = (ctx: TurnContext): number => ctx.rng.die(100);

export function spendEnd(m: Mage, amount: number): void {
	m.end = Math.max(0, m.end - amount);
	if (m.end === 0) m.unconscious = true;
}

export function gainEnd(m: Mage, amount: number): void {
	m.end = Math.min(m.maxEnd, m.end + amount);
}

export function gainArc(m: Mage, amount: number): void {
	m.arc = Math.min(m.maxArc, Math.max(0, m.arc + amount));
}
