import { describe, expect, it } from 'vitest';
import { NO_INPUT } from '$engine/core/hidden';
import { BOT_PROFILE_WORD, MISSED_TURN_BOT, NOVICES, seatMissRule } from '$engine/magika';
import { DROP_OUT_AFTER, JEOPARDY_AFTER } from '$engine/magika/data/missedTurns';
import { missesOf, runNowLabel, runNowQuestion, seatRow, seatStates, waiting } from './gmSeats';

const NOVICE = seatMissRule(0);
const seat = (p: Partial<Parameters<typeof seatRow>[0]>) => ({ seat: 's', name: 'Ann', bot: false, sealed: false, misses: 0, rule: NOVICE, ...p });

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
			{ seat: 'a', name: 'A', bot: false, sealed: false, misses: 2, rule: NOVICE },
			{ seat: 'b', name: 'B', bot: false, sealed: true, misses: 1, rule: NOVICE },
			{ seat: 'c', name: 'C', bot: true, sealed: false, misses: 0, rule: NOVICE }
		]);
	});
});

describe("what a miss costs is the engine's rule for the seat's mage (engine/magika/missRule.ts)", () => {
	/** A table of 13 seats, the 13th the Ebon Mage's, each seat having missed `misses` turns in a row. */
	const table = (misses: number) => {
		const seats = Array.from({ length: NOVICES + 1 }, (_, i) => `s${i}`);
		const missed = Object.fromEntries(seats.map((s) => [s, NO_INPUT.missed]));
		return seatStates({ seats, inputs: {}, turns: [{ used: {} }, ...Array.from({ length: misses }, () => ({ used: missed }))] }, [], (s) => s);
	};
	it("never says the Ebon Mage drops out or is in jeopardy, whoever plays him; every novice's row and question do", () => {
		const rows = table(DROP_OUT_AFTER - 1);
		const ebon = rows[NOVICES];
		expect(ebon.rule).toBeNull();
		expect(seatRow(ebon).state).toBe(`✗ not sealed (missed ${DROP_OUT_AFTER - 1} in a row)`);
		expect(runNowQuestion(5, [ebon]).detail).not.toMatch(/drops|jeopardy/);
		expect(seatRow(table(JEOPARDY_AFTER - 1)[NOVICES]).state).not.toMatch(/jeopardy/);
		for (const novice of rows.slice(0, NOVICES)) {
			expect(seatRow(novice).state).toMatch(/a miss now drops the mage$/);
			expect(runNowQuestion(5, [novice]).detail).toContain(`${novice.name}'s mage then drops out (${DROP_OUT_AFTER} misses in a row).`);
		}
	});
	it("warns at the thresholds of each seat's rule: a change of the rule changes the words", () => {
		const late = { jeopardyAfter: 4, dropOutAfter: 6 };
		expect(seatRow(seat({ misses: 2, rule: late })).state).not.toMatch(/jeopardy|drops/);
		expect(seatRow(seat({ misses: 3, rule: late })).state).toMatch(/puts it in jeopardy$/);
		expect(seatRow(seat({ misses: 5, rule: late })).state).toMatch(/drops the mage$/);
		expect(runNowQuestion(2, [seat({ name: 'Cy', misses: 5, rule: late })]).detail).toContain("Cy's mage then drops out (6 misses in a row).");
	});
});

describe('"Run turn now" asks first while seats have not sealed, and says what they get', () => {
	it('is short; with nobody missing it needs no question (…)', () => {
		expect(runNowLabel(0)).toBe('Run turn now');
		expect(runNowLabel(1)).toBe('Run turn now…');
		expect(runNowLabel(2)).toBe('Run turn now…');
	});
	it('names who misses by player name: a cautious bot plays the turn, counted as a miss, for good', () => {
		expect(runNowQuestion(2, [seat({ name: 'Cy' })])).toEqual({
			question: 'Run turn 2 without Cy?',
			detail: "A cautious bot plays Cy's turn, counted as a miss. This cannot be undone."
		});
		expect(runNowQuestion(5, [seat({ name: 'Ann' }), seat({ name: 'Bo' }), seat({ name: 'Cy' })])).toEqual({
			question: 'Run turn 5 without Ann, Bo, and Cy?',
			detail: "A cautious bot plays each one's turn, counted as a miss for each. This cannot be undone."
		});
	});
	it('says what the miss costs, at the thresholds the dashboard warns at', () => {
		const { detail } = runNowQuestion(4, [seat({ name: 'Ann' }), seat({ name: 'Bo', misses: JEOPARDY_AFTER - 1 }), seat({ name: 'Cy', misses: DROP_OUT_AFTER - 1 })]);
		expect(detail).not.toContain('Ann');
		expect(detail).toContain(`Bo's mage is then in jeopardy (${JEOPARDY_AFTER} misses in a row).`);
		expect(detail).toContain(`Cy's mage then drops out (${DROP_OUT_AFTER} misses in a row).`);
	});
	it("names the engine's missed-turn bot: a change in engine/magika/missed.ts changes the words", () => {
		const { detail } = runNowQuestion(2, [seat({ name: 'Cy' })]);
		expect(detail).toContain(`A ${BOT_PROFILE_WORD[MISSED_TURN_BOT]} bot plays Cy's turn`);
		expect(Object.values(BOT_PROFILE_WORD).filter((w) => detail.includes(` ${w} bot`))).toEqual([BOT_PROFILE_WORD[MISSED_TURN_BOT]]);
	});
});
