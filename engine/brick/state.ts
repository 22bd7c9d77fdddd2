/** The state of a Brick game: armies, the wizards' round tracker, spells being resolved, effects. */
import type { SeatId, SeatInfo } from '../core';
import type { DesignTerms } from './designer';
import type { BrickOptions } from './options';
import type { SpellDef, TriggerSpec } from './spellTypes';

export type UnitKind = 'wizard' | 'medic' | 'other';

/** What a unit has done in the current round. */
export interface RoundMarks {
	concentrated: boolean;
	moved: boolean;
	acted: boolean;
	held: boolean;
	cast: boolean;
	/** The round's mana loss has been taken. */
	lost: boolean;
}

export interface Unit {
	/** The id of the event that mustered it. */
	id: string;
	seat: SeatId;
	name: string;
	kind: UnitKind;
	/** Spells bought with the unit (wizards). */
	spells: string[];
	/** Wizard: casts with weapons other than a knife or staff. Medic: may use weapons. */
	weapons: boolean;
	/** Wizard: casts through armor. */
	armor: boolean;
	/** Points entered for an other unit. */
	points: number;
	/** Can hide (a cloak). */
	canHide: boolean;
	/** up: fighting; down: effectively dead (a medic may try); lost: beyond a medic's help. */
	status: 'up' | 'down' | 'lost';
	hidden: boolean;
	mana: number;
	/** Spells gained in battle (wild surge 11) and lost (wild surge 5). */
	gained: string[];
	lost: string[];
	/** Spells other players have seen it cast. */
	shown: string[];
	marks: RoundMarks;
}

export interface StepResult {
	key: string;
	values: number[];
	modifier: number;
	total: number;
	/** Whether a tested roll passed; null for a roll that only measures. */
	passed: boolean | null;
}

export interface SurgeState {
	/** The roll that set it off. */
	from: string;
	entry: number | null;
	/** A follow-up roll still owed by the entry (the shape, the elementals). */
	owes: 'shape' | 'elementals' | null;
}

export type CastOutcome = 'open' | 'worked' | 'missed' | 'failed' | 'surged';

export interface Cast {
	id: string;
	round: number;
	wizard: string;
	seat: SeatId;
	spell: string;
	mode: string | null;
	/** Dice of duration or blocks bought, and the extra (Fly's blocks, Telekinesis' inches). */
	units: number;
	extra: number;
	mana: number;
	target: string;
	targetUnit: string | null;
	fromUnitOrWall: boolean;
	/** Cast back from Absorb, with no mana. */
	free: boolean;
	/** Wild surge 6 turned the spell on the wizard (or on the unit nearest it). */
	recentred: number;
	hit: boolean | null;
	results: StepResult[];
	surge: SurgeState | null;
	outcome: CastOutcome;
}

export interface PerRoundRoll {
	label: string;
	count: number;
	sides: number;
	atLeast?: number;
	atMost?: number;
	/** The effect ends when the roll passes. */
	endText: string;
	/** Totals add up (gravity's inches floated). */
	accumulate?: string;
}

export interface Effect {
	id: string;
	label: string;
	text: string;
	/** The tracked unit it is on, if any. */
	unit: string | null;
	/** Where or on whom, as the table named it. */
	where: string;
	/** The side it belongs to (the caster's), null for the table. */
	seat: SeatId | null;
	/** The cast that made it, if any. */
	cast: string | null;
	since: number;
	/** Ends at the end of this round; null when it lasts until used or ended at the table. */
	endsAfter: number | null;
	trigger?: TriggerSpec;
	/** A trigger roll is owed (the trigger happened). */
	triggered: boolean;
	/** For Absorb's trigger: the spell coming in. */
	incoming?: string;
	hides?: boolean;
	/** Wild surge 7: the wizard cannot move or fight. */
	stuck?: boolean;
	/** Absorb: the spell it may cast back. */
	absorbed?: string;
	everyRound?: PerRoundRoll;
	/** The per-round roll of the current round is owed. */
	due: boolean;
	/** Sum of accumulated per-round totals. */
	tally: number;
}

export interface Design {
	spell: SpellDef;
	terms: DesignTerms;
	author: SeatId | null;
	approvedBy: SeatId[];
}

export interface Line {
	round: number;
	text: string;
	/** The dice behind the line (a roll to notice, a revival), for the table's dice display. */
	dice?: LineDice;
}

/** A roll told in the chronicle: who rolled, what for, and the faces. */
export interface LineDice {
	who: string;
	purpose: string;
	sides: number;
	values: number[];
}

export interface BrickState {
	options: BrickOptions;
	seats: SeatInfo[];
	phase: 'muster' | 'battle' | 'finished';
	round: number;
	units: Record<string, Unit>;
	/** Unit ids in muster order. */
	order: string[];
	designs: Design[];
	casts: Record<string, Cast>;
	/** Ids of casts still being resolved. */
	open: string[];
	effects: Effect[];
	chronicle: Line[];
	winners: SeatId[] | null;
}
