/** The table UI's answers for the new controls: Response phase, Dismiss, Rite, Swap Focus, Haste and Slow. */
import { describe, expect, it } from 'vitest';
import { hasteAndSlow, responseWindow, spellActions } from './choices';
import { Table, testCard, toActions } from './fixtures';

const RITE = testCard({ id: 'rite', title: 'Long Rite', role: 'attack', requirements: { actions: 2 }, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] });
const AURA = testCard({ id: 'aura', title: 'Aura', role: 'enhancement', duration: 'P' });

describe('controls answered by the engine', () => {
	it('offers Dismiss for a spell one controls and advancing a Rite, each checked by trying the move', () => {
		const t = new Table();
		toActions(t, { w: [AURA, RITE] });
		t.cast('w', 'aura', { card: AURA });
		t.do('meditate', { being: 'b' });
		t.do('cast', { being: 'w', card: RITE, target: 'b' });
		t.do('meditate', { being: 'b' });
		const labels = spellActions(t.state, 'w').map((a) => [a.label, a.problem]);
		expect(labels).toEqual([
			['Dismiss Aura', null],
			['Advance Long Rite (1/2)', 'White Magi has no Full Action left this round.']
		]);
		expect(spellActions(t.state, 'b')).toEqual([]);
	});

	it('names the open Response phase and who may evade it; Haste is offered once a round', () => {
		const t = new Table();
		toActions(t, { w: ['dissolve-tissue'] });
		expect(responseWindow(t.state)).toBeNull();
		t.do('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'b' });
		expect(responseWindow(t.state)).toMatchObject({ maintenance: false, evaders: ['b'], spell: { card: { title: 'Dissolve Tissue' } } });
		const haste = () => hasteAndSlow(t.state, 'w', 'w')[0];
		t.do('activate', {}, 'b');
		expect(haste().problem).toBeNull();
		t.do(haste().kind, haste().data, 'w');
		expect(haste().problem).toMatch(/do not stack/);
	});
});
