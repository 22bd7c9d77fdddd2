/** Spells in play: maintenance order, sustain, zones and their limits, Focus, Dispel, Dormant, Transmutes, Allies, Encounters. */
import { describe, expect, it } from 'vitest';
import type { SpellCard } from './cards';
import { BLACK, endRound, maintainAll, prepareAll, roll, startRound, Table, testCard, toActions, WHITE } from './fixtures';
import { resolvableNow } from './maintenance';
import { SERPENT_REJECTIONS as R } from './rejections';

const card = (c: Parameters<typeof testCard>[0]): SpellCard => testCard({ sphere: 'Bio', ...c });

const ROT = card({ id: 'rot', title: 'Rot', role: 'attack', duration: 3, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] });
const GLOBAL_STORM = card({ id: 'storm', title: 'Storm', sphere: 'Forces', role: 'attack', area: 'global', duration: 3, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] });
const TEAM_FOG = card({ id: 'fog', title: 'Fog', sphere: 'Mind', role: 'attack', area: 'team', duration: 3, directives: [{ type: 'dmg', energy: 'resonance', amount: 1 }] });
const MENDING = card({ id: 'mending', title: 'Mending', role: 'enhancement', duration: 3, directives: [{ type: 'infusion', energy: 'essence', amount: 1 }] });
const HEX = card({ id: 'hex', title: 'Hex', sphere: 'Soul', role: 'attack', curse: true, curseDuration: 2, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] });
const BARRIER = card({ id: 'barrier', title: 'Barrier', sphere: 'Matter', role: 'defense', duration: 2, shield: { spheres: ['Soul', 'Bio'] } });
const boon = (n: number) => card({ id: `boon-${n}`, title: `Boon ${n}`, role: 'enhancement', duration: 'P' });

describe('maintenance order', () => {
	it('zone by zone; Global, then Area, then each Magi in initiative order; the owner picks within a zone', () => {
		const t = new Table({}, [WHITE, BLACK]);
		toActions(t, { w: [ROT, HEX, MENDING], b: [ROT, GLOBAL_STORM, TEAM_FOG] });
		t.be('w').resonance = 20;
		t.be('b').resonance = 20;
		t.do('extra-action', { being: 'w' });
		t.do('extra-action', { being: 'b' });
		t.cast('w', 'rot', { card: ROT, target: 'b' });
		t.cast('b', 'rot', { card: ROT, target: 'w' });
		t.cast('w', 'hex', { card: HEX, target: 'b' });
		t.cast('b', 'storm', { card: GLOBAL_STORM });
		t.cast('w', 'mending', { card: MENDING });
		t.cast('b', 'fog', { card: TEAM_FOG, target: 'w' });
		endRound(t);
		// Black first this round
		t.be('b').harmony = 5;
		startRound(t, 2);
		expect(t.state.initiative).toEqual(['b', 'w']);
		const order: string[] = [];
		while (t.state.phase === 'maintenance') {
			const now = resolvableNow(t.state);
			order.push(now.map((sp) => `${sp.card.title}@${sp.bearer ?? sp.team ?? 'global'}`).join('+'));
			t.do('resolve', { spell: now[now.length - 1].id }, null);
		}
		expect(order).toEqual([
			'Storm@global',
			'Fog@w',
			'Rot@b',
			'Rot@w',
			'Hex@b',
			'Mending@w'
		]);
	});

	it('refuses to resolve out of order and names what is next', () => {
		const t = new Table();
		toActions(t, { w: [ROT, MENDING] });
		t.cast('w', 'rot', { card: ROT, target: 'b' });
		t.do('pass', { being: 'b' });
		t.cast('w', 'mending', { card: MENDING });
		endRound(t);
		startRound(t, 2);
		const rej = t.fail('resolve', { spell: t.spell('mending').id }, null);
		expect(rej.code).toBe(R.resolveOrder);
		expect(rej.message).toMatch(/Rot/);
		expect(t.fail('prepare', { being: 'w', cards: [] }).code).toBe(R.wrongPhase);
	});

	it('a Curse counts down only after it impacts; blocked, it is discarded without counters', () => {
		const t = new Table();
		toActions(t, { w: [HEX], b: [BARRIER] });
		t.cast('w', 'hex', { card: HEX, target: 'b' });
		expect(t.spell('hex')).toMatchObject({ zone: 'curse', counters: 2 });
		expect(t.be('b').essence).toBe(11);
		t.cast('b', 'barrier', { card: BARRIER });
		endRound(t);
		startRound(t);
		t.do('resolve', { spell: t.spell('barrier').id }, null);
		t.do('resolve', {}, null);
		// behind the Defenses: the Barrier does not stop it
		expect(t.be('b').essence).toBe(10);
		expect(t.spell('hex').counters).toBe(1);
		const u = new Table();
		u.do('adjust', { being: 'b', energy: 'harmony', delta: 1 });
		toActions(u, { w: [HEX], b: [BARRIER] });
		u.cast('b', 'barrier', { card: BARRIER });
		u.cast('w', 'hex', { card: HEX, target: 'b' });
		expect(u.spell('hex')).toBeUndefined();
		expect(u.be('w').discard.map((d) => d.card.id)).toEqual(['hex']);
	});
});

describe('sustain', () => {
	it('pays a sustain cost, refuses when it cannot be paid, discards when let go', () => {
		const t = new Table();
		toActions(t, { b: ['flame-form'] });
		t.do('pass', { being: 'w' });
		t.cast('b', 'flame-form');
		expect(t.spell('flame-form').counters).toBe(2);
		endRound(t);
		expect(t.be('b').resonance).toBe(0);
		startRound(t, 1);
		// 1 Resonance from the roll: enough to sustain once
		t.do('resolve', {}, 'b');
		expect(t.be('b').resonance).toBe(0);
		expect(t.spell('flame-form').counters).toBe(1);
		prepareAll(t);
		endRound(t);
		startRound(t, 1);
		t.do('adjust', { being: 'b', energy: 'resonance', delta: -1 });
		expect(t.fail('resolve', {}, 'b').code).toBe(R.sustain);
		expect(t.fail('resolve', { sustain: false }, 'w').code).toBe(R.notYourBeing);
		t.do('resolve', { sustain: false }, 'b');
		expect(t.spell('flame-form')).toBeUndefined();
	});

	it('Beast Form is discarded in maintenance once its Cellular Enhancement is gone', () => {
		const t = new Table();
		toActions(t, { b: ['cellular-augmentation', 'beast-form'] });
		t.be('b').resonance = 10;
		t.do('pass', { being: 'w' });
		expect(t.fail('cast', { being: 'b', cardId: 'beast-form', activate: true }).code).toBe(R.requirement);
		t.cast('b', 'cellular-augmentation');
		t.cast('b', 'beast-form');
		t.do('discard', { spell: t.spell('cellular-augmentation').id }, 'w');
		// still there until its maintenance
		expect(t.spell('beast-form')).toBeDefined();
		endRound(t);
		startRound(t);
		maintainAll(t);
		expect(t.spell('beast-form')).toBeUndefined();
	});
});

describe('zones', () => {
	it('the Enhancement zone holds 4, the Specialization included; a fifth discards the one chosen', () => {
		const t = new Table();
		t.do('specialization', { being: 'w', cardId: 'void-speaker' });
		toActions(t, { w: [boon(1), boon(2), boon(3)] });
		t.be('w').resonance = 10;
		for (const n of [1, 2, 3]) {
			if (n === 3) t.do('extra-action', { being: 'w' });
			t.cast('w', `boon-${n}`, { card: boon(n) });
			if (n === 1) t.do('pass', { being: 'b' });
		}
		endRound(t);
		toActions(t, { w: [boon(4)] });
		expect(t.fail('cast', { being: 'w', card: boon(4), activate: true }).code).toBe(R.enhancementFull);
		t.cast('w', 'boon-4', { card: boon(4), replace: t.spell('boon-2').id });
		expect(t.spell('boon-2')).toBeUndefined();
		expect(Object.values(t.state.spells).filter((s) => s.zone === 'enhancement' && s.bearer === 'w')).toHaveLength(4);
	});

	it('only one Shape-Shift: a second discards the first', () => {
		const t = new Table();
		toActions(t, { b: ['flame-form', 'cellular-augmentation', 'beast-form'] });
		t.be('b').resonance = 20;
		t.do('pass', { being: 'w' });
		t.cast('b', 'flame-form');
		t.cast('b', 'cellular-augmentation');
		t.cast('b', 'beast-form');
		expect(t.spell('flame-form')).toBeUndefined();
		expect(t.spell('beast-form')).toBeDefined();
	});

	it('Components go to your own Defense zone; Attacks must target an opponent', () => {
		const t = new Table();
		toActions(t, { w: ['pillar-of-earth', 'fireball'] });
		expect(t.fail('cast', { being: 'w', cardId: 'fireball', target: 'w' }).code).toBe(R.target);
		expect(t.fail('cast', { being: 'w', cardId: 'pillar-of-earth', target: 'b' }).code).toBe(R.target);
	});
});

describe('Focus, Disrupt, Dormant and Transmutes', () => {
	const CHAIN = card({ id: 'chain', title: 'Chain', sphere: 'Mind', role: 'attack', duration: 'F', directives: [{ type: 'dmg', energy: 'resonance', amount: 1 }] });
	const BOND = card({ id: 'bond', title: 'Bond', sphere: 'Mind', role: 'attack', duration: 'F', directives: [] });
	const TWIST = card({ id: 'twist', title: 'Twist', sphere: 'Quantum', role: 'transmute', duration: 3 });
	const LONG_RITE = card({ id: 'long-rite', title: 'Long Rite', sphere: 'Soul', role: 'attack', requirements: { actions: 2 }, directives: [{ type: 'dmg', energy: 'essence', amount: 4 }] });

	it('Duration F places the caster’s Focus; a second Focus spell discards the first; Disrupt discards both kinds', () => {
		const t = new Table();
		toActions(t, { w: [CHAIN, BOND] });
		t.cast('w', 'chain', { card: CHAIN, target: 'b' });
		expect(t.spell('chain').focus).toBe('w');
		t.do('pass', { being: 'b' });
		t.cast('w', 'bond', { card: BOND, target: 'b' });
		expect(t.spell('chain')).toBeUndefined();
		t.do('disrupt', { being: 'w' }, 'b');
		expect(t.spell('bond')).toBeUndefined();
	});

	it('a Rite needs its Full Actions; Disrupt discards the Rite zone', () => {
		const t = new Table();
		toActions(t, { w: [LONG_RITE] });
		expect(t.fail('advance-rite', { being: 'w', spell: 'p99' }).code).toBe(R.rite);
		t.do('cast', { being: 'w', card: LONG_RITE, target: 'b' });
		expect(t.spell('long-rite')).toMatchObject({ zone: 'rite', rite: { invested: 1, needed: 2 } });
		t.do('pass', { being: 'b' });
		t.do('advance-rite', { being: 'w', spell: t.spell('long-rite').id, target: 'b', activate: true });
		expect(t.be('b').essence).toBe(8);
		endRound(t);
		toActions(t, { w: [LONG_RITE] });
		t.do('cast', { being: 'w', card: LONG_RITE, target: 'b' });
		t.do('disrupt', { being: 'w' }, 'b');
		expect(t.spell('long-rite')).toBeUndefined();
	});

	it('a Transmute leaves with its target and sleeps when it goes Dormant', () => {
		const t = new Table();
		toActions(t, { w: ['pillar-of-earth', TWIST] });
		t.cast('w', 'pillar-of-earth');
		t.do('pass', { being: 'b' });
		t.cast('w', 'twist', { card: TWIST, targetSpell: t.spell('pillar-of-earth').id });
		expect(t.spell('twist')).toMatchObject({ zone: 'attached', counters: 3 });
		t.do('dormant', { spell: t.spell('pillar-of-earth').id, dormant: true }, 'w');
		expect(t.spell('twist').status).toBe('dormant');
		t.do('dormant', { spell: t.spell('pillar-of-earth').id, dormant: false }, 'w');
		expect(t.spell('twist').status).toBe('active');
		t.do('discard', { spell: t.spell('pillar-of-earth').id }, 'w');
		expect(t.spell('twist')).toBeUndefined();
	});

	it('a Dormant spell counts down but does nothing', () => {
		const t = new Table();
		toActions(t, { w: [ROT] });
		t.cast('w', 'rot', { card: ROT, target: 'b' });
		t.do('dormant', { spell: t.spell('rot').id }, 'w');
		endRound(t);
		startRound(t);
		maintainAll(t);
		expect(t.be('b').essence).toBe(11);
		expect(t.spell('rot').counters).toBe(2);
	});
});

describe('Dispel', () => {
	it('a Response dispels a manifesting spell: its caster gets back what was paid and the Component sacrificed', () => {
		const t = new Table();
		toActions(t, { w: ['pillar-of-earth', 'acidic-matter'] });
		t.cast('w', 'pillar-of-earth');
		t.do('pass', { being: 'b' });
		const before = t.be('w').resonance;
		t.do('cast', { being: 'w', cardId: 'acidic-matter', target: 'b' });
		expect(t.be('w').resonance).toBe(before - 3);
		expect(t.spell('pillar-of-earth')).toBeUndefined();
		t.do('cast', { being: 'b', cardId: 'universum-negation', response: true, targetSpell: t.spell('acidic-matter').id });
		expect(t.be('b').stones).toBe(1);
		expect(t.fail('activate', { spell: t.spell('acidic-matter').id }, 'w').code).toBe(R.notOnStack);
		t.do('activate', {}, 'b');
		expect(t.spell('acidic-matter')).toBeUndefined();
		expect(t.be('w').resonance).toBe(before);
		expect(t.spell('pillar-of-earth')).toMatchObject({ status: 'active', zone: 'defense' });
		expect(t.be('w').discard.map((d) => d.card.id)).toEqual(['acidic-matter']);
	});

	it('Purification only dispels an active Bio Curse', () => {
		const t = new Table();
		toActions(t, { w: ['pillar-of-earth', 'purification'] });
		t.cast('w', 'pillar-of-earth');
		t.do('pass', { being: 'b' });
		expect(t.fail('cast', { being: 'w', cardId: 'purification', targetSpell: t.spell('pillar-of-earth').id }).code).toBe(R.target);
	});
});

describe('Koishaka', () => {
	const WOLF = card({ id: 'wolf', title: 'Call the Wolf', role: 'ally', koishaka: { name: 'Wolf', essence: 3, resonance: 0 } });
	const BEAR = card({ id: 'bear', title: 'Call the Bear', role: 'ally', koishaka: { name: 'Bear', essence: 5 } });

	it('acts twice in its first round, last in initiative; one per Magi; discarded at 0 Essence', () => {
		const t = new Table();
		toActions(t, { w: [WOLF, BEAR] });
		t.cast('w', 'wolf', { card: WOLF });
		const wolf = t.state.roster[2];
		expect(t.be(wolf)).toMatchObject({ kind: 'koishaka', fullActions: 2, team: t.be('w').team });
		expect(t.state.initiative[t.state.initiative.length - 1]).toBe(wolf);
		t.do('pass', { being: 'b' });
		expect(t.state.turn).toBe(wolf);
		expect(t.fail('meditate', { being: wolf }).code).toBe(R.cannotMeditate);
		t.do('ability', { being: wolf, label: 'Bite', target: 'b', directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] });
		expect(t.be('b').essence).toBe(11);
		expect(t.state.turn).toBe('w');
		endRound(t);
		toActions(t, { w: [BEAR] });
		t.cast('w', 'bear', { card: BEAR });
		expect(t.be(wolf).gone).toBe(true);
		const bear = t.state.roster[3];
		t.do('adjust', { being: bear, energy: 'essence', delta: -5 }, 'b');
		expect(t.be(bear).gone).toBe(true);
		expect(t.be('w').discard.map((d) => d.card.id)).toEqual(['wolf', 'bear']);
	});
});

describe('Encounters', () => {
	it('the Sentient Shadow: Easy mode, then full strength with two Magi (Act II)', () => {
		const t = new Table({ teams: 'coop' });
		t.do('encounter', { sheet: 'sentient-shadow', easy: true }, null);
		const shadow = t.state.roster[2];
		expect(t.be(shadow)).toMatchObject({ essence: 10, resonanceBonus: 1, actionsPerRound: 2, harmony: null });
		t.do('encounter-mode', { being: shadow, easy: false }, null);
		// "give the Shadow 2 additional Essence", "+2 bonus", "2+1 = 3 Full Actions"
		expect(t.be(shadow)).toMatchObject({ essence: 12, essenceMax: 12, resonanceBonus: 2, actionsPerRound: 3 });
	});

	it('its draw bag: 4 red and 2 yellow; all go back once 3 red and 1 yellow are out', () => {
		const t = new Table({ teams: 'coop' });
		t.do('encounter', { sheet: 'sentient-shadow' }, null);
		const shadow = t.state.roster[2];
		// faces: tokens counted colour by colour in alphabetical order (red 1–4, yellow 5–6)
		t.do('draw', { being: shadow, roll: roll(6, 1) }, null);
		expect(t.be(shadow).bag).toMatchObject({ last: 'red', out: { red: 1 } });
		t.do('draw', { being: shadow, roll: roll(5, 5) }, null);
		expect(t.be(shadow).bag).toMatchObject({ last: 'yellow', out: { red: 1, yellow: 1 } });
		// an Evade check goes straight back
		t.do('draw', { being: shadow, roll: roll(4, 1), back: true }, null);
		expect(t.be(shadow).bag?.out).toEqual({ red: 1, yellow: 1 });
		t.do('draw', { being: shadow, roll: roll(4, 1) }, null);
		t.do('draw', { being: shadow, roll: roll(3, 1) }, null);
		expect(t.be(shadow).bag?.out).toEqual({});
		expect(t.fail('draw', { being: shadow, roll: roll(5, 1) }, null).code).toBe('core/bad-roll');
		expect(t.fail('draw', { being: 'w', roll: roll(6, 1) }, 'w').code).toBe(R.bag);
	});
});
