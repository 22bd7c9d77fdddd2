import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRejection, seededRng } from '../core';
import { FOG_MAX, fogHidden } from './index';

const ctx = { options: { turns: 5, empty: 1 }, seats: [{ id: 'A', name: 'Ann' }, { id: 'B', name: 'Bo' }] };

describe('Fog Counters', () => {
	it('gives each seat, empty ones too, a report of its own counters only', () => {
		const w = fogHidden.setupWorld(ctx, seededRng(1));
		const r = fogHidden.setupReports(w);
		expect(Object.keys(r)).toEqual(['A', 'B', 'bot-1']);
		expect(r.A.counters).toEqual(w.counters.A);
		expect(JSON.stringify(r.A)).not.toContain(JSON.stringify(w.counters.B));
	});
	it('refuses a step over 3, and a counter pushed out of range', () => {
		const r = fogHidden.setupReports(fogHidden.setupWorld(ctx, seededRng(1))).A;
		expect(isRejection(fogHidden.checkInput(r, 'A', { add: [4, 0, 0] }))).toBe(true);
		expect(isRejection(fogHidden.checkInput(r, 'A', { add: [0, 0] }))).toBe(true);
		expect(isRejection(fogHidden.checkInput({ ...r, counters: [0, 0, 0] }, 'A', { add: [-1, 0, 0] }))).toBe(true);
		expect(fogHidden.checkInput(r, 'A', { add: [1, 0, -0] })).toEqual({ add: [1, 0, -0] });
	});
	it('keeps counters in range, ends after its turns, and default inputs always pass the check', () => {
		fc.assert(
			fc.property(fc.nat(), (seed) => {
				const rng = seededRng(seed);
				let w = fogHidden.setupWorld(ctx, rng);
				let reports = fogHidden.setupReports(w);
				let over = false;
				for (let t = 0; t < 5; t++) {
					expect(over).toBe(false);
					const inputs = Object.fromEntries(
						Object.entries(reports).map(([seat, r]) => {
							const input = fogHidden.defaultInput(r, seat, rng, seat === 'A' ? 'missed' : 'empty');
							expect(isRejection(fogHidden.checkInput(r, seat, input))).toBe(false);
							return [seat, input];
						})
					);
					({ world: w, reports, over } = fogHidden.resolve(w, inputs, [], rng));
					for (const cs of Object.values(w.counters)) expect(cs.every((c) => c >= 0 && c <= FOG_MAX)).toBe(true);
				}
				expect(over).toBe(true);
			})
		);
	});
});
