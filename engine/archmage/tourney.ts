import { reject, type Rejection } from '../core';
import { ORDERS_FOR_TOURNEY } from './rankTables';
import { titleOf } from './ranks';
import { ARCHMAGE_REJECTIONS as R } from './rejections';
import { ordersWithMasters } from './roster';
import type { Wizard } from './wizard';

/** The Grandmaster tourney: a single-elimination knockout, every match a duel to subdual. */
export interface BracketMatch {
	/** Wizard ids; null is a bye (or a place not decided yet in later rounds). */
	a: string | null;
	b: string | null;
	winner: string | null;
}

export interface Bracket {
	entrants: string[];
	rounds: BracketMatch[][];
}

/** The tourneys begin once three of the five Orders have a Master. */
export function tourneyOpen(roster: readonly Wizard[]): boolean {
	return ordersWithMasters(roster).length >= ORDERS_FOR_TOURNEY;
}

/** Open only to current Masters, the Grandmaster and ArchMages. */
export function tourneyEligible(roster: readonly Wizard[]): Wizard[] {
	return roster.filter(
		(w) => w.status === 'active' && (w.master || w.grandmaster || titleOf(w.highestRank) === 'ArchMage')
	);
}

/** Seed positions of a bracket of `size` places (1 meets size, 2 meets size-1, ...). */
function seedOrder(size: number): number[] {
	let order = [1];
	while (order.length < size) {
		const m = order.length * 2;
		order = order.flatMap((s) => [s, m + 1 - s]);
	}
	return order;
}

function advance(rounds: BracketMatch[][], round: number, index: number, winner: string): void {
	const next = rounds[round + 1];
	if (!next) return;
	const m = next[index >> 1];
	next[index >> 1] = index % 2 === 0 ? { ...m, a: winner } : { ...m, b: winner };
}

/**
 * A bracket for the entrants in seed order (best first). Top seeds get the byes when the field is
 * not a power of two.
 */
export function createBracket(roster: readonly Wizard[], entrantIds: readonly string[]): Bracket | Rejection {
	if (!tourneyOpen(roster)) {
		return reject(R.tourneyClosed, `The Grandmaster tourney begins once ${ORDERS_FOR_TOURNEY} Orders have a Master.`);
	}
	const eligible = new Set(tourneyEligible(roster).map((w) => w.id));
	if (entrantIds.length < 2 || new Set(entrantIds).size !== entrantIds.length) {
		return reject(R.badEntrants, 'A tourney needs at least two different entrants.');
	}
	const outsider = entrantIds.find((id) => !eligible.has(id));
	if (outsider !== undefined) {
		const name = roster.find((w) => w.id === outsider)?.name ?? outsider;
		return reject(R.notEligible, `${name} is neither a Master, the Grandmaster nor an ArchMage.`);
	}
	let size = 2;
	while (size < entrantIds.length) size *= 2;
	const slots = seedOrder(size).map((seed) => entrantIds[seed - 1] ?? null);
	const rounds: BracketMatch[][] = [];
	for (let n = size / 2; n >= 1; n /= 2) rounds.push(Array.from({ length: n }, () => ({ a: null, b: null, winner: null })));
	for (let i = 0; i < size / 2; i++) rounds[0][i] = { a: slots[2 * i], b: slots[2 * i + 1], winner: null };
	rounds[0].forEach((m, i) => {
		const bye = m.a === null ? m.b : m.b === null ? m.a : null;
		if (bye !== null) {
			rounds[0][i] = { ...m, winner: bye };
			advance(rounds, 0, i, bye);
		}
	});
	return { entrants: entrantIds.slice(), rounds };
}

/** Records the winner of one match (a duel to subdual) and moves them on. */
export function reportMatch(bracket: Bracket, round: number, index: number, winner: string): Bracket | Rejection {
	const m = bracket.rounds[round]?.[index];
	if (!m) return reject(R.badMatch, 'There is no such match in this tourney.');
	if (m.a === null || m.b === null) return reject(R.badMatch, 'This match does not have both wizards yet.');
	if (m.winner !== null) return reject(R.badMatch, 'This match already has a winner.');
	if (winner !== m.a && winner !== m.b) return reject(R.badMatch, 'The winner must be one of the two wizards of the match.');
	const rounds = bracket.rounds.map((r) => r.slice());
	rounds[round][index] = { ...m, winner };
	advance(rounds, round, index, winner);
	return { ...bracket, rounds };
}

/** The next matches to fight: both wizards known, no winner yet. */
export function openMatches(bracket: Bracket): { round: number; index: number; match: BracketMatch }[] {
	return bracket.rounds.flatMap((r, round) =>
		r.flatMap((match, index) => (match.a !== null && match.b !== null && match.winner === null ? [{ round, index, match }] : []))
	);
}

/** The tourney's winner, who becomes Grandmaster (see crownGrandmaster), or null while it runs. */
export function champion(bracket: Bracket): string | null {
	return bracket.rounds[bracket.rounds.length - 1][0].winner;
}
