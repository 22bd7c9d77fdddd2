/** The tokens the map draws over the hexes, from what the seat knows: mages, artifacts, occupied marks. */
import { artifactClass, ARTIFACT_NAMES } from '$engine/magika/data/artifacts';
import type { KnownMap } from './knownMap';
import { mageName } from './mageName';
import type { WorldMap } from './worldMap';

export interface MapToken {
	cell: number;
	label: string;
	kind: 'you' | 'mage' | 'ebon' | 'artifact' | 'occupied';
	/** Seen this turn; otherwise the turn it was last seen. */
	now: boolean;
	seen: number;
	title: string;
	cloak?: string | null;
}

/** An artifact on the ground, by its class (the map's key names them: mapKey.ts). */
export const ARTIFACT_GLYPH = { alignment: '♛', racial: '⚱', ability: '✦' } as const;

/** A space someone stands on, the seat cannot tell who. */
export const OCCUPIED_GLYPH = '●';

export function mapTokens(map: KnownMap | WorldMap): MapToken[] {
	const out: MapToken[] = [];
	for (const [cell, k] of map.cells) if (k.occupied) out.push({ cell, label: OCCUPIED_GLYPH, kind: 'occupied', now: k.now, seen: k.seen, title: 'occupied, mage unknown' });
	for (const a of map.artifacts) {
		if (!a.held) out.push({ cell: a.at, label: ARTIFACT_GLYPH[artifactClass(a.a)], kind: 'artifact', now: true, seen: map.turn - 1, title: ARTIFACT_NAMES[a.a] });
	}
	for (const m of map.mages) {
		out.push({ cell: m.at, label: m.id, kind: m.ebon ? 'ebon' : 'mage', now: m.now, seen: m.turn, title: `${mageName(m)}${m.now ? '' : `, seen turn ${m.turn}`}`, cloak: m.cloak });
	}
	if (map.you) out.push({ cell: map.you.at, label: map.you.id, kind: 'you', now: true, seen: map.turn - 1, title: `You (${map.you.id})`, cloak: map.you.donned });
	return out;
}
