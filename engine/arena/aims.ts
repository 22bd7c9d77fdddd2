import { CORNERS, DIRECTIONS, columnName, onBoard, readSquareName, type Corner, type Direction } from './board';
import type { AimKind } from './magics';

/** Where a magic is aimed, read from the text after its number ("NE", "SW", "C", "3", "C4"). */
export type Aim =
	| { kind: 'none' }
	| { kind: 'direction'; dir: Direction }
	| { kind: 'corner'; corner: Corner }
	| { kind: 'line'; axis: 'col' | 'row'; index: number }
	| { kind: 'square'; col: number; row: number };

const NONE: Aim = { kind: 'none' };

/**
 * Reads an aim of the given kind from its written form (upper case). Null when it is not one.
 * Aims are frozen and cached: there are few of them (at most 26 columns × 99 rows).
 */
export function readAim(kind: AimKind, text: string | undefined): Aim | null {
	const t = text ?? '';
	const cache = aimCache[kind];
	const known = cache.get(t);
	if (known) return known;
	const aim = parseAim(kind, t);
	if (aim) cache.set(t, Object.freeze(aim));
	return aim;
}

const aimCache: Record<AimKind, Map<string, Aim>> = {
	none: new Map(),
	direction: new Map(),
	corner: new Map(),
	line: new Map(),
	square: new Map()
};

function parseAim(kind: AimKind, t: string): Aim | null {
	switch (kind) {
		case 'none':
			return t === '' ? NONE : null;
		case 'direction':
			return (DIRECTIONS as readonly string[]).includes(t) ? { kind: 'direction', dir: t as Direction } : null;
		case 'corner':
			return (CORNERS as readonly string[]).includes(t) ? { kind: 'corner', corner: t as Corner } : null;
		case 'line': {
			if (/^[A-Z]$/.test(t)) return { kind: 'line', axis: 'col', index: t.charCodeAt(0) - 65 };
			if (/^[1-9][0-9]?$/.test(t)) return { kind: 'line', axis: 'row', index: Number(t) - 1 };
			return null;
		}
		case 'square': {
			const at = readSquareName(t);
			return at ? { kind: 'square', col: at.col, row: at.row } : null;
		}
	}
}

export function aimText(aim: Aim): string {
	switch (aim.kind) {
		case 'none':
			return '';
		case 'direction':
			return aim.dir;
		case 'corner':
			return aim.corner;
		case 'line':
			return aim.axis === 'col' ? columnName(aim.index) : String(aim.index + 1);
		case 'square':
			return columnName(aim.col) + String(aim.row + 1);
	}
}

/** Whether an aimed line or square lies on a board of this size (directions and corners always do). */
export function aimOnBoard(size: number, aim: Aim): boolean {
	if (aim.kind === 'line') return aim.index >= 0 && aim.index < size;
	if (aim.kind === 'square') return onBoard(size, aim.col, aim.row);
	return true;
}

/** What a player writes after the number, for messages: "a direction (N, NE, …)". */
export const AIM_HINT: Readonly<Record<AimKind, string>> = {
	none: 'nothing after its number',
	direction: 'a direction: N, NE, E, SE, S, SW, W or NW',
	corner: 'a corner: SW, NW, NE or SE',
	line: 'a line: a column letter (A…) or a row number (1…)',
	square: 'a square'
};
