/**
 * archmage_odds_ms: the odds the duel screen shows, as the worker computes them: 1,000 duels to
 * subdual simulated with the bot's policy on both sides from the start of a duel (both wizards
 * entered, before the roll-off), between two random new Acolytes (median of several pairs).
 * archmage_bot_duels_per_s: the same duels per second, over a longer run.
 */
import { seededRng } from '../../engine/core';
import { DEFAULT_OPTIONS, duelOdds, randomSheet, startOfDuel } from '../../engine/archmage';

const options = { ...DEFAULT_OPTIONS, victory: 'subdual' as const };

function startOf(seed: number) {
	const rng = seededRng(seed);
	return startOfDuel(randomSheet(rng, `a${seed}`), randomSheet(rng, `b${seed}`), options);
}

export default function run(): Record<string, number> {
	duelOdds(startOf(0), 300, 1); // warm up
	const times: number[] = [];
	for (let pair = 1; pair <= 7; pair++) {
		const state = startOf(pair);
		const started = performance.now();
		duelOdds(state, 1000, pair);
		times.push(performance.now() - started);
	}
	times.sort((a, b) => a - b);
	let duels = 0;
	const started = performance.now();
	for (let pair = 100; performance.now() - started < 1000; pair++) {
		duelOdds(startOf(pair), 200, pair);
		duels += 200;
	}
	return {
		archmage_odds_ms: Math.round(times[times.length >> 1] * 10) / 10,
		archmage_bot_duels_per_s: Math.round((duels * 1000) / (performance.now() - started))
	};
}
