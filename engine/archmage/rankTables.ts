/** Part Five: the rank adjustment tables and the titles. */

/**
 * Standard Rank Adjustment Table, the rows that depend on the opponent. `above` is the loser's
 * rank minus the winner's (positive: the opponent was rated above the winner). (*) rows: the loser
 * subtracts what the winner gained.
 */
export interface RankRow {
	minAbove: number;
	maxAbove: number;
	ranks: number;
}

export const STANDARD_WIN_ROWS: readonly RankRow[] = [
	{ minAbove: 30, maxAbove: 49, ranks: 5 },
	{ minAbove: 10, maxAbove: 29, ranks: 4 },
	{ minAbove: -9, maxAbove: 9, ranks: 3 },
	{ minAbove: -29, maxAbove: -10, ranks: 2 },
	{ minAbove: -49, maxAbove: -30, ranks: 1 }
];

/** Beyond the table (see docs/rules/archmage.md): 50+ above earns the top row, 50+ below nothing. */
export const FAR_ABOVE_RANKS = 5;
export const FAR_BELOW_RANKS = 0;

export const DEATH_BONUS = 4;
export const MASTER_BONUS = 5;
export const GRANDMASTER_BONUS = 10;

/** Acolyte Rank Adjustment Table. Acolytes never subtract ranks. */
export const ACOLYTE_WIN = 2;
export const ACOLYTE_LOSS = 1;

export type Title = 'Acolyte' | 'Sorcerer' | 'Adept' | 'Magus' | 'ArchMage';

/** Wizardly Titles by the highest rank ever reached, highest first. Titles are for life. */
export const TITLES: readonly { title: Title; minRank: number }[] = [
	{ title: 'ArchMage', minRank: 100 },
	{ title: 'Magus', minRank: 80 },
	{ title: 'Adept', minRank: 60 },
	{ title: 'Sorcerer', minRank: 40 },
	{ title: 'Acolyte', minRank: -Infinity }
];

/** Ranks earned each month the wizard fights at least one duel, by title. */
export const MONTHLY_ACTIVITY: Record<Title, number> = {
	Acolyte: 0,
	Sorcerer: 2,
	Adept: 1,
	Magus: 1,
	ArchMage: 0
};

/** Ranks never go below this (see docs/rules/archmage.md). */
export const MIN_RANK = 0;

/** The Grandmaster tourney starts when this many Orders have a Master. */
export const ORDERS_FOR_TOURNEY = 3;
/** Active wizards a person may keep. */
export const MAX_ACTIVE_WIZARDS = 2;
