import { describe, expect, it } from 'vitest';
import { cellName, parseCell } from './geometry';
import { mage, play, setTerrain, shape, testWorld } from './testkit';
import type { Order } from './types';

const mv = (dir: 'NE' | 'NW' | 'E' | 'W' | 'SE' | 'SW'): Order => ({ kind: 'move', dir });
const R = null;

describe('movement endurance (Figure 5)', () => {
	it('the Elf three forest moves cost 3 + 6 + 12 = 21', () => {
		const w = testWorld(4);
		shape(w, 'A', { race: 'elf', align: 'G', end: 95, maxEnd: 95, cell: 'p5' });
		const { world } = play(w, { A: [R, R, mv('NE'), mv('NE'), mv('NE')] });
		expect(95 - mage(world, 'A').end).toBe(21);
		expect(cellName(mage(world, 'A').at)).toBe('m5');
	});
	it('normal moves on phases 2 and 4 cost 100% each; early move 150%', () => {
		const w = testWorld(3);
		shape(w, 'A', { race: 'dwarf', align: 'G', end: 50, maxEnd: 110, cell: 'p5' });
		const { world } = play(w, { A: [R, mv('NE'), R, mv('NE'), R] });
		expect(mage(world, 'A').end).toBe(50 + 8 - 4 + 8 - 4 + 8);
		const w2 = testWorld(5);
		shape(w2, 'A', { race: 'dwarf', align: 'G', end: 100, maxEnd: 110, cell: 'p5' });
		const r2 = play(w2, { A: [mv('NE'), mv('NE'), mv('NE'), mv('NE'), mv('NE')] });
		// 150% + 150% + 200% + 400% of 10, then the 5th move is illegal for a dwarf: a rest of 6
		expect(mage(r2.world, 'A').end).toBe(100 - 15 - 15 - 20 - 40 + 6);
		expect(cellName(mage(r2.world, 'A').at)).toBe('l5');
		expect(r2.notes.A[4].join(' ')).toContain('no move left');
	});
	it('Goblins pay half the swamp factor, multipliers still apply', () => {
		const w = testWorld(6);
		shape(w, 'A', { race: 'goblin', align: 'E', end: 80, maxEnd: 110, cell: 'p5' });
		shape(w, 'B', { race: 'elf', align: 'E', end: 60, maxEnd: 95, cell: 'p9' });
		const { world } = play(w, { A: [mv('NE')], B: [mv('NE')] });
		expect(mage(world, 'A').end).toBe(80 - 18 + 20);
		expect(mage(world, 'B').end).toBe(60 - 36 + 20);
	});
});

describe('rest, exhaustion, unconsciousness', () => {
	it('resting all five phases adds the 25 bonus', () => {
		const w = testWorld(3);
		shape(w, 'A', { end: 10 });
		const { world } = play(w, {});
		expect(mage(world, 'A').end).toBe(10 + 5 * 8 + 25);
	});
	it('a move that fails and rests still counts for the bonus; a missing bonus when one phase is not rest', () => {
		const w = testWorld(3);
		shape(w, 'A', { end: 10, cell: 'p5' });
		shape(w, 'B', { end: 10, cell: 'p9' });
		const { world } = play(w, { A: [mv('SE')], B: [{ kind: 'meditate' }] });
		expect(mage(world, 'A').end).toBe(10 + 40 + 25);
		expect(mage(world, 'B').end).toBe(10 + 32);
	});
	it('a mage below 10 Endurance rests instead of acting', () => {
		const w = testWorld(3);
		shape(w, 'A', { end: 2, cell: 'p5' });
		const { world } = play(w, { A: [mv('NE'), mv('NE')] });
		expect(cellName(mage(world, 'A').at)).toBe('o5'); // rested phase 1 to 10, moved phase 2
	});
	it('a mage at 0 rests the rest of the turn', () => {
		const w = testWorld(10);
		shape(w, 'A', { end: 10, cell: 'p5' });
		const { world, notes } = play(w, { A: [{ kind: 'search' }, mv('NE'), mv('NE')] }, 3);
		const a = mage(world, 'A');
		// a search in volcanic costs 5 or 10: at 0 the mage is unconscious and rests phases 2-5
		if (notes.A[0].join().includes('found nothing')) expect(a.at).toBe(parseCell('o5'));
		else expect(cellName(a.at)).toBe('p5');
	});
});

describe('direction, occupation, initiative', () => {
	it('a southward move is illegal except into water or swamp, or for the Ebon Mage', () => {
		const w = testWorld(3);
		shape(w, 'A', { cell: 'p5' });
		shape(w, 'B', { cell: 'p9' });
		setTerrain(w, 'q10', 6);
		shape(w, 'M', { cell: 'p12' });
		const { world } = play(w, { A: [mv('SE')], B: [mv('SE')], M: [mv('SW')] });
		expect(cellName(mage(world, 'A').at)).toBe('p5');
		expect(cellName(mage(world, 'B').at)).toBe('q10');
		expect(cellName(mage(world, 'M').at)).toBe('q12');
	});
	it('a third mage may not join two Black mages of mixed race and alignment; the Ebon Mage may', () => {
		const w = testWorld(3);
		shape(w, 'A', { cell: 'o5', race: 'human', align: 'G' });
		shape(w, 'B', { cell: 'o5', race: 'human', align: 'G' });
		shape(w, 'C', { cell: 'p5', race: 'dwarf', align: 'N' });
		shape(w, 'M', { cell: 'p6' });
		const { world } = play(w, { C: [R, mv('NE')], M: [R, mv('NW')] });
		expect(cellName(mage(world, 'C').at)).toBe('p5');
		expect(cellName(mage(world, 'M').at)).toBe('o5');
	});
	it('three Black mages of three races may share; the northward mover goes before the lateral one', () => {
		const w = testWorld(3);
		shape(w, 'A', { cell: 'o5', race: 'human', align: 'G' });
		shape(w, 'B', { cell: 'p5', race: 'dwarf', align: 'G', end: 30 });
		shape(w, 'C', { cell: 'o6', race: 'elf', align: 'G', end: 90 });
		shape(w, 'D', { cell: 'o4', race: 'goblin', align: 'E', end: 100 });
		const { world, notes } = play(w, { B: [R, mv('NE')], C: [R, mv('W')], D: [R, mv('E')] });
		expect(cellName(mage(world, 'B').at)).toBe('o5');
		// C (elf, higher endurance than D) moves next among the lateral ones: 3 races, allowed
		expect(cellName(mage(world, 'C').at)).toBe('o5');
		expect(cellName(mage(world, 'D').at)).toBe('o4');
		expect(notes.D[1].join()).toContain('full');
	});
});

describe('initiative within a group (Figure 3, U-22)', () => {
	for (const [bEnd, cEnd, winner] of [[90, 50, 'B'], [50, 90, 'C']] as const) {
		it(`the higher endurance before moving goes first (${winner})`, () => {
			const w = testWorld(3);
			shape(w, 'A', { cell: 'o5', race: 'human', align: 'G' });
			shape(w, 'B', { cell: 'p5', race: 'human', align: 'G', end: bEnd });
			shape(w, 'C', { cell: 'p6', race: 'human', align: 'G', end: cEnd });
			const { world } = play(w, { B: [R, mv('NE')], C: [R, mv('NW')] });
			expect(world.mages.filter((m) => cellName(m.at) === 'o5').map((m) => m.id).sort()).toEqual(['A', winner]);
		});
	}
});

describe('meditation (ORD-6, U-40)', () => {
	it('a Goblin of skill 85 in a swamp recovers (85+20) x 15% = 15.75, so 16 (the book prints 16.75 and 17)', () => {
		const w = testWorld(6);
		shape(w, 'A', { race: 'goblin', align: 'E', skill: 85, arc: 10, maxArc: 95 });
		const { world } = play(w, { A: [{ kind: 'meditate' }] });
		expect(mage(world, 'A').arc).toBe(26);
	});
	it('off attuned terrain a Human of 70 recovers 10.5, so 11', () => {
		const w = testWorld(6);
		shape(w, 'A', { race: 'human', align: 'G', skill: 70, arc: 10, maxArc: 100 });
		const { world } = play(w, { A: [{ kind: 'meditate' }] });
		expect(mage(world, 'A').arc).toBe(21);
	});
});

describe('paralysis', () => {
	it('physical actions prevented by Plyze do not become rests', () => {
		const w = testWorld(3);
		shape(w, 'A', { end: 50, cell: 'p5' });
		w.effects.push({ spell: 'Plyze', major: false, on: 'A', by: 'B', until: 4 });
		const { world } = play(w, { A: [mv('NE'), mv('NE'), mv('NE'), mv('NE'), mv('NE')] });
		expect(mage(world, 'A').end).toBe(50);
		expect(cellName(mage(world, 'A').at)).toBe('p5');
	});
});

describe('options', () => {
	it('searchCost flat pays half the factor even when nothing is found', () => {
		const w = testWorld(10);
		w.options.searchCost = 'flat';
		shape(w, 'A', { end: 50, maxEnd: 200, race: 'human' });
		w.effects.push({ spell: 'SrchX', major: false, on: 'A', by: 'B', until: 4 });
		expect(mage(play(w, { A: [{ kind: 'search' }] }).world, 'A').end).toBe(50 - 10 + 4 * 1);
		w.options.searchCost = 'value';
		expect(mage(play(w, { A: [{ kind: 'search' }] }).world, 'A').end).toBe(50 - 5 + 4 * 1);
	});
	it('the Helm doubles the rest once; with doublesStack and Boost Endurance four times', () => {
		const w = testWorld(3);
		shape(w, 'A', { end: 10, maxEnd: 300, artifacts: ['helm'] });
		w.artifacts.helm = { holder: 'A' };
		w.effects.push({ spell: 'BoEnd', major: false, on: 'A', by: 'A', until: 20 });
		expect(mage(play(w, {}).world, 'A').end).toBe(10 + 5 * 16 + 25);
		w.options.doublesStack = true;
		expect(mage(play(w, {}).world, 'A').end).toBe(10 + 5 * 32 + 25);
	});
});
