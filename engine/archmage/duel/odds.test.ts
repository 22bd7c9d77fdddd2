import { describe, expect, it } from 'vitest';
import { seededRng } from '../../core';
import { sheet } from '../testkit';
import { randomSheet } from './bot';
import { play } from './botkit';
import { addOdds, duelOdds, startOfDuel } from './odds';
import { DEFAULT_OPTIONS } from './options';
import { nextBotEvent } from './simulate';

const strong = sheet('Strong', 'mars', { earth: 45, fire: 55, metal: 40, water: 50, wood: 42 }, 80);
const weak = sheet('Weak', 'mars', { earth: 25, fire: 35, metal: 20, water: 30, wood: 22 }, 80);

describe('the odds of a duel', () => {
	it('between a wizard and a copy of it are 50% ± 3 points', () => {
		for (let i = 0; i < 2; i++) {
			const w = randomSheet(seededRng(i), `w${i}`);
			const odds = duelOdds(startOfDuel(w, { ...w, id: 'copy' }, DEFAULT_OPTIONS), 2500, 11 + i);
			expect(Math.abs(odds.first - 0.5)).toBeLessThanOrEqual(0.03);
		}
		const odds = duelOdds(startOfDuel(strong, { ...strong, id: 'copy' }, DEFAULT_OPTIONS), 2500, 3);
		expect(Math.abs(odds.first - 0.5)).toBeLessThanOrEqual(0.03);
	});

	it('for a wizard against one with every score 20 lower are above 90%, either seat', () => {
		expect(duelOdds(startOfDuel(strong, weak, DEFAULT_OPTIONS), 2000, 1).first).toBeGreaterThan(0.9);
		expect(duelOdds(startOfDuel(weak, strong, DEFAULT_OPTIONS), 2000, 2).first).toBeLessThan(0.1);
	});

	it('computed twice with different seeds agree within their stated margin', () => {
		const a = duelOdds(startOfDuel(strong, weak, { ...DEFAULT_OPTIONS, victory: 'first-blood' }), 1000, 1);
		const b = duelOdds(startOfDuel(strong, weak, { ...DEFAULT_OPTIONS, victory: 'first-blood' }), 1000, 2);
		expect(Math.abs(a.first - b.first)).toBeLessThanOrEqual(Math.max(a.margin, b.margin));
		const w = randomSheet(seededRng(9), 'w');
		const v = randomSheet(seededRng(10), 'v');
		const c = duelOdds(startOfDuel(w, v, DEFAULT_OPTIONS), 1000, 3);
		const d = duelOdds(startOfDuel(w, v, DEFAULT_OPTIONS), 1000, 4);
		expect(Math.abs(c.first - d.first)).toBeLessThanOrEqual(Math.max(c.margin, d.margin));
		expect(c.margin).toBeGreaterThan(0.01);
		expect(c.margin).toBeLessThan(0.05);
	});

	it('say how many duels they rest on, add up batch by batch, and narrow with more duels', () => {
		const start = startOfDuel(strong, weak, DEFAULT_OPTIONS);
		const one = duelOdds(start, 500, 1);
		const both = addOdds(one, duelOdds(start, 500, 2));
		expect(both.duels).toBe(1000);
		expect(both.wins[0] + both.wins[1] + both.undecided).toBe(1000);
		expect(both.margin).toBeLessThan(one.margin);
	});

	it('follow the duel: from any step, and certain once it is over', () => {
		let s = startOfDuel(strong, weak, DEFAULT_OPTIONS);
		const rng = seededRng(4);
		for (let i = 0; i < 25; i++) {
			s = play(s, nextBotEvent(s, rng)!);
			const odds = duelOdds(s, 50, i);
			expect(odds.duels).toBe(50);
		}
		while (!s.result) s = play(s, nextBotEvent(s, rng)!);
		expect(duelOdds(s, 10, 1).first).toBe(s.result.winner === 0 ? 1 : 0);
	});
});
