import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, seededRng, type GameEvent } from '../core';
import { columnName, CORNERS, DIRECTIONS } from './board';
import { ev, seatsOf, started, turn } from './fixtures';
import { arena, setupArena } from './game';
import { MAGICS, MAGIC_TYPES, type MagicType } from './magics';
import { exportMoveList, importMoveList } from './movelist';
import { parseCast, parseOrders, parseStart, printOrders, printStart, type NotationContext } from './notation';
import { randomOrders, randomStart } from './random';
import { readRules } from './rules';
import type { ArenaState, Cast, Orders } from './state';

const fire: NotationContext = { marked: false, ownType: 'fire' };
const water: NotationContext = { marked: false, ownType: 'water' };
const earth: NotationContext = { marked: false, ownType: 'earth' };
const air: NotationContext = { marked: false, ownType: 'air' };
const marked: NotationContext = { marked: true, ownType: null };

const message = (r: unknown) => (r as { message?: string }).message;

describe('the examples of the practical playing instructions', () => {
	it('a move alone is just the square', () => {
		expect(parseOrders('E5', fire)).toEqual({ move: 'E5', casts: [] });
	});

	it('"-" separates a no-move from the magics: "- H3" heals, "H3" moves to H3', () => {
		expect(parseOrders('- H3', fire)).toEqual({ move: null, casts: [{ magic: 'H3' }] });
		expect(parseOrders('H3', fire)).toEqual({ move: 'H3', casts: [] });
		expect(parseOrders('-', fire)).toEqual({ move: null, casts: [] });
	});

	it('move first, then magics: number followed by direction, corner, line, square, or W, B, H1-4', () => {
		expect(parseOrders('D4 1NE 2 3 W B H1', fire)).toEqual({
			move: 'D4',
			casts: [{ magic: 'F1', target: 'NE' }, { magic: 'F2' }, { magic: 'F3' }, { magic: 'W' }, { magic: 'B' }, { magic: 'H1' }]
		});
		expect(parseOrders('- 1SW 3NE 2', water)).toEqual({
			move: null,
			casts: [{ magic: 'W1', target: 'SW' }, { magic: 'W3', target: 'NE' }, { magic: 'W2' }]
		});
		expect(parseOrders('C3 1C 13 3SE 4D4 2', earth)).toEqual({
			move: 'C3',
			casts: [{ magic: 'E1', target: 'C' }, { magic: 'E1', target: '3' }, { magic: 'E3', target: 'SE' }, { magic: 'E4', target: 'D4' }, { magic: 'E2' }]
		});
		expect((parseOrders('- 1A8 2D4 3E5 4F6 5H1', air) as Orders).casts).toHaveLength(5);
	});

	it('every direction and corner of the rules reads', () => {
		for (const d of ['W', 'SW', 'S', 'SE', 'E', 'NE', 'N', 'NW']) expect(parseCast('1' + d, fire)).toEqual({ magic: 'F1', target: d });
		for (const c of ['SW', 'NW', 'NE', 'SE']) expect(parseCast('3' + c, earth)).toEqual({ magic: 'E3', target: c });
		for (const line of ['1', '8', 'A', 'H']) expect(parseCast('1' + line, earth)).toEqual({ magic: 'E1', target: line });
	});

	it('with several types, the type letter comes before the number: A3, F4', () => {
		expect(parseOrders('- A3D4 F4 W1SW E1C W', marked)).toEqual({
			move: null,
			casts: [{ magic: 'A3', target: 'D4' }, { magic: 'F4' }, { magic: 'W1', target: 'SW' }, { magic: 'E1', target: 'C' }, { magic: 'W' }]
		});
	});

	it('reads lower case and commas as well', () => {
		expect(parseOrders(' d4, 1ne ', fire)).toEqual({ move: 'D4', casts: [{ magic: 'F1', target: 'NE' }] });
	});

	it('prints orders exactly as written in the rules', () => {
		expect(printOrders({ move: null, casts: [{ magic: 'H3' }] }, fire)).toBe('- H3');
		expect(printOrders({ move: 'D4', casts: [{ magic: 'F1', target: 'NE' }, { magic: 'W' }] }, fire)).toBe('D4 1NE W');
		expect(printOrders({ move: 'D4', casts: [{ magic: 'F1', target: 'NE' }] }, marked)).toBe('D4 F1NE');
		expect(printOrders({ move: 'C3', casts: [] }, fire)).toBe('C3');
	});

	it('start choices: type letter(s), then the square', () => {
		expect(parseStart('F C3', readRules({}))).toEqual({ types: ['fire'], square: 'C3' });
		expect(parseStart('water f6', readRules({}))).toEqual({ types: ['water'], square: 'F6' });
		expect(parseStart('FA D5', readRules({ types: 'two' }))).toEqual({ types: ['fire', 'air'], square: 'D5' });
		expect(parseStart('D5', readRules({ types: 'all' }))).toEqual({ types: [], square: 'D5' });
		expect(printStart({ types: ['earth', 'water'], square: 'B2' })).toBe('EW B2');
	});
});

describe('malformed orders get a precise message', () => {
	const cases: [string, NotationContext, string][] = [
		['1NE', fire, 'Write the move first: "- 1NE" to stay put and cast 1NE.'],
		['Q 1N', fire, '"Q" is not a square: start with the square you move to, or "-" to stay put.'],
		['D4 1', fire, 'Flame Thrower (1) needs a direction: N, NE, E, SE, S, SW, W or NW, like 1NE.'],
		['D4 1Q', fire, 'Flame Thrower (1) needs, not "Q", a direction: N, NE, E, SE, S, SW, W or NW, like 1NE.'],
		['- 2N', fire, 'Fire Cross (2) takes nothing after its number: write just 2.'],
		['- 1X', water, 'Tide (1) needs, not "X", a corner: SW, NW, NE or SE, like 1SW.'],
		['- 1', earth, 'Rolling Stone (1) needs a line: a column letter (A…) or a row number (1…), like 1C.'],
		['- 4', earth, 'Volcano (4) needs a square, like 4D4.'],
		['- 6', fire, '"6": magics are numbered 1 to 5.'],
		['- H5', fire, 'Healing is H1 to H4; there is no H5.'],
		['- 3D4', marked, '"3D4": mark the type before the number (F, W, E or A), like F3D4.'],
		['- XYZ', fire, '"XYZ" is not a magic: write its number and aim (1NE, 3SW, 1C4), or W, B, H1 to H4.'],
		['D4 - 1N', fire, '"-" only stands in place of the move, at the start of the order.'],
		['- 1N', { marked: false, ownType: null }, '"1N": choose your magic type before casting.']
	];
	it.each(cases)('%s', (text, ctx, expected) => {
		expect(message(parseOrders(text, ctx))).toBe(expected);
		expect((parseOrders(text, ctx) as { code?: string }).code).toBe('arena/bad-notation');
	});

	it('start choices too', () => {
		expect(message(parseStart('F', readRules({})))).toBe('End with your starting square, like "F C3".');
		expect(message(parseStart('C3', readRules({})))).toBe('Choose one magic type and a square, like "F C3".');
		expect(message(parseStart('FF C3', readRules({ types: 'two' })))).toBe('Fire is chosen twice.');
		expect(message(parseStart('X C3', readRules({})))).toBe('"X" is not a magic type: use F (Fire), W (Water), E (Earth) or A (Air).');
	});
});

/** Any well-formed cast, of any magic, with a target of the right kind (on a board up to 26). */
const castArb: fc.Arbitrary<Cast> = fc.constantFrom(...MAGICS).chain((m) => {
	const col = fc.integer({ min: 0, max: 25 }).map(columnName);
	const row = fc.integer({ min: 1, max: 26 }).map(String);
	const target: fc.Arbitrary<string | undefined> =
		m.aim === 'none'
			? fc.constant(undefined)
			: m.aim === 'direction'
				? fc.constantFrom(...DIRECTIONS)
				: m.aim === 'corner'
					? fc.constantFrom(...CORNERS)
					: m.aim === 'line'
						? fc.oneof(col, row)
						: fc.tuple(col, row).map(([c, r]) => c + r);
	return target.map((t) => (t === undefined ? { magic: m.code } : { magic: m.code, target: t }));
});

const ordersArb: fc.Arbitrary<Orders> = fc.record({
	move: fc.option(fc.tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 1, max: 26 })).map(([c, r]) => columnName(c) + r), { nil: null }),
	casts: fc.array(castArb, { maxLength: 8 })
});

const ctxArb: fc.Arbitrary<NotationContext> = fc.oneof(
	fc.constant(marked),
	fc.constantFrom<MagicType>(...MAGIC_TYPES).map((t) => ({ marked: false, ownType: t }))
);

describe('round trips', () => {
	it('parse(print(orders)) gives the orders back, and print(parse(x)) gives x back', () => {
		fc.assert(
			fc.property(ordersArb, ctxArb, (orders, ctx) => {
				const text = printOrders(orders, ctx);
				const parsed = parseOrders(text, ctx);
				expect(parsed).toEqual(orders);
				expect(printOrders(parsed as Orders, ctx)).toBe(text);
			}),
			{ numRuns: 500 }
		);
	});

	it('parsing never throws on any text', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 40 }), ctxArb, (text, ctx) => {
				const r = parseOrders(text, ctx);
				expect('code' in r || 'casts' in r).toBe(true);
			}),
			{ numRuns: 500 }
		);
	});
});

describe('a whole game as a move list', () => {
	it('exports the starts and every turn in notation', () => {
		let s = started(['F C3', 'W F6']);
		s = turn(s, { s0: 'D4 1NE', s1: '- 2' });
		expect(exportMoveList(s)).toBe('# Magic Arena · 8×8 · 20 HP · Ann, Bo\n0. Ann: F C3\n0. Bo: W F6\n1. Ann: D4 1NE\n1. Bo: - 2\n');
	});

	it('a pasted list replays into the same game, and exports back to the same text', () => {
		let replayed = 0;
		for (let seed = 1; seed <= 20; seed++) {
			const rng = seededRng(seed);
			const options: Record<string, string | number> = seed % 2 ? {} : { types: 'two', size: 9 };
			const initial = setupArena(options, seatsOf(3));
			let s: ArenaState = initial;
			for (const seat of s.order) s = applyEvent<ArenaState>(arena, s, ev(seat, 'arena/start', randomStart(s, rng))).state;
			for (let t = 0; t < 12 && s.phase === 'ordering'; t++) {
				for (const seat of s.order) {
					if (s.players[seat].alive) {
						s = applyEvent<ArenaState>(arena, s, ev(seat, 'arena/orders', { turn: s.turn, ...randomOrders(s, seat, rng) })).state;
					}
				}
			}
			const text = exportMoveList(s);
			const events = importMoveList(text, initial);
			if ('code' in events) throw new Error(events.message);
			let replay: ArenaState = initial;
			for (const e of events) {
				const r = applyEvent<ArenaState>(arena, replay, { ...e, id: `r${seed}-${replayed++}`, at: 0 } as GameEvent);
				expect(r.ok).toBe(true);
				replay = r.state;
			}
			expect(replay).toEqual(s);
			expect(exportMoveList(replay)).toBe(text);
		}
	});

	it('reports the line of a bad entry', () => {
		const initial = setupArena({}, seatsOf(2));
		const bad = (text: string) => message(importMoveList(text, initial));
		expect(bad('0. Ann: F C3\n0. Bo: W F6\n1. Ann: D4 1\n')).toBe(
			'Line 3: Flame Thrower (1) needs a direction: N, NE, E, SE, S, SW, W or NW, like 1NE.'
		);
		expect(bad('0. Zed: F C3')).toBe('Line 1: there is no player "Zed" at this table.');
		expect(bad('1. Ann: D4')).toBe('Line 1: every player\'s start (turn 0) comes first.');
		expect(bad('0. Ann: F C3\n0. Bo: W F6\n2. Ann: D4')).toBe('Line 3: turn 1 is not complete; this line is for turn 2.');
		expect(bad('0. Ann: F C3\n0. Ann: W F6')).toBe('Line 2: Ann has already chosen a start.');
		expect(bad('hello')).toBe('Line 1: write "turn. name: order", like "1. Ann: D4 1NE".');
	});
});
