import {
	ACOLYTE_LOSS,
	ACOLYTE_WIN,
	DEATH_BONUS,
	FAR_ABOVE_RANKS,
	FAR_BELOW_RANKS,
	MIN_RANK,
	MONTHLY_ACTIVITY,
	STANDARD_WIN_ROWS,
	TITLES,
	type Title
} from './rankTables';
import { MP_PER_RANK } from './scoreCosts';
import type { VictoryLevel } from './wizard';

/** The title of a wizard, from the highest rank ever reached: titles are for life. */
export function titleOf(highestRank: number): Title {
	return TITLES.find((t) => highestRank >= t.minRank)!.title;
}

/** Magic Points: five per rank of the highest rank ever held. */
export function magicPoints(highestRank: number): number {
	return MP_PER_RANK * highestRank;
}

/** Standard table: ranks the winner gains for defeating an opponent rated `above` ranks above them. */
export function standardAward(winnerRank: number, loserRank: number): number {
	const above = loserRank - winnerRank;
	const row = STANDARD_WIN_ROWS.find((r) => above >= r.minAbove && above <= r.maxAbove);
	if (row) return row.ranks;
	return above > 0 ? FAR_ABOVE_RANKS : FAR_BELOW_RANKS;
}

/**
 * Which duels count as student duels (Acolyte table): `both-acolytes` (the default reading) or
 * `any-acolyte` (the variant). See docs/rules/archmage.md.
 */
export type StudentDuelRule = 'both-acolytes' | 'any-acolyte';

export interface Ranked {
	rank: number;
	highestRank: number;
}

export interface DuelRankChange {
	winner: number;
	loser: number;
	table: 'standard' | 'acolyte';
}

/**
 * Rank changes after a duel. `byVictory` is false when the loser conceded (no death bonus: the
 * loser yielded and lives).
 */
export function duelRankChange(
	winner: Ranked,
	loser: Ranked,
	level: VictoryLevel,
	byVictory: boolean,
	rule: StudentDuelRule = 'both-acolytes'
): DuelRankChange {
	const winnerAcolyte = titleOf(winner.highestRank) === 'Acolyte';
	const loserAcolyte = titleOf(loser.highestRank) === 'Acolyte';
	const student = rule === 'both-acolytes' ? winnerAcolyte && loserAcolyte : winnerAcolyte || loserAcolyte;
	const bonus = level === 'death' && byVictory ? DEATH_BONUS : 0;
	if (student) return { winner: ACOLYTE_WIN + bonus, loser: ACOLYTE_LOSS, table: 'acolyte' };
	const award = standardAward(winner.rank, loser.rank);
	const lost = loserAcolyte ? 0 : -award;
	// a rank never goes below MIN_RANK
	const loserDelta = Math.max(lost, Math.min(0, MIN_RANK - loser.rank));
	return { winner: award + bonus, loser: loserDelta, table: 'standard' };
}

/** A rank after a change; the highest rank (and so title and MP) only ever rises. */
export function withRankChange<T extends Ranked>(w: T, delta: number): T {
	const rank = Math.max(MIN_RANK, w.rank + delta);
	return { ...w, rank, highestRank: Math.max(w.highestRank, rank) };
}

/** Ranks for a month in which the wizard fought at least one duel, by title. */
export function monthlyActivityAward(highestRank: number): number {
	return MONTHLY_ACTIVITY[titleOf(highestRank)];
}
