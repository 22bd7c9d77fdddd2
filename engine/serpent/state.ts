import type { RollSource, SeatId, SeatInfo } from '../core';
import type { Cost, SpellCard } from './cards';

export type BeingId = string;
export type SpellId = string;

export type Level = 'crucible' | 'basic';
export type TeamMode = 'duel' | 'pairs' | 'coop';
export type VictoryCheck = 'maintenance' | 'immediate';

export type SerpentOptions = {
	level: Level;
	essence: number;
	will: number;
	teams: TeamMode;
	victoryCheck: VictoryCheck;
	enforcePreparation: boolean;
};

/** An Encounter's draw bag: tokens by colour, those out of the bag, and when they all go back. */
export interface DrawBag {
	tokens: Record<string, number>;
	out: Record<string, number>;
	resetWhenOut?: Record<string, number>;
	last: string | null;
}

/** How an Encounter grows for each opponent beyond the first (ignored in Easy mode). */
export interface EncounterScaling {
	essence: number;
	resonanceBonus: number;
	actions: number;
}

/** Copies of one card in a Magi's Codex. */
export interface CodexEntry {
	card: SpellCard;
	copies: number;
}

/** A Magi, a Koishaka or an Encounter: anything with energies, zones and actions. */
export interface Being {
	id: BeingId;
	kind: 'magi' | 'koishaka' | 'encounter';
	name: string;
	/** The seat that acts for this being; null = the table (Encounters). */
	seat: SeatId | null;
	team: string;
	resonance: number;
	/** Null: this being has no Harmony stat (counts as 0). */
	harmony: number | null;
	essence: number;
	/** Starting Essence, which Infusions never exceed. */
	essenceMax: number;
	will: number;
	voice: number;
	stones: number;
	foci: number;
	burnedFoci: number;
	/** Full Actions a round (2 for Magi and Koishaka). */
	actionsPerRound: number;
	/** Full Actions left this round. */
	fullActions: number;
	extraActionThisRound: boolean;
	offensiveStoneThisRound: boolean;
	exchangedThisRound: boolean;
	specUpgradedThisRound: boolean;
	reattunedThisRound: boolean;
	/** Has ended its round (passed). */
	done: boolean;
	incapacitated: boolean;
	/** A Koishaka discarded at 0 Essence, or replaced: no longer at the table. */
	gone: boolean;
	/** Up to three prepared cards (hidden from other seats). */
	prepared: SpellCard[];
	preparedReady: boolean;
	/** Discard pile: cards that may be re-attuned. */
	discard: { id: SpellId; card: SpellCard }[];
	/** The Magi's Codex as the table entered it; null = not tracked (3 copies of any title assumed). */
	codex: CodexEntry[] | null;
	/** Banished cards: out of the battle, never re-attuned. */
	banished: { id: SpellId; card: SpellCard }[];
	/** The bearer's chosen order of its Shields, outermost first (ids; unlisted Shields follow in placement order). */
	shieldOrder: SpellId[];
	/** Titles miscast this turn (cannot be cast again this turn). */
	miscastThisTurn: string[];
	/** Ability uses this round, by "spellId:index". */
	abilityUses: Record<string, number>;
	/** Koishaka: its controller; and true in the round it arrived (lowest initiative). */
	summoner: BeingId | null;
	firstRound: boolean;
	/** Koishaka: the Ally card that summoned it (back to the summoner's discard when it goes). */
	allyCard: SpellCard | null;
	/** Encounter only. */
	resonanceBonus: number;
	encounter: {
		easy: boolean;
		scaling: EncounterScaling;
		base: { essence: number; resonanceBonus: number; actions: number };
		/** Below this Essence its attacks gain Pierce. */
		pierceBelow?: { essence: number; pierce: number };
	} | null;
	bag: DrawBag | null;
}

/** What was paid to cast a spell, refunded if it is dispelled while manifesting. */
export interface Payment {
	/** Energies paid by each being (positive numbers). */
	paid: Record<BeingId, Cost>;
	/** Components discarded as a requirement, as they were on the table. */
	components: SpellInPlay[];
	/** Charges removed as a requirement: [spellId, amount]. */
	charges: [SpellId, number][];
}

export type Zone = 'attack' | 'defense' | 'curse' | 'enhancement' | 'rite' | 'attached';

export interface SpellInPlay {
	id: SpellId;
	/** The card as cast: ritual tiers, upgrades and bonuses folded in. */
	card: SpellCard;
	/** The card as printed (what returns to the Codex). */
	base: SpellCard;
	caster: BeingId;
	controller: BeingId;
	/** The being whose zone holds it; null for an Area (team) or Global spell. */
	bearer: BeingId | null;
	/** Area spells: the team whose zone holds it. */
	team: string | null;
	global: boolean;
	zone: Zone;
	status: 'manifesting' | 'active' | 'dormant' | 'rite';
	/** Abjurations and Transmutes: the spell they target. */
	targetSpell: SpellId | null;
	duration: number | 'P' | 'F' | null;
	counters: number;
	durability: number;
	charges: number;
	focus: BeingId | null;
	/** Area Curses: the beings it actually impacted. */
	affected: BeingId[];
	offensive: boolean;
	paid: Payment;
	/** Waits for this round's maintenance. */
	pendingMaintenance: boolean;
	/**
	 * Rite zone: Full Actions invested so far and needed. `prolonged`: a spell pushed into the Rite
	 * zone while it was being cast (Prolong Cast): already paid, it emerges on this aim unless re-targeted.
	 */
	rite: { invested: number; needed: number; prolonged?: { target?: BeingId; targetTeam?: string; targetSpell?: SpellId } } | null;
	/** Target beings evading the coming impact (Response Evades, an Encounter's Evade). */
	evading: BeingId[];
	/** Specializations: tiers unlocked in each tree. */
	tiers: { A: number; B: number } | null;
	/** Dampened while manifesting: what its controller must pay more before it activates, or discard it. */
	dampened?: Cost | null;
	/** A full Enhancement zone: the spell this one discards when it activates. */
	replaces: SpellId | null;
	/** Order of placement on the table. */
	seq: number;
	/** An ability in its Response phase (not a card): whom it impacts when it activates. */
	ability?: { targets: BeingId[]; physical: boolean; pierce: number } | null;
}

export type Phase = 'setup' | 'initiative' | 'maintenance' | 'preparation' | 'action';

/** What one impact did, for the table to read ("Blocked by Materia Binding"). */
export interface ImpactReport {
	spell: string;
	target: BeingId;
	outcome: 'impacted' | 'blocked' | 'evaded' | 'pierced';
	by: string | null;
	changes: { being: BeingId; energy: string; delta: number }[];
}

/** A roll as the table shows it: who rolled, what for, the dice, what came of it. */
export interface DiceShown {
	kind: 'resonance' | 'tie' | 'event' | 'draw';
	/** The seat that rolled (null: the table). */
	seat: SeatId | null;
	sides: number;
	values: number[];
	source: RollSource;
	/** The being each die was for (a tie: one per die), or the one being it was for. */
	beings: BeingId[];
	/** What came of it, in the table's words. */
	result: string;
}

export interface Outcome {
	/** Teams still standing; one = winner, none = draw. */
	standing: string[];
	winners: SeatId[];
	text: string;
}

export interface SerpentState {
	options: SerpentOptions;
	seats: SeatInfo[];
	beings: Record<BeingId, Being>;
	/** Beings in the order they joined. */
	roster: BeingId[];
	spells: Record<SpellId, SpellInPlay>;
	round: number;
	phase: Phase;
	/** Initiative phase step. */
	step: 'roll' | 'ties' | 'events' | null;
	lastRoll: { face: number; resonance: number; overload: boolean } | null;
	/** This round's initiative order. */
	initiative: BeingId[];
	/** Groups still tied after the energies, waiting for a die each. */
	ties: BeingId[][];
	/** Beings that owe a Discord or Harmony roll. */
	eventRolls: BeingId[];
	/** Whose turn it is in the action phase. */
	turn: BeingId | null;
	/** Manifesting spells, last cast on top. */
	stack: SpellId[];
	/** Maintenance: the spell whose upkeep is paid and whose impact waits for its Response phase. */
	resolving?: SpellId | null;
	nextId: number;
	/** Cards the table has shared (the Walkthrough spells are built in). */
	library: SpellCard[];
	lastImpacts: ImpactReport[];
	/** The latest dice, shown until the game moves to another step (absent in games saved before it). */
	lastDice?: DiceShown | null;
	outcome: Outcome | null;
}
