/**
 * Where each of the arena's 351 hexes sits on the map's SVG: pointy-top hexes, row a (the Goal
 * Square) at the top, each row half a hex wider on both sides. Computed once.
 */
import { CELLS, colOf, rowOf } from '$engine/magika';

/** Centre-to-corner size of a hex, in SVG units. */
export const HEX = 10;
const WIDTH = Math.sqrt(3) * HEX;
const ROW_STEP = 1.5 * HEX;
const ROWS = 26;

export interface HexPlace {
	cell: number;
	x: number;
	y: number;
}

export const PLACES: readonly HexPlace[] = Array.from({ length: CELLS }, (_, cell) => {
	const r = rowOf(cell);
	return { cell, x: (colOf(cell) - 1 - (r - 1) / 2) * WIDTH, y: (r - 1) * ROW_STEP };
});

/** The six corners of a hex at the origin, for a `<path>` moved into place with its centre. */
export const HEX_PATH = `M${Array.from({ length: 6 }, (_, i) => {
	const a = (Math.PI / 3) * i - Math.PI / 2;
	return `${(HEX * Math.cos(a)).toFixed(2)},${(HEX * Math.sin(a)).toFixed(2)}`;
}).join('L')}Z`;

export interface ViewBox {
	x: number;
	y: number;
	w: number;
	h: number;
}

const HALF = (ROWS - 1) / 2;
/** The whole triangle with half a hex of margin. */
export const WHOLE: ViewBox = { x: -HALF * WIDTH - WIDTH, y: -HEX * 1.5, w: (ROWS + 1) * WIDTH, h: (ROWS - 1) * ROW_STEP + HEX * 3 };

/** A square view centred on a cell, `radius` hexes each way (the map opens on R0-R4). */
export function around(cell: number, radius = 4.5): ViewBox {
	const { x, y } = PLACES[cell];
	const w = (2 * radius + 1) * WIDTH;
	return { x: x - w / 2, y: y - w / 2, w, h: w };
}

/** The view zoomed by `factor` (> 1 zooms in) about a point in SVG units, kept no larger than the arena. */
export function zoom(v: ViewBox, factor: number, px: number, py: number): ViewBox {
	const w = Math.min(WHOLE.w * 1.2, Math.max(WIDTH * 4, v.w / factor));
	const k = w / v.w;
	return { x: px - (px - v.x) * k, y: py - (py - v.y) * k, w, h: v.h * k };
}

export const pan = (v: ViewBox, dx: number, dy: number): ViewBox => ({ ...v, x: v.x - dx, y: v.y - dy });

export const viewBoxText = (v: ViewBox): string => `${v.x.toFixed(1)} ${v.y.toFixed(1)} ${v.w.toFixed(1)} ${v.h.toFixed(1)}`;
