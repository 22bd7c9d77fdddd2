import { describe, expect, it } from 'vitest';
import { applyEvent } from '../core';
import { ev, lastReport, started, turn, withPlayers } from './fixtures';
import { arena } from './game';
import type { ArenaState } from './state';

const hp = (s: ArenaState) => s.order.map((id) => s.players[id].hp);
const mp = (s: ArenaState) => s.order.map((id) => s.players[id].mp);

describe('Magic Points (rule 4)', () => {
	it('+5 MP every turn including turn 0: the placement (turn 0) gives 5, turn 1 starts with 10', () => {
		let s = started(['F C3', 'W F6']);
		expect(s.turn).toBe(1);
		expect(mp(s)).toEqual([10, 10]);
		s = turn(s, { s0: 'C3', s1: 'F6' });
		expect(mp(s)).toEqual([15, 15]);
		s = turn(s, { s0: '- 1N', s1: '- 2' });
		expect(mp(s)).toEqual([15 - 1 + 5, 15 - 3 + 5]);
	});

	it('variant: turn 0 is the first turn of orders, with 5 MP', () => {
		const s = started(['F C3', 'W F6'], { firstTurn: 'orders' });
		expect(s.turn).toBe(0);
		expect(mp(s)).toEqual([5, 5]);
	});
});

describe('attacks', () => {
	it('hit other players where they stand after the moves (moves resolve first)', () => {
		let s = started(['A D4', 'F F4']);
		// s1 walks away from F4; s0's Lightning on F4 misses, the one on G6 hits
		s = turn(s, { s0: '- 1F4 1G6', s1: 'G6' });
		expect(hp(s)).toEqual([20, 16]);
		expect(lastReport(s).effects.map((e) => e.hits)).toEqual([[], [{ seat: 's1', damage: 4 }]]);
	});

	it("caster-centred magics use the caster's square after moving", () => {
		let s = withPlayers(started(['F A1', 'W D4']), { s0: { mp: 12 } });
		s = turn(s, { s0: 'C3 5', s1: 'D4' });
		expect(hp(s)).toEqual([20, 12]);
		expect(lastReport(s).effects[0]).toMatchObject({ magic: 'F5', from: 'C3', hits: [{ seat: 's1', damage: 8 }] });
	});

	it('never harm the caster (rule 5d), but hit others on the same square', () => {
		let s = withPlayers(started(['F D4', 'W D4', 'E H8']), { s0: { mp: 40 } });
		s = turn(s, { s0: '- 5 2 4', s1: 'D4', s2: 'H8' });
		// Meteor 8 + Fire Cross 4 + Fire Storm 6 (D4 is black) on s1; Fire Storm 6 on H8 (black) for s2
		expect(hp(s)).toEqual([20, 2, 14]);
	});

	it('any number of magics a turn, the same one several times, damage adding up (rule 5c)', () => {
		let s = withPlayers(started(['A A1', 'F E5']), { s0: { mp: 6 } });
		s = turn(s, { s0: '- 1E5 1E5 2E5', s1: 'E5' });
		expect(hp(s)).toEqual([20, 20 - 4 - 4 - 3]);
		expect(mp(s)[0]).toBe(6 - 6 + 5);
	});

	it('magics beyond the MP are ignored one by one, in written order (default)', () => {
		let s = started(['F A1', 'W A8']); // 10 MP
		s = turn(s, { s0: '- 5 1N 2', s1: 'A8' });
		const r = lastReport(s);
		expect(r.ignored.s0.map((i) => [i.text, i.reason])).toEqual([['5', 'Meteor costs 12 MP; you have 10 left.']]);
		expect(r.spent.s0).toBe(8);
		expect(hp(s)).toEqual([20, 20 - 2 - 4]);
	});

	it('variant "void": when the magics cost more than the MP in all, none of them is cast', () => {
		let s = started(['F A1', 'W A8'], { overspend: 'void' });
		s = turn(s, { s0: 'B2 1N 2 2', s1: 'A8' });
		const r = lastReport(s);
		expect(r.ignored.s0).toHaveLength(3);
		expect(r.ignored.s0[0].reason).toBe('These magics cost 15 MP in all; you have 10, so all are ignored.');
		expect(r.spent.s0).toBe(0);
		expect(s.players.s0.square).toBe('B2');
		expect(hp(s)).toEqual([20, 20]);
	});

	it('only the chosen type, Healing and the storms may be used (rule 6)', () => {
		let s = withPlayers(started(['F A1', 'W H8']), { s0: { mp: 40 } });
		s = turn(s, { s0: '- A1H8 W2 B', s1: 'H8' });
		const r = lastReport(s);
		expect(r.ignored.s0.map((i) => i.text)).toEqual(['A1H8', 'W2']);
		expect(r.ignored.s0[0].reason).toBe('Lightning is an Air magic; you use Fire.');
		expect(r.spent.s0).toBe(11);
		expect(hp(s)).toEqual([20, 17]);
	});

	it('variants: two types; level 1 magics of all types; all magics; no healing', () => {
		let two = withPlayers(started(['FA A1', 'WE H8'], { types: 'two' }), { s0: { mp: 40 } });
		two = turn(two, { s0: '- A1H8 F1NE W1NE', s1: 'H8' });
		expect(lastReport(two).ignored.s0.map((i) => i.text)).toEqual(['W1NE']);
		expect(hp(two)[1]).toBe(20 - 4 - 2);

		let lvl1 = withPlayers(started(['F A1', 'W H8'], { levelOneAll: true }), { s0: { mp: 40 } });
		lvl1 = turn(lvl1, { s0: '- A1H8 E1H W1NE A2H8', s1: 'H8' });
		expect(lastReport(lvl1).ignored.s0.map((i) => i.text)).toEqual(['A2H8']);
		expect(hp(lvl1)[1]).toBe(20 - 4 - 2 - 1);

		let all = withPlayers(started(['A1', 'H8'], { types: 'all' }), { s0: { mp: 40 } });
		all = turn(all, { s0: '- A2H8 E1H W1NE', s1: 'H8' });
		expect(lastReport(all).ignored).toEqual({});
		expect(hp(all)[1]).toBe(20 - 3 - 2 - 1);

		let noHeal = withPlayers(started(['F A1', 'W H8'], { healing: false }), { s0: { hp: 10, mp: 40 } });
		noHeal = turn(noHeal, { s0: '- H1', s1: 'H8' });
		expect(lastReport(noHeal).ignored.s0[0].reason).toBe('Healing is not played in this game.');
		expect(hp(noHeal)[0]).toBe(10);
	});

	it('starting HP is an option', () => {
		expect(hp(started(['F A1', 'W H8'], { hp: 35 }))).toEqual([35, 35]);
	});

	it('illegal parts are ignored, the legal rest of the order stands', () => {
		let s = started(['A A1', 'F H8']);
		s = turn(s, { s0: 'D7 1Z9 1H8', s1: 'H8' });
		expect(lastReport(s).ignored.s0.map((i) => i.text)).toEqual(['D7', '1Z9']);
		expect(s.players.s0.square).toBe('A1');
		expect(hp(s)).toEqual([20, 16]);
	});
});

describe('healing', () => {
	it('H1-H4 return 1, 3, 5 and 8 HP for 7, 12, 18 and 25 MP', () => {
		let s = withPlayers(started(['F A1', 'W H8']), { s0: { hp: 1, mp: 62 } });
		s = turn(s, { s0: '- H1 H2 H3 H4', s1: 'H8' });
		expect(hp(s)[0]).toBe(1 + 1 + 3 + 5 + 8);
		expect(lastReport(s).spent.s0).toBe(62);
	});

	it('does not raise HP above the start (default), unless the variant allows it', () => {
		let s = withPlayers(started(['F A1', 'W H8']), { s0: { hp: 19, mp: 12 } });
		s = turn(s, { s0: '- H2', s1: 'H8' });
		expect(hp(s)[0]).toBe(20);
		expect(lastReport(s).heals).toEqual([{ seat: 's0', magic: 'H2', amount: 1 }]);
		let u = withPlayers(started(['F A1', 'W H8'], { healCap: false }), { s0: { hp: 19, mp: 12 } });
		u = turn(u, { s0: '- H2', s1: 'H8' });
		expect(hp(u)[0]).toBe(22);
	});

	it('counts after the damage of the same turn: a player hit to 18 heals back to 20, not 17', () => {
		let s = withPlayers(started(['F A1', 'A H8']), { s0: { mp: 12 } });
		s = turn(s, { s0: '- H2', s1: '- 1A1' });
		expect(hp(s)[0]).toBe(19);
	});
});

describe('elimination and the end (rules 1 and 8)', () => {
	it('a player at 0 HP or less is removed after the turn', () => {
		let s = withPlayers(started(['A A1', 'F H8', 'W D4']), { s1: { hp: 4 } });
		s = turn(s, { s0: '- 1H8', s1: '- 1W', s2: 'D4' });
		expect(s.players.s1).toMatchObject({ hp: 0, alive: false, outOnTurn: 1 });
		expect(lastReport(s).eliminated).toEqual(['s1']);
		expect(s.phase).toBe('ordering');
		expect(arena.prompt!(s).waitingFor).toEqual(['s0', 's2']);
		const r = applyEvent(arena, s, ev('s1', 'arena/orders', { turn: s.turn, move: null, casts: [] }));
		expect(r.ok ? null : r.rejection.code).toBe('arena/eliminated');
	});

	it("a fatally hit player's attacks of that turn still happen (removal after the turn)", () => {
		let s = withPlayers(started(['A A1', 'A H8']), { s1: { hp: 4 } });
		s = turn(s, { s0: '- 1H8', s1: '- 1A1' });
		expect(hp(s)).toEqual([16, 0]);
		expect(s.result).toMatchObject({ winners: ['s0'] });
	});

	it('healing that raises HP above 0 saves a fatally hit player', () => {
		let s = withPlayers(started(['A A1', 'F H8']), { s1: { hp: 3, mp: 12 } });
		s = turn(s, { s0: '- 1H8', s1: '- H2' });
		expect(s.players.s1).toMatchObject({ hp: 2, alive: true });
		expect(s.phase).toBe('ordering');
	});

	it('healing that leaves HP at 0 does not save', () => {
		let s = withPlayers(started(['A A1', 'F H8']), { s1: { hp: 3, mp: 7 } });
		s = turn(s, { s0: '- 1H8', s1: '- H1' });
		expect(s.players.s1).toMatchObject({ hp: 0, alive: false });
	});

	it('the last one standing wins', () => {
		let s = withPlayers(started(['A A1', 'F H8', 'W D4']), { s1: { hp: 4 }, s2: { hp: 4 } });
		s = turn(s, { s0: '- 1H8', s1: 'H8', s2: 'D4' });
		expect(s.phase).toBe('ordering');
		s = turn(s, { s0: '- 1D4', s2: 'D4' });
		expect(s.phase).toBe('over');
		expect(arena.status!(s)).toEqual({ phase: 'finished', winners: ['s0'], text: 'Ann is the last one standing and wins.' });
		const late = applyEvent(arena, s, ev('s0', 'arena/orders', { turn: s.turn, move: null, casts: [] }));
		expect(late.ok ? null : late.rejection.code).toBe('core/game-over');
	});

	it('when all are removed on the same turn, the one with more HP wins', () => {
		let s = withPlayers(started(['A A1', 'A H8']), { s0: { hp: 3 }, s1: { hp: 2 } });
		s = turn(s, { s0: '- 1H8 1H8', s1: '- 1A1' });
		expect(hp(s)).toEqual([-1, -6]);
		expect(s.result).toEqual({ winners: ['s0'], tied: [], text: expect.stringContaining('Ann kept the most HP (-1)') });
	});

	it('equal HP then is a tie', () => {
		let s = withPlayers(started(['A A1', 'A H8', 'F D4']), { s0: { hp: 2 }, s1: { hp: 2 }, s2: { hp: 1 } });
		s = turn(s, { s0: '- 1H8 1D4', s1: '- 1A1 1D4', s2: 'D4' });
		expect(hp(s)).toEqual([-2, -2, -7]);
		expect(s.result).toMatchObject({ winners: [], tied: ['s0', 's1'] });
		expect(arena.status!(s)).toMatchObject({ phase: 'finished', winners: [] });
	});

	it('a player removed on an earlier turn does not count in the final comparison', () => {
		let s = withPlayers(started(['A A1', 'A H8', 'F D4']), { s0: { hp: 4 }, s1: { hp: 4 }, s2: { hp: 1 } });
		s = turn(s, { s0: '- 1D4', s1: 'H8', s2: 'D4' });
		expect(s.players.s2.alive).toBe(false);
		s = turn(s, { s0: '- 1H8', s1: '- 1A1' });
		expect(s.result).toMatchObject({ winners: [], tied: ['s0', 's1'] });
	});
});
