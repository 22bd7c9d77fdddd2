/**
 * Demand (section X, DEM-1..5, U-45..47): the demander must be more attuned than the holder;
 * equal keeps. The Ebon Mage demands alignment artifacts as that alignment at 90, racial
 * artifacts as that race, at most twice a turn; demands on him use his real statistics.
 */
import { alignmentOf, artifactClass, raceOf } from './data/artifacts';
import { PREFERENCE } from './data/preference';
import { note, type TurnContext } from './context';
import { hasEffect } from './effects';
import { setHolder } from './holdings';
import { vpAptitude } from './stats';
import type { ArtifactId, Mage } from './types';

export const EBON_DEMANDS_PER_TURN = 2;
const EBON_APTITUDE = 90;

/** How attuned a mage is to an artifact, higher is better; null when he may not demand it. */
export function attunement(m: Mage, a: ArtifactId, asDemander: boolean): number | null {
	const cls = artifactClass(a);
	if (cls === 'alignment') {
		const align = alignmentOf(a)!;
		if (asDemander && m.ebon) return EBON_APTITUDE;
		if (asDemander && m.align !== align) return null;
		return vpAptitude(align, m.apt);
	}
	if (cls === 'racial') {
		const race = raceOf(a)!;
		if (asDemander && m.ebon) return 0;
		return -PREFERENCE[race].indexOf(m.race);
	}
	if (a === 'helm') return m.end;
	if (a === 'candle') return m.arc;
	if (a === 'tome') return m.skill;
	return vpAptitude(m.align, m.apt);
}

export interface DemandOrder {
	mage: Mage;
	artifact: ArtifactId;
}

/** Resolves the phase's demands; returns the demanders whose order was illegal (they rest). */
export function resolveDemands(ctx: TurnContext, orders: DemandOrder[]): Set<Mage> {
	const illegal = new Set<Mage>();
	const keyed = orders.map((o) => ({ o, key: attunement(o.mage, o.artifact, true) ?? -Infinity, tie: ctx.rng.nextUint32() }));
	keyed.sort((a, b) => b.key - a.key || Number(b.o.mage.ebon) - Number(a.o.mage.ebon) || a.tie - b.tie);
	for (const { o } of keyed) {
		const m = o.mage;
		const where = ctx.world.artifacts[o.artifact];
		const holder = 'holder' in where ? ctx.byId[where.holder] : null;
		const mine = attunement(m, o.artifact, true);
		if (mine === null) {
			// "To demand an Alignment artifact, you must be of that alignment": an illegal order rests
			illegal.add(m);
			note(ctx, m, `Only a mage of its alignment may demand the ${o.artifact}; rested.`);
			continue;
		}
		if (!holder || holder === m || holder.at !== m.at || (m.ebon && m.demands >= EBON_DEMANDS_PER_TURN)) {
			illegal.add(m);
			note(ctx, m, `Demand for the ${o.artifact} was not possible; rested.`);
			continue;
		}
		m.demands++;
		if (hasEffect(ctx.world, m, 'AntMa', ctx.P)) {
			note(ctx, m, `Demand for the ${o.artifact} failed.`);
			continue;
		}
		const theirs = attunement(holder, o.artifact, false)!;
		if (mine > theirs) {
			setHolder(ctx.world, o.artifact, m);
			if (m.ebon) ctx.world.record.demandsWon++;
			note(ctx, m, `Demanded the ${o.artifact} from ${holder.id}.`);
			note(ctx, holder, `${m.id} demanded the ${o.artifact}: given up.`);
		} else {
			note(ctx, m, `Demand for the ${o.artifact}: denied by ${holder.id}.`);
			note(ctx, holder, `${m.id} demanded the ${o.artifact}: denied.`);
		}
	}
	return illegal;
}
