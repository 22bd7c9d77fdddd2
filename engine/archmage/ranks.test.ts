import { describe, expect, it } from 'vitest';
import { duelRankChange, magicPoints, monthlyActivityAward, standardAward, titleOf, withRankChange } from './ranks';

const sorcerer = (rank: number) => ({ rank, highestRank: Math.max(rank, 40) });
const acolyte = (rank: number) => ({ rank, highestRank: rank });

describe('Standard Rank Adjustment Table', () => {
	it.each([
		['30-49 above', 30, 60, 5],
		['30-49 above (49)', 30, 79, 5],
		['10-29 above', 40, 50, 4],
		['10-29 above (29)', 40, 69, 4],
		['within 9 (+9)', 40, 49, 3],
		['within 9 (equal)', 40, 40, 3],
		['within 9 (−9)', 49, 40, 3],
		['10-29 below', 50, 40, 2],
		['10-29 below (29)', 69, 40, 2],
		['30-49 below', 70, 40, 1],
		['30-49 below (49)', 89, 40, 1],
		['50+ above (beyond the table)', 40, 90, 5],
		['50+ below (beyond the table)', 90, 40, 0]
	])('%s: winner %i beats %i → +%i', (_, winner, loser, gain) => {
		expect(standardAward(winner, loser)).toBe(gain);
		const change = duelRankChange(sorcerer(winner), sorcerer(loser), 'subdual', true);
		expect(change).toEqual({ winner: gain, loser: -gain, table: 'standard' });
	});

	it('a win to the death adds 4 to the usual award; the loser subtracts only the usual award', () => {
		expect(duelRankChange(sorcerer(45), sorcerer(50), 'death', true)).toEqual({ winner: 7, loser: -3, table: 'standard' });
		// a conceded duel to the death is no death: no bonus
		expect(duelRankChange(sorcerer(45), sorcerer(50), 'death', false)).toEqual({ winner: 3, loser: -3, table: 'standard' });
	});
});

describe('Acolyte Rank Adjustment Table', () => {
	it('a student duel gives +2 to the winner and +1 to the loser, whatever the ranks', () => {
		expect(duelRankChange(acolyte(30), acolyte(39), 'subdual', true)).toEqual({ winner: 2, loser: 1, table: 'acolyte' });
		expect(duelRankChange(acolyte(39), acolyte(30), 'first-blood', true)).toEqual({ winner: 2, loser: 1, table: 'acolyte' });
		expect(duelRankChange(acolyte(30), acolyte(30), 'death', true)).toEqual({ winner: 6, loser: 1, table: 'acolyte' });
	});

	it('Acolytes never subtract: an Acolyte losing to a Sorcerer keeps their rank', () => {
		expect(duelRankChange(sorcerer(45), acolyte(30), 'subdual', true)).toEqual({ winner: 2, loser: 0, table: 'standard' });
		expect(duelRankChange(acolyte(30), sorcerer(45), 'subdual', true)).toEqual({ winner: 4, loser: -4, table: 'standard' });
	});

	it('variant: any duel with an Acolyte is a student duel', () => {
		expect(duelRankChange(sorcerer(45), acolyte(30), 'subdual', true, 'any-acolyte')).toEqual({ winner: 2, loser: 1, table: 'acolyte' });
	});

	it('a Sorcerer who dropped below 40 is no Acolyte and does subtract', () => {
		expect(duelRankChange(acolyte(36), { rank: 36, highestRank: 41 }, 'subdual', true)).toEqual({ winner: 3, loser: -3, table: 'standard' });
	});

	it('ranks never go below 0', () => {
		expect(duelRankChange(sorcerer(5), { rank: 2, highestRank: 40 }, 'subdual', true)).toEqual({ winner: 3, loser: -2, table: 'standard' });
		expect(withRankChange({ rank: 2, highestRank: 40 }, -5)).toEqual({ rank: 0, highestRank: 40 });
	});
});

describe('titles and Magic Points', () => {
	it('follows the Wizardly Titles by rank', () => {
		expect([30, 39, 40, 59, 60, 79, 80, 99, 100, 130].map(titleOf)).toEqual([
			'Acolyte', 'Acolyte', 'Sorcerer', 'Sorcerer', 'Adept', 'Adept', 'Magus', 'Magus', 'ArchMage', 'ArchMage'
		]);
	});

	it('keeps titles for life: an ArchMage who drops to rank 85 is still an ArchMage', () => {
		const fallen = withRankChange({ rank: 100, highestRank: 100 }, -15);
		expect(fallen).toEqual({ rank: 85, highestRank: 100 });
		expect(titleOf(fallen.highestRank)).toBe('ArchMage');
	});

	it('gives five MP per rank of the highest rank ever held', () => {
		expect(magicPoints(30)).toBe(150);
		expect(magicPoints(40)).toBe(200);
		expect(withRankChange({ rank: 41, highestRank: 44 }, 2)).toEqual({ rank: 43, highestRank: 44 });
	});

	it('awards monthly activity: Sorcerers +2, Adepts and Magi +1, others nothing', () => {
		expect([30, 40, 60, 80, 100].map(monthlyActivityAward)).toEqual([0, 2, 1, 1, 0]);
	});
});
