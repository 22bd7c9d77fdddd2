/**
 * Bots that read only their own seat's report (section VII "MISSED TURNS", U-74): a
 * conservative one (missed turns: move on phases 2 and 4, rest otherwise), a normal one (empty
 * seats: also searches, meditates, casts, dons and demands) and the Ebon Mage's (moves every
 * turn, chases the alignment artifacts he always knows, demands twice a turn).
 */
import type { Rng } from '../core';
import { INHIBITED } from './aptitude';
import { movePercent, type MovementRows } from './data/movement';
import { RACES } from './data/races';
import { SPELL, type SpellCode } from './data/spells';
import { HALF_SWAMP_END, SWAMP, TERRAIN } from './data/terrain';
import { directionTo, DIRS, distance, NORTHWARD, step } from './geometry';
import type { Report } from './report';
import type { Dir, Order, Orders } from './types';

export type BotProfile = 'conservative' | 'normal';

/** How the table calls each bot (the GM's "Run turn now" says which one plays a missed turn). */
export const BOT_PROFILE_WORD: Record<BotProfile, string> = { conservative: 'cautious', normal: 'ordinary' };

const REST: Order = { kind: 'rest' };

function terrainOf(r: Report, cell: number): number | null {
	const c = r.cells.find((x) => x.c === cell);
	return c && c.t > 0 ? c.t : null;
}

function factor(r: Report, t: number): number {
	return t === SWAMP && (RACES[r.you.race].halfSwamp || r.you.artifacts.includes('pendant')) ? HALF_SWAMP_END : TERRAIN[t].end;
}

function rows(r: Report): MovementRows {
	if (r.you.race === 'human' || r.you.artifacts.includes('cross')) return 'human';
	return r.you.race === 'elf' || r.you.artifacts.includes('anhk') ? 'elf' : 'other';
}

function crowded(r: Report, cell: number): boolean {
	return r.mages.filter((m) => m.at === cell).length >= 2 || r.cells.some((c) => c.c === cell && c.o);
}

/** The cheaper known northward step, avoiding water and crowded spaces; null when none is good. */
function northStep(r: Report, at: number, rng: Rng): Dir | null {
	const options = NORTHWARD.filter((d) => {
		const to = step(at, d);
		return to >= 0 && terrainOf(r, to) !== 1 && !crowded(r, to);
	});
	if (!options.length) return null;
	options.sort((a, b) => (terrainOf(r, step(at, a)) ?? 10) - (terrainOf(r, step(at, b)) ?? 10));
	return options.length > 1 && terrainOf(r, step(at, options[0])) === terrainOf(r, step(at, options[1])) ? rng.pick(options) : options[0];
}

/** Plans moves on the given phases while the endurance lasts, resting the others. */
function marchPlan(r: Report, rng: Rng, movePhases: number[], keep: number): Order[] {
	const plan: Order[] = [REST, REST, REST, REST, REST];
	let at = r.you.at;
	let end = r.you.end;
	let n = 0;
	for (const ph of movePhases) {
		const t = terrainOf(r, at);
		const pct = movePercent(rows(r), n + 1, ph);
		if (t === null || pct === null) break;
		const cost = (factor(r, t) * pct) / 100;
		if (end - cost < keep) break;
		const dir = northStep(r, at, rng);
		if (!dir) break;
		plan[ph - 1] = { kind: 'move', dir };
		at = step(at, dir);
		end -= cost;
		n++;
	}
	return plan;
}

function canCast(r: Report, code: SpellCode, major: boolean): boolean {
	const cost = major ? SPELL[code].major.cost : SPELL[code].minor.cost;
	const inhibited = !r.you.artifacts.includes('rod') && INHIBITED[r.you.align][SPELL[code].align](r.you.apt);
	return r.you.scrolls.some((s) => s.spell === code) && r.you.arc >= cost && !inhibited;
}

function normalExtras(r: Report, plan: Order[], rng: Rng): void {
	const here = r.cells.find((c) => c.c === r.you.at);
	const free = [0, 2, 4].filter((i) => plan[i].kind === 'rest');
	const use = (o: Order) => {
		const i = free.shift();
		if (i !== undefined) plan[i] = o;
	};
	if (r.you.status !== 'OK') return;
	const target = r.mages.find((m) => !m.ebon && m.at !== undefined && distance(m.at, r.you.at) <= 3 && (!r.you.donned || m.cloak !== r.you.donned));
	if (r.you.end < r.you.maxEnd * 0.4 && canCast(r, 'Heals', false)) use({ kind: 'cast', spell: 'Heals', major: false });
	for (const code of ['AtEnd', 'AtArc', 'CurSp', 'SrchX'] as SpellCode[]) if (target && canCast(r, code, false)) use({ kind: 'cast', spell: code, major: false, target: target.id });
	for (const code of ['ProAu', 'ProSh', 'SpAid', 'ProEl'] as SpellCode[]) if (rng.below(4) === 0 && canCast(r, code, false)) use({ kind: 'cast', spell: code, major: false });
	const lying = here?.a?.[0];
	if (lying) use({ kind: 'search', item: lying });
	const cloak = r.you.cloaks.find((c) => c !== r.you.donned);
	if (cloak && !r.you.donned && !r.you.forcedBlack) use({ kind: 'don', colour: cloak });
	if (r.you.arc < 30) use({ kind: 'meditate' });
	if (r.you.scrolls.length < 6 && r.you.end > 50 && here && TERRAIN[here.t]?.end <= 10) use({ kind: 'search' });
}

export function botOrders(r: Report, rng: Rng, profile: BotProfile): Orders {
	if (r.you.ebon) return ebonOrders(r, rng);
	if (r.over) return { phases: [REST, REST, REST, REST, REST] };
	const keep = profile === 'conservative' ? 15 : 12;
	const plan = marchPlan(r, rng, profile === 'conservative' ? [2, 4] : r.you.end > r.you.maxEnd * 0.7 ? [2, 3, 4] : [2, 4], keep);
	if (profile === 'normal') normalExtras(r, plan, rng);
	return { phases: plan };
}

/** The Ebon Mage: demands what a co-located mage carries, else heads for a known artifact; always moves once. */
export function ebonOrders(r: Report, rng: Rng): Orders {
	const plan: Order[] = [REST, REST, REST, REST, REST];
	const here = r.mages.filter((m) => m.at === r.you.at && m.artifacts?.length);
	let demands = 0;
	for (const m of here) for (const a of m.artifacts!) if (demands < 2) plan[demands++] = { kind: 'demand', artifact: a };
	const goal = r.known.filter((k) => !r.you.artifacts.includes(k.a)).sort((a, b) => distance(r.you.at, a.at) - distance(r.you.at, b.at))[0];
	const toward = goal ? directionTo(r.you.at, goal.at) : null;
	const options = DIRS.filter((d) => step(r.you.at, d) >= 0 && terrainOf(r, step(r.you.at, d)) !== 1);
	const dir = toward && step(r.you.at, toward) >= 0 ? toward : rng.pick(options.length ? options : DIRS.filter((d) => step(r.you.at, d) >= 0));
	const t = terrainOf(r, r.you.at) ?? 10;
	if (r.you.end >= TERRAIN[t].end * 1.5 + 5) plan[3] = { kind: 'move', dir };
	else plan[3] = { kind: 'cast', spell: 'TelPt', major: false, dir };
	if (r.you.arc < 20) plan[4] = { kind: 'meditate' };
	return { phases: plan };
}
