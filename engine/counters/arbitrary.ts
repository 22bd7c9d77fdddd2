import fc from 'fast-check';
import type { GameEvent, Rng, SeatInfo } from '../core';
import type { CountersState } from './state';

export function seatsOf(n: number): SeatInfo[] {
	return Array.from({ length: n }, (_, i) => ({ id: `s${i}`, name: `Player ${i + 1}` }));
}

/** Random Counters logs, legal and illegal moves mixed, with undos of earlier events. */
export function arbitraryCountersLog(players: number, maxLength: number): fc.Arbitrary<GameEvent[]> {
	const seat = fc.integer({ min: 0, max: players }).map((i) => `s${i}`);
	const move = fc.oneof(
		fc.record({ kind: fc.constant('counters/adjust'), data: fc.record({ player: seat, counter: fc.constantFrom('life', 'poison', 'x'), delta: fc.integer({ min: -6, max: 6 }) }) }),
		fc.record({ kind: fc.constant('counters/set'), data: fc.record({ player: seat, counter: fc.constantFrom('life', 'poison'), value: fc.integer({ min: -3, max: 30 }) }) }),
		fc.record({ kind: fc.constant('counters/round'), data: fc.record({ delta: fc.constantFrom(1, -1) }) }),
		fc.record({ kind: fc.constant('counters/turn'), data: fc.record({ seat }) }),
		fc.record({ kind: fc.constant('core/undo'), data: fc.record({ back: fc.nat(12) }) })
	);
	return fc.array(move, { maxLength }).map((moves) => {
		const log: GameEvent[] = [];
		moves.forEach((m, i) => {
			const id = `e${i}`;
			if (m.kind === 'core/undo') {
				const back = (m.data as { back: number }).back;
				const target = log[log.length - 1 - back]?.id ?? 'nothing';
				log.push({ id, seat: 's0', kind: 'core/undo', data: { target }, at: i });
			} else log.push({ id, seat: 's0', kind: m.kind, data: m.data, at: i });
		});
		return log;
	});
}

/** One move of a random player from `state`: mostly legal, sometimes not, always well formed. */
export function botMove(state: CountersState, rng: Rng, id: string): GameEvent {
	const ev = (kind: string, data: unknown): GameEvent => ({ id, seat: rng.pick(state.seats).id, kind: `counters/${kind}`, data, at: 0 });
	const player = () => rng.pick(state.seats).id;
	const counter = () => rng.pick(state.counters).key;
	switch (rng.below(6)) {
		case 0:
			return ev('set', { player: player(), counter: counter(), value: rng.below(30) });
		case 1:
			return ev('add-counter', { label: rng.pick(['Energy', 'Mana', 'Rage']), start: rng.below(5) });
		case 2:
			return ev('round', { delta: rng.pick([1, -1]) });
		case 3:
			return ev('turn', { seat: rng.below(4) ? player() : null });
		case 4:
			return ev('roll', { notation: '2d6', roll: { sides: 6, values: [rng.die(6), rng.die(6)], source: 'device' } });
		default:
			return ev('adjust', { player: player(), counter: counter(), delta: rng.pick([-3, -1, 1, 2]) });
	}
}
