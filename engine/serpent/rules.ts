/** The numbers of the Serpent's Tongue rules (Crucible Update), kept apart from the logic. */

/** The Resonance roll: a d10 face gives every being this much Resonance; 10 is the Overload. */
export const RESONANCE_CHART: readonly { upTo: number; resonance: number }[] = [
	{ upTo: 3, resonance: 1 },
	{ upTo: 6, resonance: 2 },
	{ upTo: 9, resonance: 3 },
	{ upTo: 10, resonance: 5 }
];
export const OVERLOAD_FACE = 10;
/** Harmony every being with a Harmony stat loses on an Overload. */
export const OVERLOAD_HARMONY = 1;

export function resonanceForRoll(face: number): number {
	return RESONANCE_CHART.find((r) => face <= r.upTo)?.resonance ?? 0;
}

export const START = { resonance: 0, harmony: 0, essence: 12, will: 3, voice: 0, foci: 1 } as const;

export const FULL_ACTIONS = 2;
/** Effects that add Full Actions do not stack: at most this many extra per round. */
export const MAX_EXTRA_ACTIONS = 1;
/** Offensive effects give at most this many interrupt stones a round, and never beyond MAX_STONES. */
export const MAX_OFFENSIVE_STONES_PER_ROUND = 1;
/** With this many stones a Magi can cast no more Full-Action Responses, nor be given one by an opponent. */
export const MAX_STONES = 2;

export const ENHANCEMENT_SLOTS = 4;
export const MAX_PREPARED = 3;

/** Discord or Harmony at which an initiative-phase roll (2d10, below the value) is due. */
export const EVENT_THRESHOLD = 7;
export const DISCORD_EVENT_ESSENCE = 3;
export const HARMONY_EVENT_WILL = 1;
/** Discord at which a Magi is incapacitated. */
export const DISCORD_LIMIT = 20;

export const MEDITATE = { resonance: 2, harmony: 1 } as const;

/** Energy exchange, once per round: what you give and what you may take for it. */
export const EXCHANGE = {
	will: { cost: 1, gets: { resonance: 3, harmony: 2, essence: 1 } },
	voice: { cost: 10, gets: { resonance: 3, harmony: 2, essence: 1, will: 1 } }
} as const;

export const MISCAST_HARMONY = 1;
export const MISCAST_RESONANCE_TO_OTHERS = 1;

/** Re-attune: 1 + fluency for one non-Bonded spell a round; 1 for each Bonded spell or burned Focus. */
export const REATTUNE_BASE = 1;
export const REATTUNE_BONDED = 1;
export const REATTUNE_FOCUS = 1;
export const MAX_REATTUNE_PER_ROUND = 1;

/** Ritual Path: 1 Harmony per tier, or 1 Will for 3 tiers, bought left to right. */
export const RITUAL_HARMONY_PER_TIER = 1;
export const RITUAL_TIERS_PER_WILL = 3;
export const RITUAL_TIERS = 4;

/** Maintenance resolves zones in this order. */
export const ZONE_ORDER = ['attack', 'defense', 'curse', 'enhancement'] as const;

/** Bounds on what an event may carry, so that a bad peer cannot blow the state up. */
export const MAX_CARD_NUMBER = 999;
export const MAX_ENERGY = 999;
export const MAX_LIBRARY = 400;
export const MAX_BEINGS = 16;
export const MAX_SPELLS_IN_PLAY = 200;

/** Laws of the Codex: "up to 27 spells. At most, five of them can be fluency level 3 and two of them can be fluency level 4 ... only three spells may share that title. In addition, a Codex may contain one Specialization and one Artifact." */
export const CODEX = { spells: 27, perTitle: 3, fluency3: 5, fluency4: 2, specializations: 1, artifacts: 1 } as const;

/** A Specialization tree has two tiers; tier 1 before tier 2. */
export const SPEC_TIERS_PER_TREE = 2;
