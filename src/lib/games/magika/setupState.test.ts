/** The set-up forms' state: a claim offered for sealing only when the rules accept it; Start only after the backup step. */
import { describe, expect, it } from 'vitest';
import { SetupClaimState } from './setupClaim.svelte';
import { hiddenInitial, type HiddenSlice } from '$engine/core/hidden';
import { previewSeats } from '$engine/magika';
import { outcomeNotes, SetupGmState } from './setupGm.svelte';
import { setupSeats } from './setupSeats';

describe('the set-up forms', () => {
	it('a claim is sealable only once the rules accept it', () => {
		const form = new SetupClaimState();
		expect(form.checked).toEqual({ problem: 'Choose a race and an alignment.' });
		[form.race, form.align] = ['goblin', 'G'];
		expect(form.checked).toEqual({ problem: 'A Goblin may only be Neutral or Evil (Figure 1), not Good.' });
		form.align = 'E';
		form.withAlternate = true;
		expect('problem' in form.checked).toBe(true);
		[form.race2, form.align2] = ['human', 'G'];
		expect(form.checked).toEqual({ first: { race: 'goblin', align: 'E' }, second: { race: 'human', align: 'G' } });
		expect(SetupClaimState.allows('elf', 'N')).toBe(false);
		expect(new SetupClaimState({ first: { race: 'dwarf', align: 'N' }, any: true }).checked).toEqual({ first: { race: 'dwarf', align: 'N' }, any: true });
	});
	it("the GM's start waits for a backup, a co-GM or an explicit decline; the Ebon Mage defaults to his player when there is one", () => {
		const gm = new SetupGmState(false);
		expect([gm.canStart, gm.ebon]).toEqual([false, 'bot']);
		gm.open('decline');
		expect(gm.canStart).toBe(false);
		gm.done('declined');
		expect([gm.canStart, gm.panel]).toEqual([true, null]);
		expect(new SetupGmState(true).ebon).toBe('player');
		gm.passphrase = 'short';
		expect(gm.passphraseOk).toBe(false);
	});

	it("the GM's set-up list shows what each sealed claim will get, and notes who does not get the first choice, never a race", () => {
		const table = Array.from({ length: 9 }, (_, i) => ({ id: `s${i}`, name: `P${i}` }));
		const elves = { first: { race: 'elf', align: 'G' }, second: { race: 'dwarf', align: 'N' } };
		const claims = Object.fromEntries(table.map((s) => [s.id, elves]));
		const slice: HiddenSlice = { ...hiddenInitial(table.map((s) => s.id)), inputs: Object.fromEntries(table.map((s) => [s.id, [{ id: `e-${s.id}`, commit: '' }]])) };
		const rows = setupSeats(table, [], slice, previewSeats(table.map((s) => s.id), claims));
		expect(rows.map((r) => r.outcome ?? null)).toEqual([...Array(6).fill('first'), ...Array(3).fill('second'), ...Array(4).fill(null)]);
		const notes = outcomeNotes(rows);
		expect(notes).toEqual(['The first choices do not balance the table:', 'P6 (G) gets the alternate.', 'P7 (H) gets the alternate.', 'P8 (I) gets the alternate.']);
		expect(notes.join(' ')).not.toMatch(/elf|dwarf|good|neutral/i);
		// unsealed seats show no preview; no preview at all on a phone that did not open the claims
		expect(setupSeats(table, [], hiddenInitial(table.map((s) => s.id))).some((r) => r.outcome)).toBe(false);
	});
});
