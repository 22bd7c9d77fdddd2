/** The twelve artifacts of section X. */
import type { Align, ArtifactId, Race } from '../types';

export const ALIGNMENT_ARTIFACTS: Readonly<Record<Align, ArtifactId>> = { G: 'crown', N: 'orb', E: 'scepter' };
export const RACIAL_ARTIFACTS: Readonly<Record<Race, ArtifactId>> = { human: 'cross', elf: 'anhk', dwarf: 'lamp', goblin: 'pendant', halfling: 'medallion' };
export const ABILITY_ARTIFACTS = ['helm', 'candle', 'tome', 'rod'] as const;

export type ArtifactClass = 'alignment' | 'racial' | 'ability';

export const ARTIFACTS: readonly ArtifactId[] = ['crown', 'orb', 'scepter', 'cross', 'anhk', 'lamp', 'pendant', 'medallion', 'helm', 'candle', 'tome', 'rod'];

export const ARTIFACT_NAMES: Readonly<Record<ArtifactId, string>> = {
	crown: 'Crown of Good',
	orb: 'Orb of Neutrality',
	scepter: 'Scepter of Evil',
	cross: 'Cross of Humankind',
	anhk: 'Anhk of Elvenkind',
	lamp: 'Lamp of Dwarvenkind',
	pendant: 'Pendant of Goblinkind',
	medallion: 'Medallion of Halflingkind',
	helm: 'Helm of Strength',
	candle: 'Candle of Serenity',
	tome: 'Tome of Magic',
	rod: 'Rod of Obedience'
};

export function artifactClass(a: ArtifactId): ArtifactClass {
	const i = ARTIFACTS.indexOf(a);
	return i < 3 ? 'alignment' : i < 8 ? 'racial' : 'ability';
}

export function alignmentOf(a: ArtifactId): Align | null {
	return a === 'crown' ? 'G' : a === 'orb' ? 'N' : a === 'scepter' ? 'E' : null;
}

export function raceOf(a: ArtifactId): Race | null {
	for (const [race, id] of Object.entries(RACIAL_ARTIFACTS)) if (id === a) return race as Race;
	return null;
}

/** Artifacts that grant a racial attunement, by the terrain they attune. */
export const ARTIFACT_ATTUNEMENT: Readonly<Partial<Record<ArtifactId, number>>> = { anhk: 4, lamp: 8, pendant: 6, medallion: 5 };
/** Lamp of Dwarvenkind: "a 10% magic resistance". */
export const LAMP_RESIST = 10;
/** Medallion of Halflingkind: "a 20 search bonus". */
export const MEDALLION_SEARCH = 20;
/** Tome of Magic: "a 20% Skill bonus when spell casting". */
export const TOME_BONUS = 20;

export const COLOURS = ['red', 'blue', 'yellow', 'green', 'orange', 'violet'] as const;
