import type { Element, OrderId, Scores } from './elements';

/** What the birth roll(s) gave. */
export type Influence =
	| { kind: 'single'; element: Element }
	| { kind: 'double'; elements: [Element, Element] }
	| { kind: 'all' };

export type VictoryLevel = 'first-blood' | 'subdual' | 'death';

/** One duel in a wizard's record. */
export interface DuelRecord {
	/** The duel's id (its game on the device), so that it is recorded once. */
	duelId?: string;
	/** ISO date (YYYY-MM-DD) the duel was fought. */
	date: string;
	opponent: string;
	opponentRank: number;
	level: VictoryLevel;
	won: boolean;
	/** The loser yielded instead of being beaten down (no death, no death bonus). */
	conceded: boolean;
	rankBefore: number;
	rankAfter: number;
}

/** A wizard as the roster keeps it (plain JSON). */
export interface Wizard {
	id: string;
	name: string;
	/** The person who plays this wizard (the two-active-wizards limit is per person). */
	owner: string;
	order: OrderId;
	/** What the birth roll(s) gave; absent for a rival known only from the sheet it entered a duel with. */
	birth?: { rolls: number[]; influence: Influence };
	/** Recorded scores: what every duel starts from. */
	scores: Scores;
	rank: number;
	highestRank: number;
	master: boolean;
	masterAwarded: boolean;
	grandmaster: boolean;
	grandmasterAwarded: boolean;
	duels: DuelRecord[];
	/** Months (YYYY-MM) whose activity award was settled. */
	settledMonths: string[];
	status: 'active' | 'retired' | 'dead';
}

/** What a duel needs to know of a wizard: carried by the `archmage/enter` event. */
export interface DuelistSheet {
	id?: string;
	name: string;
	order: OrderId;
	scores: Scores;
	rank: number;
	highestRank: number;
	/** Who plays the wizard, and its titles: what another phone's roster learns of a rival. */
	owner?: string;
	master?: boolean;
	grandmaster?: boolean;
}
