import { describe, expect, it } from 'vitest';
import { designCost, designedSpell, PLAIN_DESIGN, readDesign, type DesignTerms } from './designer';
import { BRICK_REJECTIONS as R } from './rejections';
import { bookSpell } from './spellBook';
import { d6, Table } from './testkit';

const cost = (t: Partial<DesignTerms>) => designCost({ ...PLAIN_DESIGN, ...t });

describe('the spell cost formula (seed: Creating New Spells)', () => {
	it('basic cost 1: normal damage or stun-3', () => {
		expect(cost({}).mana).toBe(1);
		expect(cost({ effect: 'stun-3' }).mana).toBe(1);
	});

	it.each([
		['+1 damage: +2', { damage: 1 }, 3],
		['+3 damage: +6', { damage: 3 }, 7],
		['range increase of 6": +1', { range: 1 }, 2],
		['range increase of 18": +3', { range: 3 }, 4],
		['every 1" radius: +1', { radius: 4 }, 5],
		['siege damage: +3', { siege: true }, 4],
		['knock back: +1 per 1D/2"', { knockback: 2 }, 3],
		['every 10° cone: +1', { cone: 6 }, 7],
		['fire effects: +1', { fire: true }, 2],
		['ignores armor: +3', { ignoresArmor: true }, 4],
		['stun-4: +1', { effect: 'stun-4' }, 2]
	] as const)('%s', (_, terms, mana) => {
		expect(cost(terms as Partial<DesignTerms>).mana).toBe(mana);
		expect(cost(terms as Partial<DesignTerms>).sum).toBe(mana);
	});

	it.each([
		['no long range: −1', { reach: 'no-long', damage: 1 }, 2],
		['no medium or long range: −2', { reach: 'short', damage: 1 }, 1],
		['stun-1: −2', { effect: 'stun-1', ignoresArmor: true }, 2],
		['stun-2: −1', { effect: 'stun-2', ignoresArmor: true }, 3]
	] as const)('%s', (_, terms, mana) => {
		expect(cost(terms as Partial<DesignTerms>).mana).toBe(mana);
	});

	it('never makes a spell cheaper than 1 mana, but shows the formula’s own sum', () => {
		expect(cost({ effect: 'stun-1' })).toMatchObject({ sum: -1, mana: 1 });
		expect(cost({ effect: 'stun-1', reach: 'short' })).toMatchObject({ sum: -3, mana: 1 });
		expect(cost({ effect: 'stun-2' })).toMatchObject({ sum: 0, mana: 1 });
	});

	it('adds every term of a combination and lists each one', () => {
		const c = cost({ damage: 2, range: 2, radius: 3, siege: true, knockback: 1, cone: 3, fire: true, ignoresArmor: true, reach: 'no-long', effect: 'stun-4' });
		// 1 + 4 + 2 + 3 + 3 + 1 + 3 + 1 + 3 − 1 + 1
		expect(c.mana).toBe(21);
		expect(c.lines).toHaveLength(11);
		expect(c.lines.reduce((a, l) => a + l.points, 0)).toBe(21);
	});

	it('prices the book’s combat spells as printed (the worked examples)', () => {
		expect(cost({}).mana).toBe(bookSpell('blast')!.mana);
		expect(cost({ fire: true }).mana).toBe(bookSpell('fireball')!.mana);
		expect(cost({ ignoresArmor: true }).mana).toBe(bookSpell('lightning-bolt')!.mana);
		expect(cost({ radius: 2, siege: true }).mana).toBe(bookSpell('maelstrom')!.mana);
	});

	it('reads terms from untrusted data and refuses out-of-bounds ones', () => {
		expect(readDesign({ damage: 2 })).toEqual({ ...PLAIN_DESIGN, damage: 2 });
		expect(readDesign({ damage: -1 })).toBeNull();
		expect(readDesign({ cone: 2.5 })).toBeNull();
		expect(readDesign({ reach: 'moon' })).toBeNull();
		expect(readDesign({ effect: 'stun-5' })).toBeNull();
		expect(readDesign({ fire: 'yes' })).toBeNull();
		expect(readDesign(null)).toBeNull();
	});

	it('makes a spell with its range, area and rolls', () => {
		const s = designedSpell('x', 'Frost Cone', { ...PLAIN_DESIGN, range: 2, cone: 3, knockback: 2, fire: true, effect: 'stun-2' });
		expect(s).toMatchObject({ mana: 1 + 2 + 3 + 2 + 1 - 1, range: '24"', area: '30° cone', attack: true });
		expect(s.rolls?.map((r) => r.key)).toEqual(['knockback', 'burn']);
		expect(s.lasting?.map((l) => [l.label, l.rounds])).toEqual([
			['On fire', null],
			['Stunned', 2]
		]);
	});
});

describe('designed spells in the game', () => {
	it('join the book once every player approves, then a wizard carries and casts them', () => {
		const t = new Table();
		t.play('design-spell', { name: 'Stone Fist', terms: { damage: 1, knockback: 1 } }, 's0');
		const design = t.state.designs[0];
		expect(design.spell.mana).toBe(4);
		expect(t.refuse('add-unit', { kind: 'wizard', name: 'Early', spells: [design.spell.id] }).code).toBe(R.notApproved);
		expect(t.refuse('approve-spell', { spell: design.spell.id }, 's0').code).toBe(R.alreadyApproved);
		t.play('approve-spell', { spell: design.spell.id }, 's1');
		expect(t.view().designs[0]).toMatchObject({ usable: true, waitingFor: [] });
		const w = t.wizard('Geo', [design.spell.id]);
		expect(t.view().armies[0].units[0].cost).toBe(15 + 4);
		t.play('add-unit', { kind: 'medic', name: 'Doc' }, 's1');
		t.play('start-battle', {}, null);
		t.charge(w, 4);
		const cast = t.play('cast', { unit: w, spell: design.spell.id, target: 'Orc' });
		t.play('roll', { cast, step: 'attack', roll: d6(5), modifier: -1 });
		t.play('hit', { cast, hit: true });
		t.play('roll', { cast, step: 'knockback', roll: d6(5) });
		expect(t.state.casts[cast]).toMatchObject({ outcome: 'worked', results: [{ total: 4 }, { key: 'knockback', total: 3 }] });
	});

	it('need no approval in the variant without it, and refuse a taken name or bad terms', () => {
		const t = new Table({ designApproval: false });
		t.play('design-spell', { name: 'Zap', terms: {} });
		expect(t.view().designs[0].usable).toBe(true);
		expect(t.refuse('design-spell', { name: 'fireball', terms: {} }).code).toBe(R.nameTaken);
		expect(t.refuse('design-spell', { name: 'Zap', terms: {} }).code).toBe(R.nameTaken);
		expect(t.refuse('design-spell', { name: 'Big', terms: { radius: 99 } }).code).toBe(R.badDesign);
	});
});
