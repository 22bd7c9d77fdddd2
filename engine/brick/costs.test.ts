import { describe, expect, it } from 'vitest';
import { armyTotal, medicCost, wizardCost } from './costs';
import { BRICK_REJECTIONS as R } from './rejections';
import { Table } from './testkit';

describe('point costs (seed: Magic, Medics)', () => {
	it('a wizard costs 15 plus the mana cost of each spell it carries', () => {
		expect(wizardCost({ spellMana: [], weapons: false, armor: false })).toBe(15);
		// Fireball (2) and Blast (1)
		expect(wizardCost({ spellMana: [2, 1], weapons: false, armor: false })).toBe(18);
	});

	it('adds 3 for casting with weapons other than a knife or staff, 8 for casting through armor', () => {
		expect(wizardCost({ spellMana: [2, 1], weapons: true, armor: false })).toBe(21);
		expect(wizardCost({ spellMana: [2, 1], weapons: false, armor: true })).toBe(26);
		expect(wizardCost({ spellMana: [2, 1], weapons: true, armor: true })).toBe(29);
	});

	it('a medic costs 15, or 25 when it may use weapons', () => {
		expect(medicCost(false)).toBe(15);
		expect(medicCost(true)).toBe(25);
	});

	it('an army totals its units', () => {
		expect(armyTotal([18, 25, 40])).toBe(83);
		expect(armyTotal([])).toBe(0);
	});
});

describe('the army builder', () => {
	it('costs wizards from the book: a variable spell costs its mana per die', () => {
		const t = new Table();
		const merlin = t.wizard('Merlin', ['fireball', 'blast'], 's0', { weapons: true, armor: true });
		// Charm: "4 per 1D rounds" costs 4; Wall of Fire: "1 per block" costs 1; Sacrifice costs 0.
		const morgana = t.wizard('Morgana', ['charm', 'wall-of-fire', 'sacrifice'], 's1');
		const army0 = t.view().armies[0];
		expect(army0.units.find((u) => u.id === merlin)?.cost).toBe(29);
		expect(t.view().armies[1].units.find((u) => u.id === morgana)?.cost).toBe(20);
	});

	it('totals every army: wizards, medics and other units by their entered cost', () => {
		const t = new Table();
		t.wizard('Merlin', ['fireball', 'blast'], 's0');
		t.play('add-unit', { kind: 'medic', name: 'Doc', weapons: false });
		t.play('add-unit', { kind: 'medic', name: 'Combat medic', weapons: true });
		t.play('add-unit', { kind: 'other', name: 'Catapult', points: 40 });
		t.play('add-unit', { kind: 'other', name: 'Knight', points: 12 }, 's1');
		const [a, b] = t.view().armies;
		expect(a.total).toBe(18 + 15 + 25 + 40);
		expect(b.total).toBe(12);
	});

	it('keeps an army within the point limit of the game', () => {
		const t = new Table({ pointLimit: 40 });
		t.wizard('Merlin', ['fireball', 'blast'], 's0'); // 18
		t.play('add-unit', { kind: 'other', name: 'Knight', points: 22 }); // 40
		const r = t.refuse('add-unit', { kind: 'medic', name: 'Doc' });
		expect(r.code).toBe(R.overLimit);
		expect(r.message).toContain('55 of 40');
	});

	it('rejects a wizard with the same spell twice, no spell, or a spell not in the book', () => {
		const t = new Table();
		expect(t.refuse('add-unit', { kind: 'wizard', name: 'Twice', spells: ['blast', 'blast'] }).code).toBe(R.duplicateSpell);
		expect(t.refuse('add-unit', { kind: 'wizard', name: 'None', spells: [] }).code).toBe(R.badUnit);
		expect(t.refuse('add-unit', { kind: 'wizard', name: 'Odd', spells: ['magic-missile'] }).code).toBe(R.unknownSpell);
	});

	it('lets a player muster only into their own army, and removes units before the battle', () => {
		const t = new Table();
		expect(t.refuse('add-unit', { kind: 'medic', name: 'Spy', seat: 's1' }, 's0').code).toBe(R.notYours);
		const id = t.play('add-unit', { kind: 'medic', name: 'Doc', seat: 's1' }, null);
		expect(t.unit(id).seat).toBe('s1');
		expect(t.refuse('remove-unit', { unit: id }, 's0').code).toBe(R.notYours);
		t.play('remove-unit', { unit: id }, 's1');
		expect(t.state.units[id]).toBeUndefined();
	});
});
