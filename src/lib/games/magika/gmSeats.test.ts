import { describe, expect, it } from 'vitest';
import { NO_INPUT } from '$engine/core/hidden';
import { BOT_PROFILE_WORD, MISSED_TURN_BOT } from '$engine/magika';
import { missesOf, runNowLabel, seatRow, seatStates, waiting } from './gmSeats';

const seat = (p: Partial<Parameters<typeof seatRow>[0]>) => ({ seat: 's', name: 'Ann', bot: false, sealed: false, misses: 0, ...p });

describe("the GM's seat rows", () => {
	it('warns before the miss that puts a mage in jeopardy (two) and the one that drops it (three)', () => {
		expect(seatRow(seat({ misses: 0 })).state).not.toMatch(/jeopardy|drops/);
		expect(seatRow(seat({ misses: 1 })).state).toMatch(/jeopardy/);
		expect(seatRow(seat({ misses: 2 })).state).toMatch(/drops the mage/);
	});
	it('waits for players only, not bots or sealed seats', () => {
		expect(waiting([seat({ seat: 'a', bot: true }), seat({ seat: 'b', sealed: true }), seat({ seat: 'c' })]).map((s) => s.seat)).toEqual(['c']);
	});
	it('counts the misses of the turns in a row up to the last, from what each turn publicly used', () => {
		const turn = (used: Record<string, string>) => ({ used });
		const { missed, empty } = NO_INPUT;
		const slice = { seats: ['a', 'b', 'c'], inputs: { b: [{ id: 'x', commit: 'c' }] }, turns: [turn({}), turn({ a: missed, b: 'in1', c: empty }), turn({ a: missed, b: missed, c: empty })] };
		expect(['a', 'b', 'c'].map((s) => missesOf(slice, s))).toEqual([2, 1, 0]);
		expect(missesOf({ turns: [turn({}), turn({ a: missed }), turn({ a: 'in2' })] }, 'a')).toBe(0);
		expect(seatStates(slice, ['c'], (s) => s.toUpperCase())).toEqual([
			{ seat: 'a', name: 'A', bot: false, sealed: false, misses: 2 },
			{ seat: 'b', name: 'B', bot: false, sealed: true, misses: 1 },
			{ seat: 'c', name: 'C', bot: true, sealed: false, misses: 0 }
		]);
	});
});

describe('"Run turn now" says what a seat not sealed gets', () => {
	it('a cautious bot plays its turn and it counts as a miss; nothing said when all have sealed', () => {
		expect(runNowLabel(0)).toBe('Run turn now');
		expect(runNowLabel(1)).toBe('Run turn now (1 mage not sealed: a cautious bot plays its turn, counted as a miss)');
		expect(runNowLabel(2)).toBe('Run turn now (2 mages not sealed: a cautious bot plays their turn, counted as a miss)');
	});
	it("names the engine's missed-turn bot: a change in engine/magika/missed.ts changes the words", () => {
		expect(runNowLabel(1)).toContain(`a ${BOT_PROFILE_WORD[MISSED_TURN_BOT]} bot plays its turn`);
		expect(Object.values(BOT_PROFILE_WORD).filter((w) => runNowLabel(3).includes(` ${w} bot`))).toEqual([BOT_PROFILE_WORD[MISSED_TURN_BOT]]);
	});
});
