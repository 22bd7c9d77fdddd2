/**
 * The arena: a triangle of hexes, row a (1 space, the Goal Square a1) to row z (26 spaces).
 * Cell numbers run 0..350 row by row; (r, c) with 1 <= c <= r. U-1 in docs/rules/magika.md.
 */
import type { Dir, TeleportDir } from './types';

export const ROWS = 26;
export const CELLS = (ROWS * (ROWS + 1)) / 2;
export const GOAL = 0;
export const DIRS: readonly Dir[] = ['NE', 'NW', 'E', 'W', 'SE', 'SW'];
export const NORTHWARD: readonly Dir[] = ['NE', 'NW'];
export const SOUTHWARD: readonly Dir[] = ['SE', 'SW'];

const STEP: Readonly<Record<TeleportDir, readonly [number, number]>> = {
	NW: [-1, -1],
	NE: [-1, 0],
	W: [0, -1],
	E: [0, 1],
	SW: [1, 0],
	SE: [1, 1],
	N: [-2, -1],
	S: [2, 1]
};

export function cellOf(r: number, c: number): number {
	return r >= 1 && r <= ROWS && c >= 1 && c <= r ? ((r - 1) * r) / 2 + c - 1 : -1;
}

const ROW_OF: number[] = [];
const COL_OF: number[] = [];
for (let r = 1; r <= ROWS; r++) {
	for (let c = 1; c <= r; c++) {
		ROW_OF.push(r);
		COL_OF.push(c);
	}
}

export const rowOf = (cell: number): number => ROW_OF[cell];
export const colOf = (cell: number): number => COL_OF[cell];

export function cellName(cell: number): string {
	return String.fromCharCode(96 + ROW_OF[cell]) + COL_OF[cell];
}

export function parseCell(name: string): number {
	const m = /^([a-z])(\d{1,2})$/i.exec(name.trim());
	if (!m) return -1;
	return cellOf(m[1].toLowerCase().charCodeAt(0) - 96, Number(m[2]));
}

/** The cell `steps` straight steps away in a direction, or -1 off the map. */
export function step(cell: number, dir: TeleportDir, steps = 1): number {
	const [dr, dc] = STEP[dir];
	return cellOf(ROW_OF[cell] + dr * steps, COL_OF[cell] + dc * steps);
}

export function distance(a: number, b: number): number {
	const dr = ROW_OF[b] - ROW_OF[a];
	const dc = COL_OF[b] - COL_OF[a];
	return (Math.abs(dc - dr) + Math.abs(dr) + Math.abs(dc)) / 2;
}

/** Distance to the Goal Square a1: the row less one. */
export const goalDistance = (cell: number): number => ROW_OF[cell] - 1;

const NEAR: number[][] = [];
/** Cells within `radius` (<= 4) of `cell`, the cell itself first, by ring. */
export function within(cell: number, radius: number): number[] {
	if (!NEAR[cell]) {
		const list: number[] = [];
		for (let b = 0; b < CELLS; b++) if (distance(cell, b) <= 4) list.push(b);
		list.sort((x, y) => distance(cell, x) - distance(cell, y));
		NEAR[cell] = list;
	}
	const all = NEAR[cell];
	let n = 0;
	while (n < all.length && distance(cell, all[n]) <= radius) n++;
	return all.slice(0, n);
}

/** Cells at exactly distance `ring` of `cell`. */
export function ring(cell: number, r: number): number[] {
	return within(cell, r).filter((b) => distance(cell, b) === r);
}

/** The six-way direction from a to b (60° sectors), or null when a = b (U-48). */
export function directionTo(a: number, b: number): Dir | null {
	if (a === b) return null;
	const dr = ROW_OF[b] - ROW_OF[a];
	const dc = COL_OF[b] - COL_OF[a];
	// screen coordinates of a pointy hex triangle: x = c - r/2, y = r * sqrt(3)/2
	const x = dc - dr / 2;
	const y = (dr * Math.sqrt(3)) / 2;
	const angle = (Math.atan2(-y, x) * 180) / Math.PI; // 0 = E, 90 = north
	const sectors: [number, Dir][] = [
		[0, 'E'],
		[60, 'NE'],
		[120, 'NW'],
		[180, 'W'],
		[-180, 'W'],
		[-120, 'SW'],
		[-60, 'SE']
	];
	let best: Dir = 'E';
	let bestGap = Infinity;
	for (const [deg, d] of sectors) {
		const gap = Math.abs(angle - deg);
		if (gap < bestGap) {
			bestGap = gap;
			best = d;
		}
	}
	return best;
}
