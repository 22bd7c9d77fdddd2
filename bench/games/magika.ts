/**
 * Magika (the hidden-information contest of engine/magika), 13 bot seats:
 * - magika_turn_ms_p50 / p95: one turn resolved as the game master does it (13 mages, 5 phases,
 *   13 reports with standings), bot decisions excluded. The turns of 50 contests are captured,
 *   then each is resolved 5 times and its fastest run kept, so that a busy machine's pauses do not
 *   pass for the engine's (as arena.ts keeps its best window).
 * - magika_bot_game_ms: the median whole contest capped at 30 turns, set-up and the 13 bots'
 *   decisions included (fastest of 3 runs of each of 20 contests).
 * - magika_report_bytes_p95: the canonical JSON size of a seat's report.
 */
import { seededRng, type SeatId } from '../../engine/core';
import { magikaHidden, reportsFor, type Orders, type Report, type World } from '../../engine/magika';

const pct = (xs: number[], p: number) => {
	const s = xs.slice().sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

interface Captured {
	world: World;
	inputs: Record<SeatId, Orders>;
}

function contest(seed: number, onTurn?: (c: Captured, reports: Record<SeatId, Report>) => void): number {
	const started = performance.now();
	const rng = seededRng(seed);
	let world: World = magikaHidden.setupWorld({ options: { maxTurns: 30 }, seats: [] }, rng);
	let reports: Record<SeatId, Report> = reportsFor(world);
	while (!world.over) {
		const inputs: Record<SeatId, Orders> = {};
		for (const [seat, r] of Object.entries(reports)) inputs[seat] = magikaHidden.defaultInput(r, seat, rng, 'empty');
		const next = magikaHidden.resolve(world, inputs, [], rng);
		onTurn?.({ world, inputs }, next.reports as Record<SeatId, Report>);
		world = next.world;
		reports = next.reports as Record<SeatId, Report>;
	}
	return performance.now() - started;
}

export default function run(): Record<string, number> {
	for (let s = 0; s < 10; s++) contest(1000 + s); // warm up
	const turns: Captured[] = [];
	const bytes: number[] = [];
	for (let s = 0; s < 50; s++) {
		contest(s, (c, reports) => {
			turns.push(c);
			for (const r of Object.values(reports)) bytes.push(JSON.stringify(r).length);
		});
	}
	const turnMs = turns.map(({ world, inputs }) => {
		let best = Infinity;
		for (let k = 0; k < 5; k++) {
			// the same rolls each time: the same work
			const t0 = performance.now();
			magikaHidden.resolve(world, inputs, [], seededRng(7));
			best = Math.min(best, performance.now() - t0);
		}
		return best;
	});
	const games = Array.from({ length: 20 }, (_, s) => Math.min(contest(s), contest(s), contest(s)));
	return {
		magika_turn_ms_p50: Math.round(pct(turnMs, 50) * 100) / 100,
		magika_turn_ms_p95: Math.round(pct(turnMs, 95) * 100) / 100,
		magika_bot_game_ms: Math.round(pct(games, 50)),
		magika_report_bytes_p95: pct(bytes, 95)
	};
}
