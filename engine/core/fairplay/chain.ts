/**
 * The third signed form (docs/fair-play.md, "Chains"): a device hashes its events into a chain,
 * `h_n = SHA-256(h_{n-1} ‖ eventText(e_n))`, and signs only the chain's head `["familiar/head/1",
 * domain, key, n, h_n]`. One signature covers every event before it, so an event carries `n` (its id
 * is its device's key reference followed by `n`) instead of a signature of its own.
 */
import type { GameEvent } from '../types';
import { concatBytes, toBase64url, utf8 } from './bytes';
import { strictCanonicalJson } from './canonical';
import { KEY_REF_LENGTH, keyRef, parseSig, verifyBytes, type DeviceKeys } from './signature';
import { sha256 } from './sha256';
import { FAIR_KINDS } from './kinds';

const CHAIN_TAG = 'familiar/chain/1';
const HEAD_TAG = 'familiar/head/1';
/** A chain longer than this is refused (n is stored as a small integer). */
export const MAX_CHAIN = 1_000_000_000;
/** A device stores the head of its chain in the log every this many of its events (docs/design-notes.md). */
export const HEAD_EVERY = 32;
/** Ids of head entries begin with this (no event id can: they begin with a key reference or are random). */
export const HEAD_ID_PREFIX = '~';

/** What a `core/head` entry carries, and what a device sends with each move: its chain's length and the signature of its head. */
export interface HeadData {
	n: number;
	/** `<keyRef>.<base64url of the raw 64-byte r||s>`, as an event's `sig`. */
	sig: string;
}

/** The chain's start, bound to the game and to the device's key. */
export function chainStart(domain: string, key: string): Uint8Array {
	return sha256(utf8(strictCanonicalJson([CHAIN_TAG, domain, key])!));
}

/** The next link: the hash of the previous one and the event's signed text. */
export function chainLink(previous: Uint8Array, text: string): Uint8Array {
	return sha256(concatBytes([previous, utf8(text)]));
}

function headBytes(domain: string, key: string, n: number, hash: Uint8Array): Uint8Array {
	return utf8(strictCanonicalJson([HEAD_TAG, domain, key, n, toBase64url(hash)])!);
}

/** Signs the head of this device's chain: `n` events hashing to `hash`. */
export async function signHead(keys: DeviceKeys, domain: string, n: number, hash: Uint8Array): Promise<HeadData> {
	const bytes = headBytes(domain, keys.publicKey, n, hash);
	const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, bytes as Uint8Array<ArrayBuffer>));
	return { n, sig: `${keyRef(keys.publicKey)}.${toBase64url(raw)}` };
}

/** Whether `head` is `key`'s signature of a chain of `head.n` events hashing to `hash`. Never throws. */
export async function headHolds(key: CryptoKey, publicKey: string, domain: string, head: HeadData, hash: Uint8Array): Promise<boolean> {
	const parsed = parseSig(head.sig);
	if (!parsed || parsed.ref !== keyRef(publicKey)) return false;
	return verifyBytes(key, parsed.signature, headBytes(domain, publicKey, head.n, hash));
}

function isChainNumber(n: unknown): n is number {
	return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_CHAIN;
}

/** Whether `v` is exactly a head's data ({n, sig}), whatever a peer or a file sent. */
export function isHeadData(v: unknown): v is HeadData {
	if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
	const o = v as Record<string, unknown>;
	return Object.keys(o).length === 2 && isChainNumber(o.n) && parseSig(o.sig) !== null;
}

/** The key reference a head is signed with. */
export function headRef(head: HeadData): string {
	return head.sig.slice(0, KEY_REF_LENGTH);
}

/** Whether `e` is a head entry of the log (its data still to be checked with isHeadData). */
export function isHeadEntry(e: GameEvent): boolean {
	return e.kind === FAIR_KINDS.head;
}

/** The id of a third-form event: its device's key reference, then its place in the chain. */
export function chainId(ref: string, n: number): string {
	return ref + String(n);
}

/** The device and place of a third-form event, or null when its id is not the one they make. */
export function chainPlace(e: GameEvent): { ref: string; n: number } | null {
	if (!isChainNumber(e.n) || e.sig !== undefined || typeof e.id !== 'string') return null;
	const ref = e.id.slice(0, KEY_REF_LENGTH);
	return e.id === chainId(ref, e.n) ? { ref, n: e.n } : null;
}

/** The device and place an id names, when it is a third-form id (`keyRef + n`, n written plainly). */
export function parseChainId(id: string): { ref: string; n: number } | null {
	const ref = id.slice(0, KEY_REF_LENGTH);
	const n = Number(id.slice(KEY_REF_LENGTH));
	return isChainNumber(n) && id === chainId(ref, n) ? { ref, n } : null;
}

/*
 * The compact `after` (docs/fair-play.md, "Compact after"). A device's chain fixes, event by event, a
 * reference: the first event of another device's chain its latest event naming one named. An event
 * whose `after` would be just a later event of that same device stores `step` instead: how many
 * places further it is. The reference is a function of the device's own chain alone (the order
 * rule reads it from the predecessor that counted, which its head proves), so nothing another device
 * places can change what a step names.
 */

/** The reference after an event of device `ref` that names `named`: their first other-device chain event, else the one before. */
export function chainReference(previous: string | undefined, ref: string, named: readonly string[]): string | undefined {
	for (const id of named) {
		const place = parseChainId(id);
		if (place && place.ref !== ref) return id;
	}
	return previous;
}

/** The event a compact `step` names from `reference`, or null when it names none. */
export function stepTarget(reference: string | undefined, step: number): string | null {
	const from = reference === undefined ? null : parseChainId(reference);
	return from && isChainNumber(step) && isChainNumber(from.n + step) ? chainId(from.ref, from.n + step) : null;
}

/** The `step` that names exactly `named` from `reference`, or undefined when the list must be written out. */
export function compactStep(reference: string | undefined, named: readonly string[]): number | undefined {
	const from = reference === undefined ? null : parseChainId(reference);
	const to = named.length === 1 ? parseChainId(named[0]) : null;
	return from && to && to.ref === from.ref && to.n > from.n ? to.n - from.n : undefined;
}

/** Whether `v` is a valid compact step (a place count, as `n`). */
export function isStep(v: unknown): v is number {
	return isChainNumber(v);
}
