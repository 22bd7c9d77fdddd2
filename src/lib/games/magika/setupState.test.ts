/** The set-up forms' state: a claim offered for sealing only when the rules accept it; Start only after the backup step. */
import { describe, expect, it } from 'vitest';
import { SetupClaimState } from './setupClaim.svelte';
import { SetupGmState } from './setupGm.svelte';

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
});
