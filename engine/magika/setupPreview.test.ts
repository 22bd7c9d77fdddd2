/** The GM's preview of the set-up: what the claims alone tell before the draw, never wrong about it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../core';
import { assignClaims, previewClaims, previewSeats } from './setupAssign';
import { LEGAL_CHOICES, TABLE, type Claim } from './setupRules';

/** Claims that often crowd the table (a few popular mages), so that alternates and balance picks come up. */
const popular = fc.constantFrom(...LEGAL_CHOICES.slice(0, 4));
const claimArb = fc.record({ first: fc.oneof(popular, fc.constantFrom(...LEGAL_CHOICES)), second: fc.option(fc.constantFrom(...LEGAL_CHOICES), { nil: undefined }), any: fc.constantFrom(false, false, false, false, true) });
const tableArb = fc.array(fc.option(claimArb, { nil: null, freq: 6 }), { minLength: TABLE, maxLength: TABLE });
const elfGood: Claim = { first: { race: 'elf', align: 'G' }, second: { race: 'dwarf', align: 'N' } };

describe('the set-up preview', () => {
	it('agrees with every draw: a first choice, an alternate or a balance pick it names is what the set-up gives', () => {
		fc.assert(
			fc.property(tableArb, fc.integer(), fc.constantFrom('enforce' as const, 'warn' as const), (claims, seed, rule) => {
				const preview = previewClaims(claims, rule);
				const got = assignClaims(claims, seededRng(seed), rule).map((a) => a.got);
				preview.forEach((p, i) => p !== 'draw' && expect(got[i]).toBe(p));
				// what the draw decides is a bot's, a "what's needed" seat's, or a player's after a balance pick
				preview.forEach((p, i) => p === 'draw' && claims[i] && !claims[i].any && expect(preview.slice(0, i)).toContain('balance'));
			})
		);
	});

	it('names the alternate when the first choices cannot balance the table: nine Good Elves claimed: six fit, the last three get their alternate (a Neutral Dwarf)', () => {
		const seats = Array.from({ length: TABLE + 1 }, (_, i) => `s${i}`);
		const claims = Object.fromEntries(seats.slice(0, 9).map((s) => [s, elfGood]));
		const preview = previewSeats(seats, claims);
		expect(preview.slice(0, 10)).toEqual([...Array(6).fill('first'), ...Array(3).fill('second'), 'draw']);
		expect(preview[TABLE]).toBe('draw');
		expect(previewSeats(seats, { ...claims, s12: elfGood })[TABLE]).toBe('first');
		// a claim the rules refuse counts as none
		expect(previewSeats(seats, { s0: { first: { race: 'elf', align: 'N' } } })[0]).toBe('draw');
	});
});
