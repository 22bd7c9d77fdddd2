import { describe, expect, it } from 'vitest';
import { BRICK_REJECTIONS as R } from './rejections';
import { d6, dice, Table } from './testkit';

/** A battle where Merlin (s0) knows `spells` and has `mana`; Morgana (s1) stands opposite. */
function ready(spells: string[], mana: number, options = {}) {
	const t = new Table(options);
	const merlin = t.wizard('Merlin', spells, 's0');
	const morgana = t.wizard('Morgana', ['blast', 'absorb', 'reflection'], 's1');
	t.play('start-battle', {}, null);
	t.charge(merlin, mana);
	return { t, merlin, morgana };
}

const texts = (t: Table) => t.state.chronicle.map((l) => l.text);

describe('attack spells', () => {
	it('Fireball: attack roll, then whether it hit, then the 50% burning (4+ on 1D)', () => {
		const { t, merlin, morgana } = ready(['fireball'], 2);
		const cast = t.play('cast', { unit: merlin, spell: 'fireball', targetUnit: morgana });
		expect(t.owed()).toMatchObject([{ for: 'cast', id: cast, step: 'attack', sides: 6, seat: 's0', modifiable: true }]);
		t.play('roll', { cast, step: 'attack', roll: d6(4), modifier: -1 });
		expect(t.owed()).toMatchObject([{ step: 'hit', question: true }]);
		expect(t.refuse('end-round', {}, null).code).toBe(R.rollsOwed);
		t.play('hit', { cast, hit: true });
		expect(t.owed()).toMatchObject([{ step: 'burn', count: 1, sides: 6, modifiable: false }]);
		t.play('roll', { cast, step: 'burn', roll: d6(4) });
		expect(t.state.casts[cast].outcome).toBe('worked');
		expect(t.state.effects).toMatchObject([{ label: 'On fire', unit: morgana, endsAfter: null }]);
	});

	it('Fireball that does not set the target on fire (3 on the burn roll), and one that misses', () => {
		const { t, merlin } = ready(['fireball'], 4);
		let cast = t.play('cast', { unit: merlin, spell: 'fireball', target: 'Troll' });
		t.play('roll', { cast, step: 'attack', roll: d6(6) });
		t.play('hit', { cast, hit: true });
		t.play('roll', { cast, step: 'burn', roll: d6(3) });
		expect(t.state.effects).toEqual([]);
		t.play('end-round', {}, null);
		t.charge(merlin, 2);
		cast = t.play('cast', { unit: merlin, spell: 'fireball', target: 'Troll' });
		t.play('roll', { cast, step: 'attack', roll: d6(1) });
		t.play('hit', { cast, hit: false });
		expect(t.state.casts[cast].outcome).toBe('missed');
		expect(t.owed()).toEqual([]);
		expect(texts(t)).toContain("Merlin's Fireball misses (Troll).");
	});

	it('uses the attack die of the game', () => {
		const { t, merlin } = ready(['blast'], 1, { attackDie: '20' });
		const cast = t.play('cast', { unit: merlin, spell: 'blast' });
		expect(t.owed()[0].sides).toBe(20);
		expect(t.refuse('roll', { cast, step: 'attack', roll: d6(3) }).code).toBe('core/bad-roll');
		t.play('roll', { cast, step: 'attack', roll: dice(20, 17) });
	});

	it('Chaos lasts 2 rounds, Freeze stuns 3 (stun-3), Sleep 2 (stun-2), on a hit', () => {
		const { t, merlin } = ready(['freeze', 'sleep', 'chaos'], 7);
		const cast = t.play('cast', { unit: merlin, spell: 'chaos', target: 'the gate' });
		t.play('roll', { cast, step: 'attack', roll: d6(5) });
		t.play('hit', { cast, hit: true });
		expect(t.state.effects).toMatchObject([{ label: 'Chaos', where: 'the gate', since: 8, endsAfter: 10 }]);
		t.play('end-round', {}, null);
		t.charge(merlin, 5);
		const freeze = t.play('cast', { unit: merlin, spell: 'freeze', target: 'Ogre' });
		t.play('roll', { cast: freeze, step: 'attack', roll: d6(5) });
		t.play('hit', { cast: freeze, hit: true });
		expect(texts(t)).toContain('Chaos on the gate ends after round 10.');
		expect(t.state.effects.map((e) => [e.label, e.endsAfter])).toEqual([['Stunned', 14 + 3]]);
		t.play('end-round', {}, null);
		t.charge(merlin, 3);
		const sleep = t.play('cast', { unit: merlin, spell: 'sleep', target: 'the archers' });
		t.play('roll', { cast: sleep, step: 'attack', roll: d6(4) });
		t.play('hit', { cast: sleep, hit: true });
		expect(texts(t)).toContain('Stunned on Ogre ends after round 17.');
		expect(t.state.effects.map((e) => [e.label, e.endsAfter])).toEqual([['Asleep', 18 + 2]]);
	});

	it('Slam: knock back 1D inches and stunned 1D rounds', () => {
		const { t, merlin, morgana } = ready(['slam'], 1);
		const cast = t.play('cast', { unit: merlin, spell: 'slam', targetUnit: morgana });
		t.play('roll', { cast, step: 'attack', roll: d6(3) });
		t.play('hit', { cast, hit: true });
		expect(t.refuse('roll', { cast, step: 'stun', roll: d6(2) }).code).toBe(R.wrongStep);
		t.play('roll', { cast, step: 'knockback', roll: d6(4) });
		t.play('roll', { cast, step: 'stun', roll: d6(2) });
		expect(t.state.casts[cast].results.map((r) => [r.key, r.total])).toEqual([
			['attack', 3],
			['knockback', 4],
			['stun', 2]
		]);
		expect(t.state.effects).toMatchObject([{ label: 'Stunned', unit: morgana, endsAfter: 2 + 2 }]);
	});

	it('Deathmarsh lands even when it misses, for 1D/2 rounds per 6 mana (rounded up; down in the variant)', () => {
		const up = ready(['deathmarsh'], 12);
		let cast = up.t.play('cast', { unit: up.merlin, spell: 'deathmarsh', units: 2, target: 'the ford' });
		up.t.play('roll', { cast, step: 'attack', roll: d6(2) });
		up.t.play('hit', { cast, hit: false });
		up.t.play('roll', { cast, step: 'duration', roll: d6(3, 5) });
		expect(up.t.state.casts[cast].results[1].total).toBe(2 + 3);
		expect(up.t.state.effects).toMatchObject([{ label: 'Deathmarsh', endsAfter: 13 + 5 }]);

		const down = ready(['deathmarsh'], 6, { halfDie: 'down' });
		cast = down.t.play('cast', { unit: down.merlin, spell: 'deathmarsh' });
		down.t.play('roll', { cast, step: 'attack', roll: d6(6) });
		down.t.play('hit', { cast, hit: true });
		down.t.play('roll', { cast, step: 'duration', roll: d6(1) });
		expect(down.t.state.casts[cast].results[1].total).toBe(0);
		expect(down.t.state.effects).toEqual([]);
	});
});

describe('spells with their own rolls', () => {
	it('Charm fails on less than 5: no duration roll, no effect', () => {
		const { t, merlin, morgana } = ready(['charm'], 4);
		const cast = t.play('cast', { unit: merlin, spell: 'charm', targetUnit: morgana });
		t.play('roll', { cast, step: 'check', roll: d6(4) });
		expect(t.state.casts[cast].outcome).toBe('failed');
		expect(t.owed()).toEqual([]);
		expect(t.state.effects).toEqual([]);
	});

	it('Beast Control: 5+ then 1D rounds per 2 mana', () => {
		const { t, merlin } = ready(['beast-control'], 6);
		const cast = t.play('cast', { unit: merlin, spell: 'beast-control', units: 3, target: 'Dragon' });
		t.play('roll', { cast, step: 'check', roll: d6(5) });
		t.play('roll', { cast, step: 'duration', roll: d6(1, 1, 2) });
		expect(t.state.effects).toMatchObject([{ label: 'Beast Control', where: 'Dragon', endsAfter: 7 + 4 }]);
	});

	it('Fetch rolls 6+ only when taking from a unit or a wall', () => {
		const { t, merlin } = ready(['fetch'], 3);
		let cast = t.play('cast', { unit: merlin, spell: 'fetch', target: 'the key' });
		expect(t.state.casts[cast].outcome).toBe('worked');
		t.play('end-round', {}, null);
		t.charge(merlin, 3);
		cast = t.play('cast', { unit: merlin, spell: 'fetch', target: "the captain's sword", fromUnitOrWall: true });
		expect(t.owed()[0]).toMatchObject({ step: 'check', count: 1, sides: 6 });
		t.play('roll', { cast, step: 'check', roll: d6(5) });
		expect(t.state.casts[cast].outcome).toBe('failed');
	});

	it('Teleport stuns for 1 round on 3 or less, not on 4', () => {
		const { t, merlin, morgana } = ready(['teleport'], 14);
		let cast = t.play('cast', { unit: merlin, spell: 'teleport', targetUnit: morgana });
		t.play('roll', { cast, step: 'stun', roll: d6(3) });
		expect(t.state.effects).toMatchObject([{ label: 'Stunned', unit: morgana, endsAfter: 15 + 1 }]);
		t.play('end-round', {}, null);
		t.play('end-round', {}, null);
		expect(t.state.effects).toEqual([]);
		t.charge(merlin, 7);
		cast = t.play('cast', { unit: merlin, spell: 'teleport', targetUnit: morgana });
		t.play('roll', { cast, step: 'stun', roll: d6(4) });
		expect(t.state.casts[cast].outcome).toBe('worked');
		expect(t.state.effects).toEqual([]);
	});

	it('Wall of Fire: 1 mana a block, one block burns out every round', () => {
		const { t, merlin } = ready(['wall-of-fire'], 3);
		t.play('cast', { unit: merlin, spell: 'wall-of-fire', units: 3, target: 'the bridge' });
		expect(t.view().effects[0]).toMatchObject({ label: 'Wall of Fire', endsAfter: 7, left: 4 });
		t.play('end-round', {}, null);
		t.play('end-round', {}, null);
		t.play('end-round', {}, null);
		expect(t.state.effects).toHaveLength(1);
		t.play('end-round', {}, null);
		expect(t.state.effects).toEqual([]);
	});

	it('Summon Elemental: the chosen type, 1D rounds per 5 mana', () => {
		const { t, merlin } = ready(['summon-elemental'], 5);
		expect(t.refuse('cast', { unit: merlin, spell: 'summon-elemental' }).code).toBe(R.badMode);
		const cast = t.play('cast', { unit: merlin, spell: 'summon-elemental', mode: 'fire' });
		t.play('roll', { cast, step: 'duration', roll: d6(6) });
		expect(t.state.effects[0]).toMatchObject({ label: 'Elemental (Fire)', unit: merlin, endsAfter: 12 });
		expect(t.state.effects[0].text).toContain('cannot swim');
	});

	it('Fly lasts its rolled rounds unless the flyer lands (the table ends it)', () => {
		const { t, merlin } = ready(['fly'], 5);
		const cast = t.play('cast', { unit: merlin, spell: 'fly', units: 1, extra: 2, target: 'Knight' });
		expect(t.state.casts[cast].mana).toBe(5);
		t.play('roll', { cast, step: 'duration', roll: d6(4) });
		const id = t.state.effects[0].id;
		t.play('end-effect', { effect: id }, 's1');
		expect(t.state.effects).toEqual([]);
		expect(t.refuse('end-effect', { effect: id }).code).toBe(R.unknownEffect);
	});

	it('Sacrifice kills the caster; Clairvoyance reveals a hiding unit', () => {
		const t = new Table();
		const seer = t.wizard('Seer', ['clairvoyance', 'sacrifice']);
		const thief = t.play('add-unit', { kind: 'other', name: 'Thief', points: 10, canHide: true }, 's1');
		t.play('start-battle', {}, null);
		t.play('hide', { unit: thief }, 's1');
		t.charge(seer, 2);
		t.play('cast', { unit: seer, spell: 'clairvoyance', targetUnit: thief });
		expect(t.unit(thief).hidden).toBe(false);
		t.play('end-round', {}, null);
		t.play('cast', { unit: seer, spell: 'sacrifice' });
		expect(t.unit(seer)).toMatchObject({ status: 'down', mana: 0 });
	});
});

describe('effects set off at the table', () => {
	it('Absorb: 4+ on 1D absorbs the spell; it is cast back next round with no mana', () => {
		const { t, morgana } = ready(['blast'], 0);
		t.charge(morgana, 3, 's1');
		t.play('cast', { unit: morgana, spell: 'absorb' }, 's1');
		const absorb = t.state.effects[0];
		expect(absorb).toMatchObject({ label: 'Absorb', unit: morgana, endsAfter: null });
		expect(t.refuse('trigger', { effect: absorb.id, spell: 'nope' }, 's0').code).toBe(R.unknownSpell);
		t.play('trigger', { effect: absorb.id, spell: 'fireball' }, 's0');
		expect(t.owed()).toMatchObject([{ for: 'effect', id: absorb.id, step: 'trigger', sides: 6 }]);
		t.play('roll', { effect: absorb.id, step: 'trigger', roll: d6(4) }, 's1');
		const held = t.state.effects[0];
		expect(held).toMatchObject({ label: 'Absorbed Fireball', absorbed: 'fireball', endsAfter: 5 });
		t.play('end-round', {}, null);
		expect(t.refuse('cast', { unit: morgana, spell: 'blast', absorbed: held.id }, 's1').code).toBe(R.notAbsorbed);
		expect(t.refuse('cast', { unit: morgana, spell: 'fireball' }, 's1').code).toBe(R.notKnown);
		const cast = t.play('cast', { unit: morgana, spell: 'fireball', absorbed: held.id, target: 'Merlin' }, 's1');
		expect(t.state.casts[cast]).toMatchObject({ free: true, mana: 0 });
		expect(t.state.effects).toEqual([]);
	});

	it('Absorb that fails (3) lets the spell through, and an unused absorbed spell is lost after next round', () => {
		const { t, morgana } = ready(['blast'], 0);
		t.charge(morgana, 3, 's1');
		t.play('cast', { unit: morgana, spell: 'absorb' }, 's1');
		let absorb = t.state.effects[0];
		t.play('trigger', { effect: absorb.id, spell: 'blast' }, 's0');
		t.play('roll', { effect: absorb.id, step: 'trigger', roll: d6(3) }, 's1');
		expect(t.state.effects).toEqual([]);
		expect(texts(t).at(-1)).toContain('Not absorbed');
		t.play('end-round', {}, null);
		t.charge(morgana, 3, 's1');
		t.play('cast', { unit: morgana, spell: 'absorb' }, 's1');
		absorb = t.state.effects[0];
		t.play('trigger', { effect: absorb.id, spell: 'blast' }, 's0');
		t.play('roll', { effect: absorb.id, step: 'trigger', roll: d6(6) }, 's1');
		t.play('end-round', {}, null);
		t.play('end-round', {}, null);
		expect(t.state.effects).toEqual([]);
	});

	it('Reflection deflects on 5 in 6 (2+), and is spent either way', () => {
		const { t, morgana } = ready(['blast'], 0);
		t.charge(morgana, 3, 's1');
		t.play('cast', { unit: morgana, spell: 'reflection', targetUnit: morgana }, 's1');
		const r = t.state.effects[0];
		t.play('trigger', { effect: r.id }, 's0');
		expect(t.refuse('trigger', { effect: r.id }, 's0').code).toBe(R.rollsOwed);
		t.play('roll', { effect: r.id, step: 'trigger', roll: d6(2) }, 's0');
		expect(texts(t).at(-1)).toContain('Deflected back at the attacker');
		expect(t.state.effects).toEqual([]);
	});

	it('Armor and Whack are spent by their trigger, with no roll; one Armor per casting', () => {
		const { t, merlin } = ready(['armor', 'whack'], 2);
		t.play('cast', { unit: merlin, spell: 'armor', target: 'Knight' });
		t.play('end-round', {}, null);
		t.charge(merlin, 2);
		t.play('cast', { unit: merlin, spell: 'armor', target: 'Knight' });
		expect(t.state.effects.map((e) => e.label)).toEqual(['Armor +2', 'Armor +2']);
		t.play('trigger', { effect: t.state.effects[0].id }, 's1');
		expect(t.state.effects).toHaveLength(1);
		expect(t.owed()).toEqual([]);
	});

	it('Trap (hold) holds its victim for 1D rounds when set off', () => {
		const { t, merlin } = ready(['trap'], 5);
		t.play('cast', { unit: merlin, spell: 'trap', mode: 'hold', target: 'the gate' });
		const trap = t.state.effects[0];
		expect(trap).toMatchObject({ label: 'Trap (hold)', endsAfter: null });
		t.play('trigger', { effect: trap.id, victim: 'Orc chief' }, 's1');
		t.play('roll', { effect: trap.id, step: 'trigger', roll: d6(3) }, 's1');
		expect(t.state.effects).toMatchObject([{ label: 'Held by a trap', where: 'Orc chief', endsAfter: 6 + 3 }]);
	});

	it('an effect that lasts its course cannot be set off', () => {
		const { t, merlin } = ready(['wall-of-fire'], 1);
		t.play('cast', { unit: merlin, spell: 'wall-of-fire' });
		expect(t.refuse('trigger', { effect: t.state.effects[0].id }).code).toBe(R.notTriggerable);
	});
});
