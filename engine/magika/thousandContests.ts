/** The 1,000 seeds of the bot contest with its figures (the unit suite plays the same): npx tsx engine/magika/thousandContests.ts */
import { playContest } from './contest';
import { brokenInvariant } from './invariants';

const started = performance.now();
const reasons: Record<string, number> = {};
let turns = 0;
for (let seed = 0; seed < 1000; seed++) {
	const r = playContest(seed, {}, (seat) => (seat.endsWith('3') ? 'conservative' : 'normal'), (w) => {
		const broken = brokenInvariant(w);
		if (broken) throw new Error(`seed ${seed}, turn ${w.turn - 1}: ${broken}`);
	});
	if (!r.world.over) throw new Error(`seed ${seed} did not end`);
	reasons[r.world.over.reason] = (reasons[r.world.over.reason] ?? 0) + 1;
	turns += r.turns;
}
console.log(`1000 contests ended (${JSON.stringify(reasons)}), ${(turns / 1000).toFixed(1)} turns each, ${Math.round(performance.now() - started)} ms`);
