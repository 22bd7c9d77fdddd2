/**
 * Victory points (section XV, U-70..U-72): Position 24, Individual 36, Team 12, Quest 28 for a
 * novice; Position and Individual plus ten tasks of 4 for the Ebon Mage. Every value is a whole
 * number of quarters, so floating point adds them exactly.
 */
import { ALIGNMENT_ARTIFACTS, RACIAL_ARTIFACTS, artifactClass } from './data/artifacts';
import { COLOURS } from './data/artifacts';
import { TASK_VP } from './data/tasks';
import { goalDistance } from './geometry';
import { vpAptitude } from './stats';
import { tasksDone } from './tasks';
import type { Mage, World } from './types';

export const POSITION_VP = 2;
export const INDIVIDUAL_VP = 0.75;
export const TEAM_VP = 1;
export const ALIGNMENT_VP = 3;
export const RACIAL_VP = 2;
export const ABILITY_VP = 1;

export interface VpBreakdown {
	position: number;
	endurance: number;
	arcania: number;
	skill: number;
	aptitude: number;
	expendables: number;
	learnables: number;
	alignment: number;
	racial: number;
	ability: number;
	tasks: number;
	total: number;
}

const apt = (m: Mage) => vpAptitude(m.align, m.apt);
const expendable = (m: Mage) => m.end + m.arc;
const learnable = (m: Mage) => m.skill + apt(m);

function count(others: Mage[], pass: (o: Mage) => boolean): number {
	let n = 0;
	for (const o of others) if (pass(o)) n++;
	return n;
}

const average = (ms: Mage[], f: (m: Mage) => number) => (ms.length ? ms.reduce((s, m) => s + f(m), 0) / ms.length : 0);

/** Team levels of the 6 colours and Black (the Black novices plus the Ebon Mage); an empty colour is 0. */
function teamLevels(world: World, f: (m: Mage) => number): { colour: Record<string, number>; black: number } {
	const colour: Record<string, number> = {};
	for (const c of COLOURS) colour[c] = average(world.mages.filter((m) => m.donned === c), f);
	return { colour, black: average(world.mages.filter((m) => !m.donned), f) };
}

type Levels = ReturnType<typeof teamLevels>;

function teamPoints(levels: Levels, m: Mage, f: (m: Mage) => number): number {
	if (!m.donned) return TEAM_VP * COLOURS.filter((c) => levels.colour[c] <= f(m)).length;
	const mine = levels.colour[m.donned];
	const others = COLOURS.filter((c) => c !== m.donned).map((c) => levels.colour[c]).concat([levels.black]);
	return TEAM_VP * others.filter((l) => l <= mine).length;
}

interface VpContext {
	exp: Levels;
	learn: Levels;
	tasks: number;
}

function vpContext(world: World, noviceTotals?: Map<string, number>): VpContext {
	return { exp: teamLevels(world, expendable), learn: teamLevels(world, learnable), tasks: noviceTotals ? tasksDone(world, noviceTotals).length : 0 };
}

/** One mage's VP if the game ended now. (For many mages at once use `allVictoryPoints`.) */
export function victoryPoints(world: World, m: Mage): VpBreakdown {
	return m.ebon ? allVictoryPoints(world).get(m.id)! : vpWith(world, m, vpContext(world));
}

/** Every mage's VP, the team levels and the Ebon Mage's tasks computed once. */
export function allVictoryPoints(world: World): Map<string, VpBreakdown> {
	const ctx = vpContext(world);
	const out = new Map<string, VpBreakdown>();
	for (const m of world.mages) if (!m.ebon) out.set(m.id, vpWith(world, m, ctx));
	const totals = new Map([...out].map(([id, v]) => [id, v.total]));
	ctx.tasks = tasksDone(world, totals).length;
	for (const m of world.mages) if (m.ebon) out.set(m.id, vpWith(world, m, ctx));
	return out;
}

function vpWith(world: World, m: Mage, ctx: VpContext): VpBreakdown {
	const others = world.mages.filter((o) => o !== m && (!m.ebon || !o.ebon));
	const b: VpBreakdown = {
		position: POSITION_VP * count(others, (o) => goalDistance(o.at) >= goalDistance(m.at)),
		endurance: INDIVIDUAL_VP * count(others, (o) => o.end <= m.end),
		arcania: INDIVIDUAL_VP * count(others, (o) => o.arc <= m.arc),
		skill: INDIVIDUAL_VP * count(others, (o) => o.skill <= m.skill),
		aptitude: INDIVIDUAL_VP * count(others, (o) => apt(o) <= apt(m)),
		expendables: 0,
		learnables: 0,
		alignment: 0,
		racial: 0,
		ability: 0,
		tasks: 0,
		total: 0
	};
	if (m.ebon) b.tasks = TASK_VP * ctx.tasks;
	else {
		b.expendables = teamPoints(ctx.exp, m, expendable);
		b.learnables = teamPoints(ctx.learn, m, learnable);
		const team = m.donned ? world.mages.filter((o) => o.donned === m.donned) : [m];
		const teamArts = team.flatMap((o) => o.artifacts);
		b.alignment = ALIGNMENT_VP * teamArts.filter((a) => artifactClass(a) === 'alignment').length + (m.artifacts.includes(ALIGNMENT_ARTIFACTS[m.align]) ? ALIGNMENT_VP : 0);
		b.racial = RACIAL_VP * teamArts.filter((a) => artifactClass(a) === 'racial').length + (m.artifacts.includes(RACIAL_ARTIFACTS[m.race]) ? RACIAL_VP : 0);
		b.ability = ABILITY_VP * m.artifacts.filter((a) => artifactClass(a) === 'ability').length;
	}
	b.total = b.position + b.endurance + b.arcania + b.skill + b.aptitude + b.expendables + b.learnables + b.alignment + b.racial + b.ability + b.tasks;
	return b;
}

export interface Standing {
	id: string;
	vp: VpBreakdown;
	globe: boolean;
}

/** Final order (U-72): Globe formers first, then VP; ties by Quest, then Position, then Individual. */
export function standings(world: World): Standing[] {
	const formers = world.over?.reason === 'globe' ? world.over.by : [];
	const all = allVictoryPoints(world);
	const rows = world.mages.map((m) => ({ id: m.id, vp: all.get(m.id)!, globe: formers.includes(m.id) }));
	const quest = (v: VpBreakdown) => v.alignment + v.racial + v.ability + v.tasks;
	const indiv = (v: VpBreakdown) => v.endurance + v.arcania + v.skill + v.aptitude;
	return rows.sort((a, b) => Number(b.globe) - Number(a.globe) || b.vp.total - a.vp.total || quest(b.vp) - quest(a.vp) || b.vp.position - a.vp.position || indiv(b.vp) - indiv(a.vp));
}
