/**
 * Whole contests of 13 bots, each reading only its report: 1,000 seeds (about 8 s on a quiet
 * machine; `npx tsx engine/magika/thousandContests.ts` plays the same and prints the figures).
 */
import { describe, expect, it } from 'vitest';
import { playContest } from './contest';
import { brokenInvariant } from './invariants';

describe('13 bots play a contest to its end', () => {
	it('for 1,000 seeds, keeping every invariant each turn', { timeout: 180_000 }, () => {
		const reasons: Record<string, number> = {};
		for (let seed = 0; seed < 1000; seed++) {
			const r = playContest(seed, {}, (seat) => (seat.endsWith('3') ? 'conservative' : 'normal'), (w) => {
				const broken = brokenInvariant(w);
				if (broken) expect.fail(`seed ${seed}, turn ${w.turn - 1}: ${broken}`);
			});
			expect(r.world.over).not.toBeNull();
			expect(r.turns).toBeLessThanOrEqual(60);
			reasons[r.world.over!.reason] = (reasons[r.world.over!.reason] ?? 0) + 1;
			for (const rep of Object.values(r.reports)) expect(rep.final).toHaveLength(13);
		}
		expect(reasons.goal).toBeGreaterThan(500);
	});
});
