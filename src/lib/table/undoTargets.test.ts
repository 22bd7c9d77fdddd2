import { describe, expect, it } from 'vitest';
import { defineGame, foldLog, UNDO, type GameEvent } from '$engine/core';
import { counters } from '$engine/counters';
import { findRedoTarget, findUndoTarget } from './undoTargets';

const seats = [{ id: 's0', name: 'Ana' }, { id: 's1', name: 'Bo' }];
const initial = counters.setup({ options: { life: 20, poison: false }, seats });
const move = (id: string, seat = 's0'): GameEvent => ({ id, seat, kind: 'counters/adjust', data: { player: seat, counter: 'life', delta: -1 }, at: 0 });
const undo = (id: string, target: string, seat = 's0'): GameEvent => ({ id, seat, kind: UNDO, data: { target }, at: 0 });

/** Plays a log the way the table's buttons would, returning what Undo and Redo would pick. */
function targets(log: GameEvent[], mine = ['s0', 's1']) {
	const { outcomes } = foldLog(counters, initial, log);
	return { undo: findUndoTarget(log, outcomes, mine)?.id ?? null, redo: findRedoTarget(log, outcomes)?.id ?? null };
}

describe('undo and redo targets', () => {
	it('undo walks back through moves, redo forward through undos', () => {
		expect(targets([move('a'), move('b')])).toEqual({ undo: 'b', redo: null });
		expect(targets([move('a'), move('b'), undo('u1', 'b')])).toEqual({ undo: 'a', redo: 'u1' });
		expect(targets([move('a'), move('b'), undo('u1', 'b'), undo('u2', 'a')])).toEqual({ undo: null, redo: 'u2' });
		// redo of u2 brings back a; the next redo is u1
		expect(targets([move('a'), move('b'), undo('u1', 'b'), undo('u2', 'a'), undo('r1', 'u2')])).toEqual({ undo: 'a', redo: 'u1' });
	});

	it('a new move clears what could be redone', () => {
		expect(targets([move('a'), move('b'), undo('u1', 'b'), move('c')])).toEqual({ undo: 'c', redo: null });
	});

	it('a device undoes only the moves of the seats it holds', () => {
		expect(targets([move('a', 's0'), move('b', 's1')], ['s0']).undo).toBe('a');
		expect(targets([move('b', 's1')], ['s0']).undo).toBeNull();
	});

	it("the table's own events (seats, sealed orders, rolls) are passed over", () => {
		const outcomes = [{ kind: 'applied' }, { kind: 'applied' }] as const;
		const seat: GameEvent = { id: 'seat', seat: 's0', kind: 'core/seat', data: null, at: 0 };
		expect(findUndoTarget([move('a'), seat], [...outcomes], ['s0'])?.id).toBe('a');
		expect(findUndoTarget([seat], [outcomes[0]], ['s0'])).toBeNull();
	});

	it("what the game sends by itself (a clock paused on leaving) is passed over", () => {
		const outcomes = [{ kind: 'applied' }, { kind: 'applied' }] as const;
		const clock: GameEvent = { id: 'clock', seat: 's0', kind: 'counters/clock', data: { running: false }, at: 0 };
		expect(findUndoTarget([move('a'), clock], [...outcomes], ['s0'], counters)?.id).toBe('a');
	});

	it('a move its game declares not undoable is passed over, though no automatic one', () => {
		const count = (n: number) => n + 1;
		const tally = defineGame<number, number, Record<string, never>>({
			id: 'tally',
			title: 'Tally',
			summary: 'Counts its moves.',
			seats: { min: 1, max: 2, default: 2 },
			options: [],
			setup: () => 0,
			view: (n) => n,
			moves: { 'tally/add': count, 'tally/final': { run: count, undoable: false } }
		});
		const ev = (id: string, kind: string): GameEvent => ({ id, seat: 's0', kind, data: null, at: 0 });
		const log = [ev('a', 'tally/add'), ev('f', 'tally/final')];
		const { outcomes } = foldLog(tally, 0, log);
		expect(outcomes.map((o) => o.kind)).toEqual(['applied', 'applied']);
		expect(findUndoTarget(log, outcomes, ['s0'], tally)?.id).toBe('a');
	});
});
