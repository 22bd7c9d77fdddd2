/** The Glossary's and the Crucible Update's worked examples and rules, each as a scenario. */
import { describe, expect, it } from 'vitest';
import { BLACK, endRound, roll, Table, testCard, toActions, WHITE } from './fixtures';
import { SERPENT_REJECTIONS as R } from './rejections';

const card = testCard;

const RITE_BOLT = card({
	id: 'rite-bolt',
	title: 'Rite Bolt',
	role: 'attack',
	fluency: 2,
	duration: 1,
	directives: [{ type: 'dmg', energy: 'essence', amount: 1 }],
	ritual: [null, null, { label: '+1 Duration', add: { duration: 1 } }, null]
});
const SHIELD = card({ id: 'forces-shield', title: 'Forces Shield', role: 'defense', shield: { spheres: ['Forces'] }, durability: 3 });
const WALL = card({ id: 'wall', title: 'Impenetrable Wall', role: 'defense', shield: { spheres: ['Forces'], impenetrable: true }, durability: 3 });
const LANCE = card({ id: 'lance', title: 'Lance', role: 'attack', pierce: 3, directives: [{ type: 'dmg', energy: 'essence', amount: 2 }] });
const HEAVY = card({ id: 'heavy', title: 'Heavy Lance', role: 'attack', pierce: 1, directives: [{ type: 'dmg', energy: 'essence', amount: 3 }] });
const SIPHON = card({ id: 'siphon', title: 'Harmony Siphon', sphere: 'Soul', role: 'attack', directives: [{ type: 'siphon', energy: 'harmony', amount: 2 }] });
const HARMONY_WARD = card({ id: 'h-ward', title: 'Harmony Ward', sphere: 'Soul', role: 'defense', ward: { spheres: ['Soul'], energy: 'harmony', amount: 1 }, duration: 'P' });
const WARD_1 = card({ id: 'ward-1', title: 'Ward of Stone', role: 'defense', ward: { spheres: ['Forces'], energy: 'essence', amount: 1 }, duration: 'P' });
const WARD_1B = card({ id: 'ward-1b', title: 'Ward of Wind', role: 'defense', ward: { spheres: ['Forces'], energy: 'essence', amount: 1 }, duration: 'P' });
const WARD_2 = card({ id: 'ward-2', title: 'Ward of Iron', role: 'defense', ward: { spheres: ['Forces'], energy: 'essence', amount: 2 }, duration: 'P' });
const BLAST = card({ id: 'blast', title: 'Blast', role: 'attack', directives: [{ type: 'dmg', energy: 'essence', amount: 3 }] });

function duel(): Table {
	return new Table({}, [WHITE, BLACK]);
}

describe('Ritual Path', () => {
	it('three tiers cost 3 Harmony, bought left to right, empty tiers included', () => {
		const t = duel();
		toActions(t, { w: [RITE_BOLT] });
		t.do('cast', { being: 'w', card: RITE_BOLT, target: 'b', ritual: { tiers: 3 }, activate: true });
		expect(t.be('w').harmony).toBe(-3);
		expect(t.be('w').will).toBe(3);
		// the third tier adds one Duration: 2 counters instead of 1
		expect(t.spell('rite-bolt').counters).toBe(2);
	});

	it('or 1 Will', () => {
		const t = duel();
		toActions(t, { w: [RITE_BOLT] });
		t.do('cast', { being: 'w', card: RITE_BOLT, target: 'b', ritual: { tiers: 3, payers: [{ being: 'w', will: 1 }] }, activate: true });
		expect(t.be('w').harmony).toBe(0);
		expect(t.be('w').will).toBe(2);
	});

	it('a human ally may pay part of it, at the same price', () => {
		const seats = ['a1', 'b1', 'a2', 'b2'].map((id) => ({ id, name: id }));
		const t = new Table({ teams: 'pairs' }, seats);
		toActions(t, { a1: [RITE_BOLT] });
		t.do('cast', { being: 'a1', card: RITE_BOLT, target: 'b1', ritual: { tiers: 3, payers: [{ being: 'a1', harmony: 1 }, { being: 'a2', harmony: 2 }] }, activate: true });
		expect([t.be('a1').harmony, t.be('a2').harmony]).toEqual([-1, -2]);
		expect(t.state.turn).toBe('b1');
		expect(t.fail('cast', { being: 'a2', card: RITE_BOLT, target: 'b1' }).code).toBe(R.notYourTurn);
	});

	it('refuses payments that do not match the tiers bought', () => {
		const t = duel();
		toActions(t, { w: [RITE_BOLT] });
		const base = { being: 'w', card: RITE_BOLT, target: 'b' };
		expect(t.fail('cast', { ...base, ritual: { tiers: 3, payers: [{ being: 'w', harmony: 2 }] } }).code).toBe(R.ritual);
		expect(t.fail('cast', { ...base, ritual: { tiers: 3, payers: [{ being: 'w', harmony: 1, will: 1 }] } }).code).toBe(R.ritual);
		expect(t.fail('cast', { ...base, ritual: { tiers: 5 } }).code).toBe(R.ritual);
		expect(t.fail('cast', { ...base, ritual: { tiers: 3, payers: [{ being: 'b', harmony: 3 }] } }).code).toBe(R.ritual);
	});
});

describe('Shields, Pierce and Wards', () => {
	it('Dmg 2 with Pierce 3 lets only 2 through; the Shield loses 1 Durability', () => {
		const t = duel();
		toActions(t, { w: [SHIELD], b: [LANCE] });
		t.cast('w', 'forces-shield', { card: SHIELD });
		t.be('b').resonance = 10;
		t.cast('b', 'lance', { card: LANCE, target: 'w' });
		expect(t.be('w').essence).toBe(10);
		expect(t.spell('forces-shield').durability).toBe(2);
		expect(t.state.lastImpacts[0].outcome).toBe('pierced');
	});

	it('Dmg 3 with Pierce 1 lets 1 through; an Impenetrable Shield stops Pierce', () => {
		const t = duel();
		toActions(t, { w: [SHIELD], b: [HEAVY] });
		t.cast('w', 'forces-shield', { card: SHIELD });
		t.cast('b', 'heavy', { card: HEAVY, target: 'w' });
		expect(t.be('w').essence).toBe(11);
		const u = duel();
		toActions(u, { w: [WALL], b: [LANCE] });
		u.cast('w', 'wall', { card: WALL });
		u.cast('b', 'lance', { card: LANCE, target: 'w' });
		expect(u.be('w').essence).toBe(12);
		expect(u.spell('wall').durability).toBe(2);
	});

	it('Harmony Siphon 2 against a Ward of 1 gives the caster only 1', () => {
		const t = duel();
		toActions(t, { w: [HARMONY_WARD], b: [SIPHON] });
		t.cast('w', 'h-ward', { card: HARMONY_WARD });
		t.cast('b', 'siphon', { card: SIPHON, target: 'w' });
		expect(t.be('w').harmony).toBe(-1);
		expect(t.be('b').harmony).toBe(1);
	});

	it('Wards do not stack: two Wards of 1 stop 1, a Ward of 2 beside one of 1 stops 2', () => {
		const t = duel();
		toActions(t, { w: [WARD_1, WARD_1B], b: [BLAST] });
		t.be('w').resonance = 10;
		t.cast('w', 'ward-1', { card: WARD_1 });
		t.do('pass', { being: 'b' });
		t.cast('w', 'ward-1b', { card: WARD_1B });
		endRound(t);
		toActions(t, { b: [BLAST, BLAST], w: [WARD_2] });
		t.be('b').resonance = 10;
		t.cast('w', 'ward-2', { card: WARD_2 });
		t.cast('b', 'blast', { card: BLAST, target: 'w' });
		expect(t.be('w').essence).toBe(11);
		const u = duel();
		toActions(u, { w: [WARD_1, WARD_1B], b: [BLAST] });
		u.cast('w', 'ward-1', { card: WARD_1 });
		u.do('pass', { being: 'b' });
		u.cast('w', 'ward-1b', { card: WARD_1B });
		endRound(u);
		toActions(u, { b: [BLAST] });
		u.be('b').resonance = 10;
		u.do('pass', { being: 'w' });
		u.cast('b', 'blast', { card: BLAST, target: 'w' });
		expect(u.be('w').essence).toBe(10);
	});
});

describe('energies', () => {
	it('shedding 4 Discord at −3 Harmony gives 0, never positive Harmony', () => {
		const t = duel();
		toActions(t);
		t.do('adjust', { being: 'w', energy: 'harmony', delta: -3 });
		t.do('ability', { being: 'w', label: 'Calm', free: true, directives: [{ type: 'shed-discord', amount: 4 }] });
		expect(t.be('w').harmony).toBe(0);
	});

	it('an energy exchange only once per round: 1 Will for 3 Resonance, then refused until the next round', () => {
		const t = duel();
		toActions(t);
		const res = t.be('w').resonance;
		t.do('exchange', { being: 'w', give: 'will', get: 'resonance' });
		expect(t.be('w').resonance).toBe(res + 3);
		expect(t.be('w').will).toBe(2);
		expect(t.fail('exchange', { being: 'w', give: 'will', get: 'harmony' }).code).toBe(R.exchangeUsed);
		endRound(t);
		toActions(t);
		t.do('exchange', { being: 'w', give: 'will', get: 'harmony' });
		expect(t.be('w').harmony).toBe(2);
	});

	it('10 Voice buy 1 Will; an exchange for Essence at full Essence is allowed (no rule forbids it) and gains nothing', () => {
		const t = duel();
		toActions(t);
		t.do('adjust', { being: 'w', energy: 'voice', delta: 10 });
		t.do('exchange', { being: 'w', give: 'voice', get: 'will' });
		expect([t.be('w').voice, t.be('w').will]).toEqual([0, 4]);
		expect(t.fail('exchange', { being: 'b', give: 'will', get: 'will' }).code).toBe(R.exchange);
		expect(t.fail('exchange', { being: 'b', give: 'voice', get: 'resonance' }).code).toBe(R.voice);
		t.do('exchange', { being: 'b', give: 'will', get: 'essence' });
		expect([t.be('b').will, t.be('b').essence]).toEqual([2, 12]);
	});

	it('meditation gives 2 Resonance and 1 Harmony', () => {
		const t = duel();
		toActions(t);
		t.do('meditate', { being: 'w' });
		expect(t.energies('w')).toMatchObject({ resonance: 5, harmony: 1 });
	});

	it('Resonance never goes below 0 and Essence never above the start', () => {
		const t = duel();
		toActions(t);
		expect(t.fail('adjust', { being: 'w', energy: 'essence', delta: 5 }).code).toBe(R.noChange);
		t.do('adjust', { being: 'w', energy: 'resonance', delta: -50 });
		expect(t.be('w').resonance).toBe(0);
		t.do('ability', { being: 'w', label: 'Mend', free: true, directives: [{ type: 'infusion', energy: 'essence', amount: 3 }] });
		expect(t.be('w').essence).toBe(12);
	});
});

describe('initiative', () => {
	it('the Resonance chart: 1–3 → 1, 4–6 → 2, 7–9 → 3, 10 → 5', () => {
		for (const [face, gain] of [[1, 1], [3, 1], [4, 2], [6, 2], [7, 3], [9, 3], [10, 5]]) {
			const t = duel();
			t.rollResonance(face);
			expect(t.be('w').resonance).toBe(gain);
		}
	});

	it('the Overload: 5 Resonance and −1 Harmony for every being with Harmony', () => {
		const t = new Table({ teams: 'coop' });
		t.do('encounter', { sheet: 'sentient-shadow' }, null);
		t.rollResonance(10);
		expect(t.energies('w')).toMatchObject({ resonance: 5, harmony: -1 });
		expect(t.energies('b')).toMatchObject({ resonance: 5, harmony: -1 });
		const shadow = t.state.roster[2];
		// Its Resonance bonus of 1, +1 for the second Magi: "The Shadow gains 5 Resonance ... plus" its bonus.
		expect(t.be(shadow)).toMatchObject({ resonance: 7, harmony: null });
		// No Harmony counts as 0, which beats −1.
		expect(t.state.initiative[0]).toBe(shadow);
	});

	it('ties break by Harmony, then Resonance, Will, Essence, then a die', () => {
		const seats = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, name: id.toUpperCase() }));
		const t = new Table({}, seats);
		t.do('adjust', { being: 'f', energy: 'harmony', delta: 1 });
		t.do('adjust', { being: 'e', energy: 'resonance', delta: 1 });
		t.do('adjust', { being: 'd', energy: 'will', delta: 1 });
		t.do('adjust', { being: 'a', energy: 'essence', delta: -1 });
		t.do('adjust', { being: 'b', energy: 'essence', delta: -2 });
		t.do('adjust', { being: 'c', energy: 'essence', delta: -2 });
		t.rollResonance(5);
		expect(t.state.initiative.slice(0, 4)).toEqual(['f', 'e', 'd', 'a']);
		expect(t.state.ties).toEqual([['b', 'c']]);
		// equal dice roll again
		t.do('tie-roll', { roll: roll(10, 6, 6) }, null);
		expect(t.state.ties).toEqual([['b', 'c']]);
		t.do('tie-roll', { roll: roll(10, 2, 9) }, null);
		expect(t.state.initiative).toEqual(['f', 'e', 'd', 'a', 'c', 'b']);
		expect(t.state.phase).toBe('preparation');
	});

	it('Discord events at 7 or more: 2d10 below the Discord costs 3 Essence, unblockable', () => {
		const t = duel();
		t.do('adjust', { being: 'w', energy: 'harmony', delta: -8 });
		t.do('adjust', { being: 'b', energy: 'harmony', delta: 8 });
		t.rollResonance(5);
		expect(t.state.step).toBe('events');
		expect(t.state.eventRolls).toEqual(['b', 'w']);
		t.do('event-roll', { being: 'w', roll: roll(10, 3, 4) });
		expect(t.be('w').essence).toBe(9);
		// a Harmony event: below the Harmony, +1 Will
		t.do('event-roll', { being: 'b', roll: roll(10, 3, 4) });
		expect(t.be('b').will).toBe(4);
		expect(t.state.phase).toBe('preparation');
	});

	it('no event when the roll is not below the value', () => {
		const t = duel();
		t.do('adjust', { being: 'w', energy: 'harmony', delta: -7 });
		t.rollResonance(5);
		t.do('event-roll', { being: 'w', roll: roll(10, 3, 4) });
		expect(t.be('w').essence).toBe(12);
	});
});

describe('actions, stones and their limits', () => {
	it('Haste: at most one extra Full Action a round', () => {
		const t = duel();
		toActions(t);
		t.do('extra-action', { being: 'w' });
		expect(t.be('w').fullActions).toBe(3);
		expect(t.fail('extra-action', { being: 'w' }).code).toBe(R.extraActionLimit);
	});

	it('Slow: opponents give at most one interrupt stone a round and never a third', () => {
		const t = duel();
		toActions(t);
		t.do('stone', { being: 'w', offensive: true }, 'b');
		expect(t.fail('stone', { being: 'w', offensive: true }, 'b').code).toBe(R.stoneLimit);
		// self-inflicted stones are not limited
		t.do('stone', { being: 'w', offensive: false });
		t.do('stone', { being: 'w', offensive: false });
		expect(t.be('w').stones).toBe(3);
		endRound(t);
		toActions(t);
		t.do('adjust', { being: 'b', energy: 'stones', delta: 2 });
		expect(t.fail('stone', { being: 'b', offensive: true }, 'w').code).toBe(R.stoneLimit);
	});

	it('a Magi with a stone must shed it (a Full Action) before any other Full Action', () => {
		const t = duel();
		toActions(t);
		t.do('stone', { being: 'w', offensive: false });
		expect(t.fail('meditate', { being: 'w' }).code).toBe(R.stoneFirst);
		t.do('shed-stone', { being: 'w' });
		expect(t.be('w')).toMatchObject({ stones: 0, fullActions: 1 });
		expect(t.state.turn).toBe('b');
	});

	it('a Free Action also passes the turn', () => {
		const t = duel();
		toActions(t);
		t.do('ability', { being: 'w', label: 'Wink', free: true, directives: [] });
		expect(t.state.turn).toBe('b');
		expect(t.be('w').fullActions).toBe(2);
	});
});

describe('Voice and miscasts', () => {
	it('an Intoned spell gives Voice equal to its fluency', () => {
		const t = duel();
		toActions(t, { w: ['dissolve-tissue'] });
		t.do('cast', { being: 'w', cardId: 'dissolve-tissue', target: 'b', intone: 'spoken', activate: true });
		expect(t.be('w').voice).toBe(1);
	});

	it('a miscast: −1 Harmony (Eloquent X: X more), everyone else +1 Resonance, no action lost, spell unprepared', () => {
		const eloquent = card({ id: 'eloquent', title: 'Word of Power', role: 'attack', eloquent: 2, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] });
		const t = duel();
		toActions(t, { w: ['fireball', eloquent] });
		t.do('cast', { being: 'w', cardId: 'fireball', target: 'b', intone: 'miscast' });
		expect(t.energies('w')).toMatchObject({ harmony: -1, resonance: 3 });
		expect(t.be('b').resonance).toBe(4);
		expect(t.be('w').fullActions).toBe(2);
		expect(t.be('w').prepared.map((c) => c.id)).toEqual(['eloquent']);
		expect(t.state.turn).toBe('b');
		t.do('pass', { being: 'b' });
		expect(t.fail('cast', { being: 'w', card: eloquent, target: 'b' }).code).toBe(R.requirement);
		t.do('cast', { being: 'w', card: eloquent, target: 'b', intone: 'miscast' });
		expect(t.be('w').harmony).toBe(-4);
	});
});

describe('incapacitation and the end', () => {
	it('at 0 Essence a Magi is incapacitated and can do nothing', () => {
		const t = duel();
		toActions(t);
		t.do('adjust', { being: 'b', energy: 'essence', delta: -12 }, 'w');
		expect(t.be('b').incapacitated).toBe(true);
		expect(t.fail('exchange', { being: 'b', give: 'will', get: 'resonance' }).code).toBe(R.incapacitated);
	});

	it('at 20 Discord a Magi is incapacitated', () => {
		const purge = card({ id: 'purge', title: 'Purge', sphere: 'Soul', role: 'attack', directives: [{ type: 'dmg', energy: 'harmony', amount: 19 }] });
		const t = duel();
		toActions(t, { w: [purge] });
		t.do('cast', { being: 'w', card: purge, target: 'b', activate: true }, 'w');
		expect(t.energies('b').harmony).toBe(-19);
		expect(t.be('b').incapacitated).toBe(false);
		t.do('ability', { being: 'b', label: 'Lash', free: true, target: 'w', directives: [] });
		t.do('ability', { being: 'w', label: 'Lash', free: true, target: 'b', directives: [{ type: 'dmg', energy: 'harmony', amount: 1 }] });
		expect(t.be('b').incapacitated).toBe(true);
	});

	it('a draw when every team is incapacitated at the victory check', () => {
		const rot = card({ id: 'rot', title: 'Rot', sphere: 'Bio', role: 'attack', duration: 2, directives: [{ type: 'dmg', energy: 'essence', amount: 1 }] });
		const t = duel();
		toActions(t, { w: [rot], b: [rot] });
		t.cast('w', 'rot', { card: rot, target: 'b' });
		t.cast('b', 'rot', { card: rot, target: 'w' });
		t.do('adjust', { being: 'w', energy: 'essence', delta: -10 });
		t.do('adjust', { being: 'b', energy: 'essence', delta: -10 });
		expect([t.be('w').essence, t.be('b').essence]).toEqual([1, 1]);
		endRound(t);
		t.rollResonance(5);
		t.do('tie-roll', { roll: roll(10, 9, 1) }, null);
		t.do('resolve', {}, null);
		expect(t.be('w').incapacitated).toBe(true);
		expect(t.state.outcome).toBeNull();
		// the fallen Magi's Duration spell still resolves
		t.do('resolve', {}, null);
		expect(t.state.outcome).toMatchObject({ winners: [], standing: [] });
		expect(t.state.outcome?.text).toMatch(/draw/);
	});
});
