/**
 * Device keys and event signatures: ECDSA P-256 with SHA-256 through WebCrypto, which browsers and
 * Node both have. Public keys travel as base64url of the raw 65-byte point; a signature travels in
 * an event's `sig` as `<keyRef>.<base64url of the raw 64-byte r||s>`, where keyRef names the key.
 */
import type { GameEvent } from '../types';
import { fromBase64url, toBase64url, utf8 } from './bytes';
import { eventBytes } from './canonical';
import { sha256 } from './sha256';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** Length of a key reference: 48 bits of the key's hash, enough to tell a table's devices apart. */
export const KEY_REF_LENGTH = 8;
export const PUBLIC_KEY_LENGTH = 87; // base64url of 65 bytes
export const SIGNATURE_LENGTH = 86; // base64url of 64 bytes

export interface DeviceKeys {
	/** Non-extractable: it can sign, and never leaves this device. */
	privateKey: CryptoKey;
	/** base64url of the raw public point. */
	publicKey: string;
}

/** A new device key pair; the private half cannot be exported, even by this app. */
export async function generateDeviceKeys(): Promise<DeviceKeys> {
	const pair = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
	const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
	return { privateKey: pair.privateKey, publicKey: toBase64url(raw) };
}

/** Whether `text` looks like a public key (an uncompressed P-256 point). Not a curve check. */
export function isPublicKeyText(text: unknown): text is string {
	return typeof text === 'string' && text.length === PUBLIC_KEY_LENGTH && isPointText(text);
}

/** Whether a key's text decodes to an uncompressed point (every fold asks it of the same few keys). */
const isPointText = remembered((text: string) => {
	const raw = fromBase64url(text);
	return raw !== null && raw.length === 65 && raw[0] === 4;
});

/**
 * `fn` with its answers kept: a table asks for the same few keys on every fold, and each is hashed
 * or decoded once. The cap only guards against a flood of made-up keys.
 */
function remembered<T>(fn: (publicKey: string) => T): (publicKey: string) => T {
	const known = new Map<string, T>();
	return (publicKey) => {
		let answer = known.get(publicKey);
		if (answer === undefined) {
			answer = fn(publicKey);
			if (known.size > 1024) known.clear();
			known.set(publicKey, answer);
		}
		return answer;
	};
}

/** The short name of a public key, carried in every signature. */
export const keyRef = remembered((publicKey) => toBase64url(sha256(utf8(publicKey))).slice(0, KEY_REF_LENGTH));

/** A short fingerprint for people to compare ("A1B2-C3D4"), from the same hash. */
export const fingerprint = remembered((publicKey) => {
	const h = sha256(utf8(publicKey));
	const hex = Array.from(h.subarray(0, 4), (b) => b.toString(16).padStart(2, '0')).join('').toUpperCase();
	return `${hex.slice(0, 4)}-${hex.slice(4)}`;
});

/** Imports a public key for verifying; null when it is not a valid P-256 point. */
export async function importPublicKey(publicKey: string): Promise<CryptoKey | null> {
	if (!isPublicKeyText(publicKey)) return null;
	try {
		const raw = fromBase64url(publicKey)!;
		return await crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, ALGORITHM, true, ['verify']);
	} catch {
		return null;
	}
}

/** Splits a `sig` field into its key reference and raw signature; null when malformed. */
export function parseSig(sig: unknown): { ref: string; signature: Uint8Array } | null {
	if (typeof sig !== 'string' || sig.length !== KEY_REF_LENGTH + 1 + SIGNATURE_LENGTH) return null;
	if (sig[KEY_REF_LENGTH] !== '.') return null;
	const signature = fromBase64url(sig.slice(KEY_REF_LENGTH + 1));
	if (!signature || signature.length !== 64) return null;
	return { ref: sig.slice(0, KEY_REF_LENGTH), signature };
}

/** Signs an event (its canonical bytes in this game) with a device key; returns the `sig` field. */
export async function signEvent(keys: DeviceKeys, domain: string, event: GameEvent): Promise<string> {
	const bytes = eventBytes(domain, event);
	if (!bytes) throw new Error('This move is too deeply nested to be signed.');
	const raw = new Uint8Array(await crypto.subtle.sign(SIGN, keys.privateKey, bytes as Uint8Array<ArrayBuffer>));
	return `${keyRef(keys.publicKey)}.${toBase64url(raw)}`;
}

/** Whether `signature` is a signature of `bytes` by `key`. Never throws. */
export async function verifyBytes(key: CryptoKey, signature: Uint8Array, bytes: Uint8Array): Promise<boolean> {
	try {
		return await crypto.subtle.verify(SIGN, key, signature as Uint8Array<ArrayBuffer>, bytes as Uint8Array<ArrayBuffer>);
	} catch {
		return false;
	}
}
