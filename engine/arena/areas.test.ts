import { describe, expect, it } from 'vitest';
import { readAim } from './aims';
import { areaSquares } from './areas';
import { parseSquare, squareName } from './board';
import { MAGIC_BY_CODE, type AttackMagic } from './magics';
import { readRules, type ArenaRules } from './rules';

/** The squares (sorted names) an attack hits, cast from `from`, with the damage when it varies. */
function area(code: string, opts: { size?: number; from?: string; target?: string; rounding?: 'wide' | 'narrow' } = {}) {
	const rules: ArenaRules = readRules({ size: opts.size ?? 8, rounding: opts.rounding ?? 'wide' });
	const magic = MAGIC_BY_CODE[code] as AttackMagic;
	const aim = readAim(magic.aim, opts.target)!;
	expect(aim).not.toBeNull();
	const from = parseSquare(rules.size, opts.from ?? 'A1')!;
	const sq = areaSquares(rules, magic, from % rules.size, Math.floor(from / rules.size), aim);
	return {
		names: sq.map((s) => squareName(rules.size, s.row * rules.size + s.col)).sort(byName),
		damage: Object.fromEntries(sq.map((s) => [squareName(rules.size, s.row * rules.size + s.col), s.damage]))
	};
}

function byName(a: string, b: string): number {
	return a[0] === b[0] ? Number(a.slice(1)) - Number(b.slice(1)) : a < b ? -1 : 1;
}

/** Expands "A1-4" style ranges of the rules into sorted square names. */
function squares(...specs: string[]): string[] {
	const out: string[] = [];
	for (const spec of specs) {
		const m = /^([A-Z])(?:-([A-Z]))?(\d+)(?:-(\d+))?$/.exec(spec)!;
		const c0 = m[1].charCodeAt(0);
		const c1 = (m[2] ?? m[1]).charCodeAt(0);
		for (let c = c0; c <= c1; c++) {
			for (let r = Number(m[3]); r <= Number(m[4] ?? m[3]); r++) out.push(String.fromCharCode(c) + r);
		}
	}
	return out.sort(byName);
}

const only = (names: string[], dmg: number) => Object.fromEntries(names.map((n) => [n, dmg]));

describe('Fire magics on 8×8', () => {
	it('Flame Thrower: 2 damage along the chosen direction, from the next square to the edge', () => {
		expect(area('F1', { from: 'C3', target: 'NE' }).names).toEqual(['D4', 'E5', 'F6', 'G7', 'H8']);
		expect(area('F1', { from: 'C3', target: 'W' }).names).toEqual(['A3', 'B3']);
		expect(area('F1', { from: 'C3', target: 'S' }).names).toEqual(['C1', 'C2']);
		expect(area('F1', { from: 'C3', target: 'SE' }).names).toEqual(['D2', 'E1']);
		expect(area('F1', { from: 'C3', target: 'NW' }).names).toEqual(['A5', 'B4']);
		expect(area('F1', { from: 'C3', target: 'N' }).damage).toEqual(only(squares('C4-8'), 2));
	});

	it('Flame Thrower from a corner towards the outside hits nothing', () => {
		expect(area('F1', { from: 'A1', target: 'SW' }).names).toEqual([]);
		expect(area('F1', { from: 'H8', target: 'E' }).names).toEqual([]);
	});

	it("Fire Cross: 4 damage on the caster's column and row (15 squares)", () => {
		const a = area('F2', { from: 'D4' });
		expect(a.names).toEqual(squares('A-H4', 'D1-8').filter((v, i, all) => all.indexOf(v) === i).sort(byName));
		expect(a.names).toHaveLength(15);
		expect(new Set(Object.values(a.damage))).toEqual(new Set([4]));
	});

	it('Fire Star: column, row and both diagonals, 5 damage', () => {
		const a = area('F3', { from: 'D4' });
		const diagonals = ['A1', 'B2', 'C3', 'E5', 'F6', 'G7', 'H8', 'A7', 'B6', 'C5', 'E3', 'F2', 'G1'];
		expect(a.names).toEqual([...new Set([...squares('A-H4', 'D1-8'), ...diagonals])].sort(byName));
		expect(a.names).toHaveLength(28);
		expect(area('F3', { from: 'A1' }).names).toHaveLength(22);
		expect(new Set(Object.values(a.damage))).toEqual(new Set([5]));
	});

	it('Fire Storm: 6 damage on all 32 black squares, A1 black', () => {
		const a = area('F4', { from: 'E5' });
		expect(a.names).toHaveLength(32);
		expect(a.damage).toMatchObject({ A1: 6, H8: 6, B2: 6, C1: 6 });
		expect(a.names).not.toContain('A2');
		expect(a.names).not.toContain('H1');
	});

	it('Meteor: 8 damage on the 3×3 around the caster, clipped at the edges', () => {
		expect(area('F5', { from: 'D4' }).damage).toEqual(only(squares('C-E3-5'), 8));
		expect(area('F5', { from: 'A1' }).names).toEqual(squares('A-B1-2'));
		expect(area('F5', { from: 'H5' }).names).toEqual(squares('G-H4-6'));
	});
});

describe('Water magics on 8×8', () => {
	it('Tide SW is exactly A1-4, B1-3, C1-2, D1 (the rules example), 1 damage', () => {
		const a = area('W1', { target: 'SW' });
		expect(a.names).toEqual(squares('A1-4', 'B1-3', 'C1-2', 'D1'));
		expect(a.names).toHaveLength(10);
		expect(a.damage).toEqual(only(a.names, 1));
	});

	it('Tide in the other corners mirrors the SW corner', () => {
		expect(area('W1', { target: 'NE' }).names).toEqual(squares('H5-8', 'G6-8', 'F7-8', 'E8'));
		expect(area('W1', { target: 'NW' }).names).toEqual(squares('A5-8', 'B6-8', 'C7-8', 'D8'));
		expect(area('W1', { target: 'SE' }).names).toEqual(squares('H1-4', 'G1-3', 'F1-2', 'E1'));
	});

	it('Flood is 21 squares: Tide two diagonal rows further, 4 damage', () => {
		const a = area('W3', { target: 'SW' });
		expect(a.names).toHaveLength(21);
		expect(a.names).toEqual(squares('A1-6', 'B1-5', 'C1-4', 'D1-3', 'E1-2', 'F1'));
		expect(a.damage).toEqual(only(a.names, 4));
		expect(area('W3', { target: 'NE' }).names).toEqual(squares('H3-8', 'G4-8', 'F5-8', 'E6-8', 'D7-8', 'C8'));
	});

	it('Flush: 4 damage on the four centre squares D-E4-5, wherever the caster is', () => {
		expect(area('W2', { from: 'A1' }).damage).toEqual(only(squares('D-E4-5'), 4));
		expect(area('W2', { from: 'E4' }).names).toEqual(squares('D-E4-5'));
	});

	it('Ice Storm: 5 damage on all 32 white squares', () => {
		const a = area('W4');
		expect(a.names).toHaveLength(32);
		expect(a.damage).toMatchObject({ A2: 5, B1: 5, H1: 5, A8: 5 });
		expect(a.names).not.toContain('A1');
	});
});

describe('Earth magics on 8×8', () => {
	it('Rolling Stone: 2 damage on the chosen column or row', () => {
		expect(area('E1', { target: 'C' }).damage).toEqual(only(squares('C1-8'), 2));
		expect(area('E1', { target: '3' }).names).toEqual(squares('A-H3'));
		expect(area('E1', { target: 'H' }).names).toEqual(squares('H1-8'));
		expect(area('E1', { target: '8' }).names).toEqual(squares('A-H8'));
	});

	it('Quake: 3 damage on the centre quarter C-F3-6', () => {
		expect(area('E2', { from: 'A8' }).damage).toEqual(only(squares('C-F3-6'), 3));
	});

	it('Quarter of Earth: 3 damage on the chosen quarter (SW = A-D1-4)', () => {
		expect(area('E3', { target: 'SW' }).damage).toEqual(only(squares('A-D1-4'), 3));
		expect(area('E3', { target: 'NE' }).names).toEqual(squares('E-H5-8'));
		expect(area('E3', { target: 'NW' }).names).toEqual(squares('A-D5-8'));
		expect(area('E3', { target: 'SE' }).names).toEqual(squares('E-H1-4'));
	});

	it('Volcano: 7 on the aimed square, 5 on the 8 around it, 3 on the ring around those', () => {
		const a = area('E4', { target: 'D4' });
		expect(a.names).toEqual(squares('B-F2-6'));
		expect(a.damage.D4).toBe(7);
		for (const s of ['C3', 'C4', 'C5', 'D3', 'D5', 'E3', 'E4', 'E5']) expect(a.damage[s]).toBe(5);
		for (const s of ['B2', 'B6', 'F2', 'F6', 'B4', 'F4', 'D2', 'D6']) expect(a.damage[s]).toBe(3);
		expect(Object.values(a.damage).filter((d) => d === 3)).toHaveLength(16);
	});

	it('Volcano in a corner keeps only the squares on the board', () => {
		const a = area('E4', { target: 'A1' });
		expect(a.names).toEqual(squares('A-C1-3'));
		expect(a.damage).toMatchObject({ A1: 7, B2: 5, A2: 5, C3: 3, A3: 3, C1: 3 });
	});
});

describe('Air magics on 8×8', () => {
	it('Lightning: 4 damage on the chosen square only', () => {
		expect(area('A1', { target: 'G7' }).damage).toEqual({ G7: 4 });
	});

	it('Tornado, Hurricane and Thunder Storm: 3×3, 5×5 and 7×7 around the chosen square', () => {
		expect(area('A2', { target: 'D4' }).damage).toEqual(only(squares('C-E3-5'), 3));
		expect(area('A3', { target: 'D4' }).damage).toEqual(only(squares('B-F2-6'), 5));
		expect(area('A4', { target: 'D4' }).damage).toEqual(only(squares('A-G1-7'), 7));
	});

	it('aimed areas are clipped at edges and corners', () => {
		expect(area('A2', { target: 'H8' }).names).toEqual(squares('G-H7-8'));
		expect(area('A3', { target: 'A4' }).names).toEqual(squares('A-C2-6'));
		expect(area('A4', { target: 'H1' }).names).toEqual(squares('E-H1-4'));
		expect(area('A4', { target: 'E5' }).names).toHaveLength(49);
	});
});

describe('the magic storms', () => {
	it('White Magic Storm: 3 on white squares; Black Magic Storm: 3 on black squares', () => {
		const white = area('W');
		const black = area('B');
		expect(white.names).toHaveLength(32);
		expect(black.names).toHaveLength(32);
		expect(new Set([...white.names, ...black.names]).size).toBe(64);
		expect(white.damage.B1).toBe(3);
		expect(black.damage.A1).toBe(3);
	});
});

describe('on an odd-sized board (9×9, A-I)', () => {
	it('Tide and Flood keep their 10 and 21 squares in every corner', () => {
		expect(area('W1', { size: 9, target: 'NE' }).names).toEqual(squares('I6-9', 'H7-9', 'G8-9', 'F9'));
		expect(area('W3', { size: 9, target: 'SE' }).names).toHaveLength(21);
		expect(area('W3', { size: 9, target: 'SE' }).names).toEqual(squares('I1-6', 'H1-5', 'G1-4', 'F1-3', 'E1-2', 'D1'));
	});

	it('Flush: the centre 3×3 (wide, default) or the centre square alone (narrow)', () => {
		expect(area('W2', { size: 9 }).names).toEqual(squares('D-F4-6'));
		expect(area('W2', { size: 9, rounding: 'narrow' }).names).toEqual(['E5']);
	});

	it('Quake: the centre 5×5 (wide) or 3×3 (narrow)', () => {
		expect(area('E2', { size: 9 }).names).toEqual(squares('C-G3-7'));
		expect(area('E2', { size: 9, rounding: 'narrow' }).names).toEqual(squares('D-F4-6'));
	});

	it('Quarter of Earth: the quarters share the middle lines (wide) or leave them out (narrow)', () => {
		expect(area('E3', { size: 9, target: 'SW' }).names).toEqual(squares('A-E1-5'));
		expect(area('E3', { size: 9, target: 'NE' }).names).toEqual(squares('E-I5-9'));
		expect(area('E3', { size: 9, target: 'SW', rounding: 'narrow' }).names).toEqual(squares('A-D1-4'));
		expect(area('E3', { size: 9, target: 'NE', rounding: 'narrow' }).names).toEqual(squares('F-I6-9'));
	});

	it('colours: A1 and I9 are black, 41 black and 40 white squares', () => {
		expect(area('F4', { size: 9 }).names).toHaveLength(41);
		expect(area('F4', { size: 9 }).damage).toMatchObject({ A1: 6, I9: 6, I1: 6 });
		expect(area('W4', { size: 9 }).names).toHaveLength(40);
	});

	it('caster areas and aimed areas reach the far edge (column I, row 9)', () => {
		expect(area('F1', { size: 9, from: 'E5', target: 'NE' }).names).toEqual(['F6', 'G7', 'H8', 'I9']);
		expect(area('F2', { size: 9, from: 'I9' }).names).toHaveLength(17);
		expect(area('F3', { size: 9, from: 'E5' }).names).toHaveLength(33);
		expect(area('F5', { size: 9, from: 'I1' }).names).toEqual(squares('H-I1-2'));
		expect(area('E1', { size: 9, target: 'I' }).names).toEqual(squares('I1-9'));
		expect(area('E1', { size: 9, target: '9' }).names).toEqual(squares('A-I9'));
		expect(area('E4', { size: 9, target: 'I9' }).damage).toMatchObject({ I9: 7, H8: 5, G7: 3 });
		expect(area('A1', { size: 9, target: 'I9' }).damage).toEqual({ I9: 4 });
		expect(area('A2', { size: 9, target: 'I5' }).names).toEqual(squares('H-I4-6'));
		expect(area('A3', { size: 9, target: 'E5' }).names).toEqual(squares('C-G3-7'));
		expect(area('A4', { size: 9, target: 'E5' }).names).toEqual(squares('B-H2-8'));
	});
});

describe('other board sizes', () => {
	it('7×7: Flush 3×3 or 1, Quake 5×5 or 3×3, quarters of 4 or 3 lines', () => {
		expect(area('W2', { size: 7 }).names).toEqual(squares('C-E3-5'));
		expect(area('W2', { size: 7, rounding: 'narrow' }).names).toEqual(['D4']);
		expect(area('E2', { size: 7 }).names).toEqual(squares('B-F2-6'));
		expect(area('E2', { size: 7, rounding: 'narrow' }).names).toEqual(squares('C-E3-5'));
		expect(area('E3', { size: 7, target: 'SE' }).names).toEqual(squares('D-G1-4'));
		expect(area('E3', { size: 7, target: 'SE', rounding: 'narrow' }).names).toEqual(squares('E-G1-3'));
	});

	it('10×10: Flush stays the four centre squares; Quake is 6×6 (wide) or 4×4 (narrow)', () => {
		expect(area('W2', { size: 10 }).names).toEqual(squares('E-F5-6'));
		expect(area('E2', { size: 10 }).names).toEqual(squares('C-H3-8'));
		expect(area('E2', { size: 10, rounding: 'narrow' }).names).toEqual(squares('D-G4-7'));
		expect(area('E3', { size: 10, target: 'NW' }).names).toEqual(squares('A-E6-10'));
	});

	it('4×4: Flood is clipped to the 15 squares within reach of the corner', () => {
		expect(area('W3', { size: 4, target: 'SW' }).names).toHaveLength(15);
		expect(area('W1', { size: 4, target: 'SW' }).names).toEqual(squares('A1-4', 'B1-3', 'C1-2', 'D1'));
		expect(area('E2', { size: 4 }).names).toEqual(squares('B-C2-3'));
	});
});
