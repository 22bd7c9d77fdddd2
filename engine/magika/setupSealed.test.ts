/** Set-up claims travel sealed to the GM through the hidden protocol, are used by the set-up, echoed, and audited. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditHiddenGame, HIDDEN_KINDS, HIDDEN_REJECTIONS, HIDDEN_WARNINGS, type SealedInputData } from '../core/hidden';
import { DOMAIN, newId, newTable } from '../core/hidden/testKit';
import { gmOpen } from '../core/hidden/gmTurn';
import { magikaHidden } from './hidden';
import { LEGAL_CHOICES, type Claim } from './setupRules';
import type { World } from './types';

const ctx = { options: {}, seats: ['A', 'B', 'C'].map((id) => ({ id, name: `Mage ${id}` })) };
/** Words a claim is written in, as JSON strings: none may appear in the clear in any public event (ciphertexts are base64url, never quoted words). */
const CLAIM_WORDS = /"(human|elf|dwarf|goblin|halfling|race|align|first|second|any)"/;

async function opened() {
	const t = await newTable(magikaHidden, ctx);
	await t.gm(gmOpen(t.keys, DOMAIN, newId()));
	return t;
}

describe('set-up claims through the hidden protocol', () => {
	it("the GM's set-up gives each player the race and alignment it sealed; its report echoes the claim; the log never shows it", async () => {
		const t = await opened();
		const goblin: Claim = { first: { race: 'goblin', align: 'N' } };
		expect(await t.sealFor('A', { first: { race: 'elf', align: 'G' } }, 0)).toBeNull();
		expect(await t.sealFor('A', goblin, 0)).toBeNull(); // sealing again: the last counts
		expect(await t.sealFor('B', { first: { race: 'halfling', align: 'E' } }, 0)).toBeNull();
		await t.seatUp();
		const world = t.position!.world as World;
		expect(world.mages.find((m) => m.seat === 'A')).toMatchObject({ race: 'goblin', align: 'N' });
		expect(world.mages.find((m) => m.seat === 'B')).toMatchObject({ race: 'halfling', align: 'E' });
		const setup = t.slice.turns[0];
		expect(setup.used.C).toBe('default');
		const a = await t.openLatest('A');
		expect(a.ok && a.echo).toBe(setup.sealed.A.at(-1)!.commit);
		expect(setup.notes).toEqual([]);
		expect(JSON.stringify(t.log)).not.toMatch(CLAIM_WORDS);
	});

	it('a claim the rules refuse is refused publicly with why, the seat gets what the balance needs, and the audit agrees', async () => {
		const t = await opened();
		await t.sealFor('A', { first: { race: 'elf', align: 'N' } }, 0);
		await t.seatUp();
		expect(t.slice.turns[0].refused.A.why).toBe('An Elf may only be Good or Evil (Figure 1), not Neutral.');
		await t.reveal();
		expect((await auditHiddenGame(magikaHidden, ctx, DOMAIN, t.seats, t.log)).ok).toBe(true);
	});

	it('a GM who leaves a sealed claim out is shown to every phone, and the audit finds a swapped one', async () => {
		const t = await opened();
		await t.sealFor('A', { first: { race: 'dwarf', align: 'G' } }, 0);
		await t.seatUp();
		await t.reveal();
		expect((await auditHiddenGame(magikaHidden, ctx, DOMAIN, t.seats, t.log)).ok).toBe(true);
		// the same set-up, but the GM says it used no claim for A
		const setup = t.log.find((e) => e.kind === HIDDEN_KINDS.turn)!;
		const idx = t.log.indexOf(setup);
		const swapped = await t.resign({ ...setup, data: { ...(setup.data as object), used: { A: 'default', B: 'default', C: 'default' } } });
		t.log.splice(idx, 1, swapped);
		await t.fold();
		expect(t.slice.turns[0].notes).toContainEqual({ seat: 'A', code: HIDDEN_WARNINGS.notUsed });
		const audit = await auditHiddenGame(magikaHidden, ctx, DOMAIN, t.seats, t.log);
		expect(audit.ok).toBe(false);
	});

	it('orders for turn 1 are still refused before the set-up; a claim before the GM opens is refused', async () => {
		const t = await newTable(magikaHidden, ctx);
		expect(await t.sealFor('A', { first: { race: 'dwarf', align: 'G' } }, 0)).toBe(HIDDEN_REJECTIONS.notStarted);
		await t.gm(gmOpen(t.keys, DOMAIN, newId()));
		expect(await t.sealFor('A', { phases: [] }, 1)).toBe(HIDDEN_REJECTIONS.notStarted);
	});

	it('no claim text appears in any public event, whatever the claims (property)', async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(fc.constantFrom(...LEGAL_CHOICES), { minLength: 3, maxLength: 3 }), async (firsts) => {
				const t = await opened();
				for (const [i, first] of firsts.entries()) await t.sealFor(t.seats[i], { first }, 0);
				await t.seatUp();
				for (const e of t.log) expect(JSON.stringify(e)).not.toMatch(CLAIM_WORDS);
				const sealed = t.log.filter((e) => e.kind === HIDDEN_KINDS.input).map((e) => (e.data as SealedInputData).box.length);
				expect(new Set(sealed).size).toBe(1); // padded: every claim's box is the same size
			}),
			{ numRuns: 6 }
		);
	});
});
