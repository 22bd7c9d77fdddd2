import { describe, expect, it } from 'vitest';
import { RollHolds } from './rollHolds';

/** A stand-in for `holdJobs`: which holds are under way. */
function holdsKept() {
	const live = new Set<number>();
	let next = 0;
	return {
		live,
		hold: () => {
			const id = next++;
			live.add(id);
			return () => live.delete(id);
		}
	};
}

describe('background jobs wait while a roll is under way', () => {
	it('each roll holds them once, from the fold that first shows it until the fold where it is gone', () => {
		const h = holdsKept();
		const holds = new RollHolds(h.hold);
		holds.update([]);
		expect(h.live.size).toBe(0);
		holds.update(['r1']);
		holds.update(['r1']);
		expect([...h.live]).toEqual([0]);
		holds.update(['r1', 'r2']);
		expect([...h.live]).toEqual([0, 1]);
		holds.update(['r2']);
		expect([...h.live]).toEqual([1]);
		holds.destroy();
		expect(h.live.size).toBe(0);
	});
});
