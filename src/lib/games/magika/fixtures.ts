/** Reports from a real set-up and turns of the engine, for the view-model tests and the screens' harness. */
import { seededRng } from '$engine/core';
import { magikaHidden, reportsFor, type Orders, type Report, type World } from '$engine/magika';

export interface Played {
	world: World;
	/** Every seat's reports so far, oldest first. */
	reports: Record<string, Report[]>;
}

/** A contest of 13 seats (ann and bo at A and B, bots elsewhere) played `turns` turns with the orders given. */
export function playedContest(turns: number, orders: (seat: string, r: Report) => Orders | undefined = () => undefined, seed = 7): Played {
	let world = magikaHidden.setupWorld({ options: {}, seats: [{ id: 'ann', name: 'Ann' }, { id: 'bo', name: 'Bo' }] }, seededRng(seed));
	let latest = reportsFor(world);
	const reports: Record<string, Report[]> = Object.fromEntries(Object.entries(latest).map(([s, r]) => [s, [r]]));
	for (let t = 0; t < turns; t++) {
		const inputs: Record<string, Orders> = {};
		for (const [seat, r] of Object.entries(latest)) inputs[seat] = orders(seat, r) ?? magikaHidden.defaultInput(r, seat, seededRng(seed + t), 'empty');
		const next = magikaHidden.resolve(world, inputs, [], seededRng(seed * 31 + t));
		world = next.world;
		latest = next.reports as Record<string, Report>;
		for (const [seat, r] of Object.entries(latest)) reports[seat].push(r);
	}
	return { world, reports };
}
