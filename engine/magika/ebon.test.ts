/** The Ebon Mage's ten differences (section XIV), one test each. */
import { describe, expect, it } from 'vitest';
import { isRejection, seededRng } from '../core';
import { attunement } from './demand';
import { FOREVER } from './effects';
import { cellName, parseCell } from './geometry';
import { checkOrders } from './hidden';
import { buildReport } from './report';
import { mage, play, shape, testWorld } from './testkit';
import { setupWorld } from './setup';

const seats = Array.from({ length: 12 }, (_, i) => ({ seat: `s${i}` }));

describe('the Ebon Mage', () => {
	it('1. keeps a Spell Skill of 100 the whole game', () => {
		const w = testWorld();
		shape(w, 'M', { align: 'E', apt: -90, arc: 100, scrolls: [{ spell: 'Chaos' }] });
		const { world } = play(w, { M: [{ kind: 'cast', spell: 'Chaos', major: true }] });
		expect(mage(world, 'M').skill).toBe(100); // Chaos X always gains for a novice
	});
	it('2. knows where all three alignment artifacts are', () => {
		const w = testWorld();
		const r = buildReport(w, mage(w, 'M'), []);
		expect(r.known.map((k) => k.a)).toEqual(['crown', 'orb', 'scepter']);
	});
	it('3. moves freely in any direction', () => {
		const w = testWorld();
		shape(w, 'M', { cell: 'p5' });
		const { world } = play(w, { M: [{ kind: 'move', dir: 'SE' }, { kind: 'move', dir: 'SW' }] });
		expect(cellName(mage(world, 'M').at)).toBe('r6');
	});
	it('4. carries a Prolonged Teleport that survives a reading a turn', () => {
		const w = setupWorld(seededRng(2), seats, { seat: 'gm' }, { skillBonus: false });
		const m = mage(w, 'M');
		Object.assign(m, { arc: 50, scrolls: [m.scrolls[0]] });
		const { world } = play(w, { M: [{ kind: 'cast', spell: 'TelPt', major: false, dir: 'E' }] });
		expect(mage(world, 'M').scrolls).toEqual([{ spell: 'TelPt', prolongedUntil: FOREVER, ebon: true, readTurn: 1 }]);
	});
	it('5. cannot pick up an artifact or a cloak', () => {
		const w = testWorld();
		shape(w, 'M', { cell: 'p5' });
		w.artifacts.helm = { at: parseCell('p5') };
		w.cloaks.push({ at: parseCell('p5'), colour: 'red' });
		const { world } = play(w, { M: [{ kind: 'search' }, { kind: 'search' }, { kind: 'search' }] });
		expect(world.artifacts.helm).toEqual({ at: parseCell('p5') });
		expect(mage(world, 'M').cloaks).toEqual([]);
	});
	it('6. may drop each item when teleporting (10%): over many teleports some drop, the Teleport never', () => {
		let dropped = 0;
		for (let seed = 0; seed < 40; seed++) {
			const w = setupWorld(seededRng(seed), seats, { seat: 'gm' }, { skillBonus: false });
			const m = mage(w, 'M');
			Object.assign(m, { arc: 50, scrolls: [m.scrolls[0], { spell: 'Heals' }, { spell: 'ProEl' }] });
			const { world } = play(w, { M: [{ kind: 'cast', spell: 'TelPt', major: false, dir: 'E' }] }, seed);
			const after = mage(world, 'M').scrolls;
			expect(after[0].spell).toBe('TelPt');
			dropped += 3 - after.length;
		}
		expect(dropped).toBeGreaterThan(0);
		expect(dropped).toBeLessThan(30);
	});
	it('7, 8. demands alignment artifacts at 90 and racial ones as that race', () => {
		const w = testWorld();
		const m = shape(w, 'M', { race: 'goblin', align: 'E', apt: -10 });
		expect(attunement(m, 'crown', true)).toBe(90);
		expect(attunement(m, 'anhk', true)).toBe(0);
		expect(attunement(m, 'crown', false)).toBe(-10); // demands made on him use his real data
	});
	it('10. must move or teleport each turn (9, twice a turn, is in items.test.ts)', () => {
		const w = testWorld();
		const r = buildReport(w, mage(w, 'M'), []);
		const rest = { kind: 'rest' };
		expect(isRejection(checkOrders(r, { phases: [rest, rest, rest, rest, rest] }))).toBe(true);
		expect(isRejection(checkOrders(r, { phases: [{ kind: 'cast', spell: 'TelPt', major: false, dir: 'E' }, rest, rest, rest, rest] }))).toBe(false);
	});
});
