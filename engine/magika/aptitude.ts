/**
 * Aptitude (section XVII, U-42, U-43) and the spell skill a cast is checked against (U-36).
 * The inhibition thresholds are a table so the tests can read each cell.
 */
import { ALIGNMENT_ARTIFACTS, alignmentOf, TOME_BONUS } from './data/artifacts';
import { SPELL, type SpellCode } from './data/spells';
import { hasEffect } from './effects';
import { holds, roundHalfUp } from './stats';
import type { Align, Mage, World } from './types';

/** Is a caster of this alignment at this aptitude barred from spells of that alignment? (value at a threshold is allowed) */
export const INHIBITED: Readonly<Record<Align, Readonly<Record<Align, (a: number) => boolean>>>> = {
	G: { G: () => false, N: (a) => a < 0, E: (a) => a < 35 },
	E: { E: () => false, N: (a) => a > 0, G: (a) => a > -35 },
	N: { N: () => false, G: (a) => a > 25 || Math.abs(a) > 35, E: (a) => a < -25 || Math.abs(a) > 35 }
};

export function inhibited(m: Pick<Mage, 'align' | 'apt' | 'artifacts'>, spell: SpellCode): boolean {
	if (holds(m, 'rod')) return false;
	return INHIBITED[m.align][SPELL[spell].align](m.apt);
}

/** Good and Evil spells shift by their cost; Neutral ones half the cost towards zero, never past it. */
export function shiftedAptitude(apt: number, spellAlign: Align, cost: number): number {
	let a = apt;
	if (spellAlign === 'G') a += cost;
	else if (spellAlign === 'E') a -= cost;
	else {
		const half = roundHalfUp(cost / 2);
		a = a > 0 ? Math.max(0, a - half) : Math.min(0, a + half);
	}
	return Math.max(-100, Math.min(100, a));
}

/** The Rod: 1 towards perfect each phase held (Good +100, Evil -100, Neutral 0). */
export function rodStep(m: Mage): void {
	const target = m.align === 'G' ? 100 : m.align === 'E' ? -100 : 0;
	if (m.apt < target) m.apt++;
	else if (m.apt > target) m.apt--;
}

/** The skill modifiers of alignment artifacts (ART-1, ART-2, U-36). */
export function artifactModifier(m: Mage, spellAlign: Align): number {
	if (holds(m, ALIGNMENT_ARTIFACTS[m.align])) return spellAlign === m.align ? 20 : 0;
	let best: number | null = null;
	for (const a of m.artifacts) {
		const x = alignmentOf(a);
		if (!x) continue;
		const pen = spellAlign === x ? 0 : spellAlign === m.align ? -10 : -20;
		best = best === null ? pen : Math.max(best, pen);
	}
	return best ?? 0;
}

export const SPELL_AID = 25;
export const CURSE = 25;

export function effectiveSkill(world: World, m: Mage, spell: SpellCode, P: number): number {
	let s = m.skill + artifactModifier(m, SPELL[spell].align);
	if (holds(m, 'tome')) s += TOME_BONUS;
	if (hasEffect(world, m, 'SpAid', P)) s += SPELL_AID;
	if (hasEffect(world, m, 'CurSp', P)) s -= CURSE;
	return s;
}

/** Each cast has a (2 x cost)% chance of +5 Spell Skill, even when it failed. */
export const SKILL_GAIN = 5;
