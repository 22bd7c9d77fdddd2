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

/** Tag of the signed form of an event; a new form gets a new tag, never a silent change. */
const EVENT_TAG = 'familiar/event/1';

/**
 * The game a signature belongs to: the game's id and creation time, written once in its meta.
 * An event signed for one game does not verify in another. (The table id is left out on purpose:
 * a duplicated or re-imported game gets a new table id but keeps its history and its signatures.)
 */
export function gameDomain(meta: { game: string; created: number }): string {
	return `${meta.game}@${meta.created}`;
}

/** The text that is signed for an event: everything in it except the signature itself. */
export function eventText(domain: string, event: GameEvent): string | null {
	return canonicalJson([EVENT_TAG, domain, event.id, event.seat, event.kind, event.data, event.at]);
}

/** The bytes that are signed for an event, or null when the event cannot be put in canonical form. */
export function eventBytes(domain: string, event: GameEvent): Uint8Array | null {
	const text = eventText(domain, event);
	return text === null ? null : utf8(text);
}
