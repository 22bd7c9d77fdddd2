import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRejection, seededRng } from '../core';
import { botCreation, botScores } from './botCreation';
import { checkCreation, createWizard, type CreationInput } from './creation';
import { randomCreation } from './duel/bot';
import { duelOdds, startOfDuel } from './duel/odds';
import { DEFAULT_OPTIONS } from './duel/options';
import { ORDER_IDS, ORDERS, uniformScores, type OrderId } from './elements';
import { CREATION_MP, ORDER_MIN_MP, START_RANK } from './scoreCosts';
import type { DuelistSheet } from './wizard';

const sheetOf = (c: CreationInput, id: string): DuelistSheet => ({ id, name: c.name, order: c.order, scores: c.scores, rank: START_RANK, highestRank: START_RANK });

/** The share of duels a bot-created wizard wins against random creations of its Order (fast simulator, roll-off). */
function shareAgainstRandom(make: (seed: number, order: OrderId) => CreationInput, pairs: number, duels: number): number {
	let won = 0;
	for (let i = 0; i < pairs; i++) {
		const order = ORDER_IDS[i % ORDER_IDS.length];
		const mine = sheetOf(make(i, order), 'bot');
		const rival = sheetOf(randomCreation(seededRng(100_000 + i), 'Rival', order), 'rival');
		won += duelOdds(startOfDuel(mine, rival, DEFAULT_OPTIONS), duels, 7 + i).first * duels;
	}
	return won / (pairs * duels);
}

describe('the bot spends creation MP', () => {
	it('always legally: createWizard accepts it, all but at most 7 MP spent, the Order minimum met (any seed, any Order)', () => {
		fc.assert(
			fc.property(fc.integer(), fc.constantFrom(...ORDER_IDS), (seed, order) => {
				const input = botCreation(seededRng(seed), order, 'Bot');
				expect(isRejection(createWizard(input, 'w', 'bot'))).toBe(false);
				const check = checkCreation(input);
				expect(check.spent).toBeGreaterThan(CREATION_MP - 8);
				expect(check.orderSpent).toBeGreaterThanOrEqual(ORDER_MIN_MP);
			}),
			{ numRuns: 300 }
		);
	});

	it('raises the Order’s element as far as the MP go and puts what is left into the lowest other score', () => {
		const scores = botScores(uniformScores(15), 'mars');
		// 30 MP bring Fire from 15 to 45, 4 more buy 46 and 47; the last MP goes to the first lowest
		expect(scores).toEqual({ earth: 16, fire: 47, metal: 15, water: 15, wood: 15 });
		expect(botScores({ ...uniformScores(15), metal: 50 }, 'venus').metal).toBe(61);
	});

	it('is the same for the same seed and Order', () => {
		expect(botCreation(seededRng(3), 'jupiter', 'A')).toEqual(botCreation(seededRng(3), 'jupiter', 'A'));
		expect(ORDERS.jupiter.element).toBe('wood');
	});

	it('beats random creations of the same Order in a clear majority of 4,000 simulated duels', () => {
		const share = shareAgainstRandom((seed, order) => botCreation(seededRng(seed), order, 'Bot'), 200, 20);
		expect(share).toBeGreaterThanOrEqual(0.56);
	});

	it('takes well under 200 ms', () => {
		const start = performance.now();
		for (let i = 0; i < 100; i++) botCreation(seededRng(i), ORDER_IDS[i % 5], 'Bot');
		expect((performance.now() - start) / 100).toBeLessThan(200);
	});
});
