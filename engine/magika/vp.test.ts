import { describe, expect, it } from 'vitest';
import { parseCell } from './geometry';
import { shape, testWorld } from './testkit';
import { allVictoryPoints, standings, victoryPoints } from './vp';
import type { World } from './types';

function spread(w: World) {
	// every mage on its own space, all at the same distance, same statistics
	w.mages.forEach((m, i) => Object.assign(m, { at: parseCell(`y${i + 1}`), end: 50, arc: 50, skill: 70, apt: m.align === 'N' ? 5 : m.align === 'G' ? 90 : -90, donned: null, artifacts: [] }));
	for (const a of Object.keys(w.artifacts) as (keyof World['artifacts'])[]) w.artifacts[a] = { at: parseCell('m5') };
}

describe('victory points (section XV)', () => {
	it('Position: 2 for each mage equidistant or further, at most 24', () => {
		const w = testWorld();
		spread(w);
		expect(victoryPoints(w, w.mages[0]).position).toBe(24);
		shape(w, 'A', { cell: 'z1' });
		expect(victoryPoints(w, w.mages[0]).position).toBe(0);
		shape(w, 'A', { cell: 'x1' });
		expect(victoryPoints(w, w.mages[0]).position).toBe(24);
		shape(w, 'B', { cell: 'w1' });
		expect(victoryPoints(w, w.mages[0]).position).toBe(22);
	});
	it('Individual: 3/4 for each mage with equal or less, 9 per statistic', () => {
		const w = testWorld();
		spread(w);
		const a = victoryPoints(w, w.mages[0]);
		expect([a.endurance, a.arcania, a.skill, a.aptitude]).toEqual([9, 9, 9, 9]);
		shape(w, 'A', { end: 49 });
		expect(victoryPoints(w, w.mages[0]).endurance).toBe(0);
		shape(w, 'A', { end: 50 });
		shape(w, 'B', { end: 51 });
		expect(victoryPoints(w, w.mages[0]).endurance).toBe(8.25);
	});
	it('Team: 1 for each team at or below, 6 per category; Black novices compare their own value', () => {
		const w = testWorld();
		spread(w);
		const a = victoryPoints(w, w.mages[0]);
		expect([a.expendables, a.learnables]).toEqual([6, 6]); // empty colours count 0
		shape(w, 'B', { donned: 'red', cloaks: ['red'], end: 100 });
		shape(w, 'C', { donned: 'red', cloaks: ['red'], end: 100 });
		expect(victoryPoints(w, w.mages[0]).expendables).toBe(5);
		const b = victoryPoints(w, w.mages[1]);
		expect(b.expendables).toBe(6); // red (150) against 5 empty colours and Black (about 100)
	});
	it('Quest: 3 per alignment artifact of the team +3 for your own, 2 per racial +2 for your own, 1 per ability', () => {
		const w = testWorld();
		spread(w);
		const a = shape(w, 'A', { align: 'G', race: 'elf', donned: 'red', cloaks: ['red'], artifacts: ['crown', 'anhk', 'helm', 'tome'] });
		shape(w, 'B', { donned: 'red', cloaks: ['red'], artifacts: ['orb', 'scepter', 'cross', 'lamp', 'pendant', 'medallion', 'rod', 'candle'] });
		const v = victoryPoints(w, a);
		expect([v.alignment, v.racial, v.ability]).toEqual([12, 12, 2]);
	});
	it('a novice scores at most 100; the Ebon Mage 60 plus 4 per task', () => {
		const w = testWorld();
		spread(w);
		const all = allVictoryPoints(w);
		for (const m of w.mages) expect(all.get(m.id)!.total).toBeLessThanOrEqual(100);
		const ebon = all.get('M')!;
		expect(ebon.total).toBe(ebon.position + ebon.endurance + ebon.arcania + ebon.skill + ebon.aptitude + ebon.tasks);
		expect(ebon.tasks % 4).toBe(0);
		expect([ebon.expendables, ebon.alignment]).toEqual([0, 0]);
	});
	it('Globe formers finish ahead of everyone', () => {
		const w = testWorld();
		spread(w);
		w.over = { reason: 'globe', by: ['L'] };
		shape(w, 'L', { cell: 'z1', end: 0 });
		expect(standings(w)[0].id).toBe('L');
	});
});
