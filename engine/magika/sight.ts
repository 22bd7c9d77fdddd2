/**
 * Reconnaissance (section XIII): what a mage learns about a space and about another mage at each
 * ring. Recon Aid improves every ring by one and shows terrain out to R4 (U-58). Fogged spaces
 * show blank except R0; invisible mages are left off (U-44). The ring tables are data.
 */
import { alignmentOf, artifactClass, ARTIFACTS } from './data/artifacts';
import { effectsOn, fogged, hasEffect, terrainAt } from './effects';
import { distance, within } from './geometry';
import { serenityLevel, strengthLevel, itemCount } from './stats';
import type { ArtifactId, Mage, SeenMage, World } from './types';

/** The farthest ring at which each field about a novice is given. */
export const NOVICE_FIELDS = { seen: 3, name: 2, cloak: 2, race: 1, alignmentArtifacts: 1, align: 0, artifacts: 0, items: 0, strength: 0, serenity: 0 } as const;
/** The farthest ring at which each field about the Ebon Mage is given. */
export const EBON_FIELDS = { seen: 3, name: 2, race: 2, artifacts: 2, items: 2, align: 1, spells: 1, strength: 1, serenity: 1 } as const;
/** The farthest ring at which a lying artifact of each class is seen. */
export const ARTIFACT_RING = { alignment: 3, racial: 2, ability: 1 } as const;

export function hasRecon(world: World, m: Mage, P: number): boolean {
	return hasEffect(world, m, 'RcAid', P);
}

/** The ring whose data the viewer gets about a space at this distance. */
export function effectiveRing(world: World, viewer: Mage, d: number, P: number): number {
	return hasRecon(world, viewer, P) ? Math.max(0, d - 1) : d;
}

export function sightRadius(world: World, viewer: Mage, P: number): number {
	return hasRecon(world, viewer, P) ? 4 : 3;
}

/** Everything the engine may show about a mage: a teammate's full data. */
export function fullData(world: World, m: Mage, turn: number, P: number, ring: number): SeenMage {
	return {
		id: m.id,
		turn,
		at: m.at,
		ring,
		...(m.ebon ? { ebon: true } : {}),
		name: m.name,
		cloak: m.donned,
		race: m.race,
		align: m.align,
		artifacts: [...m.artifacts],
		items: itemCount(m),
		strength: strengthLevel(m.end, m.maxEnd),
		serenity: serenityLevel(m.arc, m.maxArc),
		spells: m.scrolls.map((s) => s.spell),
		effects: effectsOn(world, m, P)
	};
}

/** What a viewer sees of a mage at an effective ring (null: not seen at all). */
export function seenAt(m: Mage, e: number, turn: number, d: number): SeenMage | null {
	if (e > 3) return null;
	const s: SeenMage = { id: m.id, turn, at: m.at, ring: d };
	if (m.ebon) {
		s.ebon = true;
		if (e <= EBON_FIELDS.race) Object.assign(s, { name: m.name, race: m.race, artifacts: [...m.artifacts], items: itemCount(m) });
		if (e <= EBON_FIELDS.align) Object.assign(s, { align: m.align, spells: m.scrolls.map((x) => x.spell), strength: strengthLevel(m.end, m.maxEnd), serenity: serenityLevel(m.arc, m.maxArc) });
		return s;
	}
	if (e > NOVICE_FIELDS.name) return null; // R3: only "occupied"
	Object.assign(s, { name: m.name, cloak: m.donned });
	if (e <= NOVICE_FIELDS.race) Object.assign(s, { race: m.race, artifacts: m.artifacts.filter((a) => alignmentOf(a) !== null) });
	if (e === 0) Object.assign(s, { align: m.align, artifacts: [...m.artifacts], items: itemCount(m), strength: strengthLevel(m.end, m.maxEnd), serenity: serenityLevel(m.arc, m.maxArc) });
	return s;
}

export interface SeenCell {
	/** cell, terrain (0: fogged). */
	c: number;
	t: number;
	/** Lying artifacts seen there. */
	a?: ArtifactId[];
	/** Occupied by a mage not otherwise identified (R3). */
	o?: 1;
}

/** The spaces a mage sees from where it stands. */
export function seenCells(world: World, viewer: Mage, P: number): SeenCell[] {
	const out: SeenCell[] = [];
	for (const c of within(viewer.at, sightRadius(world, viewer, P))) {
		const d = distance(viewer.at, c);
		if (d > 0 && fogged(world, c, P)) {
			out.push({ c, t: 0 });
			continue;
		}
		const e = effectiveRing(world, viewer, d, P);
		const cell: SeenCell = { c, t: terrainAt(world, c, P) };
		const arts = ARTIFACTS.filter((a) => {
			const w = world.artifacts[a];
			return 'at' in w && w.at === c && e <= ARTIFACT_RING[artifactClass(a)];
		});
		if (arts.length) cell.a = arts;
		out.push(cell);
	}
	return out;
}

/** Is the mage hidden from the viewer by invisibility? (teammates always see each other) */
export function hiddenFrom(world: World, viewer: Mage, m: Mage, P: number): boolean {
	if (m === viewer || (viewer.donned && viewer.donned === m.donned)) return false;
	return hasEffect(world, m, 'InvSp', P);
}
