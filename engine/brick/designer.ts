/** The spell designer: the cost formula of "Creating New Spells" and the spell it makes. */
import {
	BASE_RANGE_INCHES,
	DESIGN_BASIC,
	DESIGN_EFFECT,
	DESIGN_FLAGS,
	DESIGN_MAX,
	DESIGN_MIN_MANA,
	DESIGN_PER,
	DESIGN_REACH,
	RANGE_STEP_INCHES
} from './designTable';
import { hasOwnKey } from '../core';
import type { LastingSpec, RollSpec, SpellDef } from './spellTypes';

export type DesignReach = keyof typeof DESIGN_REACH;
export type DesignEffect = keyof typeof DESIGN_EFFECT;

export interface DesignTerms {
	/** +1 damage steps. */
	damage: number;
	/** 6" range increases. */
	range: number;
	/** Inches of radius. */
	radius: number;
	siege: boolean;
	/** 1D/2" units of knock back. */
	knockback: number;
	/** Tens of degrees of cone. */
	cone: number;
	fire: boolean;
	ignoresArmor: boolean;
	reach: DesignReach;
	effect: DesignEffect;
}

export const PLAIN_DESIGN: DesignTerms = {
	damage: 0,
	range: 0,
	radius: 0,
	siege: false,
	knockback: 0,
	cone: 0,
	fire: false,
	ignoresArmor: false,
	reach: 'all',
	effect: 'damage'
};

export interface CostLine {
	label: string;
	points: number;
}

export interface DesignCost {
	/** The mana the spell costs (never below the minimum). */
	mana: number;
	/** The formula's own sum, before the minimum. */
	sum: number;
	/** One line per term that counts, for the live breakdown. */
	lines: CostLine[];
}

/** The formula, term by term. Assumes valid terms (see `checkDesign`). */
export function designCost(t: DesignTerms): DesignCost {
	const lines: CostLine[] = [{ label: 'Basic (normal damage or stun-3)', points: DESIGN_BASIC }];
	const add = (label: string, points: number) => {
		if (points !== 0) lines.push({ label, points });
	};
	add(`+${t.damage} damage`, t.damage * DESIGN_PER.damage);
	add(`+${t.range * RANGE_STEP_INCHES}" range`, t.range * DESIGN_PER.range);
	add(`${t.radius}" radius`, t.radius * DESIGN_PER.radius);
	if (t.siege) add('Siege damage', DESIGN_FLAGS.siege);
	add(`Knock back ${t.knockback} × 1D/2"`, t.knockback * DESIGN_PER.knockback);
	add(`${t.cone * 10}° cone`, t.cone * DESIGN_PER.cone);
	if (t.fire) add('Fire (50% chance of burning)', DESIGN_FLAGS.fire);
	if (t.ignoresArmor) add('Ignores armor', DESIGN_FLAGS.ignoresArmor);
	add(DESIGN_REACH[t.reach].label, DESIGN_REACH[t.reach].points);
	add(DESIGN_EFFECT[t.effect].label, DESIGN_EFFECT[t.effect].points);
	const sum = lines.reduce((a, l) => a + l.points, 0);
	return { mana: Math.max(DESIGN_MIN_MANA, sum), sum, lines };
}

function count(v: unknown, max: number): v is number {
	return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;
}

/** Reads designer terms from untrusted data; null when any term is out of bounds. */
export function readDesign(data: unknown): DesignTerms | null {
	if (typeof data !== 'object' || data === null) return null;
	const d = { ...PLAIN_DESIGN, ...(data as Partial<DesignTerms>) };
	for (const k of ['damage', 'range', 'radius', 'knockback', 'cone'] as const) {
		if (!count(d[k], DESIGN_MAX[k])) return null;
	}
	for (const k of ['siege', 'fire', 'ignoresArmor'] as const) if (typeof d[k] !== 'boolean') return null;
	if (!hasOwnKey(DESIGN_REACH, d.reach)) return null;
	if (!hasOwnKey(DESIGN_EFFECT, d.effect)) return null;
	return {
		damage: d.damage,
		range: d.range,
		radius: d.radius,
		siege: d.siege,
		knockback: d.knockback,
		cone: d.cone,
		fire: d.fire,
		ignoresArmor: d.ignoresArmor,
		reach: d.reach,
		effect: d.effect
	};
}

/** The rules text of a designed spell, from its terms. */
export function designText(t: DesignTerms): string {
	const parts: string[] = [];
	const stun = DESIGN_EFFECT[t.effect].stun;
	if (stun) parts.push(`Stuns the target (stun-${stun})`);
	else parts.push(t.damage ? `Causes normal damage +${t.damage}` : 'Causes normal damage');
	if (stun && t.damage) parts.push(`+${t.damage} damage`);
	if (t.siege) parts.push('siege damage');
	if (t.ignoresArmor) parts.push('ignores armor');
	if (t.fire) parts.push('50% chance the target catches on fire');
	if (t.knockback) parts.push(`knocks back ${t.knockback} × 1D/2"`);
	if (t.reach !== 'all') parts.push(DESIGN_REACH[t.reach].label.toLowerCase());
	return parts.join('; ') + '.';
}

/** The spell a design makes, ready for the book and the tracker. */
export function designedSpell(id: string, name: string, t: DesignTerms): SpellDef {
	const { mana } = designCost(t);
	const rolls: RollSpec[] = [];
	const lasting: LastingSpec[] = [];
	if (t.knockback) {
		rolls.push({ key: 'knockback', label: `Inches knocked back (${t.knockback} × 1D/2)`, count: t.knockback, sides: 6, halve: true, measures: 'inches' });
	}
	if (t.fire) {
		rolls.push({ key: 'burn', label: '4+ on 1D (50%): the target catches fire', count: 1, sides: 6, atLeast: 4, pass: 'The target catches fire.', fail: 'The target does not catch fire.' });
		lasting.push({ label: 'On fire', text: 'Burning, as described under flaming weapons.', on: 'target', rounds: null, when: 'burn' });
	}
	const stun = DESIGN_EFFECT[t.effect].stun;
	if (stun) lasting.push({ label: 'Stunned', text: `Stun-${stun}.`, on: t.radius || t.cone ? 'area' : 'target', rounds: stun });
	const area = [t.radius ? `${t.radius}" radius` : '', t.cone ? `${t.cone * 10}° cone` : ''].filter(Boolean).join(', ');
	return {
		id,
		name,
		mana,
		manaText: String(mana),
		range: `${BASE_RANGE_INCHES + t.range * RANGE_STEP_INCHES}"`,
		area: area || '1 target',
		effect: designText(t),
		rollText: ['Attack roll', ...rolls.map((r) => r.label)].join('; '),
		attack: true,
		...(rolls.length ? { rolls } : {}),
		...(lasting.length ? { lasting } : {})
	};
}
