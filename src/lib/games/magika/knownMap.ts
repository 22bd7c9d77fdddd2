/**
 * What a seat knows of the arena, from its own reports alone: each space as last seen (with the
 * turn, faded when older than the latest report), each other mage where last seen, the artifacts
 * whose place the seat knows. Nothing here reads the world.
 */
import type { ArtifactId, Report, SeenMage } from '$engine/magika';

export interface KnownCell {
	/** Terrain, last known through fog (0: fogged and never seen clear). */
	t: number;
	fog: boolean;
	/** The turn it was seen (the report's turn less one: reports await the next turn). */
	seen: number;
	now: boolean;
	artifacts?: ArtifactId[];
	occupied?: boolean;
}

export interface KnownMap {
	cells: ReadonlyMap<number, KnownCell>;
	/** Other mages: seen now, or last known with the turn. */
	mages: readonly (SeenMage & { now: boolean })[];
	artifacts: Report['known'];
	you: Report['you'];
	turn: number;
}

/** Reports in any order; the latest one is "now". */
export function knownMap(reports: readonly Report[]): KnownMap {
	const sorted = [...reports].sort((a, b) => a.turn - b.turn);
	const latest = sorted.at(-1)!;
	const cells = new Map<number, KnownCell>();
	for (const r of sorted) {
		for (const c of r.cells) {
			const keep = c.t === 0 ? cells.get(c.c) : undefined;
			cells.set(c.c, { t: keep?.t ?? c.t, fog: c.t === 0, seen: r.turn - 1, now: r === latest, ...(c.a ? { artifacts: c.a } : {}), ...(c.o ? { occupied: true } : {}) });
		}
	}
	const mages = [...latest.mages.map((m) => ({ ...m, now: true })), ...latest.intel.map((m) => ({ ...m, now: false }))];
	return { cells, mages, artifacts: latest.known, you: latest.you, turn: latest.turn };
}

/** Known terrain for the engine's planning helpers: undefined where never seen, 0 under fog. */
export const terrainOf =
	(map: KnownMap) =>
	(cell: number): number | undefined =>
		map.cells.get(cell)?.t || (map.cells.has(cell) ? 0 : undefined);
