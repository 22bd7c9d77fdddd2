/** Whether each of the Ebon Mage's drawn tasks is achieved, from the world and its running record (U-68). */
import { artifactClass } from './data/artifacts';
import { COLOURS } from './data/artifacts';
import { TASKS } from './data/tasks';
import { distance } from './geometry';
import { vpAptitude } from './stats';
import type { Mage, World } from './types';

const ESCORT_TURNS = 8;

type Check = (w: World, ebon: Mage, novices: Mage[], totals: ReadonlyMap<string, number>) => boolean;

const CHECKS: Readonly<Record<number, Check>> = {
	1: (w) => w.record.movedTurns >= w.turn - 1,
	2: (w) => w.record.escort >= ESCORT_TURNS,
	3: (w, e) => !!w.over && w.over.by.some((id) => distance(w.mages.find((m) => m.id === id)!.at, e.at) <= 3),
	4: (w) => w.record.scrollGifts.length >= 3,
	5: (w) => w.record.heritage,
	6: (w) => !w.record.casts.some((c) => c === 'Chaos' || c === 'ChaosX' || c === 'FogMpX'),
	7: (w) => w.record.maxHoldStreak <= 3,
	9: (w) => w.over?.reason !== 'globe',
	10: (w) => !w.record.novicesNorthEarly,
	11: (w) => COLOURS.every((c) => w.mages.filter((m) => m.donned === c).length < 3),
	12: (w, e) => e.artifacts.includes(w.taskParams.R),
	13: (_w, e) => e.artifacts.filter((a) => artifactClass(a) === 'racial').length >= 2,
	14: (_w, _e, n) => n.reduce((s, m) => s + m.artifacts.length, 0) <= 4,
	15: (_w, _e, n) => n.reduce((s, m) => s + m.end, 0) * 100 < 40 * n.reduce((s, m) => s + m.maxEnd, 0),
	16: (w, _e, n, totals) => {
		const vp = (id: string) => totals.get(id) ?? 0;
		return n.filter((m) => vp(m.id) > vp(w.taskParams.X)).length >= 3;
	},
	17: (w) => w.record.demandsWon >= 4,
	18: (_w, _e, n) => n.every((m) => vpAptitude(m.align, m.apt) < 95),
	19: (w, e) => w.mages.filter((m) => m.donned === w.taskParams.C).every((m) => e.arc > m.arc),
	20: (w) => w.record.casts.filter((c) => c.startsWith('ScArt')).length >= 2,
	21: (w) => w.record.invisibleTurns >= 3,
	22: (w) => [4, 5, 6, 8].every((t) => w.record.terrainsEnded.includes(t)),
	23: (w) => w.record.seaBath,
	24: (w) => w.record.rebuked,
	25: (w) => !w.record.attackedOk
};

/** The drawn tasks achieved so far (or at the end); `totals`: the novices' VP totals (task 16). */
export function tasksDone(world: World, totals: ReadonlyMap<string, number>): number[] {
	const ebon = world.mages.find((m) => m.ebon);
	if (!ebon) return [];
	const novices = world.mages.filter((m) => !m.ebon);
	return world.tasks.filter((id) => CHECKS[id]?.(world, ebon, novices, totals));
}

export function taskText(world: World, id: number): string {
	const t = TASKS.find((x) => x.id === id)!;
	const p = world.taskParams;
	return t.text.replace(/\bX\b/g, p.X).replace(/\bC\b/g, p.C).replace(/\bR\b/g, p.R);
}
