import { describe, expect, it } from 'vitest';
import { isRejection, type Rejection } from '../core';
import { createWizard } from './creation';
import { uniformScores, type OrderId } from './elements';
import { duelRankChange, titleOf } from './ranks';
import {
	appointMaster,
	canActivate,
	checkActiveLimit,
	crownGrandmaster,
	raiseScore,
	recordDuel,
	settleMonth,
	sheetOf,
	unsettledMonths,
	unspentMp
} from './roster';
import type { Wizard } from './wizard';

/** A fixture built on a real creation that spent all 35 MP (150 MP of scores); order and rank are then set freely. */
function wizard(id: string, order: OrderId = 'jupiter', rank = 30, extra: Partial<Wizard> = {}): Wizard {
	const base = createWizard(
		{ name: id, order: 'jupiter', birthRolls: [99], scores: { ...uniformScores(23), wood: 41, fire: 40 } },
		id,
		'ann'
	) as Wizard;
	return { ...base, order, rank, highestRank: rank, ...extra };
}

const code = (r: unknown) => (isRejection(r) ? (r as Rejection).code : 'ok');

describe('spending MP after creation', () => {
	it('a win that lifts the rank from 30 to 32 gives 10 MP to spend by the cost table', () => {
		const w = wizard('Merla');
		expect(unspentMp(w)).toBe(0);
		const won = recordDuel(w, { date: '1994-01-10', opponent: 'Bo', opponentRank: 30, level: 'subdual', won: true, conceded: false, delta: 2 });
		expect(won.rank).toBe(32);
		expect(unspentMp(won)).toBe(10);
		const raised = raiseScore(won, 'wood', 46) as Wizard; // 41 → 45 is 4 MP, 46 is 2 MP
		expect(raised.scores.wood).toBe(46);
		expect(unspentMp(raised)).toBe(4);
		expect(code(raiseScore(raised, 'wood', 49))).toBe('archmage/not-enough-mp'); // 6 MP
		expect(code(raiseScore(raised, 'wood', 46))).toBe('archmage/score-lowered');
		expect(code(raiseScore({ ...raised, rank: 200, highestRank: 200 }, 'wood', 74))).toBe('archmage/score-cap');
	});

	it('MP follow the highest rank ever held, not the current one', () => {
		const w = { ...wizard('Old'), rank: 35, highestRank: 42 };
		expect(unspentMp(w)).toBe(42 * 5 - 150);
	});
});

describe('duel record', () => {
	it('records a duel with the rank before and after, and promotes at 40', () => {
		const w = wizard('Merla', 'jupiter', 38);
		const next = recordDuel(w, { date: '1994-02-01', opponent: 'Bo', opponentRank: 38, level: 'subdual', won: true, conceded: false, delta: 2 });
		expect(next.duels).toEqual([
			{ date: '1994-02-01', opponent: 'Bo', opponentRank: 38, level: 'subdual', won: true, conceded: false, rankBefore: 38, rankAfter: 40 }
		]);
		expect(titleOf(next.highestRank)).toBe('Sorcerer');
		const lost = recordDuel(next, { date: '1994-02-02', opponent: 'Cy', opponentRank: 40, level: 'subdual', won: false, conceded: false, delta: -3 });
		expect(lost.rank).toBe(37);
		expect(titleOf(lost.highestRank)).toBe('Sorcerer');
	});

	it('the loser of a duel to the death dies; one who conceded lives', () => {
		const w = wizard('Merla');
		const base = { date: '1994-02-01', opponent: 'Bo', opponentRank: 30, level: 'death' as const, won: false, delta: 1 };
		expect(recordDuel(w, { ...base, conceded: false }).status).toBe('dead');
		expect(recordDuel(w, { ...base, conceded: true }).status).toBe('active');
	});

	it('settles each month with a duel once: a Sorcerer gets +2', () => {
		let w = wizard('Merla', 'jupiter', 44);
		w = recordDuel(w, { date: '1994-03-05', opponent: 'Bo', opponentRank: 44, level: 'subdual', won: false, conceded: false, delta: -3 });
		expect(unsettledMonths(w, '1994-03')).toEqual([]);
		expect(unsettledMonths(w, '1994-04')).toEqual(['1994-03']);
		const settled = settleMonth(w, '1994-03') as Wizard;
		expect(settled.rank).toBe(43);
		expect(unsettledMonths(settled, '1994-04')).toEqual([]);
		expect(code(settleMonth(settled, '1994-03'))).toBe('archmage/month-settled');
		expect(code(settleMonth(settled, '1994-04'))).toBe('archmage/no-duel-that-month');
		expect(code(settleMonth(settled, '1994-4'))).toBe('archmage/bad-month');
	});

	it('sheetOf gives the duel what it needs, and the other phones the owner and titles', () => {
		const w = wizard('Merla', 'jupiter', 33);
		expect(sheetOf(w)).toEqual({ id: 'Merla', name: 'Merla', order: 'jupiter', scores: w.scores, rank: 33, highestRank: 33, owner: 'ann' });
		expect(sheetOf({ ...w, master: true, grandmaster: true })).toMatchObject({ master: true, grandmaster: true });
	});

	it('rank changes from the tables feed the record', () => {
		const a = wizard('A', 'jupiter', 45);
		const b = wizard('B', 'mars', 50);
		const change = duelRankChange(a, b, 'subdual', true);
		expect(recordDuel(a, { date: '1994-01-01', opponent: 'B', opponentRank: 50, level: 'subdual', won: true, conceded: false, delta: change.winner }).rank).toBe(48);
		expect(recordDuel(b, { date: '1994-01-01', opponent: 'A', opponentRank: 45, level: 'subdual', won: false, conceded: false, delta: change.loser }).rank).toBe(47);
	});
});

describe('two active wizards per person', () => {
	it('allows two of different Orders when one is below Adept', () => {
		expect(checkActiveLimit([wizard('A', 'jupiter', 70), wizard('B', 'mars', 30)])).toBeNull();
	});

	it('refuses a third active wizard, two of one Order, two Adepts', () => {
		expect(checkActiveLimit([wizard('A', 'jupiter'), wizard('B', 'mars'), wizard('C', 'venus')])?.code).toBe('archmage/too-many-wizards');
		expect(checkActiveLimit([wizard('A', 'mars'), wizard('B', 'mars')])?.code).toBe('archmage/same-order');
		expect(checkActiveLimit([wizard('A', 'jupiter', 60), wizard('B', 'mars', 65)])?.code).toBe('archmage/two-adepts');
	});

	it('titles are for life here too: a fallen Adept still counts as one', () => {
		expect(checkActiveLimit([wizard('A', 'jupiter', 50, { highestRank: 61 }), wizard('B', 'mars', 62)])?.code).toBe('archmage/two-adepts');
	});

	it('retired and dead wizards do not count', () => {
		const roster = [wizard('A', 'mars'), wizard('B', 'jupiter', 30, { status: 'dead' }), wizard('C', 'venus', 30, { status: 'retired' })];
		expect(checkActiveLimit(roster)).toBeNull();
		expect(canActivate(roster, wizard('D', 'mars'))?.code).toBe('archmage/same-order');
		expect(canActivate(roster, wizard('D', 'saturn'))).toBeNull();
		expect(canActivate([...roster, wizard('E', 'saturn')], wizard('F', 'venus'))?.code).toBe('archmage/too-many-wizards');
	});
});

describe('Masters and Grandmaster', () => {
	it('a Sorcerer becomes Master (+5 once); the former Master of the Order steps down', () => {
		const roster = [wizard('A', 'mars', 45), wizard('B', 'mars', 50), wizard('C', 'mars', 30)];
		const one = appointMaster(roster, 'A') as Wizard[];
		expect(one[0]).toMatchObject({ master: true, rank: 50, masterAwarded: true });
		const two = appointMaster(one, 'B') as Wizard[];
		expect(two[0]).toMatchObject({ master: false, rank: 50 });
		expect(two[1]).toMatchObject({ master: true, rank: 55 });
		const again = appointMaster(two, 'A') as Wizard[];
		expect(again[0]).toMatchObject({ master: true, rank: 50 }); // once only
		expect(code(appointMaster(again, 'A'))).toBe('archmage/already-master');
	});

	it('no Acolyte may ever be Master', () => {
		expect(code(appointMaster([wizard('C', 'mars', 39)], 'C'))).toBe('archmage/acolyte-cannot-be-master');
		expect(code(appointMaster([wizard('C', 'mars', 45, { status: 'dead' })], 'C'))).toBe('archmage/wizard-not-active');
	});

	it('the Grandmaster gains 10 ranks once; the former Grandmaster loses the title', () => {
		const roster = [wizard('A', 'mars', 80, { master: true }), wizard('B', 'venus', 100)];
		const one = crownGrandmaster(roster, 'A') as Wizard[];
		expect(one[0]).toMatchObject({ grandmaster: true, rank: 90, master: true });
		const two = crownGrandmaster(one, 'B') as Wizard[];
		expect(two[0].grandmaster).toBe(false);
		expect(two[1]).toMatchObject({ grandmaster: true, rank: 110 });
		const back = crownGrandmaster(two, 'A') as Wizard[];
		expect(back[0]).toMatchObject({ grandmaster: true, rank: 90 });
		expect(code(crownGrandmaster(back, 'Z'))).toBe('archmage/wizard-not-active');
	});
});
