/**
 * A map read from a file (U-2 option (c)): 26 lines of terrain numbers, line k holding k numbers
 * (1-10, spaces between), then optional lines "crown c3" placing an artifact and "cloak red m7"
 * placing a cloak. Anything else is refused with a message naming the line.
 */
import { reject, type Rejection } from '../core';
import { ARTIFACTS, COLOURS } from './data/artifacts';
import { WATER } from './data/terrain';
import { ROWS, cellName, parseCell } from './geometry';
import type { ArenaMap } from './mapgen';
import type { ArtifactId, Colour } from './types';

export const MAP_REJECTION = 'magika/bad-map';

export function readMap(text: string): ArenaMap | Rejection {
	const lines = text
		.split(/\r?\n/)
		.map((l) => l.trim())
		.filter((l) => l && !l.startsWith('#'));
	if (lines.length < ROWS) return reject(MAP_REJECTION, `A map needs ${ROWS} lines of terrain; this one has ${lines.length}.`);
	const terrain: number[] = [];
	for (let r = 1; r <= ROWS; r++) {
		const values = lines[r - 1].split(/\s+/).map(Number);
		if (values.length !== r) return reject(MAP_REJECTION, `Row ${String.fromCharCode(96 + r)} must hold ${r} terrain numbers, not ${values.length}.`);
		for (const v of values) {
			if (!Number.isInteger(v) || v < 1 || v > 10) return reject(MAP_REJECTION, `Row ${String.fromCharCode(96 + r)}: terrain numbers run from 1 to 10.`);
			terrain.push(v);
		}
	}
	const artifacts: Partial<Record<ArtifactId, number>> = {};
	const cloaks: ArenaMap['cloaks'] = [];
	for (const line of lines.slice(ROWS)) {
		const words = line.toLowerCase().split(/\s+/);
		const where = parseCell(words[words.length - 1]);
		if (where < 0) return reject(MAP_REJECTION, `"${line}": the last word must be a space such as m7.`);
		if (terrain[where] === WATER) return reject(MAP_REJECTION, `"${line}": items cannot lie in water.`);
		if (words.length === 2 && (ARTIFACTS as readonly string[]).includes(words[0])) artifacts[words[0] as ArtifactId] = where;
		else if (words.length === 3 && words[0] === 'cloak' && (COLOURS as readonly string[]).includes(words[1])) cloaks.push({ at: where, colour: words[1] as Colour });
		else return reject(MAP_REJECTION, `"${line}" is neither an artifact nor a cloak.`);
	}
	const missing = ARTIFACTS.filter((a) => artifacts[a] === undefined);
	if (missing.length) return reject(MAP_REJECTION, `The map does not place: ${missing.join(', ')}.`);
	return { terrain, artifacts: artifacts as Record<ArtifactId, number>, cloaks };
}

export function writeMap(map: ArenaMap): string {
	const rows: string[] = [];
	let i = 0;
	for (let r = 1; r <= ROWS; r++) rows.push(map.terrain.slice(i, (i += r)).join(' '));
	for (const a of ARTIFACTS) rows.push(`${a} ${cellName(map.artifacts[a])}`);
	for (const c of map.cloaks) rows.push(`cloak ${c.colour} ${cellName(c.at)}`);
	return rows.join('\n') + '\n';
}
