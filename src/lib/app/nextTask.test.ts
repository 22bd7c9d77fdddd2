import { describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
	it('runs jobs in order, after the current task and its microtasks, with one timer for all', async () => {
		const spy = vi.spyOn(globalThis, 'setTimeout');
		const order: string[] = [];
		nextTask(() => order.push('a'));
		nextTask(() => order.push('b'));
		queueMicrotask(() => order.push('microtask'));
		order.push('sync');
		expect(order).toEqual(['sync']);
		await new Promise((ok) => setTimeout(ok, 5));
		expect(order).toEqual(['sync', 'microtask', 'a', 'b']);
		expect(spy.mock.calls.filter(([, ms]) => ms === 0)).toHaveLength(1);
		spy.mockRestore();
	});

	it('a job that fails does not stop the others, and its error is still thrown', async () => {
		const errors: unknown[] = [];
		const onError = (err: unknown) => errors.push(err);
		process.on('uncaughtException', onError);
		let ran = false;
		nextTask(() => {
			throw new Error('boom');
		});
		nextTask(() => (ran = true));
		await new Promise((ok) => setTimeout(ok, 5));
		process.off('uncaughtException', onError);
		expect(ran).toBe(true);
		expect(errors).toEqual([new Error('boom')]);
	});

	it('a job queued by a job runs in a later task', async () => {
		const order: string[] = [];
		nextTask(() => {
			order.push('first');
			nextTask(() => order.push('second'));
			queueMicrotask(() => order.push('first microtask'));
		});
		await new Promise((ok) => setTimeout(ok, 5));
		expect(order).toEqual(['first', 'first microtask', 'second']);
	});
});
