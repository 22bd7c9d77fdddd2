import { describe, expect, it } from 'vitest';
import { isRejection } from '../core';
import {
	birthEffect,
	checkCreation,
	costToRaise,
	createWizard,
	pointCost,
	resolveBirth,
	scoresAfterBirth,
	scoresValue,
	type CreationInput
} from './creation';
import { uniformScores, type Scores } from './elements';
import { titleOf } from './ranks';
import { unspentMp } from './roster';
import type { Wizard } from './wizard';

const codes = (input: CreationInput) => checkCreation(input).problems.map((p) => p.code);
const scores = (s: Partial<Scores>): Scores => ({ ...uniformScores(15), ...s });

describe('Buying Scores', () => {
	it('raising 35 to 50 costs 20 MP: 10 for 35→45 and 10 for 45→50', () => {
		expect(costToRaise(35, 45)).toBe(10);
		expect(costToRaise(45, 50)).toBe(10);
		expect(costToRaise(35, 50)).toBe(20);
	});

	it('prices each point by its band: 1, 2, 4, 8 MP, nothing above 73', () => {
		expect([16, 45, 46, 55, 56, 65, 66, 73].map(pointCost)).toEqual([1, 1, 2, 2, 4, 4, 8, 8]);
		expect(pointCost(74)).toBeNull();
		expect(costToRaise(15, 73)).toBe(30 + 20 + 40 + 64);
		expect(costToRaise(73, 74)).toBeNull();
		expect(costToRaise(50, 49)).toBeNull();
		expect(costToRaise(40, 40)).toBe(0);
	});

	it('values scores from zero: basic education is worth 75 MP', () => {
		expect(scoresValue(uniformScores(15))).toBe(75);
	});
});

describe('Birth Influences Table', () => {
	it('reads every edge of the table', () => {
		const single = (r: number) => {
			const e = birthEffect(r);
			return e?.kind === 'single' ? e.element : e?.kind;
		};
		expect([1, 16, 17, 32, 33, 48, 49, 64, 65, 80].map(single)).toEqual([
			'wood', 'wood', 'fire', 'fire', 'earth', 'earth', 'metal', 'metal', 'water', 'water'
		]);
		expect([81, 95, 96, 100].map(single)).toEqual(['double', 'double', 'all', 'all']);
		expect(birthEffect(0)).toBeNull();
		expect(birthEffect(101)).toBeNull();
	});

	it('16 gives +35 Wood, 17 +35 Fire, 80 +35 Water', () => {
		expect(scoresAfterBirth({ kind: 'single', element: 'wood' })).toEqual(scores({ wood: 50 }));
		expect(resolveBirth([17])).toEqual({ status: 'complete', influence: { kind: 'single', element: 'fire' }, used: 1 });
		expect(resolveBirth([80])).toEqual({ status: 'complete', influence: { kind: 'single', element: 'water' }, used: 1 });
	});

	it('81-95 rolls twice more, rerolling 81+ and duplicates, +20 to each', () => {
		const r = resolveBirth([81, 90, 12, 12, 100, 20]);
		expect(r).toEqual({ status: 'complete', influence: { kind: 'double', elements: ['wood', 'fire'] }, used: 6 });
		expect(scoresAfterBirth({ kind: 'double', elements: ['wood', 'fire'] })).toEqual(scores({ wood: 35, fire: 35 }));
		expect(resolveBirth([95, 12])).toEqual({ status: 'incomplete', picked: ['wood'] });
		expect(resolveBirth([])).toEqual({ status: 'incomplete', picked: [] });
	});

	it('96 and 00 add 8 to all five scores', () => {
		for (const roll of [96, 100]) {
			expect(resolveBirth([roll])).toMatchObject({ influence: { kind: 'all' } });
		}
		expect(scoresAfterBirth({ kind: 'all' })).toEqual(uniformScores(23));
	});

	it('rejects a roll no d100 shows', () => {
		for (const bad of [0, 101, 2.5]) {
			const r = resolveBirth([bad]);
			expect(isRejection(r) && r.code).toBe('archmage/bad-birth-roll');
		}
	});

	it('every birth is worth 40 MP: 115 MP before spending', () => {
		for (const rolls of [[5], [30], [90, 3, 70], [99]]) {
			const r = resolveBirth(rolls);
			if (isRejection(r) || r.status !== 'complete') throw new Error('incomplete');
			expect(scoresValue(scoresAfterBirth(r.influence))).toBe(115);
		}
	});
});

describe('creating a wizard', () => {
	const jupiter = (s: Partial<Scores>, birthRolls = [5]): CreationInput => ({ name: 'Merla', order: 'jupiter', birthRolls, scores: scores({ wood: 50, ...s }) });

	it('makes an Acolyte of rank 30 with 150 MP when all 35 MP are spent', () => {
		// Wood 50 → 57 is 18 MP (10 + 8), Fire 15 → 32 is the 17 free MP.
		const w = createWizard(jupiter({ wood: 57, fire: 32 }), 'w1', 'ann') as Wizard;
		expect(isRejection(w)).toBe(false);
		expect(w).toMatchObject({ rank: 30, highestRank: 30, order: 'jupiter', status: 'active' });
		expect(titleOf(w.highestRank)).toBe('Acolyte');
		expect(scoresValue(w.scores)).toBe(150);
		expect(unspentMp(w)).toBe(0);
	});

	it('reaches the 150 MP summary from every kind of birth', () => {
		const all: CreationInput = { name: 'A', order: 'mars', birthRolls: [99], scores: { ...uniformScores(23), fire: 41, water: 40 } };
		const two: CreationInput = { name: 'B', order: 'saturn', birthRolls: [90, 3, 70], scores: scores({ wood: 48, water: 35, earth: 33, metal: 16 }) };
		for (const input of [all, two]) {
			expect(checkCreation(input)).toMatchObject({ spent: 35, orderSpent: 18, left: 0, problems: [] });
			expect(scoresValue(input.scores)).toBe(150);
		}
	});

	it('demands at least 18 MP in the Order’s element', () => {
		expect(codes(jupiter({ wood: 56, fire: 33 }))).toEqual(['archmage/order-minimum']); // 10 + 4 = 14 MP
		expect(codes(jupiter({ wood: 57 }))).toEqual([]);
	});

	it('caps a score at 73 and 61 is the highest a new wizard reaches', () => {
		expect(codes(jupiter({ wood: 61 }))).toEqual([]); // 10 + 24 = 34 MP
		expect(checkCreation(jupiter({ wood: 61 })).left).toBe(1);
		expect(codes(jupiter({ wood: 62 }))).toEqual(['archmage/not-enough-mp']);
		expect(codes(jupiter({ wood: 74 }))).toContain('archmage/score-cap');
	});

	it('keeps MP that could not be spent', () => {
		const w = createWizard(jupiter({ wood: 61 }), 'w2', 'ann') as Wizard;
		expect(unspentMp(w)).toBe(1);
	});

	it('names each problem with its own code', () => {
		expect(codes({ ...jupiter({ wood: 57 }), name: ' ' })).toEqual(['archmage/bad-name']);
		expect(codes({ ...jupiter({ wood: 57 }), order: 'pluto' as never })).toContain('archmage/bad-order');
		expect(codes({ ...jupiter({ wood: 57 }), birthRolls: [85, 3] })).toEqual(['archmage/birth-incomplete']);
		expect(codes({ ...jupiter({ wood: 57 }), birthRolls: [5, 17] })).toEqual(['archmage/extra-birth-rolls']);
		expect(codes({ ...jupiter({ wood: 57 }), birthRolls: [0] })).toEqual(['archmage/bad-birth-roll']);
		expect(codes(jupiter({ wood: 57, fire: 14 }))).toEqual(['archmage/score-lowered']);
		expect(codes(jupiter({ wood: 57, fire: 33 }))).toEqual(['archmage/not-enough-mp']);
	});

	it('createWizard returns the first problem', () => {
		const r = createWizard(jupiter({ wood: 56 }), 'w3', 'ann');
		expect(isRejection(r) && r.code).toBe('archmage/order-minimum');
		expect(isRejection(r) && r.message).toMatch(/18 MP must go to Wood/);
	});
});
