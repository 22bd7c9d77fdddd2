import { describe, expect, it } from 'vitest';
import { applyEvent, seededRng, type Rng } from '../core';
import { isDark, parseSquare } from './board';
import { botOrders, botStart } from './bot';
import { ev, seatsOf, started, withPlayers } from './fixtures';
import { arena, setupArena, type ArenaOptions } from './game';
import { MAGIC_BY_CODE } from './magics';
import { validateOrders } from './orders';
import { randomOrders } from './random';
import type { ArenaState, Orders } from './state';

type Player = (s: ArenaState, seat: string, rng: Rng) => Orders;

/** Plays a whole game; every order of `checked` players must be legal in full. */
function play(options: ArenaOptions, players: Player[], seed: number, maxTurns = 300): ArenaState {
	const rng = seededRng(seed);
	let s = setupArena(options, seatsOf(players.length));
	for (const seat of s.order) s = applyEvent<ArenaState>(arena, s, ev(seat, 'arena/start', botStart(s, rng))).state;
	for (let t = 0; t < maxTurns && s.phase === 'ordering'; t++) {
		const before = s;
		before.order.forEach((seat, i) => {
			if (!before.players[seat].alive) return;
			const orders = players[i](before, seat, rng);
			const plan = validateOrders(before, seat, orders);
			if ('code' in plan) throw new Error(plan.message);
			expect(plan.ignored).toEqual([]);
			const r = applyEvent<ArenaState>(arena, s, ev(seat, 'arena/orders', { turn: before.turn, ...orders }));
			expect(r.ok).toBe(true);
			s = r.state;
		});
	}
	return s;
}

describe('the bot', () => {
	it('gives legal orders only, under every variant, and its games come to an end', () => {
		const variants: ArenaOptions[] = [
			{},
			{ size: 9, types: 'two' },
			{ types: 'all', healing: false },
			{ levelOneAll: true, overspend: 'void', size: 5 },
			{ firstTurn: 'orders', burrow: 'file', rounding: 'narrow', size: 7, hp: 30 }
		];
		variants.forEach((options, v) => {
			for (let seed = 0; seed < 3; seed++) {
				const end = play(options, [botOrders, botOrders, botOrders], 100 * v + seed);
				expect(end.phase).toBe('over');
			}
		});
	});

	it('beats a player giving random legal orders most of the time', () => {
		let wins = 0;
		for (let seed = 0; seed < 20; seed++) {
			const end = play({}, [botOrders, (s, seat, rng) => randomOrders(s, seat, rng)], seed);
			if (end.result?.winners[0] === 's0') wins++;
		}
		expect(wins).toBeGreaterThanOrEqual(15);
	});

	it('leaves a square where a sure area would be lethal (Fire Storm on black squares)', () => {
		// s1 (Fire, 20 MP) can cast Fire Storm: 6 on every black square; the bot has 6 HP on D4 (black)
		const s = withPlayers(started(['E D4', 'F H1']), { s0: { hp: 6, mp: 10 }, s1: { mp: 20 } });
		for (let seed = 0; seed < 10; seed++) {
			const plan = validateOrders(s, 's0', botOrders(s, 's0', seededRng(seed)));
			if ('code' in plan) throw new Error(plan.message);
			expect(isDark(plan.to % 8, Math.floor(plan.to / 8))).toBe(false);
		}
	});

	it('steps out of the centre when a Flush would be lethal there', () => {
		const s = withPlayers(started(['F E4', 'W A8']), { s0: { hp: 4, mp: 0 }, s1: { mp: 3 } });
		const orders = botOrders(s, 's0', seededRng(1));
		expect(orders.move).not.toBeNull();
		expect(['D4', 'E4', 'D5', 'E5']).not.toContain(orders.move);
	});

	it('heals when low and in danger', () => {
		const s = withPlayers(started(['F D4', 'A F6']), { s0: { hp: 3, mp: 20 }, s1: { mp: 30 } });
		const orders = botOrders(s, 's0', seededRng(3));
		expect(orders.casts.some((c) => c.magic.startsWith('H'))).toBe(true);
	});

	it('saves MP while its attacks would mostly miss, then spends it on an area the enemy cannot leave', () => {
		const poor = withPlayers(started(['A D4', 'F F4']), { s0: { mp: 5 } });
		expect(botOrders(poor, 's0', seededRng(5)).casts).toEqual([]);
		const rich = withPlayers(poor, { s0: { mp: 20 } });
		const orders = botOrders(rich, 's0', seededRng(5));
		const cost = orders.casts.reduce((a, c) => a + MAGIC_BY_CODE[c.magic].cost, 0);
		expect(cost).toBeGreaterThan(0);
		expect(cost).toBeLessThanOrEqual(20);
		// Thunder Storm (7×7) centred on the enemy covers every square the enemy can move to
		expect(orders.casts).toContainEqual({ magic: 'A4', target: 'F4' });
	});

	it('keeps its MP when nothing can reach the enemy for a fair price', () => {
		// Water with 5 MP: Tide (1 damage, 2 MP) on a far corner is not worth it against an enemy in the middle
		const s = withPlayers(started(['W A1', 'F D5']), { s0: { mp: 5 } });
		const orders = botOrders(s, 's0', seededRng(2));
		expect(orders.casts.filter((c) => c.magic === 'W1')).toEqual([]);
	});

	it('chooses its start as the rules ask', () => {
		const two = setupArena({ types: 'two' }, seatsOf(2));
		const c = botStart(two, seededRng(9));
		expect(c.types).toHaveLength(2);
		expect(new Set(c.types).size).toBe(2);
		expect(parseSquare(8, c.square)).not.toBeNull();
		expect(botStart(setupArena({ types: 'all' }, seatsOf(2)), seededRng(9)).types).toEqual([]);
	});
});
