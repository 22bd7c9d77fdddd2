/**
 * Whole contests of 13 bots, each reading only its report. The unit suite plays 100 seeds; all
 * 1,000 run with `npx tsx engine/magika/thousandContests.ts` (about a minute on a quiet machine).
 */
import { describe, expect, it } from 'vitest';
import { playContest } from './contest';
import { brokenInvariant } from './invariants';

describe('13 bots play a contest to its end', () => {
	it('for 100 seeds, keeping every invariant each turn', () => {
		const reasons: Record<string, number> = {};
		for (let seed = 0; seed < 100; seed++) {
			const r = playContest(seed, {}, (seat) => (seat.endsWith('3') ? 'conservative' : 'normal'), (w) => expect(brokenInvariant(w)).toBeNull());
			expect(r.world.over).not.toBeNull();
			expect(r.turns).toBeLessThanOrEqual(60);
			reasons[r.world.over!.reason] = (reasons[r.world.over!.reason] ?? 0) + 1;
			for (const rep of Object.values(r.reports)) expect(rep.final).toHaveLength(13);
		}
		expect(reasons.goal).toBeGreaterThan(50);
	});
});
