import { describe, expect, it } from 'vitest';
import { applyEvent, type GameEvent } from '../core';
import { ev, seatsOf, started, turn, withPlayers } from './fixtures';
import { arena, ARENA_REJECTIONS, setupArena } from './game';
import type { ArenaState, ArenaView } from './state';

function code(state: ArenaState, event: GameEvent): string | null {
	const r = applyEvent<ArenaState>(arena, state, event);
	return r.ok ? null : r.rejection.code;
}

const fresh = () => setupArena({}, seatsOf(2));
const orders = (state: ArenaState, data: Record<string, unknown> = {}) => ({ turn: state.turn, move: null, casts: [], ...data });

describe('setup', () => {
	it('2 to 8 players with 20 HP on an 8×8 board by default, waiting for the placement', () => {
		const s = fresh();
		expect(arena.seats).toEqual({ min: 2, max: 8, default: 2 });
		expect(s.rules).toMatchObject({ hp: 20, size: 8, types: 'one' });
		expect(s.phase).toBe('placing');
		expect(s.players.s0).toMatchObject({ hp: 20, mp: 5, square: null, alive: true });
		expect(arena.prompt!(s)).toEqual({ waitingFor: ['s0', 's1'], text: 'Placement: Ann, Bo to choose a type and a square' });
	});

	it('options out of range fall back to the defaults', () => {
		const s = setupArena({ hp: -3, size: 99, types: 'seven' }, seatsOf(2));
		expect(s.rules).toMatchObject({ hp: 20, size: 8, types: 'one' });
	});
});

describe('every rejection', () => {
	it('core/unknown-kind: a move the game does not know', () => {
		expect(code(fresh(), ev('s0', 'arena/dance', {}))).toBe('core/unknown-kind');
	});

	it('arena/not-a-player: a seat that is not at the table, or the table itself', () => {
		expect(code(fresh(), ev('s9', 'arena/start', { types: ['fire'], square: 'A1' }))).toBe(ARENA_REJECTIONS.notAPlayer);
		expect(code(fresh(), ev(null, 'arena/start', { types: ['fire'], square: 'A1' }))).toBe('arena/not-a-player');
		const s = started(['F A1', 'W H8']);
		expect(code(s, ev('s9', 'arena/orders', orders(s)))).toBe('arena/not-a-player');
	});

	it('arena/bad-types: wrong number of types, unknown or repeated types', () => {
		const s = fresh();
		expect(code(s, ev('s0', 'arena/start', { types: [], square: 'A1' }))).toBe('arena/bad-types');
		expect(code(s, ev('s0', 'arena/start', { types: ['fire', 'air'], square: 'A1' }))).toBe('arena/bad-types');
		expect(code(s, ev('s0', 'arena/start', { types: ['lava'], square: 'A1' }))).toBe('arena/bad-types');
		expect(code(s, ev('s0', 'arena/start', { types: 'fire', square: 'A1' }))).toBe('arena/bad-types');
		const two = setupArena({ types: 'two' }, seatsOf(2));
		expect(code(two, ev('s0', 'arena/start', { types: ['fire', 'fire'], square: 'A1' }))).toBe('arena/bad-types');
		expect(code(two, ev('s0', 'arena/start', { types: ['fire', 'air'], square: 'A1' }))).toBeNull();
		const all = setupArena({ types: 'all' }, seatsOf(2));
		expect(code(all, ev('s0', 'arena/start', { types: ['fire'], square: 'A1' }))).toBe('arena/bad-types');
		expect(code(all, ev('s0', 'arena/start', { square: 'A1' }))).toBeNull();
	});

	it('arena/bad-square: a start off the board or not a square', () => {
		const s = fresh();
		expect(code(s, ev('s0', 'arena/start', { types: ['fire'], square: 'I1' }))).toBe('arena/bad-square');
		expect(code(s, ev('s0', 'arena/start', { types: ['fire'], square: 42 }))).toBe('arena/bad-square');
		const r = applyEvent(arena, s, ev('s0', 'arena/start', { types: ['fire'], square: 'A9' }));
		expect(r.ok ? '' : r.rejection.message).toBe('Choose a starting square from A1 to H8.');
	});

	it('arena/already-chosen: a second start from the same seat', () => {
		const s = applyEvent<ArenaState>(arena, fresh(), ev('s0', 'arena/start', { types: ['fire'], square: 'A1' })).state;
		expect(code(s, ev('s0', 'arena/start', { types: ['air'], square: 'B1' }))).toBe('arena/already-chosen');
	});

	it('arena/not-placing: a start after the placement', () => {
		expect(code(started(['F A1', 'W H8']), ev('s0', 'arena/start', { types: ['fire'], square: 'A1' }))).toBe('arena/not-placing');
	});

	it('arena/not-ordering: orders before every player has placed', () => {
		const s = fresh();
		expect(code(s, ev('s0', 'arena/orders', orders(s)))).toBe('arena/not-ordering');
	});

	it('arena/wrong-turn: orders for another turn than the one being played', () => {
		const s = started(['F A1', 'W H8']);
		expect(code(s, ev('s0', 'arena/orders', orders(s, { turn: s.turn + 1 })))).toBe('arena/wrong-turn');
		expect(code(s, ev('s0', 'arena/orders', { move: null, casts: [] }))).toBe('arena/wrong-turn');
		expect(code(s, ev('s0', 'arena/orders', null))).toBe('arena/wrong-turn');
	});

	it('arena/already-ordered: a second order from the same seat in a turn', () => {
		const s = applyEvent<ArenaState>(arena, started(['F A1', 'W H8']), ev('s0', 'arena/orders', { turn: 1, move: 'B2', casts: [] })).state;
		expect(code(s, ev('s0', 'arena/orders', orders(s)))).toBe('arena/already-ordered');
	});

	it('arena/eliminated: orders from a removed player', () => {
		let s = withPlayers(started(['A A1', 'F H8', 'W D4']), { s1: { hp: 1 } });
		s = turn(s, { s0: '- 1H8', s1: 'H8', s2: 'D4' });
		expect(code(s, ev('s1', 'arena/orders', orders(s)))).toBe('arena/eliminated');
	});

	it('arena/malformed-orders: orders that are not orders', () => {
		const s = started(['F A1', 'W H8']);
		expect(code(s, ev('s0', 'arena/orders', orders(s, { move: 'up' })))).toBe('arena/malformed-orders');
		expect(code(s, ev('s0', 'arena/orders', orders(s, { move: 7 })))).toBe('arena/malformed-orders');
		expect(code(s, ev('s0', 'arena/orders', orders(s, { casts: 'fireball' })))).toBe('arena/malformed-orders');
		expect(code(s, ev('s0', 'arena/orders', orders(s, { casts: [null] })))).toBe('arena/malformed-orders');
	});

	it('arena/unknown-magic: a magic code that does not exist', () => {
		const s = started(['F A1', 'W H8']);
		expect(code(s, ev('s0', 'arena/orders', orders(s, { casts: [{ magic: 'F6' }] })))).toBe('arena/unknown-magic');
		expect(code(s, ev('s0', 'arena/orders', orders(s, { casts: [{ magic: 'toString' }] })))).toBe('arena/unknown-magic');
	});

	it('arena/bad-target: a target of the wrong kind for its magic', () => {
		const s = started(['F A1', 'W H8']);
		expect(code(s, ev('s0', 'arena/orders', orders(s, { casts: [{ magic: 'F1', target: 'D4' }] })))).toBe('arena/bad-target');
		expect(code(s, ev('s0', 'arena/orders', orders(s, { casts: [{ magic: 'F1' }] })))).toBe('arena/bad-target');
		expect(code(s, ev('s0', 'arena/orders', orders(s, { casts: [{ magic: 'F2', target: 'N' }] })))).toBe('arena/bad-target');
		expect(code(s, ev('s0', 'arena/orders', orders(s, { casts: [{ magic: 'A1', target: 4 }] })))).toBe('arena/bad-target');
	});

	it('arena/too-many-magics: more than 64 magics in one order', () => {
		const s = started(['F A1', 'W H8']);
		const casts = Array.from({ length: 65 }, () => ({ magic: 'F1', target: 'N' }));
		expect(code(s, ev('s0', 'arena/orders', orders(s, { casts })))).toBe('arena/too-many-magics');
	});

	it('a rejected event leaves the state as it was', () => {
		const s = started(['F A1', 'W H8']);
		const r = applyEvent(arena, s, ev('s0', 'arena/orders', orders(s, { casts: [{ magic: 'F9' }] })));
		expect(r.state).toBe(s);
	});
});

describe('sealed input', () => {
	it("view() shows a seat its own sealed start, never another seat's", () => {
		const s = applyEvent<ArenaState>(arena, fresh(), ev('s0', 'arena/start', { types: ['fire'], square: 'C3' })).state;
		const mine = arena.view(s, 's0') as ArenaView;
		const theirs = arena.view(s, 's1') as ArenaView;
		const table = arena.view(s, null) as ArenaView;
		expect(mine.mine).toEqual({ types: ['fire'], square: 'C3' });
		expect(theirs.mine).toBeNull();
		expect(table.mine).toBeNull();
		expect(theirs.submitted).toEqual(['s0']);
		for (const v of [theirs, table]) expect(JSON.stringify(v)).not.toContain('C3');
		expect(JSON.stringify(theirs)).not.toContain('fire');
	});

	it("view() hides other seats' pending orders until the turn resolves", () => {
		let s = started(['F A1', 'W H8']);
		s = applyEvent<ArenaState>(arena, s, ev('s0', 'arena/orders', { turn: 1, move: 'B2', casts: [{ magic: 'F1', target: 'NE' }] })).state;
		const theirs = arena.view(s, 's1') as ArenaView;
		expect(theirs.submitted).toEqual(['s0']);
		expect(theirs.mine).toBeNull();
		expect(JSON.stringify(theirs)).not.toContain('B2');
		expect(JSON.stringify(theirs)).not.toContain('NE');
		expect((arena.view(s, 's0') as ArenaView).mine).toEqual({ move: 'B2', casts: [{ magic: 'F1', target: 'NE' }] });
		expect(arena.prompt!(s)).toEqual({ waitingFor: ['s1'], text: 'Turn 1: Bo to give orders' });
		s = applyEvent<ArenaState>(arena, s, ev('s1', 'arena/orders', { turn: 1, move: null, casts: [] })).state;
		const after = arena.view(s, 's1') as ArenaView;
		expect(after.reports[0].orders.s0).toEqual({ move: 'B2', casts: [{ magic: 'F1', target: 'NE' }] });
		expect(after.submitted).toEqual([]);
	});

	it('describe() says an order is sealed until its turn is resolved, then prints it', () => {
		let s = started(['F A1', 'W H8']);
		const e = ev('s0', 'arena/orders', { turn: 1, move: 'B2', casts: [{ magic: 'F1', target: 'NE' }] });
		s = applyEvent<ArenaState>(arena, s, e).state;
		expect(arena.describe!(s, e)).toBe('Turn 1: orders sealed');
		s = applyEvent<ArenaState>(arena, s, ev('s1', 'arena/orders', { turn: 1, move: null, casts: [] })).state;
		expect(arena.describe!(s, e)).toBe('Turn 1: B2 1NE');
		const start = ev('s0', 'arena/start', { types: ['fire'], square: 'A1' });
		expect(arena.describe!(s, start)).toBe('Placement: Fire, starts on A1 (F A1)');
		expect(arena.describe!(fresh(), start)).toBe('Chose a start (sealed)');
		expect(arena.describe!(s, ev('s0', 'arena/orders', null))).toBe('Orders that could not be read');
		expect(arena.describe!(s, ev('s0', 'arena/orders', { turn: 1, move: 7, casts: [] }))).toBe('Turn 1: orders that could not be read');
		expect(arena.describe!(s, ev('s0', 'arena/start', { types: 'x' }))).toBe('A start that could not be read');
	});
});
