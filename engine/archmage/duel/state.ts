import type { RollSource, SeatInfo } from '../../core';
import type { Element, Scores } from '../elements';
import type { SpellId } from '../grimoire';
import type { DuelRankChange } from '../ranks';
import type { DuelistSheet, VictoryLevel } from '../wizard';
import type { ArchmageOptions } from './options';

/** A duel has two sides: 0 is the first seat, 1 the second. */
export type Side = 0 | 1;
export type Role = 'spell' | 'counter';

export interface Wall {
	spell: SpellId;
	strength: number;
}

export interface Duelist {
	sheet: DuelistSheet;
	/** Scores for this match only; they start from the sheet's recorded scores. */
	scores: Scores;
	wall: Wall | null;
	mulliganUsed: boolean;
	/** The phone plays this wizard (the duel bot, engine/archmage/duel/policy.ts): said when it entered. */
	bot?: true;
}

/** One spell or counterspell being cast. */
export interface Casting {
	spell: SpellId;
	/** The element whose score the roll needs (Heal: the one with the highest pre-combat score). */
	element: Element;
	needed: number;
	roll: number | null;
	success: boolean | null;
	/** The roll a mulligan replaced. */
	mulliganed: number | null;
	/** Heal only: the element it may restore and by how much at most. */
	heal: { element: Element; cap: number } | null;
}

/** A successful attack on its way to the defender. */
export interface Attack {
	spell: SpellId;
	target: Element;
	rolled: number;
	wallAbsorbed: number;
	shieldAbsorbed: number;
	/** Whether the defender's Wall has had its say (at once by default; after the Shield in the variant). */
	wallDone: boolean;
	/** What still comes through. */
	damage: number;
}

/** Half of the turn cycle: one wizard's spell, the other's counterspell, the damage. */
export interface HalfCycle {
	n: number;
	caster: Side;
	spell: Casting | null;
	counter: Casting | null;
	counterDeclined: boolean;
	attack: Attack | null;
}

export type Step =
	| { kind: 'enter' }
	| { kind: 'initiative' }
	| { kind: 'announce'; side: Side; role: Role }
	| { kind: 'roll'; side: Side; role: Role }
	| { kind: 'mulligan'; side: Side; role: Role }
	| { kind: 'amount'; side: Side; role: Role; max: number }
	| { kind: 'wall'; side: Side; role: Role; fresh: Wall }
	| { kind: 'over' };

/** An element reduced by the opponent's last attack: the next spell of `side` may Heal it. */
export interface Healable {
	side: Side;
	element: Element;
	amount: number;
}

export interface DuelResult {
	winner: Side;
	loser: Side;
	conceded: boolean;
	level: VictoryLevel;
	rankChange: DuelRankChange;
}

export type LogEntry =
	| { t: 'enter'; side: Side; name: string }
	| { t: 'initiative'; values: [number, number]; first: Side | null; source: RollSource }
	| { t: 'announce'; side: Side; role: Role; spell: SpellId | null }
	| { t: 'roll'; side: Side; role: Role; spell: SpellId; value: number; needed: number; element: Element; success: boolean; reroll: boolean; source: RollSource }
	| { t: 'keep'; side: Side }
	| { t: 'mulligan'; side: Side }
	| { t: 'create'; side: Side; spell: SpellId; amount: number; from: Element; to: Element }
	| { t: 'heal'; side: Side; element: Element; amount: number }
	| { t: 'wall'; side: Side; spell: SpellId; strength: number; kept: SpellId; replaced: SpellId | null }
	| { t: 'damage'; side: Side; attack: SpellId; target: Element; rolled: number; wall: number; shield: number; damage: number; before: number; after: number }
	| { t: 'concede'; side: Side }
	| { t: 'victory'; winner: Side; level: VictoryLevel };

/** The duel log as a persistent list (newest first), so that appending never copies it. */
export interface LogNode {
	entry: LogEntry;
	prev: LogNode | null;
}

export interface ArchmageState {
	seats: SeatInfo[];
	options: ArchmageOptions;
	duelists: [Duelist | null, Duelist | null];
	step: Step;
	half: HalfCycle | null;
	healable: Healable | null;
	log: LogNode | null;
	result: DuelResult | null;
}
