import { chainId, FAIR_KINDS, HEAD_ID_PREFIX, isHeadData, isPlainJson, isStep, KEY_REF_LENGTH, MAX_CHAIN, parseSig, toBase64url, type GameEvent } from '$engine/core';

/**
 * How one event is stored in the log (a Y.Array entry): a positional tuple, the game's own prefix
 * stripped from the kind and the time kept in seconds since the game was created. This keeps the
 * stored document small (see the bytes_per_event benchmark) without losing anything: decode gives
 * back exactly the event that was encoded (to the second). `after` (the events its writer had seen
 * last) follows the signature, which is '' when there is none. An event with `after` has an id that
 * begins with its signature's key reference (fair play refuses it otherwise): that part is not
 * stored twice (an id that does not begin with it is stored whole, marked with a leading '!').
 * An event of the third signed form (`n`, covered by its device's chain, no `sig`) is stored as
 * `[keyRef, seat, kind, data, at, n]`, then what it names when it names anything: `after`, or its
 * compact `step` (a number: docs/fair-play.md, "Compact after"). Its id is keyRef + n.
 * A chain head entry (`core/head {n, sig}`) is stored as `[id, keyRef, n, signature bytes, at]`: its
 * raw 64-byte signature instead of 86 characters of text, and no kind or seat (its third part, a
 * number, tells it from an event, whose kind is text).
 */
export type StoredEvent = [id: string, seat: string | null, kind: string, data: unknown, at: number, sig?: string | number, after?: string[] | number] | StoredHead;
type StoredHead = [id: string, ref: string, n: number, signature: Uint8Array, at: number];

/** The most events an event may name in `after` (a table has a handful of devices). */
export const MAX_AFTER = 64;

/** Seconds since the game was created, as the log keeps an event's time. */
function storedSeconds(createdMs: number, ms: number): number {
	return Math.max(0, Math.round((ms - createdMs) / 1000));
}

/**
 * The time `ms` as the log stores it (to the second since the game was created): what decoding gives
 * back, so an event stamped with it is signed exactly as every device will read it.
 */
export function storedTime(createdMs: number, ms: number = Date.now()): number {
	return createdMs + storedSeconds(createdMs, ms) * 1000;
}

export function encodeEvent(gameId: string, createdMs: number, e: GameEvent): StoredEvent {
	const prefix = gameId + '/';
	const kind = e.kind.startsWith(prefix) ? e.kind.slice(prefix.length) : e.kind;
	const at = storedSeconds(createdMs, e.at);
	const head = storedHead(e, at);
	if (head) return head;
	if (e.n !== undefined) {
		const chained: StoredEvent = [e.id.slice(0, KEY_REF_LENGTH), e.seat, kind, e.data ?? null, at, e.n];
		if (e.step !== undefined) chained.push(e.step);
		else if (e.after && e.after.length > 0) chained.push(e.after.slice());
		return chained;
	}
	const t: StoredEvent = [e.after ? shortId(e.id, e.sig) : e.id, e.seat, kind, e.data ?? null, at];
	if (e.sig || e.after) t.push(e.sig ?? '');
	if (e.after) t.push(e.after.slice());
	return t;
}

/** The key reference a signature begins with (`<keyRef>.<signature>`), or ''. */
function refOf(sig: string | undefined): string {
	const dot = sig ? sig.indexOf('.') : -1;
	return dot > 0 ? sig!.slice(0, dot) : '';
}

function shortId(id: string, sig: string | undefined): string {
	const ref = refOf(sig);
	const rest = ref && id.startsWith(ref) ? id.slice(ref.length) : null;
	return rest && !rest.startsWith('!') ? rest : '!' + id;
}

function fullId(stored: string, sig: string | undefined): string {
	return stored.startsWith('!') ? stored.slice(1) : refOf(sig) + stored;
}

/** A head entry in its compact stored form, or null when `e` is not exactly one (it is then stored as any event). */
function storedHead(e: GameEvent, at: number): StoredHead | null {
	if (e.kind !== FAIR_KINDS.head || e.seat !== null || !e.id.startsWith(HEAD_ID_PREFIX) || !isHeadData(e.data)) return null;
	const sig = parseSig(e.data.sig);
	// only a signature whose text is what decoding writes back (decode gives back exactly what was encoded)
	return sig && e.data.sig === headSig(sig.ref, sig.signature) ? [e.id, sig.ref, e.data.n, sig.signature, at] : null;
}

function headSig(ref: string, signature: Uint8Array): string {
	return `${ref}.${toBase64url(signature)}`;
}

/** A head entry stored compactly: `[id, keyRef, n, signature bytes, at]`. */
function decodeHead(createdMs: number, raw: unknown[]): GameEvent | null {
	const [id, ref, n, signature, at] = raw;
	if (raw.length !== 5 || typeof id !== 'string' || !id.startsWith(HEAD_ID_PREFIX) || typeof ref !== 'string' || ref.length !== KEY_REF_LENGTH) return null;
	if (!(signature instanceof Uint8Array) || signature.length !== 64 || typeof at !== 'number' || !Number.isFinite(at)) return null;
	const data = { n, sig: headSig(ref, signature) };
	return isHeadData(data) ? { id, seat: null, kind: FAIR_KINDS.head, data, at: createdMs + at * 1000 } : null;
}

function isAfter(v: unknown): v is string[] {
	return Array.isArray(v) && v.length <= MAX_AFTER && v.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 128);
}

/**
 * Decodes a stored entry. Anything that is not a well-formed tuple of plain JSON becomes null (a
 * corrupt entry): data with a `__proto__`, `constructor` or `prototype` key (a decoder would assign
 * it to the prototype), NaN, undefined or bytes would fold as something other than what was signed.
 */
export function decodeEvent(gameId: string, createdMs: number, raw: unknown): GameEvent | null {
	if (!Array.isArray(raw) || raw.length < 5 || raw.length > 7) return null;
	if (typeof raw[2] === 'number') return decodeHead(createdMs, raw);
	const [id, seat, kind, data, at, sig, after] = raw as unknown[];
	if (typeof id !== 'string' || typeof kind !== 'string' || typeof at !== 'number' || !Number.isFinite(at)) return null;
	if (seat !== null && typeof seat !== 'string') return null;
	if (typeof sig === 'number') return decodeChained(gameId, createdMs, raw);
	if (sig !== undefined && typeof sig !== 'string') return null;
	if (raw.length === 7 ? !isAfter(after) : raw.length === 6 && sig === '') return null;
	if (!isPlainJson(data)) return null;
	const e: GameEvent = {
		id: raw.length === 7 ? fullId(id, sig as string) : id,
		seat,
		kind: kind.includes('/') ? kind : `${gameId}/${kind}`,
		data,
		at: createdMs + at * 1000
	};
	if (sig) e.sig = sig;
	if (raw.length === 7) e.after = (after as string[]).slice();
	return e;
}

/**
 * What a log shows in place of the entry at `index` that `decodeEvent` finds corrupt: a
 * placeholder the fold rejects (so every phone refuses the same entry alike).
 */
export function corruptEvent(index: number, createdMs: number): GameEvent {
	return { id: `corrupt-${index}`, seat: null, kind: 'core/corrupt', data: null, at: createdMs };
}

/** A third-form entry: `[keyRef, seat, kind, data, at, n, after?]`, `after` a list or a compact step. */
function decodeChained(gameId: string, createdMs: number, raw: unknown[]): GameEvent | null {
	const [ref, seat, kind, data, at, n, after] = raw as [string, string | null, string, unknown, number, number, unknown];
	if (ref.length !== KEY_REF_LENGTH || !Number.isInteger(n) || n < 1 || n > MAX_CHAIN) return null;
	const step = isStep(after);
	if (raw.length === 7 && !step && !isAfter(after)) return null;
	if (!isPlainJson(data)) return null;
	const e: GameEvent = { id: chainId(ref, n), seat, kind: kind.includes('/') ? kind : `${gameId}/${kind}`, data, at: createdMs + at * 1000 };
	if (step) e.step = after;
	else e.after = raw.length === 7 ? (after as string[]).slice() : [];
	e.n = n;
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
