/** Encounters: Pierce below an Essence threshold, the lowest-Harmony target, a custom sheet with scaling and bag. */
import { describe, expect, it } from 'vitest';
import type { SpellCard } from './cards';
import { lowestHarmony } from './choices';
import { roll, Table, toActions } from './fixtures';

const SHIELD: SpellCard = { id: 'ward-wall', title: 'Wall', sphere: 'Soul', role: 'defense', fluency: 1, descriptors: [], resonance: 0, harmony: 0, directives: [], shield: { spheres: ['Soul'] }, durability: 3 };

describe('Encounters', () => {
	it('the Shadow below 5 Essence: "all of its attacks will gain Pierce" 2', () => {
		const t = new Table({ teams: 'coop' });
		t.do('encounter', { sheet: 'sentient-shadow' }, null);
		const shadow = t.state.roster[2];
		toActions(t, { w: [SHIELD] });
		const claw = { being: shadow, target: 'w', label: 'Spectral Claw', sphere: 'Soul', directives: [{ type: 'dmg', amount: 3 }] };
		t.do('ability', claw, null);
		expect(t.state.lastImpacts[0]).toMatchObject({ outcome: 'impacted' });
		t.cast('w', 'ward-wall', { card: SHIELD });
		t.do('pass', { being: 'b' });
		t.do('ability', claw, null);
		expect(t.state.lastImpacts[0]).toMatchObject({ outcome: 'blocked', by: 'Wall' });
		t.do('adjust', { being: shadow, energy: 'essence', delta: -8 });
		expect(t.be(shadow).essence).toBe(4);
		const before = t.be('w').essence;
		t.do('pass', { being: 'w' });
		t.do('ability', claw, null);
		expect(t.state.lastImpacts[0]).toMatchObject({ outcome: 'pierced', by: 'Wall' });
		expect(t.be('w').essence).toBe(before - 2);
	});

	it('aims single-target attacks at the lowest Harmony; ties name every candidate for the die', () => {
		const t = new Table({ teams: 'coop' });
		t.do('encounter', { sheet: 'sentient-shadow' }, null);
		const shadow = t.state.roster[2];
		toActions(t);
		expect(lowestHarmony(t.state, shadow)).toEqual(['w', 'b']);
		t.do('adjust', { being: 'b', energy: 'harmony', delta: -2 });
		expect(lowestHarmony(t.state, shadow)).toEqual(['b']);
	});

	it('a custom Encounter brings its own scaling, bag and Pierce threshold', () => {
		const t = new Table({ teams: 'coop' });
		const sheet = { name: 'Mire Beast', essence: 14, resonanceBonus: 1, actions: 2, scaling: { essence: 3, resonanceBonus: 1, actions: 1 }, bag: { tokens: { green: 2, red: 1 }, resetWhenOut: { red: 1 } }, pierceBelow: { essence: 6, pierce: 1 } };
		t.do('encounter', { sheet }, null);
		const beast = t.be(t.state.roster[2]);
		expect(beast).toMatchObject({ essence: 17, resonanceBonus: 2, actionsPerRound: 3, encounter: { pierceBelow: { essence: 6, pierce: 1 } } });
		t.do('encounter-mode', { being: beast.id, easy: true }, null);
		expect(t.be(beast.id)).toMatchObject({ essence: 14, resonanceBonus: 1, actionsPerRound: 2 });
		t.do('draw', { being: beast.id, roll: roll(3, 3) }, null);
		expect(t.be(beast.id).bag).toMatchObject({ last: 'red', out: {} });
		expect(t.fail('encounter', { sheet: { ...sheet, pierceBelow: { essence: 0, pierce: 1 } } }, null).code).toBe('serpent/bad-encounter');
	});
});
