import { describe, expect, it } from 'vitest';
import { BRICK_REJECTIONS as R } from './rejections';
import { isWildSurge, surgeEntry } from './surges';
import { SURGE_TABLE } from './surgeTable';
import { d6, dice, Table } from './testkit';

const texts = (t: Table) => t.state.chronicle.map((l) => l.text);

/** Merlin (s0) casts Fireball at Morgana (s1) and rolls −5 on the attack: a surge is owed. */
function surging(options: Record<string, string | boolean> = { surgeDice: 'd12' }) {
	const t = new Table(options);
	const merlin = t.wizard('Merlin', ['fireball', 'blast'], 's0');
	const morgana = t.wizard('Morgana', ['blast'], 's1');
	t.play('start-battle', {}, null);
	t.charge(merlin, 2);
	const cast = t.play('cast', { unit: merlin, spell: 'fireball', targetUnit: morgana });
	t.play('roll', { cast, step: 'attack', roll: d6(1), modifier: -6 });
	return { t, merlin, morgana, cast };
}

/** The same, with the surge chart landing on entry n (read from one d12). */
function entry(n: number) {
	const s = surging();
	s.t.play('roll', { cast: s.cast, step: 'surge', roll: dice(12, n) });
	return s;
}

describe('the surge threshold', () => {
	it('−5 or less sets off a wild surge, −4 does not', () => {
		expect(isWildSurge(-5)).toBe(true);
		expect(isWildSurge(-9)).toBe(true);
		expect(isWildSurge(-4)).toBe(false);
		expect(isWildSurge(0)).toBe(false);
	});

	it('an attack roll of 1 − 6 = −5 owes a surge roll; 1 − 5 = −4 asks whether it hit', () => {
		const { t, cast } = surging();
		expect(t.state.casts[cast].results[0].total).toBe(-5);
		expect(t.owed()).toMatchObject([{ step: 'surge', count: 1, sides: 12 }]);

		const u = new Table();
		const w = u.wizard('Merlin', ['blast']);
		u.play('add-unit', { kind: 'medic', name: 'Doc' }, 's1');
		u.play('start-battle', {}, null);
		u.charge(w, 1);
		const c = u.play('cast', { unit: w, spell: 'blast' });
		u.play('roll', { cast: c, step: 'attack', roll: d6(1), modifier: -5 });
		expect(u.state.casts[c].surge).toBeNull();
		expect(u.owed()).toMatchObject([{ step: 'hit' }]);
	});

	it("a spell's own roll surges too (Charm's 5+ at 1 − 6)", () => {
		const t = new Table();
		const w = t.wizard('Merlin', ['charm']);
		t.play('add-unit', { kind: 'medic', name: 'Doc' }, 's1');
		t.play('start-battle', {}, null);
		t.charge(w, 4);
		const c = t.play('cast', { unit: w, spell: 'charm', target: 'Troll' });
		t.play('roll', { cast: c, step: 'check', roll: d6(1), modifier: -6 });
		expect(t.owed()).toMatchObject([{ step: 'surge', count: 2, sides: 6 }]);
	});

	it('a roll that only measures takes no modifier', () => {
		const u = new Table();
		const w = u.wizard('Merlin', ['slam']);
		u.play('add-unit', { kind: 'medic', name: 'Doc' }, 's1');
		u.play('start-battle', {}, null);
		u.charge(w, 1);
		const c = u.play('cast', { unit: w, spell: 'slam' });
		u.play('roll', { cast: c, step: 'attack', roll: d6(5) });
		u.play('hit', { cast: c, hit: true });
		expect(u.refuse('roll', { cast: c, step: 'knockback', roll: d6(5), modifier: -9 }).code).toBe(R.badModifier);
	});
});

describe('reading "roll 2D" on a chart of twelve', () => {
	it('halves (default): the first die picks 1–6 or 7–12, the second the entry', () => {
		expect(surgeEntry('halves', [1, 1]).n).toBe(1);
		expect(surgeEntry('halves', [3, 6]).n).toBe(6);
		expect(surgeEntry('halves', [4, 1]).n).toBe(7);
		expect(surgeEntry('halves', [6, 6]).n).toBe(12);
	});

	it('every entry is equally likely under halves: 3 of 36 each', () => {
		const counts = new Array(13).fill(0);
		for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) counts[surgeEntry('halves', [a, b]).n]++;
		expect(counts.slice(1)).toEqual(new Array(12).fill(3));
	});

	it('sum (variant): 2D added, 2 to 12, entry 1 never comes up', () => {
		const seen = new Set<number>();
		for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) seen.add(surgeEntry('sum', [a, b]).n);
		expect([...seen].sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
		expect(surgeEntry('sum', [3, 4]).title).toBe("Can't stop");
	});

	it('d12 (variant): the die is the entry', () => {
		for (let n = 1; n <= 12; n++) expect(surgeEntry('d12', [n])).toBe(SURGE_TABLE[n - 1]);
	});
});

describe('the surge chart and what follows', () => {
	it('a surged spell does nothing else: no hit question, no burning roll', () => {
		const { t, cast } = entry(8);
		expect(t.state.casts[cast]).toMatchObject({ outcome: 'surged', surge: { entry: 8 }, hit: null });
		expect(t.state.effects).toEqual([]);
		expect(texts(t).some((l) => l.startsWith('Wild surge 8 (Switch) for Merlin'))).toBe(true);
	});

	it('1: the wizard is struck dead; 2: it triggers a Suicide (Sacrifice)', () => {
		expect(entry(1).t.state.units.e0.status).toBe('down');
		const two = entry(2);
		expect(two.t.unit(two.merlin).status).toBe('down');
	});

	it('3: a beast shape (1–2 horse, 3–4 monkey, 5–6 parrot), 6+ each round to return', () => {
		const { t, cast, merlin } = entry(3);
		expect(t.owed()).toMatchObject([{ step: 'shape', count: 1, sides: 6 }]);
		t.play('roll', { cast, step: 'shape', roll: d6(5) });
		const shape = t.state.effects[0];
		expect(shape).toMatchObject({ label: 'Turned into a parrot', unit: merlin, due: false });
		t.play('end-round', {}, null);
		expect(t.owed()).toMatchObject([{ for: 'effect', id: shape.id, step: 'round', sides: 6 }]);
		expect(t.refuse('end-round', {}, null).code).toBe(R.rollsOwed);
		t.play('roll', { effect: shape.id, step: 'round', roll: d6(5) });
		expect(t.state.effects).toHaveLength(1);
		expect(t.refuse('roll', { effect: shape.id, step: 'round', roll: d6(6) }).code).toBe(R.noRollOwed);
		t.play('end-round', {}, null);
		t.play('roll', { effect: shape.id, step: 'round', roll: d6(6) });
		expect(t.state.effects).toEqual([]);
	});

	it('4: one random elemental per army (d4: air, fire, earth, water), each vanishing on 1 in 6', () => {
		const { t, cast } = entry(4);
		expect(t.owed()).toMatchObject([{ step: 'elementals', count: 2, sides: 4 }]);
		t.play('roll', { cast, step: 'elementals', roll: dice(4, 2, 4) });
		expect(t.state.effects.map((e) => [e.label, e.seat])).toEqual([
			['Fire elemental (Player 1)', 's0'],
			['Water elemental (Player 2)', 's1']
		]);
		t.play('end-round', {}, null);
		const [a, b] = t.state.effects;
		t.play('roll', { effect: a.id, step: 'round', roll: d6(1) }, 's1');
		t.play('roll', { effect: b.id, step: 'round', roll: d6(2) }, 's1');
		expect(t.state.effects.map((e) => e.id)).toEqual([b.id]);
	});

	it('5: the wizard permanently loses that spell', () => {
		const { t, merlin } = entry(5);
		expect(t.unit(merlin).lost).toEqual(['fireball']);
		t.play('end-round', {}, null);
		t.charge(merlin, 2);
		expect(t.refuse('cast', { unit: merlin, spell: 'fireball' }).code).toBe(R.spellLost);
		expect(t.view().armies[0].units[0].castable).toEqual(['blast']);
	});

	it('6: the spell is centred on the wizard and rolled again; already on it, on the unit nearest', () => {
		const { t, cast, merlin } = entry(6);
		expect(t.state.casts[cast]).toMatchObject({ outcome: 'open', target: 'Merlin', targetUnit: merlin, recentred: 1, results: [] });
		expect(t.owed()).toMatchObject([{ step: 'attack' }]);
		t.play('roll', { cast, step: 'attack', roll: d6(1), modifier: -6 });
		t.play('roll', { cast, step: 'surge', roll: dice(12, 6) });
		expect(t.state.casts[cast]).toMatchObject({ target: 'the unit nearest Merlin', targetUnit: null, recentred: 2 });
		t.play('roll', { cast, step: 'attack', roll: d6(4) });
		t.play('hit', { cast, hit: true });
		t.play('roll', { cast, step: 'burn', roll: d6(6) });
		expect(t.state.effects).toMatchObject([{ label: 'On fire', where: 'the unit nearest Merlin' }]);
	});

	it("7: the wizard can't stop: no moving or fighting, 9+ on 2D each round to stop (a d12 in the variant)", () => {
		const { t, merlin } = entry(7);
		const stuck = t.state.effects[0];
		expect(stuck).toMatchObject({ stuck: true, unit: merlin });
		expect(t.refuse('move', { unit: merlin }).code).toBe(R.stuck);
		expect(t.refuse('act', { unit: merlin }).code).toBe(R.stuck);
		t.play('end-round', {}, null);
		expect(t.owed()).toMatchObject([{ step: 'round', count: 2, sides: 6 }]);
		t.play('roll', { effect: stuck.id, step: 'round', roll: d6(4, 4) });
		t.play('end-round', {}, null);
		t.play('roll', { effect: stuck.id, step: 'round', roll: d6(4, 5) });
		expect(t.state.effects).toEqual([]);
		t.play('move', { unit: merlin });

		const v = surging({ surgeDice: 'd12', stuckStop: 'd12' });
		v.t.play('roll', { cast: v.cast, step: 'surge', roll: dice(12, 7) });
		v.t.play('end-round', {}, null);
		expect(v.t.owed()).toMatchObject([{ step: 'round', count: 1, sides: 12 }]);
	});

	it('9: the wizard is afflicted with Chaos for 2 rounds', () => {
		const { t, merlin } = entry(9);
		expect(t.state.effects).toMatchObject([{ label: 'Chaos', unit: merlin, endsAfter: 3 + 2 }]);
	});

	it('11: the target gains the spell, as a caster', () => {
		const { t, morgana } = entry(11);
		expect(t.unit(morgana).gained).toEqual(['fireball']);
		t.play('end-round', {}, null);
		t.charge(morgana, 2, 's1');
		t.play('cast', { unit: morgana, spell: 'fireball', target: 'Merlin' }, 's1');
	});

	it('12: everyone within 1\' floats up 3D inches a round until a natural 3', () => {
		const { t } = entry(12);
		const g = t.state.effects[0];
		t.play('end-round', {}, null);
		expect(t.owed()).toMatchObject([{ step: 'round', count: 3, sides: 6 }]);
		t.play('roll', { effect: g.id, step: 'round', roll: d6(2, 3, 4) });
		expect(t.state.effects[0].tally).toBe(9);
		t.play('end-round', {}, null);
		t.play('roll', { effect: g.id, step: 'round', roll: d6(1, 1, 1) });
		expect(t.state.effects).toEqual([]);
		expect(texts(t).at(-1)).toContain('the victims fall');
	});

	it('the default chart roll is 2D read as halves', () => {
		const { t, cast } = surging({});
		t.play('roll', { cast, step: 'surge', roll: d6(5, 3) });
		expect(t.state.casts[cast].surge?.entry).toBe(9);
	});
});
