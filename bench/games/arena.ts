/**
 * arena_turns_per_s: turns of an 8-player Magic Arena resolved per second, each player giving
 * random legal orders (a move or a movement magic, then up to three magics), every order applied
 * as an event through the core (envelope checks included) and the turn fully resolved (moves,
 * attacks, healing, eliminations, the report of the turn). A finished game starts a new one.
 * Best 100 ms window of about 1.5 s, after a warm-up, so that a busy machine reads true.
 */
import { applyEvent, seededRng, type GameEvent, type Rng } from '../../engine/core';
import { arena, setupArena, type ArenaState } from '../../engine/arena';
import { randomOrders, randomStart } from '../../engine/arena/random';

const PLAYERS = 8;
const seats = Array.from({ length: PLAYERS }, (_, i) => ({ id: `s${i}`, name: `Wizard ${i + 1}` }));

class Table {
	private state: ArenaState;
	private id = 0;
	constructor(private readonly rng: Rng) {
		this.state = this.newGame();
	}

	private event(seat: string, kind: string, data: unknown): GameEvent {
		return { id: `e${this.id++}`, seat, kind, data, at: 0 };
	}

	private apply(event: GameEvent): void {
		const r = applyEvent<ArenaState>(arena, this.state, event);
		if (!r.ok) throw new Error(`random legal input was rejected: ${r.rejection.code} ${r.rejection.message}`);
		this.state = r.state;
	}

	private newGame(): ArenaState {
		this.state = setupArena({}, seats);
		for (const s of seats) this.apply(this.event(s.id, 'arena/start', randomStart(this.state, this.rng)));
		return this.state;
	}

	/** Plays one whole turn: every living player's orders, then the resolution. */
	turn(): void {
		if (this.state.phase === 'over') this.newGame();
		const before = this.state;
		for (const seat of before.order) {
			if (!before.players[seat].alive) continue;
			const orders = randomOrders(before, seat, this.rng);
			this.apply(this.event(seat, 'arena/orders', { turn: before.turn, move: orders.move, casts: orders.casts }));
		}
	}
}

export default function run(): Record<string, number> {
	const table = new Table(seededRng(20240501));
	const warmUntil = performance.now() + 300;
	while (performance.now() < warmUntil) for (let i = 0; i < 100; i++) table.turn();
	let best = 0;
	const until = performance.now() + 1500;
	while (performance.now() < until) {
		const start = performance.now();
		let turns = 0;
		while (performance.now() - start < 100) {
			for (let i = 0; i < 50; i++) table.turn();
			turns += 50;
		}
		best = Math.max(best, (turns * 1000) / (performance.now() - start));
	}
	return { arena_turns_per_s: Math.round(best) };
}
