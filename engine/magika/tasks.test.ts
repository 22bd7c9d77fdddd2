import { describe, expect, it } from 'vitest';
import { TASKS } from './data/tasks';
import { ebonTasks } from './hidden';
import { tasksDone, taskText } from './tasks';
import { shape, testWorld } from './testkit';
import type { World } from './types';

function withTasks(w: World, ids: number[]) {
	w.tasks = ids;
	return w;
}
const done = (w: World) => tasksDone(w, new Map());

describe('the Ebon Mage tasks (section XV, U-68)', () => {
	it('the pool holds 25 tasks of the three kinds, one needing a game master', () => {
		expect(TASKS).toHaveLength(25);
		expect(new Set(TASKS.map((t) => t.kind))).toEqual(new Set(['Grand Wizard', 'Circle', 'Event']));
		expect(TASKS.filter((t) => t.gmJudged).map((t) => t.id)).toEqual([8]);
	});
	it('checks the artifact tasks at the end', () => {
		const w = withTasks(testWorld(), [12, 13, 14]);
		w.taskParams.R = 'orb';
		expect(done(w)).toEqual([14]);
		shape(w, 'M', { artifacts: ['orb', 'cross', 'lamp'] });
		expect(done(w)).toEqual([12, 13, 14]);
		shape(w, 'A', { artifacts: ['crown', 'scepter', 'helm', 'tome', 'rod'] });
		expect(done(w)).toEqual([12, 13]);
	});
	it('checks the record: moves every turn, gifts, casts, demands, invisibility, the sea, the four wilds', () => {
		const w = withTasks(testWorld(), [1, 4, 6, 17, 20, 21, 22, 23]);
		w.turn = 4;
		Object.assign(w.record, { movedTurns: 3, scrollGifts: ['A', 'B', 'C'], casts: ['ScArt', 'ScArtX', 'TelPt'], demandsWon: 4, invisibleTurns: 3, terrainsEnded: [4, 5, 6, 8], seaBath: true });
		expect(done(w)).toEqual([1, 4, 6, 17, 20, 21, 22, 23]);
		Object.assign(w.record, { movedTurns: 2, casts: ['FogMpX'], demandsWon: 3 });
		expect(done(w)).toEqual([4, 21, 22, 23]);
	});
	it('checks the team, the tired novices, the perfect disciple and the colour to outlast', () => {
		const w = withTasks(testWorld(), [11, 15, 18, 19]);
		w.taskParams.C = 'red';
		for (const m of w.mages) if (!m.ebon) Object.assign(m, { end: 10, apt: m.align === 'N' ? 10 : m.align === 'G' ? 50 : -50 });
		shape(w, 'A', { donned: 'red', cloaks: ['red'], arc: 10 });
		shape(w, 'M', { arc: 20 });
		expect(done(w)).toEqual([11, 15, 18, 19]);
		shape(w, 'B', { donned: 'red', cloaks: ['red'], arc: 30 });
		shape(w, 'C', { donned: 'red', cloaks: ['red'], apt: 95, align: 'G' });
		expect(done(w)).toEqual([15]);
	});
	it('checks the Globe and the witness of the finish', () => {
		const w = withTasks(testWorld(), [3, 9]);
		w.over = { reason: 'globe', by: ['A'] };
		shape(w, 'A', { cell: 'a1' });
		shape(w, 'M', { cell: 'd1' });
		expect(done(w)).toEqual([3]);
		shape(w, 'M', { cell: 'e1' });
		w.over = { reason: 'goal', by: ['A'] };
		expect(done(w)).toEqual([9]);
	});
	it('fills in the parameters and is revealed with the others at the end', () => {
		const w = withTasks(testWorld(), [2, 19, 12]);
		Object.assign(w.taskParams, { X: 'D', C: 'violet', R: 'crown' });
		expect(taskText(w, 2)).toBe('Escort D: end at least 8 turns within R3 of D');
		expect(taskText(w, 19)).toBe('Outlast violet: end with more Arcania than every wearer of violet');
		expect(taskText(w, 12)).toBe('Hold crown at the end');
		expect(ebonTasks(w).map((t) => t.id)).toEqual([2, 19, 12]);
	});
});
