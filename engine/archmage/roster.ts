import { reject, type Rejection } from '../core';
import { costToRaise, scoresValue } from './creation';
import { ELEMENT_NAMES, ORDERS, type Element, type OrderId } from './elements';
import { GRANDMASTER_BONUS, MASTER_BONUS, MAX_ACTIVE_WIZARDS } from './rankTables';
import { magicPoints, monthlyActivityAward, titleOf, withRankChange } from './ranks';
import { ARCHMAGE_REJECTIONS as R } from './rejections';
import { MAX_SCORE } from './scoreCosts';
import type { DuelistSheet, DuelRecord, Wizard } from './wizard';

/** What the duel needs of a roster wizard, with what the other phones' rosters learn of it (owner, titles). */
export function sheetOf(w: Wizard): DuelistSheet {
	const sheet: DuelistSheet = { id: w.id, name: w.name, order: w.order, scores: { ...w.scores }, rank: w.rank, highestRank: w.highestRank, owner: w.owner };
	if (w.master) sheet.master = true;
	if (w.grandmaster) sheet.grandmaster = true;
	return sheet;
}

/**
 * A rival as another phone's roster knows it: from the sheet it entered a duel with (no birth, no
 * duel record of its own). Null for a sheet without an id (typed by hand), which no roster can follow.
 */
export function rivalFromSheet(sheet: DuelistSheet, seatName: string): Wizard | null {
	if (!sheet.id) return null;
	const master = sheet.master === true;
	const grandmaster = sheet.grandmaster === true;
	return {
		id: sheet.id,
		name: sheet.name,
		owner: sheet.owner ?? seatName,
		order: sheet.order,
		scores: { ...sheet.scores },
		rank: sheet.rank,
		highestRank: sheet.highestRank,
		master,
		masterAwarded: master,
		grandmaster,
		grandmasterAwarded: grandmaster,
		duels: [],
		settledMonths: [],
		status: 'active'
	};
}

/** MP earned (5 × highest rank) and not yet spent on scores. */
export function unspentMp(w: Wizard): number {
	return magicPoints(w.highestRank) - scoresValue(w.scores);
}

/** Spends MP to raise one recorded score, by the Buying Scores table. */
export function raiseScore(w: Wizard, element: Element, to: number): Wizard | Rejection {
	const from = w.scores[element];
	if (!Number.isInteger(to) || to <= from) {
		return reject(R.scoreLowered, `${ELEMENT_NAMES[element]} is already ${from}%; choose a higher score.`);
	}
	const cost = costToRaise(from, to);
	if (cost === null) return reject(R.scoreCap, `No score can be raised above ${MAX_SCORE}%.`);
	const left = unspentMp(w);
	if (cost > left) {
		return reject(R.notEnoughMp, `Raising ${ELEMENT_NAMES[element]} to ${to}% costs ${cost} MP; ${w.name} has ${left}.`);
	}
	return { ...w, scores: { ...w.scores, [element]: to } };
}

export interface DuelResultInput {
	duelId?: string;
	date: string;
	opponent: string;
	opponentRank: number;
	level: DuelRecord['level'];
	won: boolean;
	conceded: boolean;
	/** The rank change computed by duelRankChange for this wizard. */
	delta: number;
}

/** Enters a duel in the record: rank, highest rank and, for the loser of a duel to the death, death. */
export function recordDuel(w: Wizard, r: DuelResultInput): Wizard {
	const next = withRankChange(w, r.delta);
	const record: DuelRecord = {
		...(r.duelId === undefined ? {} : { duelId: r.duelId }),
		date: r.date,
		opponent: r.opponent,
		opponentRank: r.opponentRank,
		level: r.level,
		won: r.won,
		conceded: r.conceded,
		rankBefore: w.rank,
		rankAfter: next.rank
	};
	const dies = !r.won && r.level === 'death' && !r.conceded;
	return { ...next, duels: [...w.duels, record], status: dies ? 'dead' : w.status };
}

/** Whether this duel is already in the wizard's record. */
export function hasRecorded(w: Wizard, duelId: string): boolean {
	return w.duels.some((d) => d.duelId === duelId);
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Months (YYYY-MM) before `currentMonth` in which the wizard duelled and which are not settled yet. */
export function unsettledMonths(w: Wizard, currentMonth: string): string[] {
	const months = new Set(w.duels.map((d) => d.date.slice(0, 7)));
	return [...months].filter((m) => m < currentMonth && !w.settledMonths.includes(m)).sort();
}

/** The monthly activity award (Sorcerers +2, Adepts and Magi +1) for one month with a duel. */
export function settleMonth(w: Wizard, month: string): Wizard | Rejection {
	if (!MONTH.test(month)) return reject(R.badMonth, 'A month is written like 1994-01.');
	if (w.settledMonths.includes(month)) return reject(R.monthSettled, `${w.name}'s activity for ${month} is already counted.`);
	if (!w.duels.some((d) => d.date.startsWith(month))) {
		return reject(R.noDuelThatMonth, `${w.name} fought no duel in ${month}.`);
	}
	const award = monthlyActivityAward(w.highestRank);
	return { ...withRankChange(w, award), settledMonths: [...w.settledMonths, month] };
}

const isActive = (w: Wizard) => w.status === 'active';
const BELOW_ADEPT = ['Acolyte', 'Sorcerer'];
const atLeastAdept = (w: Wizard) => !BELOW_ADEPT.includes(titleOf(w.highestRank));

/**
 * The limit of Part One, for one person's wizards: at most two active, and with two, one below
 * Adept and both of different Orders. Null when the roster is fine.
 */
export function checkActiveLimit(wizards: readonly Wizard[]): Rejection | null {
	const active = wizards.filter(isActive);
	if (active.length > MAX_ACTIVE_WIZARDS) {
		return reject(R.tooManyWizards, `A person may keep at most ${MAX_ACTIVE_WIZARDS} active wizards.`);
	}
	if (active.length === 2) {
		const [a, b] = active;
		if (a.order === b.order) {
			return reject(R.sameOrder, `${a.name} and ${b.name} are both of the ${ORDERS[a.order].name}; two wizards of one person must be of different Orders.`);
		}
		if (atLeastAdept(a) && atLeastAdept(b)) {
			return reject(R.twoAdepts, `${a.name} and ${b.name} are both Adepts or above; one of a person's two wizards must be below Adept.`);
		}
	}
	return null;
}

/** Whether `owner` may add (or reactivate) `candidate` next to their other wizards in `roster`. */
export function canActivate(roster: readonly Wizard[], candidate: Wizard): Rejection | null {
	const others = roster.filter((w) => w.owner === candidate.owner && w.id !== candidate.id);
	return checkActiveLimit([...others, { ...candidate, status: 'active' }]);
}

export function replaceWizards(roster: readonly Wizard[], changed: readonly Wizard[]): Wizard[] {
	return roster.map((w) => changed.find((c) => c.id === w.id) ?? w);
}

/** Orders that have a Master now. */
export function ordersWithMasters(roster: readonly Wizard[]): OrderId[] {
	return [...new Set(roster.filter((w) => isActive(w) && w.master).map((w) => w.order))];
}

/** Makes a Sorcerer or above Master of their Order (+5 ranks the first time); the former Master steps down. */
export function appointMaster(roster: readonly Wizard[], id: string): Wizard[] | Rejection {
	const w = roster.find((x) => x.id === id);
	if (!w || !isActive(w)) return reject(R.notActive, 'Only an active wizard can be Master of an Order.');
	if (titleOf(w.highestRank) === 'Acolyte') return reject(R.acolyteMaster, 'No Acolyte may ever be Master of an Order.');
	if (w.master) return reject(R.alreadyMaster, `${w.name} is already Master of the ${ORDERS[w.order].name}.`);
	const former = roster.filter((x) => x.master && x.order === w.order).map((x) => ({ ...x, master: false }));
	const promoted = w.masterAwarded ? w : withRankChange(w, MASTER_BONUS);
	return replaceWizards(roster, [...former, { ...promoted, master: true, masterAwarded: true }]);
}

/** The tourney's winner becomes Grandmaster of Wizards (+10 ranks the first time). */
export function crownGrandmaster(roster: readonly Wizard[], id: string): Wizard[] | Rejection {
	const w = roster.find((x) => x.id === id);
	if (!w || !isActive(w)) return reject(R.notActive, 'Only an active wizard can become Grandmaster.');
	const former = roster.filter((x) => x.grandmaster && x.id !== id).map((x) => ({ ...x, grandmaster: false }));
	const crowned = w.grandmasterAwarded ? w : withRankChange(w, GRANDMASTER_BONUS);
	return replaceWizards(roster, [...former, { ...crowned, grandmaster: true, grandmasterAwarded: true }]);
}
