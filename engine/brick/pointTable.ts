/** Rules data: what units cost in an army (seed: Magic and Medics). */
export const POINTS = {
	/** A unit with magical abilities. */
	wizard: 15,
	/** Its spells can be cast while using any weapon but a knife or staff. */
	castWithWeapons: 3,
	/** Its spells can be cast through armor. */
	castInArmor: 8,
	/** A unit with medical training. */
	medic: 15,
	/** A medic capable of using weapons (most medics are strict pacifists). */
	medicWithWeapons: 10
} as const;

/** Bounds of what a player may enter for other units. */
export const MAX_UNIT_COST = 10_000;
export const MAX_NAME_LENGTH = 32;
export const MAX_UNITS_PER_ARMY = 60;
