/**
 * Figure 7, Complete Spell Reference (order of activation), with the spell texts of section XVIII
 * where Figure 7 cannot say it (a team and a Black duration). Conflicts are decided in
 * docs/rules/magika.md, U-39: Figure 7 wins on costs and single durations.
 */

/** A spell's and a mage's alignment: good, neutral, evil. */
export type Align = 'G' | 'N' | 'E';
/** p: phases active; t: turns active; xx: permanent. */
export type Duration = { p: number } | { t: number } | 'xx';

/**
 * What a spell is aimed at. mage/colour: "#/C" (a mage minor, a colour major); mage: "#";
 * terrain: "TF" 4-9; shift: "±" 1-3; dirdist: "DD"; artifact: "A"; scroll: "SS"; none.
 */
export type Param = 'mage/colour' | 'mage' | 'terrain' | 'shift' | 'dirdist' | 'artifact' | 'scroll' | 'none';

export interface SpellRow {
	n: number;
	code: SpellCode;
	name: string;
	align: Align;
	param: Param;
	minor: { cost: number; dur: Duration };
	/** black: the duration for an uncloaked (Black) caster when the text gives one apart. */
	major: { cost: number; dur: Duration; black?: Duration };
	/** An attacking spell: racial and Lamp resistance apply (U-34). */
	hostile: boolean;
}

export const SPELL_CODES = [
	'SpAid', 'ProAu', 'ProSh', 'ProIt', 'ProKn', 'ProEl', 'CurSp', 'Stutt', 'Plyze', 'Confs', 'AntMa', 'AtArc',
	'AtEnd', 'ElDrp', 'ElAtt', 'ElArr', 'ElBlo', 'DrArt', 'FumIt', 'StlIt', 'BrnIt', 'CkAid', 'RcAid', 'InvSp',
	'TelPt', 'ScArt', 'KnoSS', 'IntRp', 'KnArt', 'SrchX', 'BoEnd', 'BoArc', 'Heals', 'FogMp', 'ProSp', 'Chaos'
] as const;
export type SpellCode = (typeof SPELL_CODES)[number];

const p = (n: number): Duration => ({ p: n });
const t = (n: number): Duration => ({ t: n });
const XX: Duration = 'xx';

type Row = [SpellCode, string, Align, Param, number, Duration, number, Duration, Duration | undefined, boolean];
const ROWS: Row[] = [
	['SpAid', 'Spell Aid', 'N', 'none', 10, p(10), 40, p(10), t(4), false],
	['ProAu', 'Protective Aura', 'G', 'none', 10, p(10), 24, p(10), t(4), false],
	['ProSh', 'Protective Shield', 'G', 'none', 8, p(10), 20, p(10), t(4), false],
	['ProIt', 'Protect Items', 'G', 'none', 8, p(10), 16, p(10), t(4), false],
	['ProKn', 'Knowledge Protection', 'G', 'none', 6, p(10), 12, p(10), t(4), false],
	['ProEl', 'Elemental Protection', 'G', 'none', 4, p(10), 10, p(10), t(4), false],
	['CurSp', 'Curse Spell', 'E', 'mage/colour', 6, t(1), 16, t(1), undefined, true],
	['Stutt', 'Stutter', 'G', 'mage/colour', 6, p(1), 16, p(1), undefined, true],
	['Plyze', 'Paralyze Mage', 'E', 'mage/colour', 8, t(1), 24, t(1), undefined, true],
	['Confs', 'Confusion', 'G', 'mage/colour', 4, p(1), 12, p(1), undefined, true],
	['AntMa', 'Anti-Magic', 'E', 'mage/colour', 10, t(1), 30, t(1), undefined, true],
	['AtArc', 'Attack Arcania', 'E', 'mage/colour', 8, p(1), 24, p(1), undefined, true],
	['AtEnd', 'Attack Endurance', 'E', 'mage/colour', 8, p(1), 22, p(1), undefined, true],
	['ElDrp', 'Elemental Disruption', 'E', 'terrain', 10, p(1), 30, t(1), undefined, true],
	['ElAtt', 'Elemental Attack', 'E', 'terrain', 8, p(1), 24, t(1), undefined, true],
	['ElArr', 'Elemental Arrangement', 'N', 'shift', 8, t(1), 20, t(1), undefined, false],
	['ElBlo', 'Elemental Blockade', 'E', 'terrain', 4, p(1), 12, t(1), undefined, true],
	['DrArt', 'Drop Artifact', 'N', 'none', 8, p(1), 24, p(1), undefined, true],
	['FumIt', 'Fumble Item', 'G', 'mage/colour', 6, p(1), 16, p(1), undefined, true],
	['StlIt', 'Steal Item', 'E', 'mage', 8, p(1), 28, p(1), undefined, true],
	['BrnIt', 'Burn Item', 'E', 'mage/colour', 6, p(1), 16, p(1), undefined, true],
	['CkAid', 'Cloak Aid', 'N', 'none', 8, p(1), 30, t(3), undefined, false],
	['RcAid', 'Recon Aid', 'N', 'none', 8, t(1), 28, t(3), undefined, false],
	['InvSp', 'Invisibility Spell', 'N', 'none', 8, t(1), 22, t(1), t(3), false],
	['TelPt', 'Teleport', 'N', 'dirdist', 6, p(1), 16, p(1), undefined, false],
	['ScArt', 'Scatter Artifact', 'N', 'artifact', 6, p(1), 14, p(1), undefined, false],
	['KnoSS', 'Know Spell Status', 'N', 'none', 6, t(1), 20, t(1), t(3), false],
	['IntRp', 'Improved Intel Report', 'N', 'none', 4, t(1), 14, t(1), t(3), false],
	['KnArt', 'Knowledge of Artifact', 'N', 'none', 4, t(1), 12, t(3), undefined, false],
	['SrchX', 'Search eXhausted', 'E', 'mage/colour', 4, t(1), 12, t(1), undefined, true],
	['BoEnd', 'Boost Endurance', 'G', 'none', 10, t(3), 30, XX, undefined, false],
	['BoArc', 'Boost Arcania', 'G', 'none', 10, t(3), 30, XX, undefined, false],
	['Heals', 'Heal Endurance', 'G', 'none', 8, p(1), 24, p(1), undefined, false],
	['FogMp', 'Fog Map', 'N', 'none', 10, t(1), 35, t(1), undefined, false],
	['ProSp', 'Prolonged Spell', 'G', 'scroll', 10, t(3), 35, XX, undefined, false],
	['Chaos', 'Chaos Spell', 'E', 'none', 20, XX, 50, XX, undefined, true]
];

export const SPELLS: readonly SpellRow[] = ROWS.map(([code, name, align, param, mc, md, xc, xd, black, hostile], i) => ({
	n: i + 1,
	code,
	name,
	align,
	param,
	minor: { cost: mc, dur: md },
	major: black ? { cost: xc, dur: xd, black } : { cost: xc, dur: xd },
	hostile
}));

export const SPELL: Readonly<Record<SpellCode, SpellRow>> = Object.fromEntries(SPELLS.map((s) => [s.code, s])) as Record<SpellCode, SpellRow>;

export function isSpellCode(x: unknown): x is SpellCode {
	return typeof x === 'string' && (SPELL_CODES as readonly string[]).includes(x);
}

/** Which protection spell shields a mage from which spells (section XVIII). */
export const PROTECTS: Readonly<Partial<Record<SpellCode, readonly SpellCode[]>>> = {
	ProEl: ['ElArr', 'ElBlo', 'ElAtt', 'ElDrp'],
	ProKn: ['IntRp', 'KnoSS', 'KnArt'],
	ProSh: ['Confs', 'Plyze', 'Stutt', 'CurSp'],
	ProAu: ['AtEnd', 'AtArc', 'AntMa'],
	ProIt: ['FumIt', 'DrArt', 'StlIt', 'BrnIt']
};
