import { describe, expect, it } from 'vitest';
import { gameTitles } from './catalog';
import { defaultOptions, findGame, games } from '.';

describe('the game registry', () => {
	it('lists every registered game in the catalog under the same title', () => {
		for (const g of games) expect(gameTitles[g.id], g.id).toBe(g.title);
	});

	it('finds games by id and gives their default options', () => {
		expect(findGame('counters')?.title).toBe('Counters');
		expect(findGame('chess')).toBeUndefined();
		expect(defaultOptions(findGame('counters')!)).toEqual({ life: 20, poison: false });
	});

	it('every game has unique ids and sane seat limits and options', () => {
		expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
		for (const g of games) {
			expect(g.seats.min).toBeLessThanOrEqual(g.seats.default);
			expect(g.seats.default).toBeLessThanOrEqual(g.seats.max);
			for (const o of g.options) if (o.type === 'number') expect(o.min <= o.default && o.default <= o.max, `${g.id}.${o.key}`).toBe(true);
		}
	});
});
