/** What each of the 36 spells does, and when a cast of it is futile (U-33). */
import type { SpellCode } from '../data/spells';
import type { TurnContext } from '../context';
import type { Mage } from '../types';
import { boost, cloakAid, heal, prolong } from './aid';
import { attackStat, burn, dropArtifacts, dropArtifactsFutile, fumble, statusAttack, steal } from './attacks';
import { aimed, grant, type CastOrder } from './targets';
import { arrange, chaos, elemental, elementalFutile, fog, scatter, scatterFutile, teleport } from './world';

export interface SpellEffect {
	apply(ctx: TurnContext, caster: Mage, o: CastOrder): void;
	/** No possible chance of the desired effect: arcania spent, nothing else (U-33). */
	futile?(ctx: TurnContext, caster: Mage, o: CastOrder): boolean;
}

const noTarget = (ctx: TurnContext, caster: Mage, o: CastOrder) => aimed(ctx, caster, o).length === 0;
const grantIt: SpellEffect = { apply: (ctx, c, o) => void grant(ctx, c, o) };
const attack: SpellEffect = { apply: statusAttack, futile: noTarget };
const elementalIt: SpellEffect = { apply: elemental, futile: elementalFutile };

export const SPELL_EFFECTS: Readonly<Record<SpellCode, SpellEffect>> = {
	SpAid: grantIt,
	ProAu: grantIt,
	ProSh: grantIt,
	ProIt: grantIt,
	ProKn: grantIt,
	ProEl: grantIt,
	CurSp: attack,
	Stutt: attack,
	Plyze: attack,
	Confs: attack,
	AntMa: attack,
	AtArc: { apply: attackStat, futile: noTarget },
	AtEnd: { apply: attackStat, futile: noTarget },
	ElDrp: elementalIt,
	ElAtt: elementalIt,
	ElArr: { apply: arrange },
	ElBlo: elementalIt,
	DrArt: { apply: dropArtifacts, futile: dropArtifactsFutile },
	FumIt: { apply: fumble, futile: noTarget },
	StlIt: { apply: steal, futile: (ctx, c, o) => noTarget(ctx, c, { ...o, major: false }) || o.target === c.id },
	BrnIt: { apply: burn, futile: noTarget },
	CkAid: { apply: cloakAid, futile: (_ctx, c, o) => !o.major && !c.donned },
	RcAid: grantIt,
	InvSp: grantIt,
	TelPt: { apply: teleport },
	ScArt: { apply: scatter, futile: scatterFutile },
	KnoSS: grantIt,
	IntRp: grantIt,
	KnArt: grantIt,
	SrchX: attack,
	BoEnd: { apply: boost },
	BoArc: { apply: boost },
	Heals: { apply: heal, futile: (_ctx, c) => c.end >= c.maxEnd },
	FogMp: { apply: fog },
	ProSp: { apply: prolong },
	Chaos: { apply: chaos }
};
