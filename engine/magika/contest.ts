/** A whole contest played by bots, each reading only its own report: for tests, the bench and a solo table. */
import { seededRng, type SeatId } from '../core';
import { botOrders, type BotProfile } from './bot';
import { magikaHidden, reportsFor } from './hidden';
import type { Report } from './report';
import type { MagikaOptions, Orders, World } from './types';

export interface ContestResult {
	world: World;
	turns: number;
	/** Every report of the last turn, by seat. */
	reports: Record<SeatId, Report>;
}

export function playContest(seed: number, options: Partial<MagikaOptions> = {}, profileOf: (seat: SeatId) => BotProfile = () => 'normal', onTurn?: (world: World, reports: Record<SeatId, Report>) => void): ContestResult {
	const rng = seededRng(seed);
	let world = magikaHidden.setupWorld({ options: { maxTurns: 60, ...options } as never, seats: [] }, rng);
	let reports = reportsFor(world);
	while (!world.over) {
		const inputs: Record<SeatId, Orders> = {};
		for (const [seat, r] of Object.entries(reports)) inputs[seat] = botOrders(magikaHidden.know(r), rng, profileOf(seat));
		const next = magikaHidden.resolve(world, inputs, [], rng);
		world = next.world;
		reports = next.reports as Record<SeatId, Report>;
		onTurn?.(world, reports);
	}
	return { world, turns: world.turn - 1, reports };
}
