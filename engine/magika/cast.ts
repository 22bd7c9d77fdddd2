/**
 * The Cast step (section XVI, SPL-3, U-33, U-37): spells resolve in the order of activation of
 * Figure 7, casters of one spell in magical initiative. For each cast: the aptitude check, the
 * arcania, the ability check, the effect, the aptitude shift, the 2 x cost % skill roll, and the
 * scroll's disintegration. Illegal casts become rests; futile ones only spend the arcania.
 */
import { ARTIFACTS, COLOURS } from './data/artifacts';
import { SPELL } from './data/spells';
import { d100, note, type TurnContext } from './context';
import { hasEffect } from './effects';
import { DIRS } from './geometry';
import { effectiveSkill, inhibited, shiftedAptitude, SKILL_GAIN } from './aptitude';
import { SPELL_EFFECTS } from './spells';
import { terrainAndTeammateKey } from './move';
import { ELEMENTAL_TERRAINS, teleportTarget } from './spells/world';
import type { CastOrder } from './spells/targets';
import type { Mage } from './types';

export function castCost(o: CastOrder): number {
	return o.major ? SPELL[o.spell].major.cost : SPELL[o.spell].minor.cost;
}

/** Is the parameter well formed for the spell? (A malformed one makes the cast illegal.) */
export function paramProblem(m: Pick<Mage, 'scrolls'>, o: CastOrder): string | null {
	const row = SPELL[o.spell];
	switch (row.param) {
		case 'mage/colour':
			if (o.major) return (COLOURS as readonly string[]).includes(o.target ?? '') ? null : 'needs a cloak colour';
			return typeof o.target === 'string' && /^[A-M]$/.test(o.target) ? null : 'needs a mage letter';
		case 'mage':
			return typeof o.target === 'string' && /^[A-M]$/.test(o.target) ? null : 'needs a mage letter';
		case 'terrain':
			return ELEMENTAL_TERRAINS.includes(o.terrain as number) ? null : 'needs a terrain number 4 to 9';
		case 'shift':
			return Number.isInteger(o.shift) && o.shift !== 0 && Math.abs(o.shift!) <= 3 ? null : 'needs a shift of -3 to +3, not 0';
		case 'dirdist': {
			const d = o.major ? (o.distance ?? 1) : 1;
			if (!Number.isInteger(d) || d < 1 || d > 3) return 'teleports 1 to 3 spaces';
			if (o.dir === 'N' || o.dir === 'S') return o.major && d === 2 ? null : 'N and S only for 2 spaces, major';
			return (DIRS as readonly string[]).includes(o.dir ?? '') ? null : 'needs a direction';
		}
		case 'artifact':
			return o.major || (ARTIFACTS as readonly string[]).includes(o.artifact ?? '') ? null : 'needs an artifact';
		case 'scroll': {
			const s = m.scrolls[o.scroll ?? -1];
			return s && s.spell !== 'ProSp' ? null : 'needs another scroll you hold';
		}
		default:
			return null;
	}
}

/** Why the cast is illegal now (it becomes a rest), or null. */
export function castProblem(ctx: TurnContext, m: Mage, o: CastOrder): string | null {
	if (!m.scrolls.some((s) => s.spell === o.spell)) return `no ${o.spell} scroll held`;
	if (m.arc < castCost(o)) return `needs ${castCost(o)} Arcania`;
	if (inhibited(m, o.spell)) return 'your aptitude forbids it';
	return paramProblem(m, o);
}

/** The scroll after a reading: it disintegrates unless prolonged; a second reading in a turn destroys it. */
function readScroll(ctx: TurnContext, m: Mage, o: CastOrder): void {
	const i = m.scrolls.findIndex((s) => s.spell === o.spell);
	if (i < 0) return;
	const s = m.scrolls[i];
	const prolonged = s.prolongedUntil !== undefined && s.prolongedUntil >= ctx.world.turn;
	if (!prolonged || s.readTurn === ctx.world.turn) m.scrolls.splice(i, 1);
	else s.readTurn = ctx.world.turn;
}

export interface Casting {
	mage: Mage;
	order: CastOrder;
}

/** Figure 3 criteria 5-6 for a teleport, as physical moves use them (U-22); other spells tie here. */
function movementKey(ctx: TurnContext, c: Casting): number[] {
	const { mage: m, order: o } = c;
	if (o.spell !== 'TelPt' || !o.dir) return [0, 0, 0];
	return terrainAndTeammateKey(ctx, m, teleportTarget(m.at, o.dir, o));
}

/** Returns the casters whose cast was illegal (they rest). */
export function resolveCasts(ctx: TurnContext, casts: Casting[]): Set<Mage> {
	const keyed = casts.map((c) => ({ c, key: [SPELL[c.order.spell].n, c.order.major ? 0 : 1, c.mage.ebon ? 0 : 1, -c.mage.arc, -c.mage.skill, ...movementKey(ctx, c), ctx.rng.nextUint32()] }));
	keyed.sort((a, b) => {
		for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i] - b.key[i];
		return 0;
	});
	const illegal = new Set<Mage>();
	for (const { c } of keyed) {
		const { mage: m, order: o } = c;
		if (m.unconscious) continue;
		const problem = castProblem(ctx, m, o);
		if (problem) {
			illegal.add(m);
			note(ctx, m, `Cast ${o.spell} was illegal (${problem}); rested.`);
			continue;
		}
		const cost = castCost(o);
		const effect = SPELL_EFFECTS[o.spell];
		m.arc -= cost;
		if (m.ebon) ctx.world.record.casts.push(o.major ? `${o.spell}X` : o.spell);
		if (m.ebon && o.major && o.target === ctx.world.taskParams.C && SPELL[o.spell].param === 'mage/colour') ctx.world.record.rebuked = true;
		const skill = effectiveSkill(ctx.world, m, o.spell, ctx.P);
		// "no possible chance": a bonus reach is a possible chance (U-33, U-35)
		ctx.bonus = ctx.world.options.skillBonus && skill > 100;
		const futile = effect.futile?.(ctx, m, o) ?? false;
		ctx.bonus = false;
		if (futile) {
			note(ctx, m, `Cast ${o.spell}${o.major ? ' X' : ''}: it could have no effect (-${cost} Arcania).`);
			readScroll(ctx, m, o);
			continue;
		}
		const prevented = hasEffect(ctx.world, m, 'AntMa', ctx.P) || hasEffect(ctx.world, m, 'Stutt', ctx.P);
		const works = !prevented && d100(ctx) <= skill;
		ctx.bonus = works && ctx.world.options.skillBonus && skill > 100 && d100(ctx) <= skill - 100;
		if (works) effect.apply(ctx, m, o);
		if (ctx.bonus) note(ctx, m, 'Your skill gave the spell a bonus effect.');
		ctx.bonus = false;
		readScroll(ctx, m, o);
		note(ctx, m, `Cast ${o.spell}${o.major ? ' X' : ''}: ${works ? 'it worked' : prevented ? 'prevented' : 'it failed'} (-${cost} Arcania).`);
		m.apt = shiftedAptitude(m.apt, SPELL[o.spell].align, cost);
		if (!m.ebon && d100(ctx) <= 2 * cost) {
			m.skill += SKILL_GAIN;
			note(ctx, m, `Spell Skill +${SKILL_GAIN}.`);
		}
	}
	return illegal;
}
