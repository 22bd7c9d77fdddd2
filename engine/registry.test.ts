import { describe, expect, it } from 'vitest';
import { aboutGame, gamesAbout } from './about';
import { gameTitles } from './catalog';
import { loadableGames, loadGame } from './loaders';
import { defaultOptions, findGame, games } from '.';

describe('the game registry', () => {
	it('the new-game list and the catalog of names list every registered game, in the same order, with the same name, sentence, seats and options', () => {
		expect(gamesAbout.map((g) => g.id)).toEqual(games.map((g) => g.id));
		for (const g of games) {
			const about = aboutGame(g.id)!;
			expect({ title: g.title, summary: g.summary, seats: g.seats, options: g.options }, g.id).toEqual({ title: about.title, summary: about.summary, seats: about.seats, options: about.options });
			expect(gameTitles[g.id], g.id).toBe(g.title);
		}
		expect(Object.keys(gameTitles).sort()).toEqual(games.map((g) => g.id).sort());
	});

	it('loads each game by id as the registry holds it, and nothing for an unknown id', async () => {
		expect(loadableGames).toEqual(games.map((g) => g.id));
		for (const g of games) expect(await loadGame(g.id), g.id).toBe(g);
		expect(await loadGame('chess')).toBeUndefined();
		expect(await loadGame('toString')).toBeUndefined();
	});

	it('finds games by id and gives their default options', () => {
		expect(findGame('counters')?.title).toBe('Counters');
		expect(findGame('chess')).toBeUndefined();
		expect(aboutGame('chess')).toBeUndefined();
		expect(defaultOptions(findGame('counters')!)).toEqual({ life: 20, poison: false });
		expect(defaultOptions(aboutGame('magika')!)).toEqual(defaultOptions(findGame('magika')!));
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
