import { describe, expect, it } from 'vitest';
import { expectedAttackDamage, spellChoices } from './duel/choices';
import { archmage } from './duel/game';
import { Duel, sheet } from './testkit';

const plain = { mulligan: false };

describe('chances and expected damage', () => {
	it('averages the roll over the successes, less the Wall', () => {
		expect(expectedAttackDamage(30, 0)).toBeCloseTo(4.65); // (1 + … + 30) / 100
		expect(expectedAttackDamage(42, 22)).toBeCloseTo(2.1); // (1 + … + 20) / 100
		expect(expectedAttackDamage(30, 40)).toBe(0);
		expect(expectedAttackDamage(0, 0)).toBe(0);
		expect(expectedAttackDamage(120, 0)).toBeCloseTo(49.5); // 100 always fails
	});

	it('lists every spell for the caster with its chance, against the opponent’s Wall', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { wood: 30, fire: 42 }), sheet('Bo', 'mercury', { fire: 42 }), plain);
		duel.cast('a', 'waterpower', 99).cast('b', null);
		duel.cast('b', 'wall-of-fire', 40).cast('a', null);
		const choices = spellChoices(duel.state, 0, 'spell');
		const by = Object.fromEntries(choices.map((c) => [c.spell, c]));
		expect(choices).toHaveLength(17);
		expect(by.woodpower).toMatchObject({ allowed: true, element: 'wood', needed: 30, chance: 0.3, expectedDamage: 0 });
		expect(by.firepower).toMatchObject({ allowed: true, needed: 42, chance: 0.42 });
		expect(by.firepower.expectedDamage).toBeCloseTo(0.03);
		expect(by.earthpower.expectedDamage).toBeCloseTo(expectedAttackDamage(15, 0));
		expect(by['wall-of-earth'].effect).toBe('stops Earthpower, Firepower');
		expect(by.heal).toMatchObject({ allowed: false, reason: expect.stringMatching(/first turn after/) });
		expect(by.shield).toMatchObject({ allowed: false, reason: expect.stringMatching(/counterspell only/) });
		expect(by['make-fire']).toMatchObject({ allowed: true, element: 'wood', effect: 'Wood → Fire, up to the roll' });
	});

	it('lists the counterspells with the damage you may expect to take', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { fire: 40 }), sheet('Bo', 'mercury', { metal: 25 }), plain);
		duel.cast('a', 'firepower', 30);
		const choices = spellChoices(duel.state, 1, 'counter');
		const by = Object.fromEntries(choices.map((c) => [String(c.spell), c]));
		expect(choices.filter((c) => c.allowed).map((c) => c.spell)).toEqual([
			'make-earth', 'make-fire', 'make-metal', 'make-water', 'make-wood',
			'wall-of-earth', 'wall-of-fire', 'wall-of-metal', 'wall-of-water', 'wall-of-wood', 'shield', null
		]);
		expect(by.shield).toMatchObject({ element: 'metal', needed: 25, chance: 0.25 });
		// a Shield of v takes v off 30: (29 + 28 + … + 5) / 100 + 75% × 30
		expect(by.shield.expectedTaken).toBeCloseTo(26.75);
		expect(by.null.expectedTaken).toBe(30);
		expect(by['wall-of-earth'].expectedTaken).toBe(30);
		expect(by.firepower).toMatchObject({ allowed: false, reason: expect.stringMatching(/never a counterspell/) });
	});

	it('marks the rolls a mulligan could cover', () => {
		const duel = Duel.between(sheet('Ann', 'mars', { fire: 40 }), sheet('Bo', 'mercury'));
		const by = Object.fromEntries(spellChoices(duel.state, 0, 'spell').map((c) => [c.spell, c]));
		expect([by.firepower.mulligan, by.woodpower.mulligan, by['make-earth'].mulligan, by['make-metal'].mulligan]).toEqual([true, true, true, false]);
	});
});

describe('view', () => {
	it('gives the choices to the awaited seat only, and hides nothing else', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { wood: 30 }), sheet('Bo', 'mercury'), plain);
		const forAnn = archmage.view(duel.state, 'a');
		const forBo = archmage.view(duel.state, 'b');
		const forTable = archmage.view(duel.state, null);
		expect(forAnn.me).toBe(0);
		expect(forAnn.choices).toHaveLength(17);
		expect(forAnn.choices!.filter((c) => c.allowed)).toHaveLength(15);
		expect(forBo.choices).toBeNull();
		expect(forTable.me).toBeNull();
		expect(forBo.duelists).toEqual(forAnn.duelists);
		expect(forAnn.waitingFor).toBe('a');
		expect(forAnn.duelists[0]).toMatchObject({ name: 'Ann', title: 'Acolyte', mages: 'Yellow Mages', scores: { wood: 30 }, wall: null });
	});

	it('shows each roll against the score it needed, in the log', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { wood: 30 }), sheet('Bo', 'mercury', { fire: 42 }), plain);
		duel.cast('a', 'woodpower', 18).cast('b', null);
		duel.cast('b', 'wall-of-fire', 40).cast('a', null);
		duel.cast('a', 'woodpower', 12).cast('b', null);
		const v = archmage.view(duel.state, 'b');
		expect(v.log.map((l) => l.text)).toEqual([
			'Ann enters the duel.',
			'Bo enters the duel.',
			'Ann announces Woodpower.',
			'Ann rolls 18 against Wood 30: success.',
			'Bo casts no counterspell.',
			'Woodpower 18: Bo takes 18 on Earth (15 → 0).',
			'Bo announces Wall of Fire.',
			'Bo rolls 40 against Fire 42: success.',
			'Bo raises Wall of Fire, strength 40.',
			'Ann casts no counterspell.',
			'Ann announces Woodpower.',
			'Ann rolls 12 against Wood 30: success.',
			'Bo casts no counterspell.',
			'Woodpower 12, Wall −12: Bo takes 0 on Earth (0 → 0).'
		]);
		expect(v.duelists[1]!.wall).toEqual({ spell: 'wall-of-fire', name: 'Wall of Fire', strength: 28, stops: ['Firepower', 'Woodpower'] });
		expect(v.duelists[1]!.zeros).toBe(1);
	});

	it('shows the result with the rank changes', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { wood: 30 }), sheet('Bo', 'mercury'), { ...plain, victory: 'first-blood' });
		duel.cast('a', 'woodpower', 20).cast('b', null);
		expect(archmage.view(duel.state, null).result).toEqual({
			winner: 'a',
			loser: 'b',
			conceded: false,
			text: 'Ann wins to first blood',
			rankChange: { winner: 2, loser: 1, table: 'acolyte' }
		});
	});
});
