import { describe, expect, it } from 'vitest';
import { isRejection } from '../core';
import { uniformScores, type OrderId } from './elements';
import { rivalFromSheet, sheetOf } from './roster';
import { champion, createBracket, openMatches, reportMatch, tourneyEligible, tourneyOpen, type Bracket } from './tourney';
import type { Wizard } from './wizard';

function w(id: string, order: OrderId, rank: number, extra: Partial<Wizard> = {}): Wizard {
	return {
		id, name: id, owner: id, order, birth: { rolls: [99], influence: { kind: 'all' } }, scores: uniformScores(23),
		rank, highestRank: rank, master: false, masterAwarded: false, grandmaster: false, grandmasterAwarded: false,
		duels: [], settledMonths: [], status: 'active', ...extra
	};
}

const masters = [w('M1', 'mars', 60, { master: true }), w('M2', 'venus', 55, { master: true }), w('M3', 'saturn', 70, { master: true })];
const roster = [...masters, w('AM', 'jupiter', 85, { highestRank: 104 }), w('GM', 'mercury', 90, { grandmaster: true }), w('S', 'mercury', 50)];
const code = (r: unknown) => (isRejection(r) ? r.code : 'ok');

describe('Grandmaster tourney', () => {
	it('takes rivals known from duel sheets: their Masters count and they can be entrants', () => {
		const rival = rivalFromSheet(sheetOf(masters[2]), 'seat')!;
		const here = [...masters.slice(0, 2), rival];
		expect(tourneyOpen(here)).toBe(true);
		const b = createBracket(here, ['M3', 'M1']) as Bracket;
		expect(b.rounds[0][0]).toEqual({ a: 'M3', b: 'M1', winner: null });
		expect(tourneyOpen([...masters.slice(0, 2), rivalFromSheet(sheetOf({ ...masters[2], master: false }), 'seat')!])).toBe(false);
	});

	it('opens once three Orders have Masters', () => {
		expect(tourneyOpen(masters.slice(0, 2))).toBe(false);
		expect(tourneyOpen(masters)).toBe(true);
		expect(code(createBracket(masters.slice(0, 2), ['M1', 'M2']))).toBe('archmage/tourney-closed');
	});

	it('is open only to Masters, the Grandmaster and ArchMages (titles for life)', () => {
		expect(tourneyEligible(roster).map((x) => x.id)).toEqual(['M1', 'M2', 'M3', 'AM', 'GM']);
		expect(code(createBracket(roster, ['M1', 'S']))).toBe('archmage/not-eligible');
		expect(code(createBracket(roster, ['M1']))).toBe('archmage/bad-entrants');
		expect(code(createBracket(roster, ['M1', 'M1']))).toBe('archmage/bad-entrants');
	});

	it('runs a single-elimination bracket with byes for the top seeds', () => {
		let b = createBracket(roster, ['GM', 'AM', 'M3', 'M1', 'M2']) as Bracket;
		expect(b.rounds.map((r) => r.length)).toEqual([4, 2, 1]);
		// 8 places: seeds 1,8 / 4,5 / 2,7 / 3,6 → three byes
		expect(b.rounds[0]).toEqual([
			{ a: 'GM', b: null, winner: 'GM' },
			{ a: 'M1', b: 'M2', winner: null },
			{ a: 'AM', b: null, winner: 'AM' },
			{ a: 'M3', b: null, winner: 'M3' }
		]);
		expect(openMatches(b).map((m) => [m.round, m.index])).toEqual([[0, 1], [1, 1]]);
		expect(code(reportMatch(b, 0, 1, 'AM'))).toBe('archmage/bad-match');
		b = reportMatch(b, 0, 1, 'M2') as Bracket;
		expect(code(reportMatch(b, 0, 1, 'M2'))).toBe('archmage/bad-match');
		b = reportMatch(b, 1, 0, 'M2') as Bracket;
		b = reportMatch(b, 1, 1, 'M3') as Bracket;
		expect(champion(b)).toBeNull();
		expect(code(reportMatch(b, 3, 0, 'M3'))).toBe('archmage/bad-match');
		b = reportMatch(b, 2, 0, 'M3') as Bracket;
		expect(champion(b)).toBe('M3');
	});

	it('two entrants make a single final', () => {
		const b = createBracket(roster, ['M1', 'M2']) as Bracket;
		expect(b.rounds).toEqual([[{ a: 'M1', b: 'M2', winner: null }]]);
		expect(code(reportMatch(b, 0, 0, 'GM'))).toBe('archmage/bad-match');
		expect(champion(reportMatch(b, 0, 0, 'M1') as Bracket)).toBe('M1');
	});
});
