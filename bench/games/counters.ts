import { foldLog, type GameEvent } from '../../engine/core';
import { counters } from '../../engine/counters';

/** fold_events_per_s: folding a 10,000-event Counters log from scratch, best of several runs. */
export default function run(): Record<string, number> {
	const seats = [0, 1, 2, 3].map((i) => ({ id: `s${i}`, name: `P${i}` }));
	const initial = counters.setup({ options: { life: 20, poison: true }, seats });
	const log: GameEvent[] = Array.from({ length: 10_000 }, (_, i) => ({
		id: `e${i}`,
		seat: `s${i % 4}`,
		kind: i % 50 === 49 ? 'counters/round' : 'counters/adjust',
		data: i % 50 === 49 ? { delta: 1 } : { player: `s${i % 4}`, counter: i % 3 ? 'life' : 'poison', delta: i % 2 ? -1 : 1 },
		at: i
	}));
	let best = Infinity;
	const until = performance.now() + 1500;
	while (performance.now() < until) {
		const t = performance.now();
		foldLog(counters, initial, log);
		best = Math.min(best, performance.now() - t);
	}
	return { fold_events_per_s: Math.round(log.length / (best / 1000)) };
}
