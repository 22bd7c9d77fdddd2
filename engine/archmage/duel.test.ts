import { describe, expect, it } from 'vitest';
import { archmage } from './duel/game';
import { d100, Duel, sheet } from './testkit';

const plain = { mulligan: false };

describe('the rules’ own examples', () => {
	it('Make Fire from Wood with Wood 30 and a roll of 24 moves 1 to 24 points', () => {
		const ann = sheet('Ann', 'mars', { wood: 30, fire: 42 });
		const duel = Duel.between(ann, sheet('Bo', 'mercury'), plain).cast('a', 'make-fire', 24);
		expect(duel.step).toEqual({ kind: 'amount', side: 0, role: 'spell', max: 24 });
		expect(duel.refuse('a', 'archmage/amount', { amount: 25 })).toBe('archmage/bad-amount');
		expect(duel.refuse('a', 'archmage/amount', { amount: 0 })).toBe('archmage/bad-amount');
		expect(duel.refuse('a', 'archmage/amount', { amount: 2.5 })).toBe('archmage/bad-amount');
		duel.play('a', 'archmage/amount', { amount: 24 });
		expect(duel.scores('a')).toMatchObject({ wood: 6, fire: 66 });
		expect(duel.step).toEqual({ kind: 'announce', side: 1, role: 'counter' });

		const one = Duel.between(ann, sheet('Bo', 'mercury'), plain).cast('a', 'make-fire', 24);
		one.play('a', 'archmage/amount', { amount: 1 });
		expect(one.scores('a')).toMatchObject({ wood: 29, fire: 43 });
	});

	it('Wall of Fire at 40 takes Woodpower 18 (0 through, wall 22), then Firepower 31 (wall gone, 9 through)', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { wood: 30, fire: 42 }), sheet('Bo', 'mercury', { fire: 42 }), plain);
		duel.cast('a', 'waterpower', 99).cast('b', null);
		duel.cast('b', 'wall-of-fire', 40).cast('a', null);
		expect(duel.wall('b')).toEqual({ spell: 'wall-of-fire', strength: 40 });
		duel.cast('a', 'woodpower', 18).cast('b', null);
		expect(duel.wall('b')).toEqual({ spell: 'wall-of-fire', strength: 22 });
		expect(duel.scores('b').earth).toBe(15);
		duel.cast('b', 'earthpower', 99).cast('a', null);
		duel.cast('a', 'firepower', 31).cast('b', null);
		expect(duel.wall('b')).toBeNull();
		expect(duel.scores('b').metal).toBe(15 - 9);
		expect(duel.state.log!.entry).toMatchObject({ t: 'damage', rolled: 31, wall: 22, damage: 9, before: 15, after: 6 });
	});
});

describe('victory levels', () => {
	const ann = sheet('Ann', 'saturn', { earth: 30, fire: 30, metal: 30, water: 30, wood: 30 });

	it('to first blood: the first score at 0 loses', () => {
		const duel = Duel.between(ann, sheet('Bo', 'mercury'), { ...plain, victory: 'first-blood' });
		duel.cast('a', 'woodpower', 15).cast('b', null);
		expect(duel.scores('b').earth).toBe(0);
		expect(archmage.status!(duel.state)).toMatchObject({ phase: 'finished', winners: ['a'] });
		expect(duel.state.result).toMatchObject({ winner: 0, loser: 1, conceded: false, level: 'first-blood' });
		expect(duel.state.result!.rankChange).toEqual({ winner: 2, loser: 1, table: 'acolyte' });
	});

	it('to subdual (the default): two scores at 0', () => {
		const duel = Duel.between(ann, sheet('Bo', 'mercury'), plain);
		expect(duel.state.options.victory).toBe('subdual');
		duel.cast('a', 'woodpower', 15).cast('b', null);
		expect(archmage.status!(duel.state).phase).toBe('playing');
		duel.cast('b', 'earthpower', 99).cast('a', null);
		duel.cast('a', 'waterpower', 20).cast('b', null);
		expect(duel.scores('b')).toMatchObject({ earth: 0, fire: 0 });
		expect(archmage.status!(duel.state)).toMatchObject({ phase: 'finished', winners: ['a'] });
	});

	it('to the death: all five at 0, and the winner gains 4 more ranks', () => {
		const duel = Duel.between(ann, sheet('Bo', 'mercury'), { ...plain, victory: 'death' });
		const attacks = ['woodpower', 'waterpower', 'earthpower', 'firepower', 'metalpower'];
		attacks.forEach((spell, i) => {
			duel.cast('a', spell, 15).cast('b', null);
			if (i < 4) {
				expect(archmage.status!(duel.state).phase).toBe('playing');
				duel.cast('b', 'earthpower', 99).cast('a', null);
			}
		});
		expect(duel.scores('b')).toEqual({ earth: 0, fire: 0, metal: 0, water: 0, wood: 0 });
		expect(duel.state.result).toMatchObject({ winner: 0, level: 'death', rankChange: { winner: 6, loser: 1 } });
	});

	it('a wizard who empties their own scores with creation magic loses too', () => {
		const duel = Duel.between(ann, sheet('Bo', 'mercury'), { ...plain, victory: 'first-blood' });
		duel.cast('a', 'make-fire', 30).play('a', 'archmage/amount', { amount: 30 });
		expect(duel.state.result).toMatchObject({ winner: 1, loser: 0 });
	});

	it('a concession ends the duel for the other wizard, with no death bonus', () => {
		const duel = Duel.between(ann, sheet('Bo', 'mercury'), { ...plain, victory: 'death' });
		duel.play('b', 'archmage/concede');
		expect(duel.state.result).toMatchObject({ winner: 0, loser: 1, conceded: true, rankChange: { winner: 2, loser: 1 } });
		expect(duel.refuse('a', 'archmage/announce', { spell: 'woodpower' })).toBe('archmage/wrong-step');
		expect(new Duel().refuse('a', 'archmage/concede')).toBe('archmage/wrong-step');
	});
});

describe('rolls', () => {
	it('d100 at or under the score succeeds, over fails', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { wood: 30 }), sheet('Bo', 'mercury'), plain);
		duel.cast('a', 'woodpower', 31).cast('b', null);
		expect(duel.scores('b').earth).toBe(15);
		duel.cast('b', 'earthpower', 99).cast('a', null);
		duel.cast('a', 'woodpower', 30).cast('b', null);
		expect(duel.scores('b').earth).toBe(0);
	});

	it('100 always fails, even when creation raised the score to 100', () => {
		const ann = sheet('Ann', 'mercury', { wood: 73, fire: 30 }, 60);
		const duel = Duel.between(ann, sheet('Bo', 'venus', { metal: 73 }, 60), plain);
		duel.cast('a', 'make-fire', 70).play('a', 'archmage/amount', { amount: 70 }).cast('b', null);
		expect(duel.scores('a').fire).toBe(100);
		duel.cast('b', 'earthpower', 99).cast('a', null);
		duel.cast('a', 'firepower', 100);
		expect(duel.state.half!.spell).toMatchObject({ needed: 100, roll: 100, success: false });
		duel.cast('b', null);
		expect(duel.scores('b').metal).toBe(73);
		duel.cast('b', 'earthpower', 99).cast('a', null);
		duel.cast('a', 'firepower', 99).cast('b', null);
		expect(duel.scores('b').metal).toBe(0);
	});

	it('takes a physical roll typed by a player like any other', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { wood: 30 }), sheet('Bo', 'mercury'), plain);
		duel.play('a', 'archmage/announce', { spell: 'woodpower' });
		duel.play('a', 'archmage/roll', { roll: d100(12, 'physical') });
		expect(duel.state.half!.attack).toMatchObject({ rolled: 12, damage: 12 });
	});
});

describe('Heal', () => {
	const bo = sheet('Bo', 'venus', { water: 40, wood: 20 });

	it('only on the first turn after an attack reduced a score, capped by the loss, rolled against the highest pre-combat score', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { water: 40 }), bo, plain);
		expect(duel.refuse('a', 'archmage/announce', { spell: 'heal' })).toBe('archmage/heal-not-allowed');
		duel.cast('a', 'waterpower', 10);
		// Bo drains Water into Wood as a counterspell: Water is 10 when Heal is cast
		duel.cast('b', 'make-wood', 30).play('b', 'archmage/amount', { amount: 30 });
		expect(duel.scores('b')).toMatchObject({ fire: 5, water: 10, wood: 50 });
		duel.cast('b', 'heal', 35);
		expect(duel.state.log!.entry).toMatchObject({ t: 'heal', element: 'fire', amount: 10 });
		expect(duel.scores('b').fire).toBe(15);
	});

	it('a roll under the loss heals only what was rolled', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { water: 40 }), bo, plain);
		duel.cast('a', 'waterpower', 12).cast('b', null);
		duel.cast('b', 'heal', 4);
		expect(duel.scores('b').fire).toBe(15 - 12 + 4);
	});

	it('the chance passes with the first turn after the attack', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { water: 40 }), bo, plain);
		duel.cast('a', 'waterpower', 10).cast('b', null);
		duel.cast('b', 'wall-of-wood', 99).cast('a', null);
		duel.cast('a', 'waterpower', 99).cast('b', null);
		expect(duel.refuse('b', 'archmage/announce', { spell: 'heal' })).toBe('archmage/heal-not-allowed');
	});

	it('no Heal after an attack the Wall stopped, nor as a counterspell', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { water: 40 }), bo, plain);
		duel.cast('a', 'earthpower', 99).cast('b', null);
		duel.cast('b', 'wall-of-wood', 20).cast('a', null);
		duel.cast('a', 'waterpower', 20);
		expect(duel.refuse('b', 'archmage/announce', { spell: 'heal' })).toBe('archmage/not-a-counterspell');
		duel.cast('b', null);
		expect(duel.scores('b').fire).toBe(15);
		expect(duel.refuse('b', 'archmage/announce', { spell: 'heal' })).toBe('archmage/heal-not-allowed');
	});

	it('Heal fails on 100 and over the pre-combat score', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { water: 40 }), bo, plain);
		duel.cast('a', 'waterpower', 10).cast('b', null);
		duel.cast('b', 'heal', 41);
		expect(duel.state.half!.spell).toMatchObject({ element: 'water', needed: 40, success: false });
		expect(duel.scores('b').fire).toBe(5);
	});
});

describe('Walls', () => {
	const bo = sheet('Bo', 'mercury', { fire: 42, water: 40, earth: 30 });

	it('one Wall at a time: the wizard chooses at once which to keep', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { fire: 40 }), bo, plain);
		duel.cast('a', 'earthpower', 99).cast('b', null);
		duel.cast('b', 'wall-of-fire', 40).cast('a', null);
		duel.cast('a', 'earthpower', 99).cast('b', 'wall-of-water', 20);
		expect(duel.step).toEqual({ kind: 'wall', side: 1, role: 'counter', fresh: { spell: 'wall-of-water', strength: 20 } });
		expect(duel.refuse('b', 'archmage/keep-wall', { keep: 'both' })).toBe('archmage/bad-wall-choice');
		expect(duel.refuse('a', 'archmage/keep-wall', { keep: 'new' })).toBe('archmage/not-your-step');
		expect(duel.refuse('b', 'archmage/announce', { spell: 'firepower' })).toBe('archmage/wrong-step');
		duel.play('b', 'archmage/keep-wall', { keep: 'old' });
		expect(duel.wall('b')).toEqual({ spell: 'wall-of-fire', strength: 40 });
		duel.cast('b', 'wall-of-water', 25).play('b', 'archmage/keep-wall', { keep: 'new' });
		expect(duel.wall('b')).toEqual({ spell: 'wall-of-water', strength: 25 });
		expect(duel.state.log!.entry).toMatchObject({ t: 'wall', kept: 'wall-of-water', replaced: 'wall-of-fire' });
	});

	it('a Wall does not touch attacks it does not stop', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { earth: 40 }), bo, plain);
		duel.cast('a', 'earthpower', 99).cast('b', null);
		duel.cast('b', 'wall-of-fire', 40).cast('a', null);
		duel.cast('a', 'earthpower', 25).cast('b', null);
		expect(duel.wall('b')!.strength).toBe(40);
		expect(duel.scores('b').water).toBe(15);
	});

	it('a Wall cast as a counterspell does not affect the spell it answers, only later ones', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { fire: 40 }), sheet('Bo', 'mercury', { earth: 30, metal: 40 }), plain);
		duel.cast('a', 'firepower', 30).cast('b', 'wall-of-earth', 20);
		expect(duel.scores('b').metal).toBe(10);
		expect(duel.wall('b')).toEqual({ spell: 'wall-of-earth', strength: 20 });
		duel.cast('b', 'earthpower', 99).cast('a', null);
		duel.cast('a', 'firepower', 15).cast('b', null);
		expect(duel.scores('b').metal).toBe(10);
		expect(duel.wall('b')!.strength).toBe(5);
	});
});

describe('Shield', () => {
	const bo = sheet('Bo', 'venus', { metal: 40, earth: 30 });

	it('answers a successful attack, rolled on the attacked element, and takes the roll off the damage', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { fire: 40 }), bo, plain);
		duel.cast('a', 'firepower', 30).cast('b', 'shield', 20);
		expect(duel.state.log!.entry).toMatchObject({ t: 'damage', shield: 20, damage: 10, before: 40, after: 30 });
		duel.cast('b', 'earthpower', 99).cast('a', null);
		duel.cast('a', 'firepower', 25).cast('b', 'shield', 26);
		expect(duel.scores('b').metal).toBe(30);
	});

	it('is rolled against the current score of the attacked element', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { fire: 40 }), bo, plain);
		duel.cast('a', 'firepower', 30).cast('b', 'shield');
		expect(duel.state.half!.counter).toMatchObject({ element: 'metal', needed: 40 });
		duel.play('b', 'archmage/roll', { roll: d100(41) });
		expect(duel.scores('b').metal).toBe(10);
	});

	it('never as a spell, and not against a failed attack or another spell', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { fire: 40 }), bo, plain);
		expect(duel.refuse('a', 'archmage/announce', { spell: 'shield' })).toBe('archmage/not-a-spell');
		duel.cast('a', 'firepower', 50);
		expect(duel.refuse('b', 'archmage/announce', { spell: 'shield' })).toBe('archmage/shield-not-allowed');
		duel.cast('b', null).cast('b', 'make-earth', 99).cast('a', null);
		duel.cast('a', 'wall-of-fire', 10);
		expect(duel.refuse('b', 'archmage/announce', { spell: 'shield' })).toBe('archmage/shield-not-allowed');
	});

	it('with a Wall: the Wall takes its share first, then the Shield', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { fire: 40 }), bo, plain);
		duel.cast('a', 'earthpower', 99).cast('b', null);
		duel.cast('b', 'wall-of-earth', 20).cast('a', null);
		duel.cast('a', 'firepower', 30).cast('b', 'shield', 15);
		expect(duel.wall('b')).toBeNull();
		expect(duel.scores('b').metal).toBe(40);
	});

	it('variant Shield first: the Shield takes its share, then the Wall wears down by the rest', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { fire: 40 }), bo, { ...plain, shieldFirst: true });
		duel.cast('a', 'earthpower', 99).cast('b', null);
		duel.cast('b', 'wall-of-earth', 20).cast('a', null);
		duel.cast('a', 'firepower', 30).cast('b', 'shield', 15);
		expect(duel.wall('b')).toEqual({ spell: 'wall-of-earth', strength: 5 });
		expect(duel.scores('b').metal).toBe(40);
	});

	it('variant Shield first: a Wall replaced by the counterspell still stops the attack it faced', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { fire: 40 }), sheet('Bo', 'venus', { metal: 40, earth: 30, water: 30 }), { ...plain, shieldFirst: true });
		duel.cast('a', 'earthpower', 99).cast('b', null);
		duel.cast('b', 'wall-of-earth', 20).cast('a', null);
		duel.cast('a', 'firepower', 15).cast('b', 'wall-of-water', 25).play('b', 'archmage/keep-wall', { keep: 'new' });
		expect(duel.state.log!.entry).toMatchObject({ t: 'damage', wall: 15, damage: 0 });
		expect(duel.scores('b').metal).toBe(40);
		expect(duel.wall('b')).toEqual({ spell: 'wall-of-water', strength: 25 });
	});
});

describe('creation as a counterspell', () => {
	it('moves points at once; the attack’s damage then falls on the attacked element', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { water: 40 }), sheet('Bo', 'venus', { wood: 40 }), plain);
		duel.cast('a', 'waterpower', 20).cast('b', 'make-fire', 30).play('b', 'archmage/amount', { amount: 10 });
		expect(duel.scores('b')).toMatchObject({ wood: 30, fire: 5 });
		expect(duel.state.log!.entry).toMatchObject({ t: 'damage', damage: 20, before: 25, after: 5 });
		expect(duel.state.healable).toEqual({ side: 1, element: 'fire', amount: 20 });
	});
});

describe('the mulligan', () => {
	const mars = sheet('Ann', 'mars', { fire: 40, earth: 30 });
	const bo = sheet('Bo', 'mercury', { water: 40, metal: 30 });

	it('rerolls a roll on the Order’s element or specialty, once, and the reroll binds', () => {
		const duel = Duel.between(mars, bo);
		duel.cast('a', 'firepower', 12);
		expect(duel.step).toEqual({ kind: 'mulligan', side: 0, role: 'spell' });
		expect(duel.refuse('b', 'archmage/mulligan')).toBe('archmage/no-mulligan');
		expect(duel.refuse('b', 'archmage/announce', { spell: null })).toBe('archmage/wrong-step');
		duel.play('a', 'archmage/mulligan');
		expect(duel.step).toEqual({ kind: 'roll', side: 0, role: 'spell' });
		duel.play('a', 'archmage/roll', { roll: d100(77) });
		expect(duel.state.half!.spell).toMatchObject({ roll: 77, mulliganed: 12, success: false });
		expect(duel.step).toEqual({ kind: 'announce', side: 1, role: 'counter' });
		duel.cast('b', null).cast('b', 'earthpower', 99).cast('a', null);
		duel.cast('a', 'firepower', 5);
		expect(duel.step.kind).toBe('announce'); // no second mulligan
		expect(duel.refuse('a', 'archmage/mulligan')).toBe('archmage/no-mulligan');
	});

	it('covers a roll on the Order’s element for another class (a Red Mage’s Make Earth from Fire)', () => {
		const duel = Duel.between(mars, bo);
		duel.cast('a', 'make-earth', 10);
		expect(duel.step.kind).toBe('mulligan');
	});

	it('does not cover other rolls, and must be claimed at once', () => {
		const duel = Duel.between(mars, bo);
		duel.cast('a', 'make-metal', 10); // Earth roll, creation: neither Fire nor attacking
		expect(duel.step.kind).toBe('amount');
		const refused = duel.refuse('a', 'archmage/mulligan');
		expect(refused).toBe('archmage/no-mulligan');
		const late = Duel.between(mars, bo).cast('a', 'firepower', 12).play('a', 'archmage/keep');
		expect(late.refuse('a', 'archmage/mulligan')).toBe('archmage/no-mulligan');
	});

	it('works on a counterspell roll, before the damage is recorded', () => {
		const duel = Duel.between(mars, bo);
		duel.cast('a', 'make-metal', 99).cast('b', null);
		duel.cast('b', 'make-earth', 99).cast('a', null);
		duel.cast('a', 'firepower', 25);
		duel.play('a', 'archmage/keep');
		duel.cast('b', 'shield', 80);
		expect(duel.step).toEqual({ kind: 'mulligan', side: 1, role: 'counter' });
		expect(duel.scores('b').metal).toBe(30);
		duel.play('b', 'archmage/mulligan').play('b', 'archmage/roll', { roll: d100(20) });
		expect(duel.scores('b').metal).toBe(25);
	});

	it('is off when the table plays without it', () => {
		const duel = Duel.between(mars, bo, plain);
		duel.cast('a', 'firepower', 12);
		expect(duel.step.kind).toBe('announce');
		expect(duel.refuse('a', 'archmage/mulligan')).toBe('archmage/no-mulligan');
	});
});

describe('who casts first', () => {
	it('by default the higher d100 roll-off; a tie rolls again', () => {
		const duel = new Duel({ first: 'roll-off' });
		duel.play('a', 'archmage/enter', { wizard: sheet('Ann', 'mars') }).play('b', 'archmage/enter', { wizard: sheet('Bo', 'venus') });
		expect(duel.step).toEqual({ kind: 'initiative' });
		expect(duel.refuse('a', 'archmage/announce', { spell: 'firepower' })).toBe('archmage/wrong-step');
		expect(duel.refuse('a', 'archmage/initiative', { roll: d100(50) })).toBe('core/bad-roll');
		duel.play('b', 'archmage/initiative', { roll: { sides: 100, values: [50, 50], source: 'device' } });
		expect(duel.step).toEqual({ kind: 'initiative' });
		duel.play('a', 'archmage/initiative', { roll: { sides: 100, values: [30, 70], source: 'device' } });
		expect(duel.step).toEqual({ kind: 'announce', side: 1, role: 'spell' });
		expect(duel.refuse('a', 'archmage/initiative', { roll: { sides: 100, values: [30, 70], source: 'device' } })).toBe('archmage/wrong-step');
	});

	it('the option first-seat lets the challenger begin', () => {
		const duel = Duel.between(sheet('Ann', 'mars'), sheet('Bo', 'venus'));
		expect(duel.step).toEqual({ kind: 'announce', side: 0, role: 'spell' });
	});

	it('spells alternate: the defender casts the next spell', () => {
		const duel = Duel.between(sheet('Ann', 'saturn'), sheet('Bo', 'venus'), plain);
		duel.cast('a', 'woodpower', 99);
		expect(duel.step).toEqual({ kind: 'announce', side: 1, role: 'counter' });
		duel.cast('b', null);
		expect(duel.step).toEqual({ kind: 'announce', side: 1, role: 'spell' });
		expect(duel.state.half!.n).toBe(2);
	});
});

describe('rejections', () => {
	it('only the two seats act, each on their own step', () => {
		const duel = Duel.between(sheet('Ann', 'saturn'), sheet('Bo', 'venus'), plain);
		expect(duel.refuse('z', 'archmage/announce', { spell: 'woodpower' })).toBe('archmage/unknown-seat');
		expect(duel.refuse(null, 'archmage/announce', { spell: 'woodpower' })).toBe('archmage/unknown-seat');
		expect(duel.refuse('b', 'archmage/announce', { spell: 'woodpower' })).toBe('archmage/not-your-step');
		expect(duel.refuse('a', 'archmage/roll', { roll: d100(5) })).toBe('archmage/wrong-step');
		expect(duel.refuse('a', 'archmage/amount', { amount: 5 })).toBe('archmage/wrong-step');
		expect(duel.refuse('a', 'archmage/keep')).toBe('archmage/wrong-step');
		expect(duel.refuse('a', 'archmage/dance')).toBe('archmage/unknown-move');
	});

	it('spells must exist and fit the step', () => {
		const duel = Duel.between(sheet('Ann', 'saturn'), sheet('Bo', 'venus'), plain);
		expect(duel.refuse('a', 'archmage/announce', { spell: 'fireball' })).toBe('archmage/unknown-spell');
		expect(duel.refuse('a', 'archmage/announce', { spell: null })).toBe('archmage/unknown-spell');
		duel.cast('a', 'woodpower', 99);
		expect(duel.refuse('b', 'archmage/announce', { spell: 'firepower' })).toBe('archmage/not-a-counterspell');
	});

	it('a roll must be one d100 from a known source', () => {
		const duel = Duel.between(sheet('Ann', 'saturn'), sheet('Bo', 'venus'), plain).cast('a', 'woodpower');
		expect(duel.refuse('a', 'archmage/roll', { roll: d100(0) })).toBe('core/bad-roll');
		expect(duel.refuse('a', 'archmage/roll', { roll: d100(101) })).toBe('core/bad-roll');
		expect(duel.refuse('a', 'archmage/roll', { roll: { sides: 20, values: [5], source: 'device' } })).toBe('core/bad-roll');
		expect(duel.refuse('a', 'archmage/roll', { roll: { sides: 100, values: [5], source: 'magic' } })).toBe('core/bad-roll');
		expect(duel.refuse('a', 'archmage/roll', {})).toBe('core/bad-roll');
	});

	it('checks the entering wizards', () => {
		const duel = new Duel();
		const bad = (wizard: unknown) => duel.refuse('a', 'archmage/enter', { wizard });
		expect(bad(undefined)).toBe('archmage/bad-wizard');
		expect(bad({ ...sheet('Ann', 'mars'), name: '' })).toBe('archmage/bad-wizard');
		expect(bad({ ...sheet('Ann', 'mars'), order: 'pluto' })).toBe('archmage/bad-wizard');
		expect(bad(sheet('Ann', 'mars', { fire: 74 }, 200))).toBe('archmage/bad-wizard');
		expect(bad(sheet('Ann', 'mars', { fire: 14 }))).toBe('archmage/bad-wizard');
		expect(bad(sheet('Ann', 'mars', { fire: 60, wood: 50 }))).toBe('archmage/bad-wizard'); // 188 MP > 150
		expect(bad({ ...sheet('Ann', 'mars'), rank: 40, highestRank: 35 })).toBe('archmage/bad-wizard');
		expect(bad({ ...sheet('Ann', 'mars'), owner: 7 })).toBe('archmage/bad-wizard');
		expect(bad({ ...sheet('Ann', 'mars'), owner: 'x'.repeat(41) })).toBe('archmage/bad-wizard');
		expect(bad({ ...sheet('Ann', 'mars'), master: 'yes' })).toBe('archmage/bad-wizard');
		expect(bad({ ...sheet('Ann', 'mars'), grandmaster: 1 })).toBe('archmage/bad-wizard');
		duel.play('a', 'archmage/enter', { wizard: sheet('Ann', 'mars') });
		expect(duel.refuse('a', 'archmage/enter', { wizard: sheet('Cy', 'mars') })).toBe('archmage/already-entered');
		expect(duel.refuse('b', 'archmage/enter', { wizard: sheet('Ann', 'mars') })).toBe('archmage/same-wizard');
		expect(duel.refuse('a', 'archmage/announce', { spell: 'firepower' })).toBe('archmage/wrong-step');
		duel.play('b', 'archmage/enter', { wizard: sheet('Bo', 'mars') });
		expect(duel.refuse('b', 'archmage/enter', { wizard: sheet('Cy', 'mars') })).toBe('archmage/wrong-step');
	});
});

describe('describe and prompt', () => {
	it('says whose step it is; the history line holds only what the event says', () => {
		const duel = Duel.between(sheet('Ann', 'saturn', { wood: 30 }), sheet('Bo', 'venus'), plain);
		expect(archmage.prompt!(duel.state)).toEqual({ waitingFor: ['a'], text: 'Ann to announce a spell.' });
		duel.cast('a', 'woodpower');
		expect(archmage.prompt!(duel.state)).toEqual({ waitingFor: ['a'], text: 'Ann to roll d100 for Woodpower (needs 30 or less).' });
		const roll = { id: 'x', seat: 'a', kind: 'archmage/roll', data: { roll: d100(24) }, at: 0 };
		expect(archmage.describe!(duel.state, roll)).toBe('Ann rolls 24');
		expect(archmage.describe!(duel.state, { ...roll, data: { roll: d100(24, 'physical') } })).toBe('Ann rolls 24 (table die)');
		expect(archmage.describe!(duel.state, { ...roll, kind: 'archmage/announce', data: { spell: 'heal' } })).toBe('Ann announces Heal');
	});
});
