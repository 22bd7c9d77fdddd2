import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_FALLBACK_MS, afterFrame, afterPaint, frameAhead, HOLD_JOBS_MAX_MS, holdJobs } from './afterPaint';

/** A page's frames, drawn when the test says so. */
function stubFrames() {
	const frames: FrameRequestCallback[] = [];
	vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
	return {
		get pending() {
			return frames.length;
		},
		draw() {
			for (const cb of frames.splice(0)) cb(performance.now());
		},
		/** Draws the frame, then runs the tasks it left (the jobs run in one after it). */
		async drawAndRun() {
			this.draw();
			await vi.advanceTimersByTimeAsync(0);
		}
	};
}

afterEach(() => {
	// the fallback timer outlives its batch (it is shared with the next): let it fire before the clock is real again
	if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
	vi.unstubAllGlobals();
	vi.useRealTimers();
});

describe('afterPaint', () => {
	it('waits for the next frame, then runs every job queued before it in one later task, in order', async () => {
		vi.useFakeTimers();
		const frames = stubFrames();
		const order: string[] = [];
		afterPaint(() => order.push('a'));
		afterPaint(() => order.push('b'));
		expect(frames.pending).toBe(0); // asked for after the task's synchronous work
		await Promise.resolve();
		expect(frames.pending).toBe(1);
		await vi.advanceTimersByTimeAsync(AFTER_PAINT_FALLBACK_MS / 2);
		expect(order).toEqual([]);
		frames.draw();
		expect(order).toEqual([]); // not in the frame itself: after it
		await vi.advanceTimersByTimeAsync(0);
		expect(order).toEqual(['a', 'b']);
		// the fallback timer went with them
		await vi.advanceTimersByTimeAsync(AFTER_PAINT_FALLBACK_MS);
		expect(order).toEqual(['a', 'b']);
	});

	it('a frame asked for ahead (a peer\'s move arriving) is the one the jobs queued in that task wait for', async () => {
		vi.useFakeTimers();
		const frames = stubFrames();
		const order: string[] = [];
		frameAhead();
		expect(frames.pending).toBe(1); // at once, not from a microtask
		frameAhead();
		afterPaint(() => order.push('a'));
		await Promise.resolve();
		expect(frames.pending).toBe(1); // no second frame
		await frames.drawAndRun();
		expect(order).toEqual(['a']);
		// a frame that comes with nothing queued runs nothing, and the next job asks again
		frameAhead();
		await frames.drawAndRun();
		afterPaint(() => order.push('b'));
		await Promise.resolve();
		expect(frames.pending).toBe(1);
		await frames.drawAndRun();
		expect(order).toEqual(['a', 'b']);
	});

	it('runs the jobs after the fallback time when no frame comes (a hidden page), and only once', async () => {
		vi.useFakeTimers();
		const frames = stubFrames();
		const order: string[] = [];
		afterPaint(() => order.push('a'));
		await vi.advanceTimersByTimeAsync(AFTER_PAINT_FALLBACK_MS - 1);
		expect(order).toEqual([]);
		await vi.advanceTimersByTimeAsync(1);
		expect(order).toEqual(['a']);
		expect(frames.pending).toBe(1);
		await frames.drawAndRun();
		expect(order).toEqual(['a']);
	});

	it('moves in a row share one fallback timer, and each batch still runs within the fallback time when no frame comes', async () => {
		vi.useFakeTimers();
		const frames = stubFrames();
		const order: string[] = [];
		afterPaint(() => order.push('a'));
		await Promise.resolve();
		await vi.advanceTimersByTimeAsync(10);
		await frames.drawAndRun();
		expect(order).toEqual(['a']);
		// the next move, 50 ms later: no timer of its own (the first one is still set)
		await vi.advanceTimersByTimeAsync(50);
		const timers = vi.spyOn(globalThis, 'setTimeout');
		afterPaint(() => order.push('b'));
		await Promise.resolve();
		expect(timers).not.toHaveBeenCalled();
		timers.mockRestore();
		// no frame comes: b still runs AFTER_PAINT_FALLBACK_MS after it was queued, not before
		await vi.advanceTimersByTimeAsync(AFTER_PAINT_FALLBACK_MS - 1);
		expect(order).toEqual(['a']);
		await vi.advanceTimersByTimeAsync(1);
		expect(order).toEqual(['a', 'b']);
		frames.draw();
		await vi.advanceTimersByTimeAsync(AFTER_PAINT_FALLBACK_MS);
		expect(order).toEqual(['a', 'b']);
	});

	it('runs in a later task where there are no frames at all (Node)', async () => {
		const order: string[] = [];
		afterPaint(() => order.push('a'));
		queueMicrotask(() => order.push('microtask'));
		order.push('sync');
		await new Promise((ok) => setTimeout(ok, 5));
		expect(order).toEqual(['sync', 'microtask', 'a']);
	});

	it('a job that fails does not stop the others, and its error is still thrown', async () => {
		const errors: unknown[] = [];
		const onError = (err: unknown) => errors.push(err);
		process.on('uncaughtException', onError);
		let ran = false;
		afterPaint(() => {
			throw new Error('boom');
		});
		afterPaint(() => (ran = true));
		await new Promise((ok) => setTimeout(ok, 5));
		process.off('uncaughtException', onError);
		expect(ran).toBe(true);
		expect(errors).toEqual([new Error('boom')]);
	});

	it('a job queued by a job waits for another frame', async () => {
		vi.useFakeTimers();
		const frames = stubFrames();
		const order: string[] = [];
		afterPaint(() => {
			order.push('first');
			afterPaint(() => order.push('second'));
		});
		await Promise.resolve();
		await frames.drawAndRun();
		expect(order).toEqual(['first']);
		await frames.drawAndRun();
		expect(order).toEqual(['first', 'second']);
	});
});

describe('holdJobs', () => {
	it('keeps the jobs waiting past their frame while it lasts; let go, they run after the next frame', async () => {
		vi.useFakeTimers();
		const frames = stubFrames();
		const order: string[] = [];
		const release = holdJobs();
		afterPaint(() => order.push('save'));
		afterFrame(() => order.push('relay'));
		await Promise.resolve();
		await frames.drawAndRun();
		// passing moves on to other phones never waits
		expect(order).toEqual(['relay']);
		// nor does the fallback run what is held
		await vi.advanceTimersByTimeAsync(AFTER_PAINT_FALLBACK_MS);
		expect(order).toEqual(['relay']);
		release();
		expect(order).toEqual(['relay']); // not in the task that lets go: after the next frame
		expect(frames.pending).toBe(1);
		await frames.drawAndRun();
		expect(order).toEqual(['relay', 'save']);
		release(); // again: nothing
	});

	it('jobs queued while held wait with the others; two holds: the jobs wait for both', async () => {
		vi.useFakeTimers();
		const frames = stubFrames();
		const order: string[] = [];
		const first = holdJobs();
		const second = holdJobs();
		afterPaint(() => order.push('a'));
		await Promise.resolve();
		await frames.drawAndRun();
		afterPaint(() => order.push('b'));
		await Promise.resolve();
		await frames.drawAndRun();
		first();
		await frames.drawAndRun();
		expect(order).toEqual([]);
		second();
		await frames.drawAndRun();
		expect(order).toEqual(['a', 'b']);
	});

	it('lets go by itself after HOLD_JOBS_MAX_MS: saving never waits on a stalled roll', async () => {
		vi.useFakeTimers();
		const frames = stubFrames();
		const order: string[] = [];
		holdJobs();
		afterPaint(() => order.push('save'));
		await Promise.resolve();
		frames.draw();
		await vi.advanceTimersByTimeAsync(HOLD_JOBS_MAX_MS - 1);
		expect(order).toEqual([]);
		await vi.advanceTimersByTimeAsync(1);
		await frames.drawAndRun();
		expect(order).toEqual(['save']);
	});
});

