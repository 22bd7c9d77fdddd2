/**
 * Geometry of the arena board: a square board of `size` × `size` squares named like a chess
 * board, columns A.. from west to east, rows 1.. from south to north, A1 a dark square.
 * A square is held as its index `row * size + col` inside the engine, and by name ("C3") in events.
 */

export type Direction = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
export type Corner = 'SW' | 'NW' | 'NE' | 'SE';

export const DIRECTIONS: readonly Direction[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
export const CORNERS: readonly Corner[] = ['SW', 'NW', 'NE', 'SE'];

/** Column and row steps of each direction: north is towards row 8, east towards column H. */
export const DIRECTION_STEP: Readonly<Record<Direction, readonly [number, number]>> = {
	N: [0, 1],
	NE: [1, 1],
	E: [1, 0],
	SE: [1, -1],
	S: [0, -1],
	SW: [-1, -1],
	W: [-1, 0],
	NW: [-1, 1]
};

export const MIN_BOARD = 4;
export const MAX_BOARD = 26;

const A = 'A'.charCodeAt(0);

export function colOf(size: number, sq: number): number {
	return sq % size;
}

export function rowOf(size: number, sq: number): number {
	return (sq - (sq % size)) / size;
}

export function squareAt(size: number, col: number, row: number): number {
	return row * size + col;
}

export function onBoard(size: number, col: number, row: number): boolean {
	return col >= 0 && row >= 0 && col < size && row < size;
}

export function columnName(col: number): string {
	return String.fromCharCode(A + col);
}

const namesBySize: string[][] = [];
const indexBySize: Map<string, number>[] = [];

/** The names of a board's squares by index, and their indexes by name, made once per size. */
function tables(size: number): { names: string[]; index: Map<string, number> } {
	let names = namesBySize[size];
	if (!names) {
		names = [];
		const index = new Map<string, number>();
		for (let sq = 0; sq < size * size; sq++) {
			const name = columnName(sq % size) + String((sq - (sq % size)) / size + 1);
			names.push(name);
			index.set(name, sq);
		}
		namesBySize[size] = names;
		indexBySize[size] = index;
	}
	return { names, index: indexBySize[size] };
}

export function squareName(size: number, sq: number): string {
	return tables(size).names[sq] ?? columnName(colOf(size, sq)) + String(rowOf(size, sq) + 1);
}

/** A square's written form, any board: a letter and a row number ("C3", "A12"). Null when not. */
export function readSquareName(text: string): { readonly col: number; readonly row: number } | null {
	const known = readNames.get(text);
	if (known) return known;
	const m = /^([A-Z])([1-9][0-9]?)$/.exec(text);
	if (!m) return null;
	const at = Object.freeze({ col: m[1].charCodeAt(0) - A, row: Number(m[2]) - 1 });
	readNames.set(text, at); // at most 26 × 99 names: a bounded cache
	return at;
}

const readNames = new Map<string, { readonly col: number; readonly row: number }>();

/** The index of a named square on this board, or null when it is not a square of the board. */
export function parseSquare(size: number, text: string): number | null {
	return tables(size).index.get(text) ?? null;
}

/** A1 is dark: a square is dark (black) when its column and row numbers have the same parity. */
export function isDark(col: number, row: number): boolean {
	return ((col + row) & 1) === 0;
}

export function isEdge(size: number, col: number, row: number): boolean {
	return col === 0 || row === 0 || col === size - 1 || row === size - 1;
}

/** Moves needed by a king: the distance of the "up to two squares, diagonals included" rule. */
export function kingDistance(size: number, a: number, b: number): number {
	return Math.max(Math.abs(colOf(size, a) - colOf(size, b)), Math.abs(rowOf(size, a) - rowOf(size, b)));
}

/** The column and row of a corner square. */
export function cornerSquare(size: number, corner: Corner): [number, number] {
	const east = corner === 'NE' || corner === 'SE';
	const north = corner === 'NW' || corner === 'NE';
	return [east ? size - 1 : 0, north ? size - 1 : 0];
}

/** How a centred band of lines is rounded when it cannot be centred exactly. */
export type Rounding = 'wide' | 'narrow';

/**
 * The first and last index of the `width` lines centred on a side of `size`, where width must have
 * the parity of size (a band is centred only then). Used by Flush and Quake.
 */
export function centredBand(size: number, width: number): [number, number] {
	const lo = (size - width) / 2;
	return [lo, lo + width - 1];
}

/**
 * The width of a centred band meant to be `target` lines wide: target itself when it has the
 * parity of the side, else the nearest width of that parity above (wide) or below (narrow), never
 * less than one line.
 */
export function bandWidth(size: number, target: number, rounding: Rounding): number {
	const parity = size & 1;
	if (Number.isInteger(target) && (target & 1) === parity) return target;
	let up = Math.ceil(target);
	if ((up & 1) !== parity) up += 1;
	let down = Math.floor(target);
	if ((down & 1) !== parity) down -= 1;
	if (down < 1) return up;
	return rounding === 'wide' ? up : down;
}

/**
 * The lines of the western (or southern) half of a side: all lines below the middle, plus the
 * middle line of an odd side when rounding wide (so the four quarters overlap on it).
 */
export function halfLength(size: number, rounding: Rounding): number {
	return rounding === 'wide' ? Math.ceil(size / 2) : Math.floor(size / 2);
}
