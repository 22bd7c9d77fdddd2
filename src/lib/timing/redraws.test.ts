import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOLD_MS, Redraws } from './redraws';

afterEach(() => vi.useRealTimers());

describe('when the screen is told of a change', () => {
	it('at once when nothing holds the redraw', () => {
		const redraws = new Redraws();
		const told: string[] = [];
		redraws.changed(() => told.push('fold'));
		expect(told).toEqual(['fold']);
	});

	it('once the hold is released, each change once, and a second release does nothing', () => {
		const redraws = new Redraws();
		const told: string[] = [];
		const fold = () => told.push('fold');
		const release = redraws.hold();
		redraws.changed(fold);
		redraws.changed(fold);
		redraws.changed(() => told.push('auth'));
		expect(told).toEqual([]);
		release();
		expect(told).toEqual(['fold', 'auth']);
		release();
		redraws.changed(fold);
		expect(told).toEqual(['fold', 'auth', 'fold']);
		expect(redraws.overran).toBe(0);
	});

	it('a hold taken during a run outlives it: what the run changed waits for that hold', () => {
		const redraws = new Redraws();
		const told: string[] = [];
		let release = () => {};
		const value = redraws.during(() => {
			redraws.changed(() => told.push('auth'));
			release = redraws.hold();
			return 7;
		});
		expect(value).toBe(7);
		expect(told).toEqual([]);
		release();
		expect(told).toEqual(['auth']);
	});

	it('a run alone tells as it returns, and when it throws', () => {
		const redraws = new Redraws();
		const told: string[] = [];
		redraws.during(() => redraws.changed(() => told.push('a')));
		expect(told).toEqual(['a']);
		expect(() =>
			redraws.during(() => {
				redraws.changed(() => told.push('b'));
				throw new Error('fold failed');
			})
		).toThrow('fold failed');
		expect(told).toEqual(['a', 'b']);
		expect(redraws.held).toBe(false);
	});

	it(`a hold that is never released lets the screen redraw after ${HOLD_MS} ms`, () => {
		vi.useFakeTimers();
		const redraws = new Redraws();
		const told: string[] = [];
		redraws.hold();
		redraws.changed(() => told.push('fold'));
		vi.advanceTimersByTime(HOLD_MS - 1);
		expect(told).toEqual([]);
		vi.advanceTimersByTime(1);
		expect(told).toEqual(['fold']);
		expect(redraws.held).toBe(false);
		expect(redraws.overran).toBe(1);
	});
});
