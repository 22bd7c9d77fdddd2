import { describe, expect, it } from 'vitest';
import { artifactModifier, effectiveSkill, inhibited, shiftedAptitude } from './aptitude';
import { SPELLS } from './data/spells';
import { absPhase, FOREVER, until } from './effects';
import { vpAptitude } from './stats';
import { mage, play, shape, testWorld } from './testkit';
import type { Order } from './types';

const cast = (spell: Order & { kind: 'cast' } extends infer O ? O extends { spell: infer S } ? S : never : never, extra: Record<string, unknown> = {}, major = false): Order => ({ kind: 'cast', spell, major, ...extra }) as Order;

describe('aptitude shifts (section XVII)', () => {
	it('Good spells add their cost, Evil ones subtract it, Neutral ones move half towards zero', () => {
		expect(shiftedAptitude(50, 'G', 24)).toBe(74);
		expect(shiftedAptitude(50, 'E', 24)).toBe(26);
		expect(shiftedAptitude(50, 'N', 35)).toBe(32); // half of 35 is 17.5, rounded half up to 18
		expect(shiftedAptitude(-5, 'N', 35)).toBe(0); // never past zero
		expect(shiftedAptitude(95, 'G', 30)).toBe(100);
		expect(shiftedAptitude(-95, 'E', 50)).toBe(-100);
	});
	it('Good and Evil start at 90, Neutral at +/-5 and score 100 - 2|a| (the book example -7 gives 86, it prints 84)', () => {
		expect(vpAptitude('G', 90)).toBe(90);
		expect(vpAptitude('E', -90)).toBe(90);
		expect(vpAptitude('N', 5)).toBe(90);
		expect(vpAptitude('N', -7)).toBe(86);
	});
});

describe('inhibition thresholds (l. 753-758)', () => {
	const caster = (align: 'G' | 'N' | 'E', apt: number, rod = false) => {
		const w = testWorld();
		return shape(w, 'A', { align, apt, artifacts: rod ? ['rod'] : [] });
	};
	const cases: [string, 'G' | 'N' | 'E', number, string, boolean][] = [
		['Good at 35 may cast Evil', 'G', 35, 'AtEnd', false],
		['Good at 34 may not cast Evil', 'G', 34, 'AtEnd', true],
		['Good at 0 may cast Neutral', 'G', 0, 'TelPt', false],
		['Good past 0 may not cast Neutral', 'G', -1, 'TelPt', true],
		['Good always casts Good', 'G', -100, 'Heals', false],
		['Evil at -35 may cast Good', 'E', -35, 'Heals', false],
		['Evil at -34 may not cast Good', 'E', -34, 'Heals', true],
		['Evil past 0 may not cast Neutral', 'E', 1, 'TelPt', true],
		['Neutral at +25 may cast Good', 'N', 25, 'Heals', false],
		['Neutral above +25 may not cast Good', 'N', 26, 'Heals', true],
		['Neutral at -25 may cast Evil', 'N', -25, 'AtEnd', false],
		['Neutral below -25 may not cast Evil', 'N', -26, 'AtEnd', true],
		['Neutral beyond -35 may not cast Good', 'N', -36, 'Heals', true],
		['Neutral beyond +35 may not cast Evil', 'N', 36, 'AtEnd', true],
		['Neutral always casts Neutral', 'N', 100, 'TelPt', false]
	];
	for (const [label, align, apt, spell, banned] of cases) it(label, () => expect(inhibited(caster(align, apt), spell as 'Heals')).toBe(banned));
	it('the Rod of Obedience removes every limitation', () => expect(inhibited(caster('G', -100, true), 'AtEnd')).toBe(false));
});

describe('spell skill modifiers (section X, XVIII)', () => {
	it('own alignment artifact +20 on own spells and cancels the others; foreign 0 / -10 / -20', () => {
		const w = testWorld();
		const m = shape(w, 'A', { align: 'G', artifacts: ['orb'] });
		expect([artifactModifier(m, 'N'), artifactModifier(m, 'G'), artifactModifier(m, 'E')]).toEqual([0, -10, -20]);
		m.artifacts = ['orb', 'scepter'];
		expect([artifactModifier(m, 'N'), artifactModifier(m, 'G'), artifactModifier(m, 'E')]).toEqual([0, -10, 0]);
		m.artifacts = ['crown', 'scepter'];
		expect([artifactModifier(m, 'G'), artifactModifier(m, 'E')]).toEqual([20, 0]);
	});
	it('Tome +20, Spell Aid +25, Curse -25', () => {
		const w = testWorld();
		const m = shape(w, 'A', { align: 'G', skill: 70, artifacts: ['tome'] });
		w.effects.push({ spell: 'SpAid', major: false, on: 'A', by: 'A', until: 9 }, { spell: 'CurSp', major: false, on: 'A', by: 'B', until: 9 });
		expect(effectiveSkill(w, m, 'Heals', 0)).toBe(90);
	});
});

describe('durations (l. 768-774)', () => {
	it('p counts phases from the one cast; t ends after phase 5 whatever the phase cast', () => {
		expect(until({ p: 10 }, 1, 3)).toBe(absPhase(3, 2));
		expect(until({ p: 1 }, 2, 5)).toBe(absPhase(2, 5));
		expect(until({ t: 1 }, 2, 5)).toBe(absPhase(2, 5));
		expect(until({ t: 1 }, 2, 1)).toBe(absPhase(2, 5));
		expect(until({ t: 3 }, 2, 1)).toBe(absPhase(4, 5));
		expect(until('xx', 1, 1)).toBe(FOREVER);
	});
	it('each spell has its Figure 7 cost at both levels', () => {
		expect(SPELLS.map((s) => s.minor.cost)).toEqual([10, 10, 8, 8, 6, 4, 6, 6, 8, 4, 10, 8, 8, 10, 8, 8, 4, 8, 6, 8, 6, 8, 8, 8, 6, 6, 6, 4, 4, 4, 10, 10, 8, 10, 10, 20]);
		expect(SPELLS.map((s) => s.major.cost)).toEqual([40, 24, 20, 16, 12, 10, 16, 16, 24, 12, 30, 24, 22, 30, 24, 20, 12, 24, 16, 28, 16, 30, 28, 22, 16, 14, 20, 14, 12, 12, 30, 30, 24, 35, 35, 50]);
	});
});

describe('casting (section XVI)', () => {
	it('a cast spends arcania, works, shifts aptitude, and the scroll disintegrates', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'E', apt: -90, skill: 200, arc: 50, cell: 'p5', scrolls: [{ spell: 'AtEnd' }] });
		shape(w, 'B', { cell: 'p7', end: 40, race: 'human' });
		const { world } = play(w, { A: [cast('AtEnd', { target: 'B' })] });
		expect(mage(world, 'A').arc).toBe(42);
		expect(mage(world, 'A').apt).toBe(-98);
		expect(mage(world, 'A').scrolls).toEqual([]);
		expect(mage(world, 'B').end).toBe(40 - 25 + 5 * 8 + 25);
	});
	it('a protected target is unaffected; a target out of R3 makes the cast futile (arcania only)', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'E', apt: -90, skill: 200, arc: 50, cell: 'p5', scrolls: [{ spell: 'AtEnd' }, { spell: 'AtEnd' }] });
		shape(w, 'B', { cell: 'p7', end: 20, race: 'human' });
		shape(w, 'C', { cell: 'p12', end: 20, race: 'human' });
		w.effects.push({ spell: 'ProAu', major: false, on: 'B', by: 'B', until: 9 });
		const { world } = play(w, { A: [cast('AtEnd', { target: 'B' }), cast('AtEnd', { target: 'C' })] });
		expect(mage(world, 'B').end).toBe(20 + 40 + 25);
		expect(mage(world, 'C').end).toBe(20 + 40 + 25);
		expect(mage(world, 'A').arc).toBe(34);
		expect(mage(world, 'A').apt).toBe(-98); // the futile one did not shift it
	});
	it('the target learns the caster by letter within R2 only (U-59)', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'E', apt: -90, skill: 200, arc: 50, cell: 'p5', scrolls: [{ spell: 'AtEnd' }, { spell: 'AtArc' }] });
		shape(w, 'B', { cell: 'p7', race: 'human' });
		shape(w, 'C', { cell: 'p8', race: 'human' });
		const { notes } = play(w, { A: [cast('AtEnd', { target: 'B' }), cast('AtArc', { target: 'C' })] });
		expect(notes.B[0]).toContain('A cast AtEnd on you.');
		expect(notes.C[1]).toContain('a mage cast AtArc on you.');
	});
	it('a cast without the arcania is illegal and becomes a rest', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'E', apt: -90, arc: 5, end: 50, maxEnd: 200, scrolls: [{ spell: 'AtEnd' }] });
		const { world, notes } = play(w, { A: [cast('AtEnd', { target: 'B' })] });
		expect(notes.A[0].join()).toContain('illegal');
		expect(mage(world, 'A').end).toBe(50 + 40 + 25);
	});
	it('the skill roll is 2 x cost %: Chaos X (50) always gains 5', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'E', apt: -90, arc: 50, skill: 65, cell: 'm5', scrolls: [{ spell: 'Chaos' }] });
		const { world } = play(w, { A: [cast('Chaos', {}, true)] });
		expect(mage(world, 'A').skill).toBe(70);
	});
	it('Heals restores half the maximum (minor) or all of it (major)', () => {
		const w = testWorld(10);
		shape(w, 'A', { align: 'G', apt: 90, skill: 200, arc: 50, end: 20, maxEnd: 95, scrolls: [{ spell: 'Heals' }] });
		const { world } = play(w, { A: [cast('Heals')] });
		expect(mage(world, 'A').end).toBe(20 + 48 + 4);
	});
	it('a prolonged scroll survives its first reading of a turn and is destroyed by a second', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'G', apt: 90, skill: 200, arc: 100, end: 20, scrolls: [{ spell: 'Heals', prolongedUntil: 9 }] });
		const one = play(w, { A: [cast('Heals')] });
		expect(mage(one.world, 'A').scrolls).toHaveLength(1);
		const two = play(w, { A: [cast('Heals'), cast('Heals')] });
		expect(mage(two.world, 'A').scrolls).toHaveLength(0);
	});
	it('Stutter stops the target casting later in the phase', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'G', apt: 90, skill: 200, arc: 50, cell: 'p5', scrolls: [{ spell: 'Stutt' }] });
		shape(w, 'B', { align: 'G', apt: 90, skill: 200, arc: 50, end: 20, cell: 'p6', race: 'human', scrolls: [{ spell: 'Heals' }] });
		const { world, notes } = play(w, { A: [cast('Stutt', { target: 'B' })], B: [cast('Heals')] });
		expect(notes.B[0].join()).toContain('prevented');
		expect(mage(world, 'B').arc).toBe(42);
	});
	it('Teleport moves any direction without endurance', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'N', apt: 5, skill: 200, arc: 50, end: 50, cell: 'p5', scrolls: [{ spell: 'TelPt' }] });
		const { world } = play(w, { A: [cast('TelPt', { dir: 'N', distance: 2 }, true)] });
		expect(mage(world, 'A').at).toBe(mage(w, 'A').at - 15 - 14 - 1);
	});
});

describe('resistance (Figure 1, section X, U-34)', () => {
	function resisted(race: 'dwarf' | 'human', lamp: boolean): number {
		let n = 0;
		for (let seed = 0; seed < 200; seed++) {
			const w = testWorld();
			shape(w, 'A', { align: 'E', apt: -90, skill: 200, arc: 50, cell: 'p5', scrolls: [{ spell: 'AtArc' }] });
			const b = shape(w, 'B', { cell: 'p7', race, arc: 50, artifacts: lamp ? ['lamp'] : [] });
			if (lamp) w.artifacts.lamp = { holder: 'B' };
			const { world } = play(w, { A: [cast('AtArc', { target: 'B' })] }, seed);
			if (mage(world, 'B').arc === b.arc) n++;
		}
		return n;
	}
	it('a Dwarf resists about 15% of attacks, a Lamp holder 10%, a Human none', () => {
		const dwarf = resisted('dwarf', false);
		const lamp = resisted('human', true);
		expect(dwarf).toBeGreaterThan(15);
		expect(dwarf).toBeLessThan(45);
		expect(lamp).toBeGreaterThan(8);
		expect(lamp).toBeLessThan(35);
		expect(resisted('human', false)).toBe(0);
	});
});
