import { describe, expect, it } from 'vitest';
import { parseSquare, squareName } from './board';
import { moveReach } from './choices';
import { lastReport, started, turn, withPlayers } from './fixtures';
import { validateOrders, type Plan } from './orders';
import { readRules } from './rules';
import type { ArenaState, Orders } from './state';

function plan(state: ArenaState, seat: string, orders: Orders): Plan {
	const p = validateOrders(state, seat, orders);
	if ('code' in p) throw new Error(p.message);
	return p;
}

const at = (state: ArenaState, p: Plan) => squareName(state.rules.size, p.to);

describe('a regular move (rule 5a)', () => {
	const state = withPlayers(started(['F D4', 'W H8']), { s0: { mp: 50 } });

	it('reaches every square of the 5×5 area around the player, diagonals included', () => {
		const reach = moveReach(state.rules, parseSquare(8, 'D4')!).map((s) => squareName(8, s));
		expect(reach).toHaveLength(25);
		for (const to of ['B2', 'F6', 'B6', 'F2', 'D6', 'D2', 'C5', 'D4']) {
			const p = plan(state, 's0', { move: to, casts: [] });
			expect(p.ignored).toEqual([]);
			expect(at(state, p)).toBe(to);
		}
	});

	it('is ignored beyond two squares: the player stays put', () => {
		for (const to of ['D7', 'G4', 'A1', 'H8', 'G7']) {
			const p = plan(state, 's0', { move: to, casts: [] });
			expect(at(state, p)).toBe('D4');
			expect(p.how).toBe('stay');
			expect(p.ignored).toEqual([{ index: -1, text: to, reason: expect.stringContaining('a move reaches 2') }]);
		}
	});

	it('is clipped by the board: 9 squares reachable from a corner, a square off the board is ignored', () => {
		expect(moveReach(readRules({}), parseSquare(8, 'A1')!)).toHaveLength(9);
		const corner = withPlayers(state, { s0: { square: 'A1' } });
		const p = plan(corner, 's0', { move: 'I1', casts: [] });
		expect(at(corner, p)).toBe('A1');
		expect(p.ignored[0].reason).toBe('I1 is not on the board.');
	});

	it('"-" or the own square means staying put', () => {
		expect(plan(state, 's0', { move: null, casts: [] }).how).toBe('stay');
		expect(plan(state, 's0', { move: 'D4', casts: [] }).how).toBe('stay');
	});
});

describe('movement magics', () => {
	const fly = withPlayers(started(['A D4', 'W H8']), { s0: { mp: 20 } });

	it('Fly (4 MP) moves to any square of the board', () => {
		const p = plan(fly, 's0', { move: null, casts: [{ magic: 'A5', target: 'H1' }] });
		expect(at(fly, p)).toBe('H1');
		expect(p.how).toBe('fly');
		expect(p.spent).toBe(4);
	});

	it('exclude a regular move on the same turn: the move is ignored, the magic moves', () => {
		const p = plan(fly, 's0', { move: 'E5', casts: [{ magic: 'A5', target: 'A8' }] });
		expect(at(fly, p)).toBe('A8');
		expect(p.ignored).toEqual([{ index: -1, text: 'E5', reason: 'A player who casts a movement magic may not also move.' }]);
	});

	it('when the movement magic cannot be paid, the regular move stands', () => {
		const poor = withPlayers(fly, { s0: { mp: 3 } });
		const p = plan(poor, 's0', { move: 'E5', casts: [{ magic: 'A5', target: 'A8' }] });
		expect(at(poor, p)).toBe('E5');
		expect(p.ignored).toEqual([{ index: 0, text: '5A8', reason: 'Fly costs 4 MP; you have 3 left.' }]);
	});

	it('only one movement magic a turn: a second one is ignored and not paid', () => {
		const p = plan(fly, 's0', { move: null, casts: [{ magic: 'A5', target: 'B2' }, { magic: 'A5', target: 'G7' }] });
		expect(at(fly, p)).toBe('B2');
		expect(p.spent).toBe(4);
		expect(p.ignored[0]).toMatchObject({ index: 1, reason: expect.stringContaining('Only one movement magic') });
	});

	it('Sail (3 MP) moves from the edge to any edge square', () => {
		const sail = withPlayers(started(['W A5', 'F D4']), { s0: { mp: 10 } });
		const p = plan(sail, 's0', { move: null, casts: [{ magic: 'W5', target: 'H2' }] });
		expect(at(sail, p)).toBe('H2');
		expect(p.how).toBe('sail');
		expect(p.spent).toBe(3);
	});

	it('Sail is ignored away from the edge, and towards a square off the edge', () => {
		const inner = withPlayers(started(['W B5', 'F D4']), { s0: { mp: 10 } });
		const p = plan(inner, 's0', { move: null, casts: [{ magic: 'W5', target: 'H2' }] });
		expect(at(inner, p)).toBe('B5');
		expect(p.spent).toBe(0);
		expect(p.ignored[0].reason).toBe('Sail is cast only from the edge of the board.');
		const edge = withPlayers(inner, { s0: { square: 'A5' } });
		const q = plan(edge, 's0', { move: null, casts: [{ magic: 'W5', target: 'D4' }] });
		expect(at(edge, q)).toBe('A5');
		expect(q.ignored[0].reason).toBe('Sail reaches only the edge of the board, not D4.');
	});

	it('Burrow (2 MP) lands on the square mirrored through the centre (C2 → F7, A1 → H8)', () => {
		const burrow = withPlayers(started(['E C2', 'F D4']), { s0: { mp: 10 } });
		expect(at(burrow, plan(burrow, 's0', { move: null, casts: [{ magic: 'E5' }] }))).toBe('F7');
		const corner = withPlayers(burrow, { s0: { square: 'A1' } });
		expect(at(corner, plan(corner, 's0', { move: null, casts: [{ magic: 'E5' }] }))).toBe('H8');
		const centre = withPlayers(burrow, { s0: { square: 'D4' } });
		expect(at(centre, plan(centre, 's0', { move: null, casts: [{ magic: 'E5' }] }))).toBe('E5');
	});

	it('Burrow on an odd board: the centre square maps to itself, the rest across it', () => {
		const odd = withPlayers(started(['E E5', 'F D4'], { size: 9 }), { s0: { mp: 10 } });
		expect(at(odd, plan(odd, 's0', { move: null, casts: [{ magic: 'E5' }] }))).toBe('E5');
		const c2 = withPlayers(odd, { s0: { square: 'C2' } });
		expect(at(c2, plan(c2, 's0', { move: null, casts: [{ magic: 'E5' }] }))).toBe('G8');
	});

	it('Burrow variants: across east–west only (file) or north–south only (rank)', () => {
		const file = withPlayers(started(['E C2', 'F D4'], { burrow: 'file' }), { s0: { mp: 10 } });
		expect(at(file, plan(file, 's0', { move: null, casts: [{ magic: 'E5' }] }))).toBe('F2');
		const rank = withPlayers(started(['E C2', 'F D4'], { burrow: 'rank' }), { s0: { mp: 10 } });
		expect(at(rank, plan(rank, 's0', { move: null, casts: [{ magic: 'E5' }] }))).toBe('C7');
	});

	it('a whole turn: the moves are reported and the players stand on their new squares', () => {
		let state = withPlayers(started(['A D4', 'E C2', 'W A5']), { s0: { mp: 20 }, s1: { mp: 20 }, s2: { mp: 20 } });
		state = turn(state, { s0: '- 5H1', s1: '- 5', s2: '- 5H8' });
		expect(lastReport(state).moves).toEqual([
			{ seat: 's0', from: 'D4', to: 'H1', how: 'fly' },
			{ seat: 's1', from: 'C2', to: 'F7', how: 'burrow' },
			{ seat: 's2', from: 'A5', to: 'H8', how: 'sail' }
		]);
		expect([state.players.s0.square, state.players.s1.square, state.players.s2.square]).toEqual(['H1', 'F7', 'H8']);
		expect([state.players.s0.mp, state.players.s1.mp, state.players.s2.mp]).toEqual([21, 23, 22]);
	});

	it('any number of players may share a square (rule 5b)', () => {
		let state = started(['F C3', 'W E3', 'A D5']);
		state = turn(state, { s0: 'D4', s1: 'D4', s2: 'D4' });
		expect(Object.values(state.players).map((p) => p.square)).toEqual(['D4', 'D4', 'D4']);
	});
});
