/** Spells that change the arena: the elementals, ElArr, ScArt, FogMp, Chaos, and the teleport. */
import { ARTIFACTS } from '../data/artifacts';
import { WATER } from '../data/terrain';
import { note, spendEnd, type TurnContext } from '../context';
import { hasEffect, reach, spellUntil, terrainAt } from '../effects';
import { CELLS, cellName, cellOf, distance, rowOf, step, within, ROWS } from '../geometry';
import { dropArtifact, dropItem, randomPickable } from '../holdings';
import { rowDifficulty } from '../mapgen';
import { canEnter } from '../occupancy';
import { confusedDir } from '../move';
import { endFactor } from '../stats';
import type { Dir, Mage, TeleportDir } from '../types';
import { lands, type CastOrder } from './targets';
import { SPELL } from '../data/spells';

export const ELEMENTAL_TERRAINS = [4, 5, 6, 7, 8, 9];

function visibleCells(ctx: TurnContext, caster: Mage): number[] {
	return within(caster.at, reach(ctx));
}

/** ElBlo, ElAtt, ElDrp: a zone over every visible space of the terrain. */
export function elemental(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	const cells = visibleCells(ctx, caster).filter((c) => terrainAt(ctx.world, c, ctx.P) === o.terrain);
	const dur = o.major ? SPELL[o.spell].major.dur : SPELL[o.spell].minor.dur;
	ctx.world.effects.push({ spell: o.spell, major: o.major, on: null, by: caster.id, until: spellUntil(ctx, dur), cells });
}

export function elementalFutile(ctx: TurnContext, caster: Mage, o: CastOrder): boolean {
	return !visibleCells(ctx, caster).some((c) => terrainAt(ctx.world, c, ctx.P) === o.terrain);
}

/** End of phase: ElAtt and ElDrp cost every mage standing in their zone the terrain factor (ProEl shields). */
export function elementalDamage(ctx: TurnContext): void {
	for (const e of ctx.world.effects) {
		if ((e.spell !== 'ElAtt' && e.spell !== 'ElDrp') || e.until < ctx.P || e.on !== null) continue;
		for (const m of ctx.world.mages) {
			if (!e.cells!.includes(m.at) || hasEffect(ctx.world, m, 'ProEl', ctx.P)) continue;
			if (!lands(ctx, ctx.byId[e.by], m, e.spell)) continue;
			const loss = endFactor(m, terrainAt(ctx.world, m.at, ctx.P));
			spendEnd(m, loss);
			note(ctx, m, `${e.spell} struck your space: -${loss} Endurance.`);
		}
	}
}

/** ElArr: the caster's space (and, major, every visible space of its terrain) shifted by the parameter for the turn. */
export function arrange(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	const own = terrainAt(ctx.world, caster.at, ctx.P);
	const cells = o.major ? visibleCells(ctx, caster).filter((c) => terrainAt(ctx.world, c, ctx.P) === own) : [caster.at];
	const terrain = cells.map((c) => Math.max(1, Math.min(10, terrainAt(ctx.world, c, ctx.P) + o.shift!)));
	ctx.world.effects.push({ spell: 'ElArr', major: o.major, on: null, by: caster.id, until: spellUntil(ctx, { t: 1 }), cells, terrain });
	note(ctx, caster, `Your space is now terrain ${terrain[0]}.`);
}

function freeLand(ctx: TurnContext): number {
	for (;;) {
		const c = 1 + ctx.rng.below(CELLS - 1);
		if (ctx.world.terrain[c] === WATER || ctx.world.mages.some((m) => m.at === c)) continue;
		if (ARTIFACTS.some((a) => 'at' in ctx.world.artifacts[a] && (ctx.world.artifacts[a] as { at: number }).at === c)) continue;
		return c;
	}
}

/** ScArt: the named unheld artifact (minor) or every unheld artifact (major) to a random empty land space. */
export function scatter(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	const list = o.major ? ARTIFACTS : [o.artifact!];
	for (const a of list) if ('at' in ctx.world.artifacts[a]) ctx.world.artifacts[a] = { at: freeLand(ctx) };
	note(ctx, caster, o.major ? 'Every unheld artifact was scattered.' : `The ${o.artifact} was scattered.`);
}

export function scatterFutile(ctx: TurnContext, _caster: Mage, o: CastOrder): boolean {
	return o.major ? ARTIFACTS.every((a) => 'holder' in ctx.world.artifacts[a]) : 'holder' in ctx.world.artifacts[o.artifact!];
}

export function fog(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	ctx.world.effects.push({ spell: 'FogMp', major: o.major, on: null, by: caster.id, until: spellUntil(ctx, { t: 1 }), ...(o.major ? {} : { cells: visibleCells(ctx, caster) }) });
}

function teleportMage(ctx: TurnContext, m: Mage, to: number): void {
	for (const a of [...m.artifacts]) if (ctx.rng.below(2) === 0) dropArtifact(ctx.world, m, a);
	m.at = to;
}

/** Chaos: terraform (visible or all) and throw every mage there to a random space up to three rows lower (U-44). */
export function chaos(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	const cells = o.major ? Array.from({ length: CELLS }, (_, i) => i) : visibleCells(ctx, caster);
	for (const c of cells) {
		if (c === 0 || rowOf(c) === ROWS) continue;
		const noise = (ctx.rng.below(3001) - 1500) / 1000;
		ctx.world.terrain[c] = Math.min(10, Math.max(2, Math.round(rowDifficulty(rowOf(c)) + noise)));
	}
	for (const m of ctx.world.mages) {
		if (!o.major && distance(m.at, caster.at) > reach(ctx)) continue;
		if (m !== caster && !lands(ctx, caster, m, 'Chaos')) continue;
		const r = Math.min(ROWS, rowOf(m.at) + ctx.rng.below(4));
		const to = cellOf(r, 1 + ctx.rng.below(r));
		if (o.major) {
			if (m.artifacts.length && ctx.rng.below(2) === 0) dropArtifact(ctx.world, m, ctx.rng.pick(m.artifacts));
			m.at = to;
		} else teleportMage(ctx, m, to);
		note(ctx, m, `Chaos threw you to ${cellName(to)}.`);
	}
}

/** The cell a teleport in `dir` from `at` lands on (N and S are already two-hex lines, geometry.ts). */
export function teleportTarget(at: number, dir: TeleportDir, o: CastOrder): number {
	return step(at, dir, dir === 'N' || dir === 'S' ? 1 : o.major ? (o.distance ?? 1) : 1);
}

/** TelPt: any direction, 1 space (minor) or up to 3 in a line, N and S at 2 (major); no endurance (U-44, U-65, U-66). */
export function teleport(ctx: TurnContext, caster: Mage, o: CastOrder): void {
	let dir = o.dir!;
	if (hasEffect(ctx.world, caster, 'Confs', ctx.P) && dir !== 'N' && dir !== 'S') dir = confusedDir(ctx, caster, dir as Dir);
	const to = teleportTarget(caster.at, dir, o);
	if (to < 0 || !canEnter(ctx.world, to, caster)) {
		note(ctx, caster, `Teleport ${dir} was blocked.`);
		return;
	}
	const from = caster.at;
	caster.at = to;
	caster.movedThisTurn = true;
	note(ctx, caster, `Teleported ${dir} to ${cellName(to)}.`);
	if (!caster.ebon) return;
	for (const item of randomPickable(caster).reverse()) {
		if (ctx.rng.below(10) !== 0) continue;
		caster.at = from;
		note(ctx, caster, `Dropped an item while teleporting.`);
		dropItem(ctx.world, caster, item);
		caster.at = to;
	}
}
