/** Shapes of the Magika world, its orders and its reports. Plain JSON data throughout. */
import type { Align, Duration, SpellCode } from './data/spells';

export type Race = 'human' | 'elf' | 'dwarf' | 'goblin' | 'halfling';
export type Dir = 'NE' | 'NW' | 'E' | 'W' | 'SE' | 'SW';
/** Teleport X also allows the straight two-hex lines N and S. */
export type TeleportDir = Dir | 'N' | 'S';
export type Colour = 'red' | 'blue' | 'yellow' | 'green' | 'orange' | 'violet';
export type ArtifactId = 'crown' | 'orb' | 'scepter' | 'cross' | 'anhk' | 'lamp' | 'pendant' | 'medallion' | 'helm' | 'candle' | 'tome' | 'rod';
export type OrderKind = 'demand' | 'give' | 'don' | 'cast' | 'move' | 'search' | 'drop' | 'meditate' | 'rest';
export type Status = 'OK' | 'EX' | 'UC';

export interface Scroll {
	spell: SpellCode;
	/** ProSp: survives its casts until the end of this turn (FOREVER for ProSp X). */
	prolongedUntil?: number;
	/** Turn it was last read in (a second read in one turn destroys a prolonged scroll). */
	readTurn?: number;
	/** The Ebon Mage's Prolonged Teleport: never picked by FumIt/StlIt/BrnIt or rule 6. */
	ebon?: boolean;
}

export interface Mage {
	/** Identity letter, A-L for novices, M for the Ebon Mage. */
	id: string;
	seat: string;
	name: string;
	race: Race;
	align: Align;
	ebon: boolean;
	at: number;
	end: number;
	maxEnd: number;
	arc: number;
	maxArc: number;
	skill: number;
	apt: number;
	scrolls: Scroll[];
	artifacts: ArtifactId[];
	/** Cloaks carried, the donned one included. */
	cloaks: Colour[];
	donned: Colour | null;
	/** Failed a re-cloak: Black for the rest of the game, may carry no cloak (CLK-5). */
	forcedBlack: boolean;
	/** Artifacts the Ebon Mage dropped and may never pick up again. */
	banned: ArtifactId[];
	/** Per-turn counters. */
	moves: number;
	rests: number;
	demands: number;
	unconscious: boolean;
	movedThisTurn: boolean;
}

/** An active spell effect. until: the last absolute phase it is active in (FOREVER for xx). */
export interface Effect {
	spell: SpellCode;
	major: boolean;
	/** The mage it is on, or null for a zone effect. */
	on: string | null;
	by: string;
	until: number;
	/** Zone effects: the cells; ElArr: the new terrain of each cell. */
	cells?: number[];
	terrain?: number[];
}

export interface LyingCloak {
	at: number;
	colour: Colour;
}

export interface Message {
	to: string;
	from: string;
	text: string;
}

export interface World {
	seed: number;
	options: MagikaOptions;
	turn: number;
	/** Base terrain, T# per cell. */
	terrain: number[];
	mages: Mage[];
	/** Where each artifact is: a mage id or a cell number. */
	artifacts: Record<ArtifactId, { holder: string } | { at: number }>;
	cloaks: LyingCloak[];
	effects: Effect[];
	/** Ebon tasks (ids into the pool) and their running record. */
	tasks: number[];
	taskParams: { X: string; C: Colour; R: ArtifactId };
	record: EbonRecord;
	/** Per seat, the last known data on each other mage (U-60). */
	intel: Record<string, Record<string, SeenMage>>;
	/** Messages sent with this turn's orders, delivered in this turn's reports. */
	messages: Message[];
	over: null | { reason: 'goal' | 'globe' | 'limit'; by: string[] };
	/** Consecutive missed turns per mage id (U-74). */
	missed?: Record<string, number>;
	/** Mages dropped from the game after three missed turns, no longer on the arena. */
	droppedOut?: string[];
	/** Mages stranded as a team of one by a drop-out: they may drop their donned cloak at no penalty (CLK-7). */
	freeDecloak?: string[];
	/** Why a novice does not play its first choice (setupAssign.ts), for its set-up report. */
	setupNotes?: Record<string, string>;
}

export interface EbonRecord {
	movedTurns: number;
	scrollGifts: string[];
	heritage: boolean;
	casts: string[];
	holdStreak: number;
	maxHoldStreak: number;
	novicesNorthEarly: boolean;
	demandsWon: number;
	invisibleTurns: number;
	terrainsEnded: number[];
	seaBath: boolean;
	attackedOk: boolean;
	rebuked: boolean;
	escort: number;
}

export interface MagikaOptions {
	/** 0 = no limit (U-9). */
	maxTurns: number;
	/** U-16: Helm and BoEnd (Candle and BoArc) double once (false) or stack to x4 (true). */
	doublesStack: boolean;
	/** U-27: search cost flat ceil(F/2) or by value found. */
	searchCost: 'value' | 'flat';
	/** U-39: Stutter lasts one phase (Figure 7) or the whole turn (text). */
	stutter: 'phase' | 'turn';
	/** U-35: a skill above 100 gives a (skill - 100)% chance of a bonus effect (durations and amounts x1.5, reach +1 ring). */
	skillBonus: boolean;
	/** U-7: the table balance binds players' choices (their alternates used) or only warns. */
	balance: 'enforce' | 'warn';
}

/** The novices' mages of a full contest (A to L); the Ebon Mage is one more. */
export const NOVICES = 12;

/** Whether the table's seat at `index` (from 0) is the Ebon Mage's: seats 1-12 are the novices', seat 13 his (hidden.ts `setupFromSeats`). */
export const isEbonSeat = (index: number): boolean => index === NOVICES;

export const DEFAULT_OPTIONS: MagikaOptions = { maxTurns: 0, doublesStack: false, searchCost: 'value', stutter: 'phase', skillBonus: true, balance: 'enforce' };

/** One order of one phase. Items are named by artifact id, cloak colour or spell code. */
export type Order =
	| { kind: 'rest' }
	| { kind: 'meditate' }
	| { kind: 'move'; dir: Dir }
	| { kind: 'search'; item?: string }
	| { kind: 'drop'; items: string[] }
	/** end/arc: Endurance or Arcania paid to the Ebon Mage (EBN-12, U-69). */
	| { kind: 'give'; to: string; items: string[]; end?: number; arc?: number }
	| { kind: 'demand'; artifact: ArtifactId }
	| { kind: 'don'; colour: Colour }
	| { kind: 'cast'; spell: SpellCode; major: boolean; target?: string; terrain?: number; shift?: number; dir?: TeleportDir; distance?: number; artifact?: ArtifactId; scroll?: number };

export interface Orders {
	phases: Order[];
	messages?: Message[];
	/** Set by the host when the seat's orders did not arrive; with no phases the engine plays the conservative default turn (U-74). */
	missed?: boolean;
}

export type { Align, Duration, SpellCode };

/** What a seat saw of another mage; fields present only where its ring allowed (section XIII). */
export interface SeenMage {
	id: string;
	turn: number;
	at: number;
	ring: number;
	ebon?: boolean;
	name?: string;
	cloak?: Colour | null;
	race?: Race;
	align?: Align;
	artifacts?: ArtifactId[];
	items?: number;
	strength?: string;
	serenity?: string;
	spells?: SpellCode[];
	effects?: SpellCode[];
}
