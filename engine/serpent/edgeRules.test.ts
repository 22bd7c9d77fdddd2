/** Edge rules of the Glossary that the table would otherwise settle by hand (issue 22 (a)). */
import { describe, expect, it } from 'vitest';
import { endRound, Table, testCard, toActions } from './fixtures';
import { SERPENT_REJECTIONS as R } from './rejections';

const card = testCard;

const BOLT = card({ id: 'bolt', title: 'Bolt', role: 'attack', directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] });
const WAR_CRY = card({
	id: 'war-cry',
	title: 'War Cry',
	role: 'enhancement',
	area: 'team',
	duration: 'P',
	passives: [{ kind: 'dmg-bonus', match: { role: 'attack' }, amount: 1 }]
});
const OUTER = card({ id: 'outer', title: 'Outer Shield', role: 'defense', shield: { spheres: ['Forces'] }, durability: 3 });
const INNER = card({ id: 'inner', title: 'Inner Shield', role: 'defense', shield: { spheres: ['Forces'] }, durability: 2 });
const QUICK_RITE = card({ id: 'quick-rite', title: 'Quick Rite', role: 'attack', freeAction: true, requirements: { actions: 2 }, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] });
const LONG_RITE = card({ id: 'long-rite', title: 'Long Rite', role: 'attack', freeAction: true, requirements: { actions: 3 }, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] });
const WARD_OFF = card({ id: 'ward-off', title: 'Ward Off', role: 'defense', duration: 'P', ward: { spheres: ['Bio'], energy: 'essence', amount: 1 } });
const BANISHING = card({ id: 'banishing', title: 'Banishing', role: 'abjuration', directives: [{ type: 'dispel', state: 'active', then: 'banish' }] });
const RECALL = card({ id: 'recall', title: 'Recall', sphere: 'Mind', role: 'abjuration', directives: [{ type: 'dispel', state: 'active', then: 'codex' }] });
const NEGATE = card({ id: 'negate', title: 'Negate', role: 'abjuration', response: true, directives: [{ type: 'dispel', state: 'manifesting' }] });
const RITE_BOLT = card({ id: 'rite-bolt', title: 'Rite Bolt', role: 'attack', resonance: -1, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }], ritual: [null, null, { label: '+1 Dmg', add: { dmg: 1 } }] });

const pairs = () => new Table({ teams: 'pairs' }, ['a1', 'b1', 'a2', 'b2'].map((id) => ({ id, name: id })));

describe('Area Enhancements', () => {
	it('give their bonus to the whole team, though they fill the slot of one Magi', () => {
		const t = pairs();
		toActions(t, { a1: [WAR_CRY], a2: [BOLT], b1: [BOLT] });
		t.cast('a1', 'war-cry', { card: WAR_CRY });
		expect(t.spell('war-cry')).toMatchObject({ bearer: 'a1', team: 'Team A', zone: 'enhancement' });
		t.cast('b1', 'bolt', { card: BOLT, target: 'a1' });
		expect(t.be('a1').essence).toBe(11);
		t.cast('a2', 'bolt', { card: BOLT, target: 'b1' });
		// Bolt's Dmg 1 + War Cry's +1, though War Cry sits in a1's Enhancement zone
		expect(t.be('b1').essence).toBe(10);
	});
});

describe('Shields', () => {
	it('may be re-ordered by their bearer before an attacking effect impacts', () => {
		const t = new Table();
		toActions(t, { w: [OUTER, INNER], b: [BOLT] });
		t.cast('w', 'outer', { card: OUTER });
		t.do('meditate', { being: 'b' });
		t.cast('w', 'inner', { card: INNER });
		t.do('cast', { being: 'b', card: BOLT, target: 'w' });
		const [outer, inner] = [t.spell('outer').id, t.spell('inner').id];
		expect(t.fail('shield-order', { being: 'w', order: [inner, outer] }, 'b').code).toBe(R.notYourBeing);
		expect(t.fail('shield-order', { being: 'w', order: [inner] }).code).toBe(R.shieldOrder);
		t.do('shield-order', { being: 'w', order: [inner, outer] });
		t.do('activate', {}, 'b');
		expect(t.state.lastImpacts[0]).toMatchObject({ outcome: 'blocked', by: 'Inner Shield' });
		expect([t.spell('outer').durability, t.spell('inner').durability]).toEqual([3, 1]);
	});
});

describe('"! # Actions" and Free Action', () => {
	it('Free Action takes one Full Action off the requirement: "! 2 Actions" is cast with one', () => {
		const t = new Table();
		toActions(t, { w: [QUICK_RITE, LONG_RITE] });
		t.cast('w', 'quick-rite', { card: QUICK_RITE, target: 'b' });
		expect(t.be('w').fullActions).toBe(1);
		expect(t.be('b').essence).toBe(11);
		expect(t.spell('quick-rite')).toBeUndefined();
		t.do('meditate', { being: 'b' });
		// "! 3 Actions" with Free Action waits in the Rite zone for one more Full Action
		t.do('cast', { being: 'w', card: LONG_RITE, target: 'b' });
		expect(t.spell('long-rite')).toMatchObject({ zone: 'rite', rite: { invested: 1, needed: 2 } });
	});
});

describe('Dispels', () => {
	it('may banish the spell (never re-attuned) or return it to its caster’s Codex (no discard pile)', () => {
		const t = new Table();
		toActions(t, { w: [WARD_OFF, OUTER], b: [BANISHING, RECALL] });
		t.cast('w', 'ward-off', { card: WARD_OFF });
		t.cast('b', 'banishing', { card: BANISHING, targetSpell: t.spell('ward-off').id });
		expect(t.spell('ward-off')).toBeUndefined();
		expect(t.be('w').discard.map((d) => d.card.id)).toEqual([]);
		expect(t.be('w').banished.map((d) => d.card.id)).toEqual(['ward-off']);
		t.cast('w', 'outer', { card: OUTER });
		t.cast('b', 'recall', { card: RECALL, targetSpell: t.spell('outer').id });
		expect(t.spell('outer')).toBeUndefined();
		expect(t.be('w').discard.map((d) => d.card.id)).toEqual([]);
		expect(t.be('w').banished.map((d) => d.card.id)).toEqual(['ward-off']);
		endRound(t);
		toActions(t);
		expect(t.state.phase).toBe('action');
	});

	it('refund every cost of a manifesting spell to its caster, the Ritual Path an ally paid included', () => {
		const t = pairs();
		toActions(t, { a1: [RITE_BOLT] });
		t.be('b1').resonance = 5;
		t.do('cast', { being: 'a1', card: RITE_BOLT, target: 'b1', ritual: { tiers: 3, payers: [{ being: 'a1', harmony: 1 }, { being: 'a2', harmony: 2 }] } });
		expect([t.be('a1').harmony, t.be('a2').harmony]).toEqual([-1, -2]);
		const res = t.be('a1').resonance;
		t.do('cast', { being: 'b1', card: NEGATE, response: true, targetSpell: t.spell('rite-bolt').id });
		t.do('activate', {}, 'b1');
		expect(t.spell('rite-bolt')).toBeUndefined();
		// "its caster gets a refund of ... ritual path costs"
		expect([t.be('a1').harmony, t.be('a2').harmony]).toEqual([2, -2]);
		expect(t.be('a1').resonance).toBe(res + 1);
	});
});

describe('Karmic charges from abilities', () => {
	it('an offensive ability with the Spell descriptor charges the Karmic Debt its user bears; others do not', () => {
		const t = new Table();
		toActions(t, { w: ['karmic-debt'] });
		t.be('w').resonance = 5;
		t.cast('w', 'karmic-debt', { target: 'b' });
		const hit = { being: 'b', target: 'w', label: 'Grasp', directives: [{ type: 'dmg', amount: 1 }] };
		t.do('ability', hit);
		expect(t.spell('karmic-debt').charges).toBe(0);
		t.do('meditate', { being: 'w' });
		t.do('ability', { ...hit, descriptors: ['Spell'] });
		expect(t.spell('karmic-debt').charges).toBe(1);
	});
});

describe('Counters', () => {
	it('move by deltas, never below 0', () => {
		const t = new Table();
		toActions(t, { w: ['karmic-debt'] });
		t.be('w').resonance = 5;
		t.cast('w', 'karmic-debt', { target: 'b' });
		const id = t.spell('karmic-debt').id;
		t.do('counters', { spell: id, delta: { charges: 2 } }, 'w');
		t.do('counters', { spell: id, delta: { charges: -1 } }, 'b');
		expect(t.spell('karmic-debt').charges).toBe(1);
		t.do('counters', { spell: id, delta: { charges: -3 } }, 'b');
		expect(t.spell('karmic-debt').charges).toBe(0);
		expect(t.fail('counters', { spell: id, delta: { charges: -1 } }, 'b').code).toBe(R.noChange);
		expect(t.fail('counters', { spell: id, delta: { charges: 1.5 } }, 'b').code).toBe(R.badData);
	});
});

describe('Specialization tiers', () => {
	it('a tier the built-in card does not hold is entered from the printed card: "either of the first tiers"', () => {
		const t = new Table({ teams: 'coop' });
		t.do('specialization', { being: 'w', cardId: 'void-speaker' });
		toActions(t);
		t.do('adjust', { being: 'w', energy: 'resonance', delta: 3 });
		expect(t.fail('upgrade-spec', { being: 'w', tree: 'B' }).code).toBe(R.spec);
		expect(t.fail('upgrade-spec', { being: 'w', tree: 'B', tier: { label: 'Hush', cost: 20 } }).code).toBe(R.resonance);
		t.do('upgrade-spec', { being: 'w', tree: 'B', tier: { label: 'Hush', cost: 2 } });
		const spec = t.spell('void-speaker');
		expect(spec.tiers).toEqual({ A: 0, B: 1 });
		expect(spec.card.spec?.B.map((x) => x.label)).toEqual(['Hush']);
		expect(t.be('w').resonance).toBe(4);
	});
});
