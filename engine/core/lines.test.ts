import { describe, expect, it } from 'vitest';
import { defineGame, foldLog, GameDefinitionError, type GameEvent, type MoveTable } from '.';

interface Tally {
	n: number;
}

type TallyMoves = { 'tally/add': { by: number }; 'tally/plain': Record<string, never> };

/** A test game whose history lines count how often they are asked for. */
function tallyGame() {
	const asked = { lines: 0 };
	const moves: MoveTable<Tally, TallyMoves> = {
		'tally/add': {
			run: (state, event) => ({ n: state.n + ((event.data as { by: number }).by ?? 1) }),
			describe: (state, d, event) => {
				asked.lines++;
				return `${event.seat ?? 'Table'} adds ${typeof d.by === 'number' ? d.by : '?'} (now ${state.n})`;
			}
		},
		'tally/plain': (state) => state
	};
	const game = defineGame({
		id: 'tally',
		title: 'Tally',
		summary: 'A test game.',
		seats: { min: 1, max: 2, default: 1 },
		options: [],
		setup: () => ({ n: 0 }),
		view: (state: Tally) => state,
		moves
	});
	return { game, asked };
}

let n = 0;
const ev = (kind: string, data: unknown, seat: string | null = 's0'): GameEvent => ({ id: `e${n++}`, seat, kind, data, at: 0 });

describe('history lines are declared beside each move', () => {
	it("gives an event its move's line, read against the state, with its data as an object", () => {
		const { game } = tallyGame();
		expect(game.describe({ n: 3 }, ev('tally/add', { by: 2 }))).toBe('s0 adds 2 (now 3)');
		expect(game.describe({ n: 3 }, ev('tally/add', 'junk', null))).toBe('Table adds ? (now 3)');
		expect(game.describe({ n: 3 }, ev('tally/add', null))).toBe('s0 adds ? (now 3)');
	});

	it('gives the kind for a move without a line, or a kind the game does not have', () => {
		const { game } = tallyGame();
		expect(game.describe({ n: 0 }, ev('tally/plain', {}))).toBe('tally/plain');
		expect(game.describe({ n: 0 }, ev('tally/none', {}))).toBe('tally/none');
	});

	it('never asks for a line while it folds a log', () => {
		const { game, asked } = tallyGame();
		const log = Array.from({ length: 200 }, () => ev('tally/add', { by: 1 }));
		expect(foldLog(game, game.setup({ options: {}, seats: [] }), log).state.n).toBe(200);
		expect(asked.lines).toBe(0);
	});

	it('refuses a game-wide describe, and a line that is not a function', () => {
		const base = { id: 'tally', title: 'T', summary: 'T.', seats: { min: 1, max: 1, default: 1 }, options: [], setup: () => ({ n: 0 }), view: (s: Tally) => s };
		expect(() => defineGame({ ...base, moves: { 'tally/x': (s: Tally) => s }, describe: () => 'x' })).toThrow(GameDefinitionError);
		expect(() => defineGame({ ...base, moves: { 'tally/x': { run: (s: Tally) => s, describe: 'x' as never } } })).toThrow(/history line of "tally\/x"/);
	});
});
