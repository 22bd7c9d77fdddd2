/**
 * The seeded terrain generator (U-2) and the placement of artifacts and cloaks (U-4, U-5):
 * harder terrain towards the Goal Square, row z all ocean, rivers rising from the ocean and
 * running north, starts on coastal or plains, a1 volcanic.
 */
import type { Rng } from '../core';
import { ARTIFACTS, COLOURS } from './data/artifacts';
import { WATER } from './data/terrain';
import { CELLS, cellOf, distance, DIRS, ROWS, rowOf, step, within } from './geometry';
import type { ArtifactId, Colour, LyingCloak } from './types';

export interface ArenaMap {
	terrain: number[];
	artifacts: Record<ArtifactId, number>;
	cloaks: LyingCloak[];
}

/** The 12 start spaces of the novices: the even spaces of row y (l. 142). */
export const STARTS: readonly number[] = Array.from({ length: 12 }, (_, i) => cellOf(25, 2 * (i + 1)));
/** The Ebon Mage starts on an odd space of row y (U-3). */
export const EBON_STARTS: readonly number[] = Array.from({ length: 13 }, (_, i) => cellOf(25, 2 * i + 1));
const ATTUNED = [4, 5, 6, 8];
/**
 * How far apart the alignment artifacts lie. The design proposed 6, which rows b-h (35 spaces)
 * allow only for their three corners; 4 leaves real choice (docs/rules/magika.md, U-5).
 */
export const ALIGNMENT_APART = 4;

/** Mean difficulty of a row: about 2 at row y, 10 at row a. */
export function rowDifficulty(r: number): number {
	return 2 + (8 * (25 - r)) / 24;
}

function landTerrain(r: number, rng: Rng): number {
	const noise = (rng.below(3001) - 1500) / 1000;
	return Math.min(10, Math.max(2, Math.round(rowDifficulty(r) + noise)));
}

function smooth(t: number[]): number[] {
	const out = t.slice();
	for (let cell = 0; cell < CELLS; cell++) {
		if (t[cell] === WATER) continue;
		const counts = new Map<number, number>();
		for (const d of DIRS) {
			const n = step(cell, d);
			if (n >= 0 && t[n] !== WATER) counts.set(t[n], (counts.get(t[n]) ?? 0) + 1);
		}
		for (const [v, k] of counts) if (k >= 4 && Math.abs(v - rowDifficulty(rowOf(cell))) <= 2.5) out[cell] = v;
	}
	return out;
}

export function generateTerrain(rng: Rng): number[] {
	let t: number[] = new Array(CELLS);
	for (let cell = 0; cell < CELLS; cell++) t[cell] = rowOf(cell) === ROWS ? WATER : landTerrain(rowOf(cell), rng);
	t = smooth(smooth(t));
	const rivers = 3 + rng.below(2);
	for (let i = 0; i < rivers; i++) {
		let cell = cellOf(ROWS, 2 + rng.below(ROWS - 2));
		const top = 8 + rng.below(9); // a river rises to a row between h and p
		while (cell >= 0 && rowOf(cell) > top) {
			const next = step(cell, rng.below(2) ? 'NE' : 'NW');
			if (next < 0) break;
			t[next] = WATER;
			cell = next;
		}
	}
	const land = t.filter((v) => v !== WATER).length;
	for (const a of ATTUNED) {
		let have = t.filter((v) => v === a).length;
		while (have * 100 < land * 6) {
			const r = 4 + rng.below(21);
			const c = cellOf(r, 1 + rng.below(r));
			if (t[c] !== WATER && t[c] !== a) {
				t[c] = a;
				have++;
			}
		}
	}
	for (const s of STARTS) {
		for (const a of ATTUNED) {
			const near = within(s, 4).concat(ringsFiveSix(s));
			if (near.some((c) => t[c] === a)) continue;
			const options = near.filter((c) => t[c] !== WATER && !STARTS.includes(c) && distance(c, s) >= 3);
			t[options[rng.below(options.length)]] = a;
		}
	}
	for (const s of STARTS) t[s] = 2 + rng.below(2);
	t[0] = 10;
	return t;
}

function ringsFiveSix(cell: number): number[] {
	const out: number[] = [];
	for (let b = 0; b < CELLS; b++) {
		const d = distance(cell, b);
		if (d === 5 || d === 6) out.push(b);
	}
	return out;
}

function pickCell(rng: Rng, terrain: number[], rows: [number, number], ok: (cell: number) => boolean): number {
	const options: number[] = [];
	for (let r = rows[0]; r <= rows[1]; r++) for (let c = 1; c <= r; c++) if (terrain[cellOf(r, c)] !== WATER && ok(cellOf(r, c))) options.push(cellOf(r, c));
	if (options.length) return options[rng.below(options.length)];
	const land: number[] = [];
	for (let r = rows[0]; r <= rows[1]; r++) for (let c = 1; c <= r; c++) if (terrain[cellOf(r, c)] !== WATER) land.push(cellOf(r, c));
	return land[rng.below(land.length)];
}

/** U-5: alignment artifacts rows b-h at least ALIGNMENT_APART apart; racial rows i-r; ability rows j-u; off water and start rings. */
export function placeArtifacts(rng: Rng, terrain: number[]): Record<ArtifactId, number> {
	const out = {} as Record<ArtifactId, number>;
	const farFromStarts = (c: number) => STARTS.every((s) => distance(s, c) > 3);
	ARTIFACTS.forEach((a, i) => {
		const rows: [number, number] = i < 3 ? [2, 8] : i < 8 ? [9, 18] : [10, 21];
		const placed = Object.values(out);
		out[a] = pickCell(rng, terrain, rows, (c) => farFromStarts(c) && !placed.includes(c) && (i >= 3 || placed.every((p) => distance(p, c) >= ALIGNMENT_APART)));
	});
	return out;
}

/** U-4: three cloaks of each colour on land rows e-x, no two of a colour within distance 2. */
export function placeCloaks(rng: Rng, terrain: number[]): LyingCloak[] {
	const out: LyingCloak[] = [];
	for (const colour of COLOURS as readonly Colour[]) {
		for (let k = 0; k < 3; k++) {
			const at = pickCell(rng, terrain, [5, 24], (c) => out.every((o) => o.colour !== colour || distance(o.at, c) > 2));
			out.push({ at, colour });
		}
	}
	return out;
}

export function generateMap(rng: Rng): ArenaMap {
	const terrain = generateTerrain(rng);
	return { terrain, artifacts: placeArtifacts(rng, terrain), cloaks: placeCloaks(rng, terrain) };
}

