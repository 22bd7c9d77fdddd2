import { describe, expect, it } from 'vitest';
import { BRICK_REJECTIONS as R } from './rejections';
import { d6, Table } from './testkit';

function field() {
	const t = new Table();
	const thief = t.play('add-unit', { kind: 'other', name: 'Thief', points: 8, canHide: true }, 's0');
	const merlin = t.wizard('Merlin', ['blast', 'invisibility'], 's0', { canHide: true });
	const doc = t.play('add-unit', { kind: 'medic', name: 'Doc' }, 's0');
	const knight = t.play('add-unit', { kind: 'other', name: 'Knight', points: 12 }, 's1');
	t.play('start-battle', {}, null);
	return { t, thief, merlin, doc, knight };
}

describe('hiding (seed: Hiding)', () => {
	it('only a unit that can hide disappears', () => {
		const { t, thief, knight } = field();
		t.play('hide', { unit: thief });
		expect(t.unit(thief).hidden).toBe(true);
		expect(t.refuse('hide', { unit: thief }).code).toBe(R.alreadyHidden);
		expect(t.refuse('hide', { unit: knight }, 's1').code).toBe(R.cannotHide);
	});

	it('an enemy within 6" notices a moving hider on 6+ on 1D', () => {
		const { t, thief } = field();
		t.play('hide', { unit: thief });
		t.play('notice', { unit: thief, roll: d6(5) }, 's1');
		expect(t.unit(thief).hidden).toBe(true);
		t.play('notice', { unit: thief, roll: d6(6) }, 's1');
		expect(t.unit(thief).hidden).toBe(false);
		expect(t.state.chronicle.map((l) => l.text)).toEqual(expect.arrayContaining(['Thief stays hidden (rolled 5, needs 6).', 'Thief is noticed (rolled 6).']));
		expect(t.refuse('notice', { unit: thief, roll: d6(6) }, 's1').code).toBe(R.notHidden);
	});

	it('only the enemy rolls to notice', () => {
		const { t, thief } = field();
		t.play('hide', { unit: thief });
		expect(t.refuse('notice', { unit: thief, roll: d6(6) }, 's0').code).toBe(R.ownUnit);
	});

	it('attacking gives a hider away unless from behind or beyond 18"; casting always does, concentrating never', () => {
		const { t, thief, merlin } = field();
		t.play('hide', { unit: merlin });
		t.play('concentrate', { unit: merlin });
		expect(t.unit(merlin).hidden).toBe(true);
		t.play('end-round', {}, null);
		const cast = t.play('cast', { unit: merlin, spell: 'blast' });
		expect(t.unit(merlin).hidden).toBe(false);
		t.play('roll', { cast, step: 'attack', roll: d6(4) });
		t.play('hit', { cast, hit: false });
		t.play('hide', { unit: thief });
		t.play('act', { unit: merlin, attack: true });
		expect(t.unit(thief).hidden).toBe(true); // someone else's attack gives nothing away
		t.play('hide', { unit: merlin });
		t.play('act', { unit: merlin, attack: true, unseen: true });
		expect(t.unit(merlin).hidden).toBe(true);
		t.play('end-round', {}, null);
		t.play('act', { unit: merlin, attack: true });
		expect(t.unit(merlin).hidden).toBe(false);
	});

	it('an invisible unit can hide and cannot be noticed until it attacks', () => {
		const { t, merlin, doc } = field();
		expect(t.refuse('hide', { unit: doc }).code).toBe(R.cannotHide);
		t.charge(merlin, 2);
		const cast = t.play('cast', { unit: merlin, spell: 'invisibility', targetUnit: doc });
		t.play('roll', { cast, step: 'duration', roll: d6(3) });
		t.play('hide', { unit: doc });
		expect(t.refuse('notice', { unit: doc, roll: d6(6) }, 's1').code).toBe(R.undetectable);
		t.play('reveal', { unit: doc }, 's1');
		expect(t.unit(doc).hidden).toBe(false);
		expect(t.refuse('reveal', { unit: doc }, 's1').code).toBe(R.notHidden);
	});
});

describe('medics (seed: Medics)', () => {
	it('revive a fallen unit of their army on a 6', () => {
		const { t, merlin, doc } = field();
		t.charge(merlin, 2);
		t.play('down', { unit: merlin }, 's1');
		expect(t.unit(merlin)).toMatchObject({ status: 'down', mana: 0 });
		expect(t.refuse('concentrate', { unit: merlin }).code).toBe(R.down);
		t.play('revive', { medic: doc, unit: merlin, roll: d6(6) });
		expect(t.unit(merlin).status).toBe('up');
		t.play('concentrate', { unit: merlin });
	});

	it('a failed try (1 to 5) means the unit cannot be restored', () => {
		const { t, thief, doc } = field();
		t.play('down', { unit: thief }, 's1');
		t.play('revive', { medic: doc, unit: thief, roll: d6(5) });
		expect(t.unit(thief).status).toBe('lost');
		const again = t.refuse('revive', { medic: doc, unit: thief, roll: d6(6) });
		expect(again.code).toBe(R.notDown);
		expect(again.message).toContain('cannot be restored');
	});

	it('only a medic of the same army, on its feet, revives a unit that is down', () => {
		const { t, thief, merlin, doc, knight } = field();
		expect(t.refuse('revive', { medic: merlin, unit: thief, roll: d6(6) }).code).toBe(R.notMedic);
		expect(t.refuse('revive', { medic: doc, unit: thief, roll: d6(6) }).code).toBe(R.notDown);
		t.play('down', { unit: knight }, 's0');
		expect(t.refuse('revive', { medic: doc, unit: knight, roll: d6(6) }).code).toBe(R.notYours);
		expect(t.refuse('down', { unit: knight }).code).toBe(R.down);
		t.play('down', { unit: doc }, 's1');
		t.play('down', { unit: thief }, 's1');
		expect(t.refuse('revive', { medic: doc, unit: thief, roll: d6(6) }).code).toBe(R.down);
	});

	it('needs one six-sided die', () => {
		const { t, thief, doc } = field();
		t.play('down', { unit: thief }, 's1');
		expect(t.refuse('revive', { medic: doc, unit: thief, roll: d6(6, 6) }).code).toBe('core/bad-roll');
		expect(t.refuse('revive', { medic: doc, unit: thief }).code).toBe('core/bad-roll');
	});
});
