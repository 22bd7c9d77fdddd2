/** Claims (race and alignment with an alternate) and the table balance of l. 1166 at a full table. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRejection, seededRng } from '../core';
import { RACES } from './data/races';
import { reportsFor, setupFromSeats } from './hidden';
import { balanceProblems } from './setup';
import { assignClaims } from './setupAssign';
import { canComplete, checkClaim, LEGAL_CHOICES, SETUP_REJECTIONS, TABLE, whyNot, type Claim, type MageChoice } from './setupRules';

const elf = (align: 'G' | 'E' = 'G'): MageChoice => ({ race: 'elf', align });
const claimArb = fc.record({ first: fc.constantFrom(...LEGAL_CHOICES), second: fc.option(fc.constantFrom(...LEGAL_CHOICES), { nil: undefined }), any: fc.boolean() });
/** 12 seats, each a claim or a bot (null). */
const tableArb = fc.array(fc.option(claimArb, { nil: null }), { minLength: TABLE, maxLength: TABLE });

describe('a claim', () => {
	it('takes a race with an alignment Figure 1 allows, and an alternate that differs', () => {
		expect(checkClaim({ first: { race: 'dwarf', align: 'N' }, second: { race: 'human', align: 'E' } })).toEqual({ first: { race: 'dwarf', align: 'N' }, second: { race: 'human', align: 'E' } });
		const neutralElf = checkClaim({ first: { race: 'elf', align: 'N' } });
		expect(isRejection(neutralElf) && neutralElf.code).toBe(SETUP_REJECTIONS.alignment);
		expect(isRejection(neutralElf) && neutralElf.message).toBe('An Elf may only be Good or Evil (Figure 1), not Neutral.');
		const goodGoblin = checkClaim({ first: { race: 'goblin', align: 'G' } });
		expect(isRejection(goodGoblin) && goodGoblin.message).toContain('Neutral or Evil');
		const same = checkClaim({ first: elf(), second: elf() });
		expect(isRejection(same) && same.code).toBe(SETUP_REJECTIONS.sameAlternate);
		for (const bad of [null, 'elf', { first: { race: 'orc', align: 'G' } }, { first: { race: 'human' } }]) expect(isRejection(checkClaim(bad))).toBe(true);
	});
	it('is accepted exactly when every choice in it is legal for its race (property)', () => {
		fc.assert(
			fc.property(fc.constantFrom('human', 'elf', 'dwarf', 'goblin', 'halfling'), fc.constantFrom('G', 'N', 'E'), (race, align) => {
				const out = checkClaim({ first: { race, align } });
				expect(!isRejection(out)).toBe(RACES[race].alignments.includes(align));
			})
		);
	});
});

describe('the balance at a table of 12', () => {
	it('fits at most 8 Elves (one seat for each other race), and says why the 9th does not', () => {
		const eight = Array.from({ length: 8 }, (_, i) => elf(i % 2 ? 'G' : 'E'));
		expect(canComplete(eight, 4)).toBe(true);
		expect(whyNot(eight, elf(), 3)).toBe('A Good Elf does not fit: the table of 12 still needs a Human, a Dwarf, a Goblin, a Halfling and 3 more Neutral (every race, 3 of each alignment; Elves cannot be Neutral) and only 3 seats are left.');
	});
	it('refuses a 4th mage of an alignment when the others cannot be reached', () => {
		const good: MageChoice[] = Array.from({ length: 9 }, () => ({ race: 'human', align: 'G' }));
		expect(canComplete(good, 3)).toBe(false);
		expect(canComplete(good.slice(0, 6), 6)).toBe(true);
		expect(whyNot(good.slice(0, 6), { race: 'human', align: 'G' }, 5)).toContain('3 more Neutral and 3 more Evil');
	});
	it('is exact: a table is completable iff some filling of the free seats is balanced (property, small tables)', () => {
		fc.assert(
			fc.property(fc.array(fc.constantFrom(...LEGAL_CHOICES), { maxLength: 10 }), fc.integer({ min: 0, max: 2 }), (chosen, free) => {
				const fills = (n: number): MageChoice[][] => (n === 0 ? [[]] : fills(n - 1).flatMap((f) => LEGAL_CHOICES.map((c) => [...f, c])));
				expect(canComplete(chosen, free)).toBe(fills(free).some((f) => balanceProblems([...chosen, ...f]).length === 0));
			}),
			{ numRuns: 80 }
		);
	});
});

describe('assigning the claims', () => {
	it('gives every claimed seat its first choice when the firsts leave a balanced table', () => {
		const claims: (Claim | null)[] = [{ first: elf() }, { first: { race: 'goblin', align: 'E' } }, null, null];
		const out = assignClaims(claims, seededRng(1));
		expect(out.slice(0, 2)).toEqual([
			{ race: 'elf', align: 'G', got: 'first' },
			{ race: 'goblin', align: 'E', got: 'first' }
		]);
		expect(out.slice(2).every((a) => a.got === 'bot')).toBe(true);
		expect(balanceProblems(out)).toEqual([]);
	});
	it('uses the alternate of a later seat when nine Elves claim, and tells that player why', () => {
		const claims: Claim[] = Array.from({ length: 9 }, (_, i) => ({ first: elf(i % 2 ? 'G' : 'E'), second: { race: 'dwarf', align: 'N' } }));
		const out = assignClaims(claims, seededRng(2));
		expect(out.filter((a) => a.got === 'first')).toHaveLength(8);
		expect(out[8]).toMatchObject({ race: 'dwarf', align: 'N', got: 'second' });
		expect(out[8].note).toContain('An Evil Elf does not fit');
		expect(out[8].note).toContain('You play a Neutral Dwarf, your alternate.');
		expect(balanceProblems(out)).toEqual([]);
	});
	it('with the warn rule keeps every first choice even when the table cannot balance', () => {
		const claims: Claim[] = Array.from({ length: 12 }, () => ({ first: elf() }));
		const out = assignClaims(claims, seededRng(3), 'warn');
		expect(out.every((a) => a.race === 'elf' && a.got === 'first')).toBe(true);
		expect(balanceProblems(out).length).toBeGreaterThan(0);
	});
	it('any set of legal claims at any table size ends balanced, each seat legal, a claimed seat on one of its choices when they fit (property)', () => {
		fc.assert(
			fc.property(tableArb, fc.integer(), (claims, seed) => {
				const out = assignClaims(claims, seededRng(seed));
				expect(out).toHaveLength(TABLE);
				expect(balanceProblems(out)).toEqual([]);
				for (const [i, a] of out.entries()) {
					expect(RACES[a.race].alignments).toContain(a.align);
					const c = claims[i];
					if (!c) expect(a.got).toBe('bot');
					if (a.got === 'first') expect({ race: a.race, align: a.align }).toEqual(c!.first);
					if (a.got === 'second') expect({ race: a.race, align: a.align }).toEqual(c!.second);
				}
				const firsts = claims.flatMap((c) => (c && !c.any ? [c.first] : []));
				if (canComplete(firsts, TABLE - firsts.length)) for (const [i, c] of claims.entries()) if (c && !c.any) expect(out[i].got).toBe('first');
			}),
			{ numRuns: 200 }
		);
	});
});

describe("the GM's set-up uses the claims", () => {
	const ctx = { options: {}, seats: [{ id: 'ann', name: 'Ann' }, { id: 'bo', name: 'Bo' }, ...Array.from({ length: 11 }, (_, i) => ({ id: `s${i}`, name: `S${i}` }))] };
	it("puts each player's claimed race and alignment on its mage; the Ebon Mage's player chooses outside the balance", () => {
		const w = setupFromSeats({ ...ctx, seats: [...ctx.seats.slice(0, 12), { id: 'eb', name: 'Eve' }] }, seededRng(5), {
			ann: { first: { race: 'goblin', align: 'N' } },
			bo: { first: { race: 'halfling', align: 'E' } },
			eb: { first: { race: 'elf', align: 'E' } }
		});
		expect(w.mages.find((m) => m.seat === 'ann')).toMatchObject({ race: 'goblin', align: 'N' });
		expect(w.mages.find((m) => m.seat === 'bo')).toMatchObject({ race: 'halfling', align: 'E' });
		expect(w.mages.find((m) => m.ebon)).toMatchObject({ seat: 'eb', race: 'elf', align: 'E' });
		expect(balanceProblems(w.mages.filter((m) => !m.ebon))).toEqual([]);
	});
	it("tells a player on its set-up report why it plays its alternate, and only then", () => {
		const seats = Array.from({ length: 13 }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
		const claims = Object.fromEntries(seats.slice(0, 9).map((s, i) => [s.id, { first: elf(i % 2 ? 'G' : 'E'), second: { race: 'dwarf', align: 'N' } }]));
		const w = setupFromSeats({ options: {}, seats }, seededRng(8), claims);
		const reports = reportsFor(w);
		expect(reports.p8.you).toMatchObject({ race: 'dwarf', align: 'N' });
		expect(reports.p8.you.setupNote).toContain('You play a Neutral Dwarf, your alternate.');
		expect(reports.p0.you.setupNote).toBeUndefined();
	});
		it('ignores a claim the rules refuse (the seat plays what the balance needs)', () => {
		const w = setupFromSeats(ctx, seededRng(6), { ann: { first: { race: 'elf', align: 'N' } } });
		expect(RACES[w.mages[0].race].alignments).toContain(w.mages[0].align);
		expect(balanceProblems(w.mages.filter((m) => !m.ebon))).toEqual([]);
	});
});
