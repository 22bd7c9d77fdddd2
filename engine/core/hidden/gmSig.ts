/**
 * GM signatures. The GM role must outlive a phone, and device keys cannot be exported, so every GM
 * event carries, besides its device's signature (the fair-play layer's), `data.gm`: an ECDSA P-256
 * signature by the GM's signing key over the event's id, kind and data (without `gm`) in this game.
 * `core/gm-open` is signed by the key it announces; every later GM event by that key.
 *
 * The fold is synchronous and WebCrypto is not: as with device signatures (fairplay/verifier.ts),
 * the step asks `GmSignatures.check`, which answers from memory ('pending' when not known yet), and
 * `flush` checks what was asked for since; the caller folds again when answers changed.
 */
import type { GameEvent } from '../types';
import { fromBase64url, toBase64url, utf8 } from '../fairplay/bytes';
import { strictCanonicalJson } from '../fairplay/canonical';
import { importPublicKey, keyRef, verifyBytes } from '../fairplay/signature';
import { sha256 } from '../fairplay/sha256';

const GM_TAG = 'familiar/gm-event/1';
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

export type GmSigCheck = 'valid' | 'invalid' | 'pending';
/** What the step is given to ask about a GM event's signature by `key`. */
export type GmSigAsk = (event: GameEvent, key: string) => GmSigCheck;

/** A GM signing key pair, extractable: unlike a device key, it is backed up (src/lib/hidden/gmKeys.ts). */
export async function generateGmSigningKeys(): Promise<{ privateKey: CryptoKey; publicKey: string }> {
	const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
	return { privateKey: pair.privateKey, publicKey: toBase64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))) };
}

/** The bytes a GM signs: the event without its `gm` field, bound to the game and the event id. */
export function gmBytes(domain: string, id: string, kind: string, data: unknown): Uint8Array | null {
	if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
	const { gm: _gm, ...rest } = data as Record<string, unknown>;
	const text = strictCanonicalJson([GM_TAG, domain, id, kind, rest]);
	return text === null ? null : utf8(text);
}

/** Data with its `gm` signature by `privateKey` (whose public key is `publicKey`). */
export async function signGmData<D extends object>(privateKey: CryptoKey, publicKey: string, domain: string, id: string, kind: string, data: D): Promise<D & { gm: string }> {
	const bytes = gmBytes(domain, id, kind, data);
	if (!bytes) throw new Error('This GM event cannot be signed.');
	const sig = new Uint8Array(await crypto.subtle.sign(SIGN, privateKey, bytes as Uint8Array<ArrayBuffer>));
	return { ...data, gm: `${keyRef(publicKey)}.${toBase64url(sig)}` };
}

/** Whether `event` carries a valid GM signature by `publicKey`. Never throws. */
export async function verifyGmEvent(domain: string, event: GameEvent, publicKey: string): Promise<boolean> {
	const gm = (event.data as { gm?: unknown } | null)?.gm;
	if (typeof gm !== 'string' || !gm.startsWith(`${keyRef(publicKey)}.`)) return false;
	const sig = fromBase64url(gm.slice(gm.indexOf('.') + 1));
	const bytes = gmBytes(domain, event.id, event.kind, event.data);
	const key = await importPublicKey(publicKey);
	return !!sig && !!bytes && !!key && verifyBytes(key, sig, bytes);
}

/** Remembered answers about GM signatures, for a synchronous fold. */
export class GmSignatures {
	#answers = new Map<string, GmSigCheck>();
	#asked = new Map<string, { event: GameEvent; key: string }>();

	constructor(readonly domain: string) {}

	readonly check: GmSigAsk = (event, key) => {
		// keyed by content, not object: a document read again gives new objects for the same events
		const bytes = gmBytes(this.domain, event.id, event.kind, event.data);
		if (!bytes) return 'invalid';
		const at = `${key}|${String((event.data as { gm?: unknown }).gm)}|${toBase64url(sha256(bytes))}`;
		const known = this.#answers.get(at);
		if (known) return known;
		this.#asked.set(at, { event, key });
		return 'pending';
	};

	/** Checks what was asked since; true when some answer is new (fold again). */
	async flush(): Promise<boolean> {
		const asked = [...this.#asked];
		this.#asked.clear();
		for (const [at, { event, key }] of asked) this.#answers.set(at, (await verifyGmEvent(this.domain, event, key)) ? 'valid' : 'invalid');
		return asked.length > 0;
	}
}
