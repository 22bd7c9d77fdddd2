import { describe, expect, it } from 'vitest';
import type { Rejection } from '../core';
import { BRICK_REJECTIONS as R, type BrickRejectionCode } from './rejections';
import { d6, dice, Table } from './testkit';

/** A battle: Merlin (s0) with `spells` and `mana`, Doc the medic (s1). */
function battle(spells: string[] = ['blast', 'fireball'], mana = 0, options = {}) {
	const t = new Table(options);
	const merlin = t.wizard('Merlin', spells);
	const doc = t.play('add-unit', { kind: 'medic', name: 'Doc' }, 's1');
	t.play('start-battle', {}, null);
	t.charge(merlin, mana);
	return { t, merlin, doc };
}

/** Merlin's Fireball surges onto entry n of the chart. */
function surged(n: number) {
	const b = battle(['fireball', 'blast'], 2, { surgeDice: 'd12' });
	const cast = b.t.play('cast', { unit: b.merlin, spell: 'fireball' });
	b.t.play('roll', { cast, step: 'attack', roll: d6(1), modifier: -6 });
	b.t.play('roll', { cast, step: 'surge', roll: dice(12, n) });
	b.t.play('end-round', {}, null);
	return b;
}

const CASES: Record<BrickRejectionCode, () => Rejection> = {
	[R.phase]: () => {
		const t = new Table();
		const w = t.wizard('Merlin', ['blast']);
		return t.refuse('concentrate', { unit: w });
	},
	[R.notYours]: () => {
		const { t, merlin } = battle();
		return t.refuse('concentrate', { unit: merlin }, 's1');
	},
	[R.unknownUnit]: () => battle().t.refuse('concentrate', { unit: 'nope' }),
	[R.unknownSpell]: () => new Table().refuse('add-unit', { kind: 'wizard', name: 'W', spells: ['nope'] }),
	[R.badUnit]: () => new Table().refuse('add-unit', { kind: 'dragon', name: 'Smaug' }),
	[R.duplicateSpell]: () => new Table().refuse('add-unit', { kind: 'wizard', name: 'W', spells: ['blast', 'blast'] }),
	[R.overLimit]: () => new Table({ pointLimit: 20 }).refuse('add-unit', { kind: 'medic', name: 'Doc', weapons: true }),
	[R.armyFull]: () => {
		const t = new Table();
		for (let i = 0; i < 60; i++) t.play('add-unit', { kind: 'other', name: `U${i}`, points: 1 });
		return t.refuse('add-unit', { kind: 'other', name: 'One more', points: 1 });
	},
	[R.emptyArmy]: () => {
		const t = new Table();
		t.wizard('Merlin', ['blast']);
		return t.refuse('start-battle', {}, null);
	},
	[R.notCaster]: () => {
		const { t, doc } = battle();
		return t.refuse('concentrate', { unit: doc }, 's1');
	},
	[R.down]: () => {
		const { t, merlin } = battle();
		t.play('down', { unit: merlin }, 's1');
		return t.refuse('concentrate', { unit: merlin });
	},
	[R.concentrating]: () => {
		const { t, merlin } = battle();
		t.play('concentrate', { unit: merlin });
		return t.refuse('move', { unit: merlin });
	},
	[R.busy]: () => {
		const { t, merlin } = battle();
		t.play('concentrate', { unit: merlin });
		return t.refuse('concentrate', { unit: merlin });
	},
	[R.alreadyCast]: () => {
		const { t, merlin } = battle(['blast'], 2);
		const cast = t.play('cast', { unit: merlin, spell: 'blast' });
		t.play('roll', { cast, step: 'attack', roll: d6(2) });
		t.play('hit', { cast, hit: false });
		return t.refuse('cast', { unit: merlin, spell: 'blast' });
	},
	[R.mana]: () => {
		const { t, merlin } = battle(['fireball'], 1);
		return t.refuse('cast', { unit: merlin, spell: 'fireball' });
	},
	[R.spellLost]: () => {
		const { t, merlin } = surged(5);
		t.charge(merlin, 2);
		return t.refuse('cast', { unit: merlin, spell: 'fireball' });
	},
	[R.notKnown]: () => {
		const { t, merlin } = battle(['blast'], 7);
		return t.refuse('cast', { unit: merlin, spell: 'chaos' });
	},
	[R.notApproved]: () => {
		const t = new Table();
		t.play('design-spell', { name: 'Zap', terms: {} }, 's1');
		return t.refuse('add-unit', { kind: 'wizard', name: 'W', spells: [t.state.designs[0].spell.id] });
	},
	[R.badMana]: () => {
		const { t, merlin } = battle(['charm'], 4);
		return t.refuse('cast', { unit: merlin, spell: 'charm', units: 0 });
	},
	[R.badMode]: () => {
		const { t, merlin } = battle(['trap'], 5);
		return t.refuse('cast', { unit: merlin, spell: 'trap', mode: 'explode' });
	},
	[R.badTarget]: () => {
		const { t, merlin } = battle(['blast'], 1);
		return t.refuse('cast', { unit: merlin, spell: 'blast', targetUnit: 'nope' });
	},
	[R.stuck]: () => {
		const { t, merlin } = surged(7);
		return t.refuse('move', { unit: merlin });
	},
	[R.unknownCast]: () => battle().t.refuse('roll', { cast: 'nope', step: 'attack', roll: d6(3) }),
	[R.unknownEffect]: () => battle().t.refuse('trigger', { effect: 'nope' }),
	[R.noRollOwed]: () => {
		const { t, merlin } = battle(['blast'], 1);
		const cast = t.play('cast', { unit: merlin, spell: 'blast' });
		t.play('roll', { cast, step: 'attack', roll: d6(2) });
		t.play('hit', { cast, hit: true });
		return t.refuse('roll', { cast, step: 'attack', roll: d6(2) });
	},
	[R.wrongStep]: () => {
		const { t, merlin } = battle(['fireball'], 2);
		const cast = t.play('cast', { unit: merlin, spell: 'fireball' });
		return t.refuse('roll', { cast, step: 'burn', roll: d6(6) });
	},
	[R.badModifier]: () => {
		const { t, merlin } = battle(['blast'], 1);
		const cast = t.play('cast', { unit: merlin, spell: 'blast' });
		return t.refuse('roll', { cast, step: 'attack', roll: d6(2), modifier: 2.5 });
	},
	[R.noQuestion]: () => {
		const { t, merlin } = battle(['blast'], 1);
		const cast = t.play('cast', { unit: merlin, spell: 'blast' });
		return t.refuse('hit', { cast, hit: true });
	},
	[R.rollsOwed]: () => {
		const { t, merlin } = battle(['blast'], 1);
		t.play('cast', { unit: merlin, spell: 'blast' });
		return t.refuse('end-round', {}, null);
	},
	[R.notTriggerable]: () => {
		const { t, merlin } = battle(['wall-of-fire'], 2);
		t.play('cast', { unit: merlin, spell: 'wall-of-fire', units: 2 });
		return t.refuse('trigger', { effect: t.state.effects[0].id });
	},
	[R.cannotHide]: () => {
		const { t, merlin } = battle();
		return t.refuse('hide', { unit: merlin });
	},
	[R.notHidden]: () => {
		const { t, merlin } = battle();
		return t.refuse('reveal', { unit: merlin }, 's1');
	},
	[R.alreadyHidden]: () => {
		const t = new Table();
		const w = t.wizard('Merlin', ['blast'], 's0', { canHide: true });
		t.play('add-unit', { kind: 'medic', name: 'Doc' }, 's1');
		t.play('start-battle', {}, null);
		t.play('hide', { unit: w });
		return t.refuse('hide', { unit: w });
	},
	[R.undetectable]: () => {
		const { t, merlin } = battle(['invisibility'], 2);
		const cast = t.play('cast', { unit: merlin, spell: 'invisibility', targetUnit: merlin });
		t.play('roll', { cast, step: 'duration', roll: d6(4) });
		t.play('hide', { unit: merlin });
		return t.refuse('notice', { unit: merlin, roll: d6(6) }, 's1');
	},
	[R.ownUnit]: () => {
		const t = new Table();
		const w = t.wizard('Merlin', ['blast'], 's0', { canHide: true });
		t.play('add-unit', { kind: 'medic', name: 'Doc' }, 's1');
		t.play('start-battle', {}, null);
		t.play('hide', { unit: w });
		return t.refuse('notice', { unit: w, roll: d6(6) }, 's0');
	},
	[R.notMedic]: () => {
		const { t, merlin } = battle();
		t.play('down', { unit: merlin }, 's1');
		return t.refuse('revive', { medic: merlin, unit: merlin, roll: d6(6) }, null);
	},
	[R.notDown]: () => {
		const { t, doc } = battle();
		return t.refuse('revive', { medic: doc, unit: doc, roll: d6(6) }, 's1');
	},
	[R.badDesign]: () => new Table().refuse('design-spell', { name: 'Big', terms: { cone: 99 } }),
	[R.nameTaken]: () => new Table().refuse('design-spell', { name: 'Blast', terms: {} }),
	[R.alreadyApproved]: () => {
		const t = new Table();
		t.play('design-spell', { name: 'Zap', terms: {} }, 's0');
		return t.refuse('approve-spell', { spell: t.state.designs[0].spell.id }, 's0');
	},
	[R.badWinners]: () => battle().t.refuse('end-battle', { winners: ['s9'] }, null),
	[R.notAbsorbed]: () => {
		const { t, merlin } = battle(['blast'], 1);
		return t.refuse('cast', { unit: merlin, spell: 'blast', absorbed: 'nope' });
	}
};

describe('every rejection of Brick', () => {
	it('has a case below', () => {
		expect(Object.keys(CASES).sort()).toEqual(Object.values(R).sort());
	});

	it.each(Object.entries(CASES))('%s', (code, make) => {
		const r = make();
		expect(r.code).toBe(code);
		expect(r.message).toMatch(/^[A-Z0-9"'].*[.!?]$/);
	});

	it('namespaces its codes by the game id', () => {
		for (const code of Object.values(R)) expect(code.startsWith('brick/')).toBe(true);
	});

	it('refuses kinds it does not know and seats not at the table', () => {
		const t = new Table();
		expect(t.refuse('fly-away', {}).code).toBe('core/unknown-kind');
		expect(t.refuse('add-unit', { kind: 'medic', name: 'Doc' }, 's7').code).toBe('core/unknown-seat');
	});

	it('refuses everything once the battle is over', () => {
		const { t, merlin } = battle();
		t.play('end-battle', { winners: ['s0'] }, null);
		expect(t.refuse('concentrate', { unit: merlin }).code).toBe('core/game-over');
	});
});
