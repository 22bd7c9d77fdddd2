import { describe, expect, it } from 'vitest';
import { parseSquare } from './board';
import { aimOptions, castOptions, castPreview, destinationOf, movementLanding } from './choices';
import { seatsOf, started, withPlayers } from './fixtures';
import { arenaSealedStep, setupArena } from './game';
import { MAGIC_BY_CODE } from './magics';

describe('what the order builder offers', () => {
	it('every magic open to the player, with its cost, what is left, and why it is blocked', () => {
		const s = withPlayers(started(['A D4', 'F F6']), { s0: { mp: 10 } });
		const options = castOptions(s, 's0', { move: null, casts: [] });
		expect(options.map((o) => o.magic.code)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'W', 'B', 'H1', 'H2', 'H3', 'H4']);
		const by = Object.fromEntries(options.map((o) => [o.magic.code, o]));
		expect(by.A1).toMatchObject({ after: 9, blocked: null });
		expect(by.A3).toMatchObject({ blocked: '13 MP; 10 left' });
		expect(by.H1).toMatchObject({ after: 3, blocked: null });
		const afterFly = castOptions(s, 's0', { move: null, casts: [{ magic: 'A5', target: 'H1' }] });
		const fly = afterFly.find((o) => o.magic.code === 'A5')!;
		expect(fly.blocked).toBe('one movement magic a turn');
		expect(afterFly.find((o) => o.magic.code === 'A2')).toMatchObject({ after: 2, blocked: null });
		expect(afterFly.find((o) => o.magic.code === 'H1')!.blocked).toBe('7 MP; 6 left');
	});

	it('Sail only from the edge; no healing in a game without it', () => {
		const inner = withPlayers(started(['W D4', 'F F6'], { healing: false }), { s0: { mp: 30 } });
		const codes = castOptions(inner, 's0', { move: null, casts: [] }).map((o) => [o.magic.code, o.blocked]);
		expect(codes).toContainEqual(['W5', 'only from the edge']);
		expect(codes.some(([c]) => c === 'H1')).toBe(false);
		const edge = withPlayers(inner, { s0: { square: 'A4' } });
		expect(castOptions(edge, 's0', { move: null, casts: [] }).find((o) => o.magic.code === 'W5')!.blocked).toBeNull();
	});

	it('aims: 8 directions, 4 corners, 16 lines, 64 squares; Sail only edge squares', () => {
		const s = started(['F D4', 'W A1']);
		const rules = s.rules;
		expect(aimOptions(rules, MAGIC_BY_CODE.F1, 0)).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
		expect(aimOptions(rules, MAGIC_BY_CODE.W1, 0)).toEqual(['SW', 'NW', 'NE', 'SE']);
		expect(aimOptions(rules, MAGIC_BY_CODE.E1, 0)).toHaveLength(16);
		expect(aimOptions(rules, MAGIC_BY_CODE.A1, 0)).toHaveLength(64);
		expect(aimOptions(rules, MAGIC_BY_CODE.W5, parseSquare(8, 'A1')!)).toHaveLength(28);
		expect(aimOptions(rules, MAGIC_BY_CODE.W5, parseSquare(8, 'D4')!)).toEqual([]);
		expect(aimOptions(rules, MAGIC_BY_CODE.F2, 0)).toEqual(['']);
	});

	it('where movement magics land', () => {
		const rules = started(['F D4', 'W A1']).rules;
		expect(movementLanding(rules, MAGIC_BY_CODE.E5, parseSquare(8, 'C2')!, undefined)).toBe(parseSquare(8, 'F7'));
		expect(movementLanding(rules, MAGIC_BY_CODE.A5, 0, 'E5')).toBe(parseSquare(8, 'E5'));
		expect(movementLanding(rules, MAGIC_BY_CODE.W5, parseSquare(8, 'A3')!, 'H8')).toBe(parseSquare(8, 'H8'));
		expect(movementLanding(rules, MAGIC_BY_CODE.W5, parseSquare(8, 'B3')!, 'H8')).toBeNull();
		expect(movementLanding(rules, MAGIC_BY_CODE.A1, 0, 'E5')).toBeNull();
	});

	it('the preview of a magic: the squares it hits and the players standing there now', () => {
		const s = started(['F D4', 'W D7', 'E G4', 'A A1']);
		const cross = castPreview(s, 's0', { magic: 'F2' }, parseSquare(8, 'D4')!)!;
		expect(cross.squares).toHaveLength(15);
		expect(cross.hits).toEqual([
			{ seat: 's1', damage: 4 },
			{ seat: 's2', damage: 4 }
		]);
		const fromC3 = castPreview(s, 's0', { magic: 'F2' }, parseSquare(8, 'C3')!)!;
		expect(fromC3.hits).toEqual([]);
		const volcano = castPreview(s, 's2', { magic: 'E4', target: 'D5' }, 0)!;
		expect(volcano.hits).toEqual([
			{ seat: 's0', damage: 5 },
			{ seat: 's1', damage: 3 }
		]);
		expect(castPreview(s, 's0', { magic: 'H1' }, 0)).toBeNull();
		expect(castPreview(s, 's0', { magic: 'F1', target: 'C4' }, 0)).toBeNull();
	});

	it('where a player will stand after their orders', () => {
		const s = withPlayers(started(['A D4', 'F F6']), { s0: { mp: 10 } });
		expect(destinationOf(s, 's0', { move: 'E5', casts: [] })).toBe('E5');
		expect(destinationOf(s, 's0', { move: 'H8', casts: [] })).toBe('D4');
		expect(destinationOf(s, 's0', { move: null, casts: [{ magic: 'A5', target: 'H8' }] })).toBe('H8');
	});
});

describe('the sealed step, for the commit/reveal layer', () => {
	it('names the turn, the kind the revealed input becomes, and the seats to commit', () => {
		expect(arenaSealedStep(setupArena({}, seatsOf(3)))).toEqual({ turn: 0, kind: 'arena/start', seats: ['s0', 's1', 's2'] });
		let s = started(['F A1', 'W H8', 'A D4']);
		expect(arenaSealedStep(s)).toEqual({ turn: 1, kind: 'arena/orders', seats: ['s0', 's1', 's2'] });
		s = withPlayers(s, { s1: { alive: false, hp: 0 } });
		expect(arenaSealedStep(s)!.seats).toEqual(['s0', 's2']);
		expect(arenaSealedStep({ ...s, phase: 'over' })).toBeNull();
		expect(arenaSealedStep(setupArena({ firstTurn: 'orders' }, seatsOf(2)))!.turn).toBe(-1);
	});
});
