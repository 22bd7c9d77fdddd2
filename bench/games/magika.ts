/**
 * Magika (the hidden-information contest of engine/magika), 13 bot seats:
 * - magika_turn_ms_p50 / p95: one turn resolved as the game master does it (13 mages, 5 phases,
 *   13 reports with standings), bot decisions excluded; over the turns of many contests.
 * - magika_bot_game_ms: the median whole contest capped at 30 turns, set-up and the 13 bots'
 *   decisions included.
 * - magika_report_bytes_p95: the canonical JSON size of a seat's report.
 */
import { seededRng, type SeatId } from '../../engine/core';
import { magikaHidden, reportsFor, type Orders, type Report, type World } from '../../engine/magika';

const pct = (xs: number[], p: number) => {
	const s = xs.slice().sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

function contest(seed: number, turnMs: number[], bytes: number[]): number {
	const started = performance.now();
	const rng = seededRng(seed);
	let world: World = magikaHidden.setupWorld({ options: { maxTurns: 30 }, seats: [] }, rng);
	let reports: Record<SeatId, Report> = reportsFor(world);
	while (!world.over) {
		const inputs: Record<SeatId, Orders> = {};
		for (const [seat, r] of Object.entries(reports)) inputs[seat] = magikaHidden.defaultInput(r, seat, rng, 'normal');
		const t0 = performance.now();
		const next = magikaHidden.resolve(world, inputs, [], rng);
		turnMs.push(performance.now() - t0);
		world = next.world;
		reports = next.reports as Record<SeatId, Report>;
		for (const r of Object.values(reports)) bytes.push(JSON.stringify(r).length);
	}
	return performance.now() - started;
}

export default function run(): Record<string, number> {
	for (let s = 0; s < 10; s++) contest(1000 + s, [], []); // warm up
	const turnMs: number[] = [];
	const bytes: number[] = [];
	const games: number[] = [];
	for (let s = 0; s < 60; s++) games.push(contest(s, turnMs, bytes));
	return {
		magika_turn_ms_p50: Math.round(pct(turnMs, 50) * 100) / 100,
		magika_turn_ms_p95: Math.round(pct(turnMs, 95) * 100) / 100,
		magika_bot_game_ms: Math.round(pct(games, 50)),
		magika_report_bytes_p95: pct(bytes, 95)
	};
}
