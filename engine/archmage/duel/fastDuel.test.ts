import { describe, expect, it } from 'vitest';
import { seededRng } from '../../core';
import { randomLegalEvent } from './bot';
import { play, playByEvents, randomStart } from './botkit';
import { fastDuel } from './fastDuel';
import { positionOf } from './position';
import { fastStart, toFastStart } from './simulate';
import type { ArchmageState } from './state';

/** The fast duel against the real rules: the same seeded duels, event by event and in numbers. */
function compare(from: ArchmageState, seed: number) {
	// both stop after as many spells (a duel to the death can crawl on, or never end when no attack can harm)
	const real = playByEvents(from, seededRng(seed));
	const rng = seededRng(seed);
	const start = toFastStart(from, rng);
	const p = positionOf(start);
	const winner = start.result ? start.result.winner : fastDuel(p, fastStart(start)!, rng);
	expect(winner).toBe(real.result ? real.result.winner : -1);
	if (start.result || !real.result) return;
	const end = positionOf(real);
	expect(p.scores).toEqual(end.scores);
	expect(p.wall).toEqual(end.wall);
	expect(p.wallStrength).toEqual(end.wallStrength);
	expect(p.mulliganUsed).toEqual(end.mulliganUsed);
}

describe('the fast duel plays the rules of the real events', () => {
	it('from the start of 250 duels under random options and wizards: same winner, scores, Walls and mulligans', () => {
		for (let seed = 1; seed <= 250; seed++) compare(randomStart(seed), seed * 7919);
	});

	it('from the middle of 150 duels (after random legal moves), through the real steps up to the next spell', () => {
		for (let seed = 1; seed <= 150; seed++) {
			let s = randomStart(seed);
			const rng = seededRng(seed);
			const sheets = [s.duelists[0]!.sheet, s.duelists[1]!.sheet] as const;
			const steps = rng.below(40);
			for (let i = 0; i < steps && !s.result; i++) {
				const move = randomLegalEvent(s, rng, [sheets[0], sheets[1]]);
				if (!move || move.kind === 'archmage/concede') break;
				s = play(s, move);
			}
			if (!s.result) compare(s, seed);
		}
	});
});
