/**
 * Fog Counters: the smallest hidden-information game, so the hidden protocol is not Magika-shaped.
 * Every seat has three counters only it sees. Each turn a seat moves each of its own counters by at
 * most 3; then the world drifts one counter of every seat by ±1 (the hidden randomness). A report
 * shows the seat its own counters and the public total of every counter at the table. After
 * `turns` turns the seat with the highest sum wins.
 */
import { reject, type Rejection, type Rng, type SeatId, type SetupContext } from '../core';
import type { HiddenGame } from '../core/hidden/types';

export const FOG_COUNTERS = 3;
export const FOG_STEP = 3;
export const FOG_MAX = 99;

export interface FogWorld {
	turn: number;
	turns: number;
	counters: Record<SeatId, number[]>;
}
export interface FogInput {
	add: number[];
}
export interface FogReport {
	turn: number;
	seat: SeatId;
	counters: number[];
	total: number;
	over: boolean;
}

export const FOG_REJECTIONS = { input: 'fog/bad-input', bound: 'fog/out-of-range' } as const;

function inRange(v: number) {
	return Math.max(0, Math.min(FOG_MAX, v));
}

function total(world: FogWorld): number {
	return Object.values(world.counters).reduce((n, cs) => n + cs.reduce((a, b) => a + b, 0), 0);
}

function reports(world: FogWorld): Record<SeatId, FogReport> {
	const t = total(world);
	const over = world.turn >= world.turns;
	return Object.fromEntries(Object.entries(world.counters).map(([seat, counters]) => [seat, { turn: world.turn, seat, counters: [...counters], total: t, over }]));
}

/** The seats of the table, then `empty` seats nobody holds (played by the GM's default). */
function setup(ctx: SetupContext, rng: Rng): FogWorld {
	const empty = Number(ctx.options.empty ?? 0);
	const seats = [...ctx.seats.map((s) => s.id), ...Array.from({ length: empty }, (_, i) => `bot-${i + 1}`)];
	const counters = Object.fromEntries(seats.map((s) => [s, Array.from({ length: FOG_COUNTERS }, () => rng.below(10))]));
	return { turn: 0, turns: Number(ctx.options.turns ?? 30), counters };
}

function resolve(world: FogWorld, inputs: Readonly<Record<SeatId, FogInput>>, _adjustments: readonly unknown[], rng: Rng) {
	const counters: Record<SeatId, number[]> = {};
	for (const [seat, cs] of Object.entries(world.counters)) {
		const add = inputs[seat]?.add ?? [];
		const next = cs.map((c, i) => inRange(c + (add[i] ?? 0)));
		const drift = rng.below(FOG_COUNTERS);
		next[drift] = inRange(next[drift] + (rng.below(2) ? 1 : -1));
		counters[seat] = next;
	}
	const next: FogWorld = { ...world, turn: world.turn + 1, counters };
	return { world: next, reports: reports(next), over: next.turn >= next.turns };
}

function checkInput(k: FogReport, _seat: SeatId, input: unknown): FogInput | Rejection {
	const add = (input as FogInput | null)?.add;
	if (!Array.isArray(add) || add.length !== FOG_COUNTERS || !add.every((a) => Number.isInteger(a) && Math.abs(a) <= FOG_STEP)) {
		return reject(FOG_REJECTIONS.input, `Move each of your ${FOG_COUNTERS} counters by at most ${FOG_STEP}.`);
	}
	if (add.some((a, i) => k.counters[i] + a < 0 || k.counters[i] + a > FOG_MAX)) return reject(FOG_REJECTIONS.bound, `Counters stay between 0 and ${FOG_MAX}.`);
	return { add: [...add] };
}

export const fogHidden: HiddenGame<FogWorld, FogInput, FogReport, FogReport> = {
	setupWorld: setup,
	setupReports: reports,
	resolve,
	// a seat that sent nothing stands still; a seat nobody holds wanders
	defaultInput: (k, _seat, rng, reason) => ({ add: k.counters.map((c) => (reason === 'missed' ? 0 : inRange(c + rng.below(3) - 1) - c)) }),
	know: (report) => report,
	checkInput,
	worldDigest: (world) => world,
	finale: (world) => ({
		sums: Object.fromEntries(Object.entries(world.counters).map(([seat, cs]) => [seat, cs.reduce((a, b) => a + b, 0)]))
	})
};
