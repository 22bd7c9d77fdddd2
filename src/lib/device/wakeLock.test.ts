import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepAwake } from './wakeLock';

/** A fake page: visibility, and a Wake Lock API that the browser releases when the page hides. */
function fakePage() {
	const listeners = new Map<string, () => void>();
	let visibility = 'visible';
	const sentinels: { released: boolean; release: () => Promise<void> }[] = [];
	vi.stubGlobal('document', {
		get visibilityState() {
			return visibility;
		},
		addEventListener: (name: string, fn: () => void) => listeners.set(name, fn),
		removeEventListener: (name: string) => listeners.delete(name)
	});
	vi.stubGlobal('navigator', {
		wakeLock: {
			request: vi.fn(async () => {
				const s = {
					released: false,
					onRelease: undefined as (() => void) | undefined,
					addEventListener: (_: string, fn: () => void) => (s.onRelease = fn),
					release: async () => {
						s.released = true;
						s.onRelease?.();
					}
				};
				sentinels.push(s);
				return s;
			})
		}
	});
	return {
		sentinels,
		hide() {
			visibility = 'hidden';
			const s = sentinels.at(-1);
			if (s && !s.released) void s.release();
			listeners.get('visibilitychange')?.();
		},
		show() {
			visibility = 'visible';
			listeners.get('visibilitychange')?.();
		},
		listening: () => listeners.has('visibilitychange')
	};
}

afterEach(() => vi.unstubAllGlobals());

describe('keepAwake', () => {
	it('holds the screen on, asks again when the page comes back, and lets go when the table closes', async () => {
		const page = fakePage();
		const states: boolean[] = [];
		const stop = keepAwake(() => true, (held) => states.push(held));
		await vi.waitFor(() => expect(page.sentinels).toHaveLength(1));
		page.hide();
		page.show();
		await vi.waitFor(() => expect(page.sentinels).toHaveLength(2));
		expect(states).toEqual([true, false, true]);
		stop();
		await vi.waitFor(() => expect(page.sentinels[1].released).toBe(true));
		expect(page.listening()).toBe(false);
	});

	it('asks for nothing when the player turned it off', async () => {
		const page = fakePage();
		const stop = keepAwake(() => false);
		page.show();
		await new Promise((r) => setTimeout(r, 10));
		expect(page.sentinels).toHaveLength(0);
		stop();
	});
});
