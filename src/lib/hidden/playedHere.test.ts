import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hiddenInitial, type HiddenSlice } from '$engine/core/hidden';
import { fogHidden } from '$engine/fog';
import { magikaHidden } from '$engine/magika';
import { cardFacts, hiddenCard, holdsEverySeat, playerSeats, turnDue } from './playedHere';

const SEATS = ['ann', 'bo', 'cy', 'di'];
const input = { commit: 'c', box: 'b', bucket: 1, mail: false, id: 'x' };
/** A slice at `turn` (the last turn run) where `sealed` seats have sealed for the next. */
function at(turn: number, sealed: string[], more: Partial<HiddenSlice> = {}): HiddenSlice {
	return { ...hiddenInitial(SEATS), turn, inputs: Object.fromEntries(sealed.map((s) => [s, [input]])), ...more } as HiddenSlice;
}

describe('who plays at a table of the GM', () => {
	it("the GM's own seats are bots, unless it holds every seat (pass and play)", () => {
		expect(playerSeats(SEATS, ['cy', 'di'])).toEqual(['ann', 'bo']);
		expect(playerSeats(SEATS, SEATS)).toEqual(SEATS);
		expect(holdsEverySeat(SEATS, [...SEATS].reverse())).toBe(true);
		expect(holdsEverySeat(SEATS, ['ann'])).toBe(false);
		expect(holdsEverySeat([], [])).toBe(false);
	});

	it('the turn runs by itself once every seat people play has sealed', () => {
		expect(turnDue(at(0, ['ann', 'bo']), ['cy', 'di'])).toBe(true);
		expect(turnDue(at(0, ['ann']), ['cy', 'di'])).toBe(false);
		// pass and play: the GM's phone waits for its own seats too
		expect(turnDue(at(0, ['ann', 'bo', 'cy']), SEATS)).toBe(false);
		expect(turnDue(at(2, SEATS), SEATS)).toBe(true);
		// before the set-up, once over, while paused: never
		expect(turnDue(at(-1, SEATS), SEATS)).toBe(false);
		expect(turnDue(at(1, SEATS, { over: true }), SEATS)).toBe(false);
		expect(turnDue(at(1, SEATS, { paused: true }), SEATS)).toBe(false);
	});

	it('a turn is never due with a seat people play still to seal', () => {
		fc.assert(
			fc.property(fc.subarray(SEATS), fc.subarray(SEATS), (held, sealed) => {
				const due = turnDue(at(1, sealed), held);
				const waiting = playerSeats(SEATS, held).filter((s) => !sealed.includes(s));
				expect(due).toBe(waiting.length === 0 && playerSeats(SEATS, held).length > 0);
			})
		);
	});
});

describe("a hidden game's card at home", () => {
	it('says, in Magika, the turn and whether this phone owes orders', () => {
		expect(hiddenCard(magikaHidden, at(2, []), false, ['bo'])).toBe('Turn 3 · your orders are due');
		expect(hiddenCard(magikaHidden, at(2, ['bo']), false, ['bo'])).toBe('Turn 3 · sealed, waiting for the GM');
		expect(hiddenCard(magikaHidden, at(2, ['ann', 'bo']), true, ['cy', 'di'])).toBe('Turn 3 · 2 of 2 sealed');
		expect(hiddenCard(magikaHidden, at(2, ['ann', 'cy']), true, SEATS)).toBe('Turn 3 · 2 of 4 sealed');
		expect(hiddenCard(magikaHidden, at(2, []), false, [])).toBe('Turn 3');
		expect(hiddenCard(magikaHidden, at(-1, []), false, ['bo'])).toBe('Waiting for the GM to start');
		expect(hiddenCard(magikaHidden, at(-1, []), true, SEATS)).toBe('Setting up');
		expect(hiddenCard(magikaHidden, at(5, [], { over: true }), true, SEATS)).toBe('The contest is over');
	});

	it("a game without words of its own gets the protocol's", () => {
		expect(hiddenCard(fogHidden, at(0, []), false, ['bo'])).toBe('Turn 1 · your move is due');
		expect(hiddenCard(fogHidden, at(0, ['bo']), false, ['bo'])).toBe('Turn 1 · sealed, waiting for the game master');
	});

	it("counts a phone's seats still owing, whatever is sealed", () => {
		fc.assert(
			fc.property(fc.subarray(SEATS), fc.subarray(SEATS), fc.boolean(), (held, sealed, gm) => {
				const f = cardFacts(at(0, sealed), gm, held);
				expect(f.mine).toBe(held.length);
				expect(f.owed).toBe(held.filter((s) => !sealed.includes(s)).length);
				expect(f.sealed).toBeLessThanOrEqual(f.players);
			})
		);
	});
});
