import { CORE_REJECTIONS } from './rejections';
import { text } from './describe';
import { reject, type Rejection } from './types';

/** Where a roll came from: this device's crypto, a fair roll between phones, or a die on the table. */
export type RollSource = 'device' | 'fair' | 'physical';

/** A roll as it travels inside an event: its value(s) and where they came from. */
export interface Roll {
	sides: number;
	values: number[];
	source: RollSource;
	/** The proof of a fair roll (commitments and reveals); checked by the fair-play layer. */
	proof?: unknown;
}

const SOURCES: readonly RollSource[] = ['device', 'fair', 'physical'];

/** Checks that `roll` is `count` dice of `sides` faces. Returns null when it is fine. */
export function checkRoll(roll: unknown, sides: number, count = 1): Rejection | null {
	const r = roll as Partial<Roll> | null;
	if (!r || typeof r !== 'object') return reject(CORE_REJECTIONS.badRoll, 'This move needs a roll.');
	if (!SOURCES.includes(r.source as RollSource)) {
		return reject(CORE_REJECTIONS.badRoll, 'The roll does not say where it came from.');
	}
	if (r.sides !== sides) {
		return reject(CORE_REJECTIONS.badRoll, `This roll must be made with a d${sides}.`);
	}
	if (!Array.isArray(r.values) || r.values.length !== count) {
		return reject(CORE_REJECTIONS.badRoll, `This move needs ${count} ${count === 1 ? 'die' : 'dice'}.`);
	}
	for (const v of r.values) {
		if (!Number.isInteger(v) || v < 1 || v > sides) {
			return reject(CORE_REJECTIONS.badRoll, `A d${sides} shows 1 to ${sides}, not ${text(v)}.`);
		}
	}
	return null;
}

/** Parses dice notation like "d20", "3d6", "2d10+1". Null when it is not dice notation. */
export function parseDice(text: string): { count: number; sides: number; bonus: number } | null {
	const m = /^\s*(\d*)\s*d\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$/i.exec(text);
	if (!m) return null;
	const count = m[1] ? Number(m[1]) : 1;
	const sides = Number(m[2]);
	const bonus = m[3] ? (m[3] === '-' ? -1 : 1) * Number(m[4]) : 0;
	if (count < 1 || count > 100 || sides < 2 || sides > 1000) return null;
	return { count, sides, bonus };
}
