/** Rules data: the formula of "Creating New Spells", term by term. */

/** Basic cost: normal damage or stun-3, base range 1'. */
export const DESIGN_BASIC = 1;

/** Points per unit of each counted term. */
export const DESIGN_PER = {
	/** Per +1 damage. */
	damage: 2,
	/** Per 6" of extra range. */
	range: 1,
	/** Per 1" of radius. */
	radius: 1,
	/** Per 1D/2" of knock back. */
	knockback: 1,
	/** Per 10° of cone. */
	cone: 1
} as const;

/** Points of each yes/no term. */
export const DESIGN_FLAGS = {
	/** Does siege damage. */
	siege: 3,
	/** Fire effects (50% chance of burning). */
	fire: 1,
	/** Ignores armor. */
	ignoresArmor: 3
} as const;

/** Range bands the spell may reach (a missile weapon's short, medium and long range). */
export const DESIGN_REACH = {
	all: { label: 'Short, medium and long range', points: 0 },
	'no-long': { label: 'No long range', points: -1 },
	short: { label: 'No medium or long range', points: -2 }
} as const;

/** What the spell does on a hit: the basic normal damage, or a stun of 1 to 4 rounds. */
export const DESIGN_EFFECT = {
	damage: { label: 'Normal damage', points: 0, stun: 0 },
	'stun-1': { label: 'Stun-1', points: -2, stun: 1 },
	'stun-2': { label: 'Stun-2', points: -1, stun: 2 },
	'stun-3': { label: 'Stun-3', points: 0, stun: 3 },
	'stun-4': { label: 'Stun-4', points: 1, stun: 4 }
} as const;

/** Inches of range a spell has before any increase, and what one increase adds. */
export const BASE_RANGE_INCHES = 12;
export const RANGE_STEP_INCHES = 6;

/** Upper bounds of each counted term in the designer. */
export const DESIGN_MAX = { damage: 10, range: 20, radius: 24, knockback: 10, cone: 36 } as const;

/** A designed spell is never cheaper than this (see docs/rules/brick-wizards.md). */
export const DESIGN_MIN_MANA = 1;
