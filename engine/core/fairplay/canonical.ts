import type { GameEvent } from '../types';
import { utf8 } from './bytes';

/** How deep event data may nest before it is refused (hostile data must not blow the stack). */
export const MAX_DEPTH = 48;

/**
 * JSON with object keys sorted, so the same value gives the same text on every device whatever
 * order its keys were written or synced in. Values JSON cannot hold follow JSON's own rules
 * (undefined object members are left out, NaN and Infinity become null). Null when the value is
 * too deep or cyclic: such an event cannot be signed or checked.
 */
export function canonicalJson(value: unknown): string | null {
	// a cycle recurses until MAX_DEPTH, so the depth limit catches cycles too
	const write = (v: unknown, depth: number): string | null => {
		switch (typeof v) {
			case 'string':
				return JSON.stringify(v);
			case 'number':
				return Number.isFinite(v) ? String(v) : 'null';
			case 'boolean':
				return v ? 'true' : 'false';
			case 'object':
				break;
			default:
				return 'null';
		}
		if (v === null) return 'null';
		if (depth >= MAX_DEPTH) return null;
		let out: string;
		if (Array.isArray(v)) {
			out = '[';
			for (let i = 0; i < v.length; i++) {
				const p = write(v[i], depth + 1);
				if (p === null) return null;
				out += i ? ',' + p : p;
			}
			return out + ']';
		}
		const o = v as Record<string, unknown>;
		out = '{';
		let first = true;
		for (const k of Object.keys(o).sort()) {
			const item = o[k];
			if (item === undefined || typeof item === 'function') continue;
			const p = write(item, depth + 1);
			if (p === null) return null;
			out += (first ? '' : ',') + JSON.stringify(k) + ':' + p;
			first = false;
		}
		return out + '}';
	};
	return write(value, 0);
}

/** Keys that reach an object's prototype when a decoder assigns them: never allowed in event data. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Whether `value` is plain JSON, exactly as JSON would carry it: null, booleans, strings, finite
 * numbers, dense arrays and plain objects (prototype Object.prototype or null) of such, no key that
 * reaches a prototype (`__proto__`, `constructor`, `prototype`), no deeper than MAX_DEPTH. Anything
 * else (undefined, NaN, ±Infinity, a Uint8Array, a class instance, an object whose prototype a
 * decoder replaced) has no single canonical form, so two different values would sign alike.
 */
export function isPlainJson(value: unknown, depth = 0): boolean {
	switch (typeof value) {
		case 'string':
		case 'boolean':
			return true;
		case 'number':
			return Number.isFinite(value);
		case 'object':
			break;
		default:
			return false;
	}
	if (value === null) return true;
	if (depth >= MAX_DEPTH) return false;
	const proto = Object.getPrototypeOf(value);
	if (Array.isArray(value)) {
		if (proto !== Array.prototype) return false;
		for (let i = 0; i < value.length; i++) if (!(i in value) || !isPlainJson(value[i], depth + 1)) return false;
		return Object.keys(value).length === value.length;
	}
	if (proto !== Object.prototype && proto !== null) return false;
	if (Object.getOwnPropertySymbols(value).length > 0) return false;
	for (const k of Object.getOwnPropertyNames(value)) {
		if (PROTOTYPE_KEYS.has(k)) return false;
		const d = Object.getOwnPropertyDescriptor(value, k)!;
		if (!d.enumerable || !('value' in d) || !isPlainJson(d.value, depth + 1)) return false;
	}
	return true;
}

/** canonicalJson of exactly `value`, or null when it is not plain JSON (isPlainJson). */
export function strictCanonicalJson(value: unknown): string | null {
	return isPlainJson(value) ? canonicalJson(value) : null;
}

/** Tag of the signed form of an event; a new form gets a new tag, never a silent change. */
const EVENT_TAG = 'familiar/event/1';
/** The form that also names the events its writer had seen last (`after`: see auth.ts). */
const EVENT_TAG_2 = 'familiar/event/2';
/** The form covered by its device's hash chain (`n`, no `sig` of its own: chain.ts). */
const EVENT_TAG_3 = 'familiar/event/3';

/**
 * The game a signature belongs to: the game's id and creation time, written once in its meta.
 * An event signed for one game does not verify in another. (The table id is left out on purpose:
 * a duplicated or re-imported game gets a new table id but keeps its history and its signatures.)
 */
export function gameDomain(meta: { game: string; created: number }): string {
	return `${meta.game}@${meta.created}`;
}

/**
 * The text that is signed for an event: everything in it except the signature itself. Null when any
 * part is not plain JSON (isPlainJson): what is signed is exactly what every device decodes and folds.
 * An event with `after` is signed in the second form, which covers it; one with `n` is hashed into its
 * device's chain in the third.
 */
export function eventText(domain: string, event: GameEvent): string | null {
	const parts: unknown[] = [EVENT_TAG, domain, event.id, event.seat, event.kind, event.data, event.at];
	if (event.n !== undefined) return strictCanonicalJson([EVENT_TAG_3, domain, event.id, event.n, event.seat, event.kind, event.data, event.at, namedText(event)]);
	if (event.step !== undefined) return null;
	if (event.after !== undefined) {
		parts[0] = EVENT_TAG_2;
		parts.push(event.after);
	}
	return strictCanonicalJson(parts);
}

/**
 * What a third-form event's text holds in its last place: the list it names (`after`), or the
 * compact `step` exactly as stored (a number; docs/fair-play.md, "Compact after"), never both, so
 * the chain hashes the stored form and checking it never has to guess an expansion.
 */
function namedText(event: GameEvent): unknown {
	if (event.step === undefined) return event.after ?? [];
	return event.after === undefined && Number.isInteger(event.step) && event.step >= 1 ? event.step : undefined;
}

/** The bytes that are signed for an event, or null when the event cannot be put in canonical form. */
export function eventBytes(domain: string, event: GameEvent): Uint8Array | null {
	const text = eventText(domain, event);
	return text === null ? null : utf8(text);
}
