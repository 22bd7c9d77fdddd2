/**
 * brick_rounds_per_s: rounds of a Brick Wizards battle folded per second. Battles of two armies of
 * four units (mostly wizards) are played by the bot beforehand, 30 rounds each, with every spell's
 * rolls, surges and effects; the timed part is the fold of their whole logs through the core, as
 * a phone does when it opens a game. brick_events_per_s is the same fold counted in events.
 */
import { applyEvent, foldLog, seededRng, type GameEvent } from '../../engine/core';
import { brick } from '../../engine/brick';
import { botMove, seatsOf } from '../../engine/brick/arbitrary';
import type { BrickState } from '../../engine/brick';

const ROUNDS = 30;
const BATTLES = 10;
const seats = seatsOf(2);

function battle(seed: number): { initial: BrickState; log: GameEvent[] } {
	const rng = seededRng(seed);
	const initial = brick.setup({ options: {} as never, seats });
	let state = initial;
	const log: GameEvent[] = [];
	for (let i = 0; state.round <= ROUNDS && i < 20_000; i++) {
		const e = botMove(state, rng, `e${i}`, 4);
		const r = applyEvent<BrickState>(brick, state, e);
		if (!r.ok) continue;
		log.push(e);
		state = r.state;
	}
	return { initial, log };
}

export default function run(): Record<string, number> {
	const battles = Array.from({ length: BATTLES }, (_, i) => battle(1000 + i));
	let rounds = 0;
	let events = 0;
	const budgetMs = 1500;
	const started = performance.now();
	let now = started;
	while (now - started < budgetMs) {
		for (const b of battles) {
			const { state, outcomes } = foldLog<BrickState>(brick, b.initial, b.log);
			if (outcomes.some((o) => o.kind !== 'applied')) throw new Error('a recorded event was rejected on refold');
			rounds += state.round - 1;
			events += b.log.length;
		}
		now = performance.now();
	}
	const seconds = (now - started) / 1000;
	return { brick_rounds_per_s: Math.round(rounds / seconds), brick_events_per_s: Math.round(events / seconds) };
}
