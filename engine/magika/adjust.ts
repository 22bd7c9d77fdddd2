/**
 * Game-master adjustments (U-78, "The Game Master is the finally judge"): changes to a mage's
 * statistics, applied before phase 1 of the turn and shown in that mage's summary as a comment
 * from the Game Master. Anything malformed is ignored.
 */
import type { World } from './types';

export interface Adjustment {
	mage: string;
	end?: number;
	arc?: number;
	skill?: number;
	apt?: number;
	note?: string;
}

const delta = (x: unknown) => (Number.isInteger(x) && Math.abs(x as number) <= 200 ? (x as number) : 0);

export function readAdjustment(x: unknown): Adjustment | null {
	if (typeof x !== 'object' || x === null) return null;
	const a = x as Record<string, unknown>;
	if (typeof a.mage !== 'string') return null;
	return { mage: a.mage, end: delta(a.end), arc: delta(a.arc), skill: delta(a.skill), apt: delta(a.apt), ...(typeof a.note === 'string' ? { note: a.note.slice(0, 200) } : {}) };
}

/** Applies the adjustments; returns, per mage id, the comments for its report. */
export function applyAdjustments(world: World, adjustments: readonly unknown[]): Record<string, string[]> {
	const comments: Record<string, string[]> = {};
	for (const raw of adjustments) {
		const a = readAdjustment(raw);
		const m = a && world.mages.find((x) => x.id === a.mage);
		if (!a || !m) continue;
		m.end = Math.max(0, Math.min(m.maxEnd, m.end + a.end!));
		m.arc = Math.max(0, Math.min(m.maxArc, m.arc + a.arc!));
		if (!m.ebon) m.skill = Math.max(0, m.skill + a.skill!);
		m.apt = Math.max(-100, Math.min(100, m.apt + a.apt!));
		const parts = (['end', 'arc', 'skill', 'apt'] as const).filter((k) => a[k]).map((k) => `${k} ${a[k]! > 0 ? '+' : ''}${a[k]}`);
		(comments[m.id] ??= []).push(`Game Master: ${[...parts, a.note].filter(Boolean).join('; ')}`);
	}
	return comments;
}
