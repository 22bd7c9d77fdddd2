/** One scenario per spell family: what each of the 36 spells does when it works (section XVIII). */
import { describe, expect, it } from 'vitest';
import { absPhase, hasEffect } from './effects';
import { cellName, distance, parseCell, rowOf, step } from './geometry';
import { buildReport } from './report';
import { mage, play, shape, testWorld } from './testkit';
import type { Order, SpellCode, World } from './types';

const cast = (spell: SpellCode, extra: Record<string, unknown> = {}, major = false): Order => ({ kind: 'cast', spell, major, ...extra }) as Order;

/** A sure caster A (skill 200, the Rod lifts every inhibition) at p5 holding the scrolls. */
function caster(w: World, ...spells: SpellCode[]) {
	w.artifacts.rod = { holder: 'A' };
	return shape(w, 'A', { race: 'human', skill: 200, arc: 100, maxArc: 200, cell: 'p5', artifacts: ['rod'], scrolls: spells.map((spell) => ({ spell })) });
}
const victim = (w: World, id: string, cell: string, extra = {}) => shape(w, id, { race: 'human', cell, end: 60, ...extra });
const report = (w: World, id: string) => buildReport(w, mage(w, id), [[], [], [], [], []]);

describe('attacks on a mage', () => {
	it('Confusion sends a mover the wrong way', () => {
		const w = testWorld();
		caster(w, 'Confs');
		victim(w, 'B', 'p7');
		const { world, notes } = play(w, { A: [cast('Confs', { target: 'B' })], B: [{ kind: 'move', dir: 'NE' }] });
		expect(notes.B[0].join()).toContain('Confused');
		expect(mage(world, 'B').at).not.toBe(step(parseCell('p7'), 'NE'));
	});
	it('Paralyze stops the rest of the turn; Anti-Magic stops meditation', () => {
		const w = testWorld();
		caster(w, 'Plyze', 'AntMa');
		victim(w, 'B', 'p7');
		victim(w, 'C', 'p6', { arc: 10 });
		const { world } = play(w, { A: [cast('Plyze', { target: 'B' }), cast('AntMa', { target: 'C' })], B: [null, { kind: 'move', dir: 'NE' }], C: [null, null, { kind: 'meditate' }] });
		expect(cellName(mage(world, 'B').at)).toBe('p7');
		expect(mage(world, 'C').arc).toBe(10);
	});
	it('Attack Arcania takes 25; Curse takes 25 off the skill; Search eXhausted makes searches fail', () => {
		const w = testWorld();
		caster(w, 'AtArc', 'CurSp', 'SrchX');
		victim(w, 'B', 'p7', { arc: 40 });
		const { world } = play(w, { A: [cast('AtArc', { target: 'B' }), cast('CurSp', { target: 'B' }), cast('SrchX', { target: 'B' })] });
		expect(mage(world, 'B').arc).toBe(15);
		expect(hasEffect(world, 'B', 'CurSp', absPhase(1, 5))).toBe(true);
		expect(hasEffect(world, 'B', 'CurSp', absPhase(2, 1))).toBe(false); // 1 turn
		const w2 = testWorld(10);
		caster(w2, 'SrchX');
		victim(w2, 'B', 'p7');
		const r = play(w2, { A: [cast('SrchX', { target: 'B' })], B: [null, { kind: 'search' }, { kind: 'search' }] });
		expect(r.notes.B[1].join()).toContain('in vain');
	});
	it('a colour (major) reaches every wearer anywhere', () => {
		const w = testWorld();
		caster(w, 'AtEnd');
		victim(w, 'B', 'c1', { donned: 'red', cloaks: ['red'] });
		victim(w, 'C', 'x3', { donned: 'red', cloaks: ['red'] });
		const { notes } = play(w, { A: [cast('AtEnd', { target: 'red' }, true)] });
		expect(notes.B[0].join()).toContain('a mage cast AtEnd X on you');
		expect(notes.C[0].join()).toContain('AtEnd X');
	});
});

describe('attacks on items', () => {
	it('Fumble drops one item, Burn burns a scroll, Steal takes one', () => {
		const w = testWorld();
		caster(w, 'FumIt', 'BrnIt', 'StlIt');
		victim(w, 'B', 'p7', { scrolls: [], artifacts: ['helm'] });
		w.artifacts.helm = { holder: 'B' };
		victim(w, 'C', 'p6', { scrolls: [{ spell: 'Heals' }], artifacts: [] });
		victim(w, 'D', 'p4', { scrolls: [{ spell: 'ProEl' }], artifacts: [] });
		const { world } = play(w, { A: [cast('FumIt', { target: 'B' }), cast('BrnIt', { target: 'C' }), cast('StlIt', { target: 'D' })] });
		expect(world.artifacts.helm).toEqual({ at: parseCell('p7') });
		expect(mage(world, 'C').scrolls).toEqual([]);
		expect(mage(world, 'D').scrolls).toEqual([]);
		expect(mage(world, 'A').scrolls.map((s) => s.spell)).toEqual(['ProEl']);
	});
	it('Item Protection shields; Drop Artifact empties the co-located mages; Scatter moves an unheld artifact', () => {
		const w = testWorld();
		caster(w, 'DrArt', 'ScArt');
		victim(w, 'B', 'p5', { artifacts: ['crown'] });
		w.artifacts.crown = { holder: 'B' };
		const before = w.artifacts.orb;
		const { world } = play(w, { A: [cast('DrArt'), cast('ScArt', { artifact: 'orb' })] });
		expect(world.artifacts.crown).toEqual({ at: parseCell('p5') });
		expect(world.artifacts.orb).not.toEqual(before);
		const w2 = testWorld();
		caster(w2, 'DrArt');
		victim(w2, 'B', 'p5', { artifacts: ['crown'] });
		w2.artifacts.crown = { holder: 'B' };
		w2.effects.push({ spell: 'ProIt', major: false, on: 'B', by: 'B', until: 9 });
		expect(play(w2, { A: [cast('DrArt')] }).world.artifacts.crown).toEqual({ holder: 'B' });
	});
});

describe('elementals', () => {
	it('Blockade stops northward moves out of the terrain; Attack costs its factor at the end of the phase', () => {
		const w = testWorld(4);
		caster(w, 'ElBlo', 'ElAtt');
		victim(w, 'B', 'p7');
		victim(w, 'C', 'p8', { end: 30, maxEnd: 300 });
		const { world, notes } = play(w, { A: [cast('ElBlo', { terrain: 4 }), cast('ElAtt', { terrain: 4 })], B: [{ kind: 'move', dir: 'NE' }] });
		expect(notes.B[0].join()).toContain('blocked');
		expect(notes.C[1].join()).toContain('-6 Endurance');
		expect(mage(world, 'C').end).toBe(30 - 6 + 5 * 7 + 25);
	});
	it('Elemental Protection shields from them; Arrangement changes the caster space for the turn', () => {
		const w = testWorld(4);
		caster(w, 'ElAtt', 'ElArr');
		victim(w, 'C', 'p8', { end: 30, maxEnd: 300 });
		w.effects.push({ spell: 'ProEl', major: false, on: 'C', by: 'C', until: 9 });
		const { world } = play(w, { A: [cast('ElAtt', { terrain: 4 }), cast('ElArr', { shift: 3 })] });
		expect(mage(world, 'C').end).toBe(30 + 5 * 7 + 25);
		const arr = world.effects.find((e) => e.spell === 'ElArr')!;
		expect(arr.terrain).toEqual([7]);
		expect(arr.until).toBe(absPhase(1, 5)); // for the turn only
	});
	it('Chaos throws every mage within R3 up to three rows lower', () => {
		const w = testWorld();
		caster(w, 'Chaos');
		victim(w, 'B', 'p7');
		const { world } = play(w, { A: [cast('Chaos')] });
		for (const id of ['A', 'B']) {
			const r = rowOf(mage(world, id).at);
			expect(r).toBeGreaterThanOrEqual(16);
			expect(r).toBeLessThanOrEqual(19);
		}
	});
});

describe('protections and aid', () => {
	it('Spell Aid X covers the whole team for 10 phases; Black casters get 4 turns', () => {
		const w = testWorld();
		caster(w, 'SpAid');
		shape(w, 'A', { donned: 'red', cloaks: ['red'] });
		victim(w, 'B', 'c1', { donned: 'red', cloaks: ['red'] });
		const { world } = play(w, { A: [cast('SpAid', {}, true)] });
		expect(hasEffect(world, 'B', 'SpAid', absPhase(2, 5))).toBe(true);
		expect(hasEffect(world, 'B', 'SpAid', absPhase(3, 1))).toBe(false);
		const w2 = testWorld();
		caster(w2, 'SpAid');
		const r2 = play(w2, { A: [cast('SpAid', {}, true)] });
		expect(hasEffect(r2.world, 'A', 'SpAid', absPhase(4, 5))).toBe(true);
	});
	it('Boost Endurance X raises the maximum by 10 for good; Cloak Aid takes the cloak off', () => {
		const w = testWorld();
		caster(w, 'BoEnd', 'CkAid');
		shape(w, 'A', { donned: 'red', cloaks: ['red'], maxEnd: 100 });
		const { world } = play(w, { A: [cast('BoEnd', {}, true), cast('CkAid')] });
		expect(mage(world, 'A').maxEnd).toBe(110);
		expect([mage(world, 'A').donned, mage(world, 'A').cloaks]).toEqual([null, ['red']]);
	});
	it('Prolonged Spell keeps a scroll through its reading', () => {
		const w = testWorld();
		caster(w, 'Heals', 'ProSp');
		shape(w, 'A', { end: 10 });
		const { world } = play(w, { A: [cast('ProSp', { scroll: 0 }), cast('Heals')] });
		expect(mage(world, 'A').scrolls.map((s) => s.spell)).toEqual(['Heals']);
	});
});

describe('knowledge spells', () => {
	it('Invisibility leaves the mage off others\u2019 maps; Recon Aid shows R4; Fog blanks the map', () => {
		const w = testWorld();
		caster(w, 'InvSp', 'RcAid');
		victim(w, 'B', 'p7');
		const { world } = play(w, { A: [cast('InvSp'), cast('RcAid')] });
		expect(report(world, 'B').mages.find((s) => s.id === 'A')).toBeUndefined();
		expect(Math.max(...report(world, 'A').cells.map((c) => distance(c.c, mage(world, 'A').at)))).toBe(4);
		const w2 = testWorld();
		caster(w2, 'FogMp');
		victim(w2, 'B', 'p7');
		const r = play(w2, { A: [null, null, null, null, cast('FogMp', {}, true)] }, 2);
		const cells = report(r.world, 'B').cells;
		expect(cells.filter((c) => c.t === 0)).toHaveLength(cells.length - 1);
	});
	it('Intelligence Report shows what a mage within R3 carries; Knowledge Protection hides it', () => {
		const w = testWorld();
		caster(w, 'IntRp', 'KnoSS');
		victim(w, 'B', 'p8', { artifacts: ['helm'], scrolls: [{ spell: 'Heals' }] });
		w.artifacts.helm = { holder: 'B' };
		const { world } = play(w, { A: [null, null, null, null, cast('IntRp')] });
		expect(report(world, 'A').mages.find((s) => s.id === 'B')).toMatchObject({ artifacts: ['helm'], items: 2 });
		const w2 = structuredClone(w);
		w2.effects.push({ spell: 'ProKn', major: true, on: 'B', by: 'B', until: 99 });
		const r2 = play(w2, { A: [null, null, null, null, cast('KnoSS')] });
		expect(report(r2.world, 'A').mages.find((s) => s.id === 'B')?.spells).toBeUndefined();
	});
	it('Knowledge of Artifacts shows the alignment artifacts (X: all)', () => {
		const w = testWorld();
		caster(w, 'KnArt');
		shape(w, 'A', { align: 'G' });
		const { world } = play(w, { A: [null, null, null, null, cast('KnArt', {}, true)] });
		expect(report(world, 'A').known.map((k) => k.a)).toHaveLength(12);
	});
});

describe('the bonus of a skill above 100% (U-35)', () => {
	it('at skill 200 every working spell wins it: amounts and durations x1.5, reach one ring more', () => {
		const w = testWorld();
		w.options.skillBonus = true;
		caster(w, 'AtEnd', 'ProAu', 'DrArt');
		victim(w, 'B', 'p7', { end: 60, maxEnd: 300 });
		victim(w, 'C', 'p6', { artifacts: ['crown'] });
		w.artifacts.crown = { holder: 'C' };
		const { world } = play(w, { A: [cast('AtEnd', { target: 'B' }), cast('ProAu'), cast('DrArt')] });
		expect(mage(world, 'B').end).toBe(60 - 38 + 5 * 8 + 25);
		expect(world.effects.find((e) => e.spell === 'ProAu')!.until).toBe(absPhase(1, 2) + 15 - 1);
		expect(world.artifacts.crown).toEqual({ at: parseCell('p6') }); // DrArt reached R1
	});
	it('at skill 100 or less there is none', () => {
		const w = testWorld();
		w.options.skillBonus = true;
		caster(w, 'AtEnd');
		shape(w, 'A', { skill: 100 });
		victim(w, 'B', 'p7', { end: 60, maxEnd: 300 });
		expect(mage(play(w, { A: [cast('AtEnd', { target: 'B' })] }).world, 'B').end).toBe(60 - 25 + 5 * 8 + 25);
	});
});
