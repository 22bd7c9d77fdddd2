import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeadlineTimer } from './deadlineTimer';

afterEach(() => vi.useRealTimers());

describe('the deadline alarm of the GM phone', () => {
	it('rings once at the deadline; set again to the same instant it keeps its alarm; cleared it never rings', () => {
		vi.useFakeTimers({ now: 1_000 });
		const ring = vi.fn();
		const timer = new DeadlineTimer(ring);
		timer.set(5_000);
		vi.advanceTimersByTime(3_000);
		timer.set(5_000);
		vi.advanceTimersByTime(999);
		expect(ring).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(ring).toHaveBeenCalledTimes(1);
		vi.advanceTimersByTime(60_000);
		expect(ring).toHaveBeenCalledTimes(1);
		// the turn ran (no deadline any more) or the table closed
		timer.set(70_000);
		timer.set(null);
		timer.set(80_000);
		timer.clear();
		vi.advanceTimersByTime(60_000);
		expect(ring).toHaveBeenCalledTimes(1);
		expect(timer.armed).toBeNull();
	});

	it('a deadline already past rings at once; one beyond what setTimeout can wait is waited for in steps', () => {
		vi.useFakeTimers({ now: 0 });
		const ring = vi.fn();
		const timer = new DeadlineTimer(ring);
		timer.set(-5);
		vi.advanceTimersByTime(0);
		expect(ring).toHaveBeenCalledTimes(1);
		const far = 40 * 24 * 3_600_000;
		timer.set(far);
		vi.advanceTimersByTime(far - 1);
		expect(ring).toHaveBeenCalledTimes(1);
		vi.advanceTimersByTime(1);
		expect(ring).toHaveBeenCalledTimes(2);
	});

	it("a timer that rings a moment before the deadline (Node's timers may run 1 ms early) waits again and rings at it", () => {
		vi.useFakeTimers({ now: 0 });
		const ring = vi.fn();
		const timer = new DeadlineTimer(ring, () => Date.now() - 1); // this clock reads 1 ms behind the timers
		timer.set(1_000);
		vi.advanceTimersByTime(1_000);
		expect(ring).not.toHaveBeenCalled();
		expect(timer.armed).toBe(1_000);
		vi.advanceTimersByTime(1);
		expect(ring).toHaveBeenCalledTimes(1);
	});
});
