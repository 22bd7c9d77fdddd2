/**
 * Absolute Free Action (the Crucible glossary, "Free Action (spell aspect) and Absolute Free Action",
 * and the Quick Start's Atomic Strike, Threnody and Prolong Cast): it makes a "# Actions" spell a
 * Free Action where Free Action only takes one Full Action off; effects on a Rite apply in the order
 * they activate.
 */
import { describe, expect, it } from 'vitest';
import { fullActionsNeeded } from './cards';
import { checkCard } from './cardCheck';
import { Table, testCard, toActions } from './fixtures';
import { spellActions } from './choices';

const STRIKE = testCard({ id: 'atomic-strike', title: 'Atomic Strike', role: 'attack', requirements: { actions: 2 }, directives: [{ type: 'dmg', energy: 'essence', amount: 3 }] });
const THRENODY = testCard({ id: 'threnody', title: 'Threnody', sphere: 'Soul', role: 'abjuration', freeAction: true, response: true, directives: [{ type: 'absolute-free-action' }] });
const PROLONG = testCard({ id: 'prolong-cast', title: 'Prolong Cast', sphere: 'Quantum', role: 'abjuration', freeAction: true, response: true, directives: [{ type: 'add-actions', amount: 1 }] });

/** White has Atomic Strike in the Rite zone (one Full Action of two invested); Black to act. */
function strikeInRite(): Table {
	const t = new Table();
	toActions(t, { w: [STRIKE] });
	t.do('cast', { being: 'w', card: STRIKE, target: 'b' });
	expect(t.spell('atomic-strike')).toMatchObject({ zone: 'rite', rite: { invested: 1, needed: 2 } });
	expect(t.be('w').fullActions).toBe(1);
	return t;
}

function respond(t: Table, being: string, card: typeof THRENODY) {
	t.do('cast', { being, card, response: true, targetSpell: t.spell('atomic-strike').id });
	t.do('activate', {}, null);
}

describe('Absolute Free Action', () => {
	it('"grants Free Action to a spell even if the spell is a # Action spell"; Free Action alone takes one off', () => {
		expect(fullActionsNeeded({ requirements: { actions: 3 }, freeAction: true })).toBe(2);
		expect(fullActionsNeeded({ requirements: { actions: 3 }, absoluteFreeAction: true })).toBe(0);
		expect(fullActionsNeeded({ requirements: { actions: 3 }, freeAction: true, absoluteFreeAction: true })).toBe(0);
	});

	it('a printed Absolute Free Action casts a "! 2 Actions" spell at once, with no Full Action and no Rite', () => {
		const t = new Table();
		const card = { ...STRIKE, absoluteFreeAction: true };
		toActions(t, { w: [card] });
		t.cast('w', 'atomic-strike', { card, target: 'b' });
		expect(t.be('b').essence).toBe(9);
		expect(t.be('w').fullActions).toBe(2);
		expect(t.state.turn).toBe('b');
	});

	it('an upgrade that adds Absolute Free Action, bought at the cast, spares the Rite', () => {
		const t = new Table();
		const card = { ...STRIKE, upgrades: [{ label: 'Swift', costs: [{ resonance: 1 }], add: { absoluteFreeAction: true } }] };
		toActions(t, { w: [card] });
		t.cast('w', 'atomic-strike', { card, target: 'b', upgrades: [{ index: 0 }] });
		expect(t.be('b').essence).toBe(9);
		expect(t.be('w').fullActions).toBe(2);
	});

	it('Threnody then Prolong Cast: "returning the Strike to needing 1 Full Action"', () => {
		const t = strikeInRite();
		respond(t, 'w', THRENODY);
		expect(t.spell('atomic-strike').rite).toEqual({ invested: 1, needed: 1 });
		respond(t, 'b', PROLONG);
		expect(t.spell('atomic-strike').rite).toEqual({ invested: 1, needed: 2 });
		// It completes with White's next Full Action, as any Rite.
		t.do('pass', { being: 'b' });
		t.do('advance-rite', { being: 'w', spell: t.spell('atomic-strike').id, target: 'b', activate: true });
		expect(t.be('b').essence).toBe(9);
		expect(t.be('w').fullActions).toBe(0);
	});

	it('Prolong Cast then Threnody: "the Atomic Strike would end as a Free Action spell"', () => {
		const t = strikeInRite();
		respond(t, 'b', PROLONG);
		expect(t.spell('atomic-strike').rite).toEqual({ invested: 1, needed: 3 });
		respond(t, 'w', THRENODY);
		expect(t.spell('atomic-strike').rite).toEqual({ invested: 1, needed: 1 });
		t.do('pass', { being: 'b' });
		// White completes it with a Free Action: her last Full Action is still hers, and the turn passes.
		expect(spellActions(t.state, 'w').map((a) => a.label)).not.toContain('Advance Atomic Strike (1/1)');
		t.do('advance-rite', { being: 'w', spell: t.spell('atomic-strike').id, target: 'b', activate: true });
		expect(t.be('b').essence).toBe(9);
		expect(t.be('w').fullActions).toBe(1);
	});

	it('a Full Action spent on anything else still discards it ("all spells in the Rite zone are discarded")', () => {
		const t = strikeInRite();
		respond(t, 'w', THRENODY);
		t.do('pass', { being: 'b' });
		t.do('meditate', { being: 'w' });
		expect(t.spell('atomic-strike')).toBeUndefined();
	});

	it('Threnody and Prolong Cast target a spell in a Rite zone only; the card check knows them', () => {
		const t = new Table();
		toActions(t, { w: ['pillar-of-earth'] });
		// Pillar of Earth is being cast (a Response window is open): Threnody cannot take it.
		t.do('cast', { being: 'w', cardId: 'pillar-of-earth' });
		const r = t.fail('cast', { being: 'b', card: THRENODY, response: true, targetSpell: t.spell('pillar-of-earth').id });
		expect(r.message).toBe('Threnody targets a spell in a Rite zone.');
		expect(checkCard({ ...PROLONG, directives: [{ type: 'add-actions', amount: 0 }] })).toEqual({ error: 'Added Actions must be a whole number from 1 to 9.' });
		expect(checkCard({ ...STRIKE, absoluteFreeAction: true })).toEqual({ card: { ...STRIKE, absoluteFreeAction: true } });
	});
});
