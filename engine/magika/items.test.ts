import { describe, expect, it } from 'vitest';
import { attunement } from './demand';
import { cellName, parseCell } from './geometry';
import { mage, play, shape, testWorld } from './testkit';
import type { ArtifactId, Order, World } from './types';

function give(w: World, id: string, a: ArtifactId) {
	const m = mage(w, id);
	m.artifacts.push(a);
	w.artifacts[a] = { holder: id };
}
const demand = (artifact: ArtifactId): Order => ({ kind: 'demand', artifact });

describe('demanding artifacts (section X, Figure 6)', () => {
	it('a racial artifact goes to the mage closer in race; equal keeps', () => {
		const w = testWorld();
		shape(w, 'A', { race: 'elf', cell: 'p5' });
		shape(w, 'B', { race: 'dwarf', cell: 'p5' });
		shape(w, 'C', { race: 'elf', cell: 'p5', align: 'G' });
		give(w, 'A', 'cross');
		const { world } = play(w, { B: [demand('cross')], C: [null, demand('cross')] });
		expect(world.artifacts.cross).toEqual({ holder: 'B' }); // Humankind: dwarf 2nd, elf 5th
		const w2 = testWorld();
		shape(w2, 'A', { race: 'elf', cell: 'p5' });
		shape(w2, 'C', { race: 'elf', cell: 'p5' });
		give(w2, 'A', 'cross');
		expect(play(w2, { C: [demand('cross')] }).world.artifacts.cross).toEqual({ holder: 'A' });
	});
	it('ranks every race by Figure 6', () => {
		const w = testWorld();
		const m = mage(w, 'A');
		const order = (['human', 'elf', 'dwarf', 'goblin', 'halfling'] as const).map((race) => {
			m.race = race;
			return attunement(m, 'lamp', true);
		});
		expect(order).toEqual([-1, -3, -0, -4, -2]);
	});
	it('an alignment artifact needs the same alignment and a better aptitude', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'G', race: 'human', apt: 70, cell: 'p5' });
		shape(w, 'B', { align: 'G', race: 'human', apt: 80, cell: 'p5' });
		shape(w, 'C', { align: 'E', race: 'human', apt: -100, cell: 'p6' });
		give(w, 'A', 'crown');
		const { world } = play(w, { B: [demand('crown')] });
		expect(world.artifacts.crown).toEqual({ holder: 'B' });
		expect(attunement(mage(w, 'C'), 'crown', true)).toBeNull();
	});
	it('a demand for an alignment artifact by a mage of another alignment is illegal and rests (U-45)', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'G', race: 'human', apt: 70, cell: 'p5' });
		shape(w, 'C', { align: 'E', race: 'human', apt: -100, cell: 'p5', end: 50, maxEnd: 100 });
		give(w, 'A', 'crown');
		const rested = play(w, { C: ['rest', 'rest', 'rest', 'rest', 'rest'].map((kind) => ({ kind }) as Order) }).world;
		const { world, notes } = play(w, { C: [demand('crown'), ...['rest', 'rest', 'rest', 'rest'].map((kind) => ({ kind }) as Order)] });
		expect(world.artifacts.crown).toEqual({ holder: 'A' });
		expect(notes.C[0].join()).toContain('rested');
		// rested in phase 1 like the all-rest turn: same endurance, the five-rest bonus included
		expect(mage(world, 'C').end).toBe(mage(rested, 'C').end);
		expect(mage(world, 'C').rests).toBe(mage(rested, 'C').rests);
	});
	it('the Ebon Mage demands as that alignment at 90, at most twice a turn; demands on him use his real data', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'G', race: 'human', apt: 85, cell: 'p5' });
		shape(w, 'B', { align: 'E', race: 'human', apt: -95, cell: 'p5' });
		shape(w, 'M', { cell: 'p5', align: 'N', apt: 5 });
		give(w, 'A', 'crown');
		give(w, 'B', 'scepter');
		give(w, 'A', 'helm');
		shape(w, 'A', { end: 100 });
		const { world, notes } = play(w, { M: [demand('crown'), demand('scepter'), demand('helm')] });
		expect(world.artifacts.crown).toEqual({ holder: 'M' });
		expect(world.artifacts.scepter).toEqual({ holder: 'B' });
		expect(world.artifacts.helm).toEqual({ holder: 'A' });
		expect(notes.M[2].join()).toContain('not possible');
		// A (Good, 85) cannot take the crown back from a Neutral Ebon Mage? He is compared on the Crown scale: +5 < 85.
		expect(attunement(mage(world, 'M'), 'crown', false)).toBe(5);
	});
	it('an ability artifact goes to the one higher in that ability', () => {
		const w = testWorld();
		shape(w, 'A', { arc: 40, cell: 'p5' });
		shape(w, 'B', { arc: 60, cell: 'p5' });
		give(w, 'A', 'candle');
		expect(play(w, { B: [demand('candle')] }).world.artifacts.candle).toEqual({ holder: 'B' });
	});
});

describe('give, drop, search', () => {
	it('a seventh scroll disintegrates; give needs co-location', () => {
		const w = testWorld();
		shape(w, 'A', { cell: 'p5', scrolls: [{ spell: 'Heals' }] });
		shape(w, 'B', { cell: 'p5', scrolls: Array.from({ length: 6 }, () => ({ spell: 'ProEl' as const })) });
		shape(w, 'C', { cell: 'p9', scrolls: [{ spell: 'Confs' }] });
		const { world } = play(w, { A: [{ kind: 'give', to: 'B', items: ['Heals'] }], C: [{ kind: 'give', to: 'B', items: ['Confs'] }] });
		expect(mage(world, 'A').scrolls).toEqual([]);
		expect(mage(world, 'B').scrolls).toHaveLength(6);
		expect(mage(world, 'C').scrolls).toHaveLength(1);
	});
	it('a dropped scroll disintegrates, a dropped artifact lies; the Ebon Mage may never pick his back up', () => {
		const w = testWorld();
		shape(w, 'M', { cell: 'p5', scrolls: [{ spell: 'Heals' }] });
		give(w, 'M', 'tome');
		const { world } = play(w, { M: [{ kind: 'drop', items: ['tome', 'Heals'] }, { kind: 'search' }, { kind: 'move', dir: 'NE' }] });
		expect(world.artifacts.tome).toEqual({ at: parseCell('p5') });
		expect(mage(world, 'M').banned).toEqual(['tome']);
		expect(mage(world, 'M').artifacts).toEqual([]);
	});
	it('a search picks up the artifact lying there for half the terrain factor', () => {
		const w = testWorld(5);
		shape(w, 'A', { cell: 'p5', end: 50 });
		w.artifacts.rod = { at: parseCell('p5') };
		const { world } = play(w, { A: [{ kind: 'search' }, { kind: 'move', dir: 'NE' }] }, 2);
		expect(world.artifacts.rod).toEqual({ holder: 'A' });
		expect(mage(world, 'A').end).toBe(50 - 5 - 10 + 3 * 6);
	});
});

describe('cloaks and teams (section XI)', () => {
	function teamOf(w: World, ids: string[], colour: 'red') {
		for (const id of ids) shape(w, id, { donned: colour, cloaks: [colour] });
	}
	it('a third mage breaking the alignment rule loses the cloak; a re-cloak failure costs 50/50 and the cloaks', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'G' });
		shape(w, 'B', { align: 'G' });
		teamOf(w, ['A', 'B'], 'red');
		shape(w, 'C', { align: 'E', cloaks: ['red'], end: 90, arc: 80 });
		shape(w, 'D', { align: 'E', cloaks: ['red', 'blue'], donned: 'blue', end: 90, arc: 80 });
		const { world } = play(w, { C: [{ kind: 'don', colour: 'red' }], D: [{ kind: 'don', colour: 'red' }] });
		expect([mage(world, 'C').cloaks, mage(world, 'C').donned, mage(world, 'C').forcedBlack]).toEqual([[], null, false]);
		const d = mage(world, 'D');
		expect([d.cloaks, d.donned, d.forcedBlack, d.arc]).toEqual([[], null, true, 30]);
		expect(d.end).toBeLessThanOrEqual(40 + 4 * 8);
	});
	it('three of one alignment or of three alignments make a team', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'G' });
		shape(w, 'B', { align: 'N' });
		teamOf(w, ['A', 'B'], 'red');
		shape(w, 'C', { align: 'E', cloaks: ['red'] });
		expect(mage(play(w, { C: [{ kind: 'don', colour: 'red' }] }).world, 'C').donned).toBe('red');
	});
});

describe('the end of the contest', () => {
	it('one mage holding all three alignment artifacts at the end of a phase forms the Globe of Life', () => {
		const w = testWorld();
		shape(w, 'A', { cell: 'p5' });
		give(w, 'A', 'crown');
		give(w, 'A', 'orb');
		w.artifacts.scepter = { at: parseCell('p5') };
		const { world } = play(w, { A: [{ kind: 'search' }] });
		expect(world.over).toEqual({ reason: 'globe', by: ['A'] });
		expect(cellName(mage(world, 'A').at)).toBe('a1');
	});
	it('the three lying in one space at the end of a turn go to a1 with the mages there', () => {
		const w = testWorld();
		for (const a of ['crown', 'orb', 'scepter'] as const) w.artifacts[a] = { at: parseCell('m5') };
		shape(w, 'A', { cell: 'm5' });
		const { world } = play(w, {});
		expect(world.over?.reason).toBe('goal');
		expect(mage(world, 'A').at).toBe(0);
	});
	it('a novice entering a1 ends the game; the Ebon Mage does not', () => {
		const w = testWorld();
		shape(w, 'M', { cell: 'b1' });
		expect(play(w, { M: [{ kind: 'move', dir: 'NE' }] }).world.over).toBeNull();
		shape(w, 'A', { cell: 'b2' });
		expect(play(w, { A: [{ kind: 'move', dir: 'NW' }] }).world.over).toEqual({ reason: 'goal', by: ['A'] });
	});
});

describe('Cloak Aid (CkAid X)', () => {
	it('turns a re-cloak that would fail into a rest, with no penalty', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'G', donned: 'red', cloaks: ['red'] });
		shape(w, 'B', { align: 'G', donned: 'red', cloaks: ['red'] });
		shape(w, 'D', { align: 'E', cloaks: ['red', 'blue'], donned: 'blue', end: 90, arc: 80 });
		w.effects.push({ spell: 'CkAid', major: true, on: 'D', by: 'D', until: 14 });
		const { world } = play(w, { D: [{ kind: 'don', colour: 'red' }] });
		const d = mage(world, 'D');
		expect([d.donned, d.cloaks, d.forcedBlack, d.arc]).toEqual(['blue', ['red', 'blue'], false, 80]);
	});
});
