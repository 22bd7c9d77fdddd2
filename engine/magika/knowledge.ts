/**
 * An independent reading of section XIII used by the knowledge-soundness property: what a report
 * may say about a mage, computed straight from the book's ring lists and the spells, never from
 * the report builder's own tables.
 */
import { alignmentOf } from './data/artifacts';
import { hasEffect } from './effects';
import { distance } from './geometry';
import type { Mage, World } from './types';

/** Fields about a novice per ring, as the book lists them (l. 585-598). */
const NOVICE: Record<number, string[]> = {
	3: [],
	2: ['name', 'cloak'],
	1: ['name', 'cloak', 'race', 'alignmentArtifacts'],
	0: ['name', 'cloak', 'race', 'alignmentArtifacts', 'align', 'artifacts', 'items', 'strength', 'serenity']
};
/** Fields about the Ebon Mage per ring. */
const EBON: Record<number, string[]> = {
	3: ['ebon'],
	2: ['ebon', 'name', 'race', 'artifacts', 'items'],
	1: ['ebon', 'name', 'race', 'artifacts', 'items', 'align', 'spells', 'strength', 'serenity'],
	0: ['ebon', 'name', 'race', 'artifacts', 'items', 'align', 'spells', 'strength', 'serenity']
};

/** What a viewer may know about a mage at the end of the turn, or null: nothing at all. */
export function mayKnow(world: World, P: number, viewer: Mage, m: Mage): Set<string> | null {
	const base = new Set(['id', 'turn', 'at', 'ring']);
	if (viewer.donned && viewer.donned === m.donned) return null; // teammates: everything (checked apart)
	const recon = hasEffect(world, viewer, 'RcAid', P);
	const d = distance(viewer.at, m.at);
	if (d > (recon ? 4 : 3) || hasEffect(world, m, 'InvSp', P)) return new Set();
	const e = recon ? Math.max(0, d - 1) : d;
	for (const f of (m.ebon ? EBON : NOVICE)[e]) base.add(f);
	if (base.has('alignmentArtifacts')) base.add('artifacts');
	if (d <= 3 && !hasEffect(world, m, 'ProKn', P)) {
		if (hasEffect(world, viewer, 'IntRp', P)) for (const f of ['artifacts', 'items', 'allArtifacts']) base.add(f);
		if (hasEffect(world, viewer, 'KnoSS', P)) for (const f of ['spells', 'effects']) base.add(f);
	}
	if (m.ebon && base.has('artifacts')) base.add('allArtifacts');
	if (base.has('items')) base.add('allArtifacts');
	return base;
}

export const onlyAlignment = (arts: readonly string[]) => arts.filter((a) => alignmentOf(a as never) !== null);
