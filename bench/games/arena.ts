/**
 * arena_turns_per_s: turns of an 8-player Magic Arena resolved per second, each player giving
 * random legal orders (a move or a movement magic, then up to three magics), every order applied
 * as an event through the core (envelope checks included) and the turn fully resolved.
 */
import { applyEvent, seededRng, type GameEvent } from '../../engine/core';
import { arena, setupArena, type ArenaState } from '../../engine/arena';
import { randomOrders, randomStart } from '../../engine/arena/random';

const PLAYERS = 8;
const seats = Array.from({ length: PLAYERS }, (_, i) => ({ id: `s${i}`, name: `Wizard ${i + 1}` }));

function newGame(rng: ReturnType<typeof seededRng>, id: { n: number }): ArenaState {
	let state = setupArena({}, seats);
	for (const s of seats) {
		const event: GameEvent = { id: `e${id.n++}`, seat: s.id, kind: 'arena/start', data: randomStart(state, rng), at: 0 };
		state = applyEvent<ArenaState>(arena, state, event).state;
	}
	return state;
}

export default function run(): Record<string, number> {
	const rng = seededRng(20240501);
	const id = { n: 0 };
	let state = newGame(rng, id);
	let turns = 0;
	let rejected = 0;
	const budgetMs = 1500;
	const started = performance.now();
	let now = started;
	while (now - started < budgetMs) {
		for (let batch = 0; batch < 200; batch++) {
			if (state.phase === 'over') state = newGame(rng, id);
			const at = state.turn;
			for (const seat of state.order) {
				if (!state.players[seat].alive) continue;
				const data = { turn: at, ...randomOrders(state, seat, rng) };
				const r = applyEvent<ArenaState>(arena, state, { id: `e${id.n++}`, seat, kind: 'arena/orders', data, at: 0 });
				if (!r.ok) rejected++;
				state = r.state;
			}
			turns++;
		}
		now = performance.now();
	}
	if (rejected > 0) throw new Error(`${rejected} random legal orders were rejected`);
	return { arena_turns_per_s: Math.round((turns * 1000) / (now - started)) };
}
