import { describe, expect, it } from 'vitest';
import { wizard } from './testRoster';
import { matchSeatNames } from './fightMatch';
import { matchTag, parseMatchTag } from './tourneyMatch';

describe('a tourney match fought as a duel game', () => {
	it('its tag reads back, and anything else is no match', () => {
		const m = { tourney: 'aB3_-x', round: 2, index: 5 };
		expect(parseMatchTag(matchTag(m))).toEqual(m);
		for (const bad of [undefined, 3, '', 'T1/1', 'T1/a/2', 'T 1/0/0', 'T1/0/0/0']) expect(parseMatchTag(bad)).toBeNull();
	});

	it('its seats are the two players, or the two wizards when one person plays both', () => {
		expect(matchSeatNames(wizard('Merla', { owner: 'Ann' }), wizard('Oswin', { owner: 'Bo' }))).toEqual(['Ann', 'Bo']);
		expect(matchSeatNames(wizard('Merla', { owner: 'Ann' }), wizard('Oswin', { owner: 'ann ' }))).toEqual(['Merla', 'Oswin']);
	});
});
