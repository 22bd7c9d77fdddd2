/** Figure 2, Terrain Statistics. Index = terrain number T# (1..10); index 0 unused. */
export interface TerrainRow {
	name: string;
	/** Endurance factor: paid to move out of the space (l. 371). */
	end: number;
	/** Endurance recovered by a rest. */
	rest: number;
	/** Percent chance a search finds a scroll. */
	search: number;
}

export const TERRAIN: readonly TerrainRow[] = [
	{ name: '', end: 0, rest: 0, search: 0 },
	{ name: 'River, Ocean', end: 40, rest: 10, search: 100 },
	{ name: 'Coastal', end: 2, rest: 9, search: 30 },
	{ name: 'Plains', end: 4, rest: 8, search: 35 },
	{ name: 'Forest', end: 6, rest: 7, search: 40 },
	{ name: 'Hills', end: 10, rest: 6, search: 55 },
	{ name: 'Swamp', end: 24, rest: 5, search: 60 },
	{ name: 'Desert', end: 14, rest: 4, search: 65 },
	{ name: 'Mountain', end: 16, rest: 3, search: 80 },
	{ name: 'Glacial', end: 18, rest: 2, search: 85 },
	{ name: 'Volcanic', end: 20, rest: 1, search: 90 }
];

export const WATER = 1;
export const SWAMP = 6;
/** Swamp's factor for Goblins and Pendant holders: "24(12)". */
export const HALF_SWAMP_END = 12;
