import { describe, expect, it } from 'vitest';
import { BRICK_REJECTIONS as R } from './rejections';
import { d6, Table } from './testkit';

function battle(options = {}) {
	const t = new Table(options);
	const merlin = t.wizard('Merlin', ['fireball', 'blast', 'charm', 'sacrifice'], 's0');
	const morgana = t.wizard('Morgana', ['slam'], 's1');
	t.play('start-battle', {}, null);
	return { t, merlin, morgana };
}

describe('mana across rounds (seed: Magic)', () => {
	it('concentrating gains one mana a round', () => {
		const { t, merlin } = battle();
		t.play('concentrate', { unit: merlin });
		expect(t.unit(merlin).mana).toBe(1);
		t.play('end-round', {}, null);
		t.play('concentrate', { unit: merlin });
		t.play('end-round', {}, null);
		t.play('concentrate', { unit: merlin });
		expect(t.unit(merlin).mana).toBe(3);
		expect(t.state.round).toBe(3);
	});

	it('concentrating once a round only, and not after moving or acting', () => {
		const { t, merlin } = battle();
		t.play('concentrate', { unit: merlin });
		expect(t.refuse('concentrate', { unit: merlin }).code).toBe(R.busy);
		t.play('end-round', {}, null);
		t.play('move', { unit: merlin });
		expect(t.refuse('concentrate', { unit: merlin }).code).toBe(R.busy);
	});

	it('forbids moving and attacking while concentrating', () => {
		const { t, merlin } = battle();
		t.play('concentrate', { unit: merlin });
		expect(t.refuse('move', { unit: merlin }).code).toBe(R.concentrating);
		expect(t.refuse('act', { unit: merlin, attack: true }).code).toBe(R.concentrating);
	});

	it('moving or other activity loses one mana a round, once however much is done, never below 0', () => {
		const { t, merlin } = battle();
		t.charge(merlin, 3);
		t.play('move', { unit: merlin });
		t.play('act', { unit: merlin });
		t.play('move', { unit: merlin });
		expect(t.unit(merlin).mana).toBe(2);
		t.play('end-round', {}, null);
		t.play('act', { unit: merlin, attack: true });
		expect(t.unit(merlin).mana).toBe(1);
		t.play('end-round', {}, null);
		t.play('move', { unit: merlin });
		t.play('end-round', {}, null);
		t.play('move', { unit: merlin });
		expect(t.unit(merlin).mana).toBe(0);
	});

	it('holding still keeps the mana, unless idle wizards lose it (variant)', () => {
		const kept = battle();
		kept.t.charge(kept.merlin, 2);
		kept.t.play('hold', { unit: kept.merlin });
		kept.t.play('end-round', {}, null);
		kept.t.play('end-round', {}, null); // did nothing at all
		expect(kept.t.unit(kept.merlin).mana).toBe(2);

		const lost = battle({ idleLosesMana: true });
		lost.t.charge(lost.merlin, 3);
		lost.t.play('hold', { unit: lost.merlin });
		expect(lost.t.unit(lost.merlin).mana).toBe(2);
		lost.t.play('end-round', {}, null);
		lost.t.play('end-round', {}, null);
		expect(lost.t.unit(lost.merlin).mana).toBe(1);
	});

	it('casting spends all accumulated mana, not just the spell’s', () => {
		const { t, merlin } = battle();
		t.charge(merlin, 4);
		t.play('cast', { unit: merlin, spell: 'blast', target: 'Orc' });
		expect(t.unit(merlin).mana).toBe(0);
	});

	it('a spell is cast only with enough mana', () => {
		const { t, merlin } = battle();
		t.charge(merlin, 1);
		const r = t.refuse('cast', { unit: merlin, spell: 'fireball' });
		expect(r.code).toBe(R.mana);
		expect(r.message).toBe('Fireball costs 2 mana; Merlin has 1.');
		expect(t.unit(merlin).mana).toBe(1);
		t.play('cast', { unit: merlin, spell: 'blast' });
	});

	it('a wizard does not cast in a round it concentrates, and casts once a round', () => {
		const { t, merlin } = battle();
		t.charge(merlin, 2);
		t.play('concentrate', { unit: merlin });
		expect(t.refuse('cast', { unit: merlin, spell: 'blast' }).code).toBe(R.concentrating);
		t.play('end-round', {}, null);
		t.play('cast', { unit: merlin, spell: 'sacrifice' });
		expect(t.unit(merlin).status).toBe('down');
		expect(t.refuse('cast', { unit: merlin, spell: 'blast' }).code).toBe(R.down);
	});

	it('a variable spell takes the mana the player chooses and rolls that many dice of duration', () => {
		const { t, merlin, morgana } = battle();
		t.charge(merlin, 8);
		expect(t.refuse('cast', { unit: merlin, spell: 'charm', units: 3 }).message).toBe('Charm costs 12 mana; Merlin has 8.');
		const cast = t.play('cast', { unit: merlin, spell: 'charm', units: 2, targetUnit: morgana });
		expect(t.state.casts[cast].mana).toBe(8);
		expect(t.owed()[0]).toMatchObject({ step: 'check', count: 1, sides: 6, modifiable: true });
		t.play('roll', { cast, step: 'check', roll: d6(5) });
		expect(t.owed()[0]).toMatchObject({ step: 'duration', count: 2, sides: 6 });
		t.play('roll', { cast, step: 'duration', roll: d6(1, 2) });
		const charm = t.state.effects[0];
		// Cast in round 9: three rounds after it, it ends after round 12.
		expect(charm).toMatchObject({ label: 'Charmed', unit: morgana, since: 9, endsAfter: 12 });
		expect(t.view().effects[0].left).toBe(4);
		t.play('end-round', {}, null);
		t.play('end-round', {}, null);
		t.play('end-round', {}, null);
		expect(t.view().effects[0].left).toBe(1);
		t.play('end-round', {}, null);
		expect(t.state.effects).toEqual([]);
		expect(t.state.chronicle.map((l) => l.text)).toContain('Charmed on Morgana ends after round 12.');
	});

	it('counts the casting round as the first in the variant', () => {
		const { t, merlin } = battle({ castRoundCounts: true });
		t.charge(merlin, 4);
		const cast = t.play('cast', { unit: merlin, spell: 'charm', target: 'Ogre' });
		t.play('roll', { cast, step: 'check', roll: d6(6) });
		t.play('roll', { cast, step: 'duration', roll: d6(2) });
		expect(t.state.effects[0]).toMatchObject({ since: 5, endsAfter: 6 });
	});

	it('only a caster has mana, only its owner declares for it, and not before the battle', () => {
		const t = new Table();
		const merlin = t.wizard('Merlin', ['blast']);
		const doc = t.play('add-unit', { kind: 'medic', name: 'Doc' }, 's1');
		expect(t.refuse('concentrate', { unit: merlin }).code).toBe(R.phase);
		t.play('start-battle', {}, null);
		expect(t.refuse('concentrate', { unit: doc }, 's1').code).toBe(R.notCaster);
		expect(t.refuse('concentrate', { unit: merlin }, 's1').code).toBe(R.notYours);
		t.play('concentrate', { unit: merlin }, null);
	});
});
