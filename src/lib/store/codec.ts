import type { GameEvent } from '$engine/core';

/**
 * How one event is stored in the log (a Y.Array entry): a positional tuple, the game's own prefix
 * stripped from the kind and the time kept in seconds since the game was created. This keeps the
 * stored document small (see the bytes_per_event benchmark) without losing anything: decode gives
 * back exactly the event that was encoded (to the second).
 */
export type StoredEvent = [id: string, seat: string | null, kind: string, data: unknown, at: number, sig?: string];

export function encodeEvent(gameId: string, createdMs: number, e: GameEvent): StoredEvent {
	const prefix = gameId + '/';
	const kind = e.kind.startsWith(prefix) ? e.kind.slice(prefix.length) : e.kind;
	const at = Math.max(0, Math.round((e.at - createdMs) / 1000));
	const t: StoredEvent = [e.id, e.seat, kind, e.data ?? null, at];
	if (e.sig) t.push(e.sig);
	return t;
}

/** Decodes a stored entry. Anything that is not a well-formed tuple becomes null (a corrupt entry). */
export function decodeEvent(gameId: string, createdMs: number, raw: unknown): GameEvent | null {
	if (!Array.isArray(raw) || raw.length < 5 || raw.length > 6) return null;
	const [id, seat, kind, data, at, sig] = raw as unknown[];
	if (typeof id !== 'string' || typeof kind !== 'string' || typeof at !== 'number') return null;
	if (seat !== null && typeof seat !== 'string') return null;
	if (sig !== undefined && typeof sig !== 'string') return null;
	const e: GameEvent = {
		id,
		seat,
		kind: kind.includes('/') ? kind : `${gameId}/${kind}`,
		data,
		at: createdMs + at * 1000
	};
	if (sig) e.sig = sig;
	return e;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A random id of `length` url-safe characters (6 bits each). */
export function randomId(length = 10): string {
	const bytes = crypto.getRandomValues(new Uint8Array(length));
	let s = '';
	for (const b of bytes) s += ID_ALPHABET[b & 63];
	return s;
}
