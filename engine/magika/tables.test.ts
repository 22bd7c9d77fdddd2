/** Every cell of Figures 1 to 7, checked against the rule book's own figures (typed from the seed). */
import { describe, expect, it } from 'vitest';
import { PREFERENCE } from './data/preference';
import { RACES, START_ARCANIA } from './data/races';
import { SEQUENCE } from './data/sequence';
import { SPELLS } from './data/spells';
import { TERRAIN } from './data/terrain';
import { MAGICAL_CRITERIA, PHYSICAL_CRITERIA } from './data/initiative';
import { movePercent } from './data/movement';

describe('Figure 1, race characteristics', () => {
	// Race    Alignment   End  Arc  Skill     Movement   Attuned  Special
	const FIGURE_1 = [
		['human', 'GNE', 100, 100, 70, 5, null, 0, 0, false],
		['elf', 'GE', 95, 105, 75, 5, 4, 0, 0, false],
		['dwarf', 'GN', 110, 95, 65, 4, 8, 15, 0, false],
		['goblin', 'NE', 110, 95, 65, 4, 6, 0, 0, true],
		['halfling', 'GNE', 90, 100, 70, 4, 5, 0, 20, false]
	] as const;
	for (const [race, aligns, end, arc, skill, moves, attuned, resist, search, halfSwamp] of FIGURE_1) {
		it(`${race}`, () => {
			const r = RACES[race];
			expect([...r.alignments].sort().join('')).toBe([...aligns].sort().join(''));
			expect([r.maxEnd, r.maxArc, r.skill, r.maxMoves, r.attuned, r.resist, r.searchBonus, r.halfSwamp]).toEqual([end, arc, skill, moves, attuned, resist, search, halfSwamp]);
		});
	}
	it('everyone starts with 50 Arcania', () => expect(START_ARCANIA).toBe(50));
});

describe('Figure 2, terrain statistics', () => {
	const FIGURE_2 = [
		[1, 40, 10, 100],
		[2, 2, 9, 30],
		[3, 4, 8, 35],
		[4, 6, 7, 40],
		[5, 10, 6, 55],
		[6, 24, 5, 60],
		[7, 14, 4, 65],
		[8, 16, 3, 80],
		[9, 18, 2, 85],
		[10, 20, 1, 90]
	];
	for (const [t, end, rest, search] of FIGURE_2) it(`T${t}`, () => expect([TERRAIN[t].end, TERRAIN[t].rest, TERRAIN[t].search]).toEqual([end, rest, search]));
});

describe('Figure 3, movement initiative', () => {
	it('lists the magical criteria 1-6 and the physical 7-12 in the book order', () => {
		expect(MAGICAL_CRITERIA).toHaveLength(6);
		expect(PHYSICAL_CRITERIA).toHaveLength(6);
		expect(MAGICAL_CRITERIA[0]).toBe('major spell movement');
		expect(PHYSICAL_CRITERIA[5]).toBe('random');
	});
});

describe('Figure 4, event sequence', () => {
	it('is Demand, Give, Don, Cast, Move, Search, Drop, Meditate, Rest', () => {
		expect(SEQUENCE).toEqual(['demand', 'give', 'don', 'cast', 'move', 'search', 'drop', 'meditate', 'rest']);
	});
});

describe('Figure 5, movement endurance', () => {
	const X = null;
	const FIGURE_5: [string, 'human' | 'elf' | 'other', number, (number | null)[]][] = [
		['1 all', 'other', 1, [150, 100, 50, 50, 50]],
		['2 all', 'other', 2, [X, 150, 150, 100, 50]],
		['3 human', 'human', 3, [X, X, 150, 150, 100]],
		['3 other', 'other', 3, [X, X, 200, 200, 200]],
		['3 elf (other)', 'elf', 3, [X, X, 200, 200, 200]],
		['4 human', 'human', 4, [X, X, X, 200, 200]],
		['4 other', 'other', 4, [X, X, X, 400, 400]],
		['5 human', 'human', 5, [X, X, X, X, 400]],
		['5 elves', 'elf', 5, [X, X, X, X, 800]],
		['5 other: none', 'other', 5, [X, X, X, X, X]]
	];
	for (const [label, rows, nth, cells] of FIGURE_5) {
		it(label, () => expect([1, 2, 3, 4, 5].map((ph) => movePercent(rows, nth, ph))).toEqual(cells));
	}
	it('the Elf three forest moves cost 3 + 6 + 12 = 21', () => {
		const forest = TERRAIN[4].end;
		const costs = [
			[1, 3],
			[2, 4],
			[3, 5]
		].map(([nth, ph]) => (forest * movePercent('elf', nth, ph)!) / 100);
		expect(costs).toEqual([3, 6, 12]);
		expect(costs.reduce((a, b) => a + b)).toBe(21);
	});
});

describe('Figure 6, racial preference', () => {
	const FIGURE_6 = [
		['human', 'elf', 'dwarf', 'goblin', 'halfling'],
		['dwarf', 'human', 'human', 'human', 'human'],
		['goblin', 'goblin', 'halfling', 'elf', 'dwarf'],
		['halfling', 'dwarf', 'elf', 'halfling', 'goblin'],
		['elf', 'halfling', 'goblin', 'dwarf', 'elf']
	];
	const columns = ['human', 'elf', 'dwarf', 'goblin', 'halfling'] as const;
	columns.forEach((artifact, col) => {
		it(`${artifact}kind`, () => expect(PREFERENCE[artifact]).toEqual(FIGURE_6.map((row) => row[col])));
	});
});

describe('Figure 7, complete spell reference', () => {
	// #, code, alignment, minor arc, minor dur, major arc, major dur (as printed)
	const FIGURE_7 = `
 1 SpAid N 10 10p 40 10p-4t
 2 ProAu G 10 10p 24 10p-4t
 3 ProSh G 8 10p 20 10p-4t
 4 ProIt G 8 10p 16 10p-4t
 5 ProKn G 6 10p 12 10p-4t
 6 ProEl G 4 10p 10 10p-4t
 7 CurSp E 6 1t 16 1t
 8 Stutt G 6 1p 16 1p
 9 Plyze E 8 1t 24 1t
10 Confs G 4 1p 12 1p
11 AntMa E 10 1t 30 1t
12 AtArc E 8 1p 24 1p
13 AtEnd E 8 1p 22 1p
14 ElDrp E 10 1p 30 1t
15 ElAtt E 8 1p 24 1t
16 ElArr N 8 1t 20 1t
17 ElBlo E 4 1p 12 1t
18 DrArt N 8 1p 24 1p
19 FumIt G 6 1p 16 1p
20 StlIt E 8 1p 28 1p
21 BrnIt E 6 1p 16 1p
22 CkAid N 8 1p 30 3t
23 RcAid N 8 1t 28 3t
24 InvSp N 8 1t 22 1t-3t
25 TelPt N 6 1p 16 1p
26 ScArt N 6 1p 14 1p
27 KnoSS N 6 1t 20 3t
28 IntRp N 4 1t 14 1t-3t
29 KnArt N 4 1t 12 3t
30 SrchX E 4 1t 12 1t
31 BoEnd G 10 3t 30 xx
32 BoArc G 10 3t 30 xx
33 Heals G 8 1p 24 1p
34 FogMp N 10 1t 35 1t
35 ProSp G 10 3t 35 xx
36 Chaos E 20 xx 50 xx`
		.trim()
		.split('\n')
		.map((l) => l.trim().split(/\s+/));
	const show = (d: unknown) => (d === 'xx' ? 'xx' : 'p' in (d as object) ? `${(d as { p: number }).p}p` : `${(d as { t: number }).t}t`);
	for (const [n, code, align, mc, md, xc, xd] of FIGURE_7) {
		it(`#${n} ${code}`, () => {
			const s = SPELLS[Number(n) - 1];
			expect([s.code, s.align, s.minor.cost, show(s.minor.dur), s.major.cost]).toEqual([code, align, Number(mc), md, Number(xc)]);
			const major = s.major.black ? `${show(s.major.dur)}-${show(s.major.black)}` : show(s.major.dur);
			// KnoSS X: the text splits it team 1t / Black 3t where Figure 7 prints 3t (U-39).
			expect(major).toBe(code === 'KnoSS' ? '1t-3t' : xd);
		});
	}
	it('has twelve spells of each alignment', () => {
		for (const a of ['G', 'N', 'E']) expect(SPELLS.filter((s) => s.align === a)).toHaveLength(12);
	});
});
