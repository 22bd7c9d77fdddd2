import { describe, expect, it } from 'vitest';
import { FAIR_KINDS, fairInitial, fairStep, ordersCommitment, type FairState, type GameEvent } from '../core';
import { seatsOf } from './fixtures';
import { arena, setupArena } from './game';
import type { ArenaState, ArenaView, OrdersData, StartChoice } from './state';

/** Magic Arena behind the fair-play layer: starts and orders committed, then revealed. */
describe('sealed orders through the fair-play layer', () => {
	const step = fairStep(arena);
	let n = 0;
	const event = (seat: string, kind: string, data: unknown): GameEvent => ({ id: `f${n++}`, seat, kind, data, at: 0 });
	function apply(state: FairState<ArenaState>, e: GameEvent) {
		const r = step(state, e);
		if (!r.ok) throw new Error(`${r.rejection.code}: ${r.rejection.message}`);
		return r.state;
	}
	function code(state: FairState<ArenaState>, e: GameEvent) {
		const r = step(state, e);
		return r.ok ? null : r.rejection.code;
	}
	const commit = (seat: string, turn: number, orders: unknown, salt: string) =>
		event(seat, FAIR_KINDS.commit, { turn, hash: ordersCommitment(turn, seat, orders, salt) });
	const reveal = (seat: string, turn: number, kind: string, orders: unknown, salt: string) =>
		event(seat, FAIR_KINDS.reveal, { turn, kind, orders, salt });

	it('refuses starts and orders sent in the clear', () => {
		const s = fairInitial(setupArena({}, seatsOf(2)));
		expect(code(s, event('s0', 'arena/start', { types: ['fire'], square: 'C3' }))).toBe('core/must-seal');
	});

	it('a whole turn: both seats commit, nothing shows, then the reveals resolve it', () => {
		let s = fairInitial(setupArena({}, seatsOf(2)));
		const a: StartChoice = { types: ['fire'], square: 'C3' };
		const b: StartChoice = { types: ['water'], square: 'F6' };
		s = apply(s, commit('s0', 0, a, 'salt-a'));
		// a reveal before every seat has committed is refused
		expect(code(s, reveal('s0', 0, 'arena/start', a, 'salt-a'))).toBe('core/reveal-early');
		s = apply(s, commit('s1', 0, b, 'salt-b'));
		expect((arena.view(s.game, 's1') as ArenaView).players.s0.square).toBeNull();
		// changed orders do not match the commitment
		expect(code(s, reveal('s0', 0, 'arena/start', { ...a, square: 'D4' }, 'salt-a'))).toBe('core/orders-changed');
		s = apply(s, reveal('s0', 0, 'arena/start', a, 'salt-a'));
		s = apply(s, reveal('s1', 0, 'arena/start', b, 'salt-b'));
		expect(s.game.phase).toBe('ordering');
		expect(s.game.players.s0.square).toBe('C3');

		const oa: OrdersData = { turn: 1, move: 'D4', casts: [{ magic: 'F1', target: 'NE' }] };
		const ob: OrdersData = { turn: 1, move: null, casts: [{ magic: 'W2' }] };
		s = apply(s, commit('s0', 1, oa, 'x'));
		s = apply(s, commit('s1', 1, ob, 'y'));
		s = apply(s, reveal('s1', 1, 'arena/orders', ob, 'y'));
		expect(s.game.turn).toBe(1);
		s = apply(s, reveal('s0', 1, 'arena/orders', oa, 'x'));
		expect(s.game.turn).toBe(2);
		expect([s.game.players.s0.hp, s.game.players.s1.hp]).toEqual([16, 18]);
	});

	it('names the seats still to commit: a removed player gives no orders', () => {
		const s = setupArena({}, seatsOf(3));
		expect(arena.fairPlay.sealed!(s)).toEqual({ turn: 0, kind: 'arena/start', seats: ['s0', 's1', 's2'] });
		expect(arena.fairPlay.sealedKinds).toEqual(['arena/start', 'arena/orders']);
	});
});
