import { describe, expect, it } from 'vitest';
import { applyEvent, CORE_REJECTIONS, defineGame, FAIR_REJECTIONS, fairInitial, fairStep, FAIR_KINDS, foldLog, GameDefinitionError, reject, UNDO, type GameEvent, type GameSpec, type MoveTable } from '.';
import { diceCommitment, randomToken } from './fairplay/commitment';

interface Tally {
	seats: string[];
	n: number;
	/** Who made each move that reached the rules. */
	by: (string | null)[];
}

const count = (state: Tally, event: GameEvent): Tally => ({ ...state, n: state.n + 1, by: [...state.by, event.seat] });

const MOVES: MoveTable<Tally> = {
	'tally/anyone': count,
	'tally/seat': { run: count, by: 'seat' },
	'tally/table': { run: count, by: 'table' },
	'tally/either': { run: count, by: 'seat or table' },
	'tally/tick': { run: count, automatic: true },
	'tally/final': { run: count, undoable: false },
	'tally/roll': { run: count, dice: { sides: 6, count: 1 } },
	'tally/pick': { run: count, by: 'seat', sealed: true }
};

function spec(over: Partial<GameSpec<Tally>> & Record<string, unknown> = {}): GameSpec<Tally> & Record<string, unknown> {
	return {
		id: 'tally',
		title: 'Tally',
		summary: 'A test game that counts its moves.',
		seats: { min: 2, max: 2, default: 2 },
		options: [],
		setup: ({ seats }) => ({ seats: seats.map((s) => s.id), n: 0, by: [] }),
		view: (state) => state,
		moves: MOVES,
		seatsOf: (state) => state.seats,
		fairPlay: { sealed: (state: Tally) => ({ turn: 1, kind: 'tally/pick', seats: state.seats }) },
		...over
	};
}

const tally = defineGame(spec());
const start = tally.setup({ options: {}, seats: [{ id: 's0', name: 'Ana' }, { id: 's1', name: 'Bo' }] });
let n = 0;
const ev = (kind: string, seat: string | null = 's0', data: unknown = {}): GameEvent => ({ id: `e${n++}`, seat, kind: `tally/${kind}`, data, at: 0 });

function outcome(event: GameEvent, game = tally): string {
	const r = applyEvent(game, start, event);
	return r.ok ? 'ok' : r.rejection.code;
}

describe('defineGame: a declaration is checked once', () => {
	const refusal = (over: Partial<GameSpec<Tally>> & Record<string, unknown>) => {
		try {
			defineGame(spec(over));
		} catch (err) {
			expect(err).toBeInstanceOf(GameDefinitionError);
			return (err as Error).message;
		}
		return 'defined';
	};

	it('refuses a kind declared twice, in two of its tables', () => {
		expect(refusal({ moves: [MOVES, { 'tally/seat': count }] })).toMatch(/"tally\/seat" is declared twice/);
		expect(defineGame(spec({ moves: [MOVES, { 'tally/more': count }] })).moves.size).toBe(Object.keys(MOVES).length + 1);
	});

	it('refuses a kind that is not of its own, or is its prefix alone', () => {
		expect(refusal({ moves: { ...MOVES, 'counters/adjust': count } })).toMatch(/"counters\/adjust" is not a kind of its own/);
		expect(refusal({ moves: { ...MOVES, 'tallyho/x': count } })).toMatch(/not a kind of its own/);
		expect(refusal({ moves: { ...MOVES, 'tally/': count } })).toMatch(/not a kind of its own/);
		expect(refusal({ moves: { ...MOVES, ['tally/' + 'x'.repeat(60)]: count } })).toMatch(/longer than 64/);
	});

	it('refuses terms no table could play', () => {
		expect(refusal({ moves: {} })).toMatch(/declares no move/);
		expect(refusal({ moves: { 'tally/x': { run: 5 as never } } })).toMatch(/has no rules/);
		expect(refusal({ moves: { 'tally/x': { run: count, by: 'everyone' as never } } })).toMatch(/made by "everyone"/);
		expect(refusal({ moves: { 'tally/x': { run: count, dice: { sides: 1, count: 1 } } } })).toMatch(/dice of "tally\/x"/);
		expect(refusal({ moves: { 'tally/x': { run: count, dice: { sides: 6, count: 0 } } } })).toMatch(/dice of "tally\/x"/);
		expect(refusal({ moves: { 'tally/x': { run: count, automatic: true, undoable: true } } })).toMatch(/no player can undo it/);
		expect(refusal({ seatsOf: undefined })).toMatch(/no seatsOf/);
		expect(refusal({ fairPlay: undefined })).toMatch(/tally\/pick are sealed, but it has no fairPlay.sealed step/);
		expect(refusal({ fairPlay: { sealed: () => null, sealedKinds: ['tally/pick'] } })).toMatch(/declared on its moves/);
		expect(refusal({ id: 'Tally Two' })).toMatch(/not a lower-case word/);
	});

	it('fills every term in, and derives what the rest of the core reads from them', () => {
		expect(tally.moves.get('tally/anyone')).toMatchObject({ by: 'anyone', dice: null, sealed: false, automatic: false, undoable: true });
		expect(tally.moves.get('tally/tick')).toMatchObject({ automatic: true, undoable: false });
		expect(tally.moves.get('tally/roll')?.dice).toEqual({ sides: 6, count: 1 });
		expect(tally.automatic).toEqual(['tally/tick']);
		expect((tally as unknown as { fairPlay: { sealedKinds: string[] } }).fairPlay.sealedKinds).toEqual(['tally/pick']);
		expect(defineGame(spec({ movesBy: 'seat or table' })).moves.get('tally/anyone')?.by).toBe('seat or table');
		expect('seatsOf' in tally || 'refusals' in tally || 'movesBy' in tally).toBe(false);
	});
});

describe('the core dispatches and refuses for every game', () => {
	it('refuses a move the game does not have, naming the game', () => {
		for (const kind of ['tally/dance', 'counters/adjust', '__proto__', 'tally/constructor']) {
			const r = applyEvent(tally, start, { ...ev('x'), kind });
			expect(r.ok).toBe(false);
			if (!r.ok) expect(r.rejection).toMatchObject({ code: CORE_REJECTIONS.unknownKind, message: `"${kind}" is not a move of Tally.` });
			expect(r.state).toBe(start);
		}
		const own = defineGame(spec({ refusals: { unknownMove: 'tally/no-such-move' } }));
		expect(outcome(ev('dance'), own)).toBe('tally/no-such-move');
		expect(own.apply(start, ev('dance'))).toMatchObject({ message: '"tally/dance" is not a move of Tally.' });
	});

	it('lets only the seats a move allows make it, before its rules see it', () => {
		expect([outcome(ev('anyone', 's0')), outcome(ev('anyone', null)), outcome(ev('anyone', 'zz'))]).toEqual(['ok', 'ok', 'ok']);
		expect([outcome(ev('seat', 's1')), outcome(ev('seat', null)), outcome(ev('seat', 'zz')), outcome(ev('seat', '__proto__'))]).toEqual([
			'ok',
			CORE_REJECTIONS.unknownSeat,
			CORE_REJECTIONS.unknownSeat,
			CORE_REJECTIONS.unknownSeat
		]);
		expect([outcome(ev('table', null)), outcome(ev('table', 's0')), outcome(ev('table', 'zz'))]).toEqual(['ok', CORE_REJECTIONS.tableOnly, CORE_REJECTIONS.tableOnly]);
		expect([outcome(ev('either', 's0')), outcome(ev('either', null)), outcome(ev('either', 'zz'))]).toEqual(['ok', 'ok', CORE_REJECTIONS.unknownSeat]);
		const r = applyEvent(tally, start, ev('table', 's0'));
		expect(!r.ok && r.rejection.message).toBe('Only the table itself makes this move, not a player.');
		// a game may word the refusal itself
		const own = defineGame(spec({ refusals: { seat: { code: 'tally/not-here', message: 'Only Ana and Bo count.' } } }));
		expect(own.apply(start, ev('seat', 'zz'))).toMatchObject({ code: 'tally/not-here', message: 'Only Ana and Bo count.' });
	});

	it('passes the move to its own rules, and only to them', () => {
		const r = applyEvent(tally, start, ev('either', null));
		expect(r.ok && r.state).toEqual({ seats: ['s0', 's1'], n: 1, by: [null] });
		const refusing = defineGame(spec({ moves: { 'tally/no': () => reject('tally/nope', 'Not now.') } }));
		expect(outcome(ev('no'), refusing)).toBe('tally/nope');
	});

	it('refuses an undo of a move its game says cannot be undone, and only of those', () => {
		const final = ev('final');
		const tick = ev('tick');
		const plain = ev('anyone');
		const undo = (target: GameEvent): GameEvent => ({ id: `u${n++}`, seat: 's0', kind: UNDO, data: { target: target.id }, at: 0 });
		const { state, outcomes } = foldLog(tally, start, [final, tick, plain, undo(final), undo(tick), undo(plain)]);
		expect(outcomes.map((o) => (o.kind === 'rejected' ? o.rejection.code : o.kind))).toEqual([
			'applied',
			'applied',
			'undone',
			CORE_REJECTIONS.undoNotAllowed,
			CORE_REJECTIONS.undoNotAllowed,
			'undo'
		]);
		expect(state.n).toBe(2);
	});
});

describe('fair play reads the moves’ terms', () => {
	const step = fairStep(tally);
	const fair = fairInitial(start, { s0: 'key-of-ana' });
	const open = (then: unknown): GameEvent => ({ id: `o${n++}`, seat: 's0', kind: FAIR_KINDS.diceOpen, data: { sides: 6, count: 1, hash: diceCommitment('o', randomToken(32)), then }, at: 0 });

	it('opens a fair roll only for a move that takes dice', () => {
		expect(step(fair, open({ kind: 'tally/roll', data: {} }))).toMatchObject({ ok: true });
		for (const kind of ['tally/anyone', 'tally/dance', 'counters/roll', 7]) {
			const r = step(fair, open({ kind, data: {} }));
			expect(!r.ok && r.rejection).toMatchObject({ code: FAIR_REJECTIONS.diceBad, message: 'What this roll is for is not a move of Tally that takes a roll.' });
		}
	});

	it('refuses a sealed move sent in the clear', () => {
		const r = step(fair, ev('pick', 's0'));
		expect(!r.ok && r.rejection.code).toBe(FAIR_REJECTIONS.mustSeal);
		expect(step(fair, ev('seat', 's0')).ok).toBe(true);
	});
});
