/**
 * The map's key: each terrain, mark and token the map on screen draws, with what it means, and
 * nothing the map does not show (MapKey.svelte, under MagikaMap's "Key"). The words are in the
 * tables here, the looks in terrainStyle.ts and mapTokens.ts.
 */
import { TERRAIN } from '$engine/magika/data/terrain';
import type { KnownCell, KnownMap } from './knownMap';
import { PLACES } from './mapLayout';
import { ARTIFACT_GLYPH, type MapToken } from './mapTokens';
import type { WorldMap } from './worldMap';

/** How a key entry is drawn: a space as the map draws it (null: never seen), or a token as the map draws it over one. */
export type KeyLook = { space: Pick<KnownCell, 't' | 'fog'> | null } | { token: MapToken['kind']; label: string; old?: boolean };

export interface KeyEntry {
	key: string;
	look: KeyLook;
	text: string;
}

/** What each token means, in the key's order (mages by their letter, the rest by their glyph). */
const TOKEN_TEXT: Readonly<Record<MapToken['kind'], string>> = {
	you: 'You',
	mage: 'Another mage, ringed in its cloak’s colour',
	ebon: 'The Ebon Mage',
	artifact: 'An artifact on the ground',
	occupied: 'Someone is here, mage unknown'
};
const TOKEN_ORDER = Object.keys(TOKEN_TEXT) as MapToken['kind'][];

const ARTIFACT_TEXT: Readonly<Record<keyof typeof ARTIFACT_GLYPH, string>> = {
	alignment: 'Alignment artifact',
	racial: 'Racial artifact',
	ability: 'Ability artifact'
};

const MARK_TEXT = {
	fog: 'In fog now',
	unseen: 'Never seen',
	old: (turn: number) => `Faded: as last seen (t${turn}: on turn ${turn})`
} as const;

export function mapKey(map: KnownMap | WorldMap, tokens: readonly MapToken[]): KeyEntry[] {
	const cells = [...map.cells.values()];
	const terrains = [...new Set(cells.map((k) => k.t).filter((t) => t > 0))].sort((a, b) => a - b);
	const out: KeyEntry[] = terrains.map((t) => ({ key: `t${t}`, look: { space: { t, fog: false } }, text: TERRAIN[t].name }));
	if (cells.some((k) => k.fog)) out.push({ key: 'fog', look: { space: { t: 0, fog: true } }, text: MARK_TEXT.fog });
	if (map.cells.size < PLACES.length) out.push({ key: 'unseen', look: { space: null }, text: MARK_TEXT.unseen });
	// one entry a kind of token, each artifact class apart
	const byKey = new Map<string, MapToken>();
	for (const t of [...tokens].sort((a, b) => TOKEN_ORDER.indexOf(a.kind) - TOKEN_ORDER.indexOf(b.kind))) {
		const key = t.kind === 'artifact' ? t.label : t.kind;
		if (!byKey.has(key)) byKey.set(key, t);
	}
	for (const [key, t] of byKey) out.push({ key, look: { token: t.kind, label: t.label }, text: t.kind === 'artifact' ? artifactText(t.label) : TOKEN_TEXT[t.kind] });
	const old = tokens.find((t) => !t.now);
	if (old) out.push({ key: 'old', look: { token: old.kind, label: old.label, old: true }, text: MARK_TEXT.old(old.seen) });
	return out;
}

function artifactText(glyph: string): string {
	const kind = (Object.keys(ARTIFACT_GLYPH) as (keyof typeof ARTIFACT_GLYPH)[]).find((k) => ARTIFACT_GLYPH[k] === glyph);
	return kind ? ARTIFACT_TEXT[kind] : TOKEN_TEXT.artifact;
}
