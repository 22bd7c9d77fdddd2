/**
 * Sealed boxes: a plaintext readable only by the holder of one ECDH P-256 private key, in the shape
 * of HPKE's base mode, over WebCrypto alone (browsers and Node both have it):
 * - a fresh ephemeral key pair; `deriveBits` with the recipient's public key;
 * - HKDF-SHA-256 (salt = ephemeral ‖ recipient public point, info = BOX_INFO) to an AES-256-GCM key
 *   and its 96-bit nonce (as HPKE derives its base nonce: the key is new for every box, so a nonce
 *   drawn apart would add 12 bytes and no safety);
 * - AES-GCM with additional data naming the game, the event kind, the turn and the seat, so a box
 *   cannot be moved to another seat, turn or kind of message.
 * Plaintexts are padded to a multiple of a bucket size before sealing, so a box's length says only
 * which bucket its content fell in. Nothing here compresses: a box never mixes a player's text with
 * another's secrets.
 *
 * Wire format: base64url(compressed ephemeral point 33 ‖ ciphertext ‖ tag 16).
 */
import type { SeatId } from '../types';
import { concatBytes, fromBase64url, toBase64url, utf8 } from '../fairplay/bytes';
import { canonicalJson } from '../fairplay/canonical';
import { compressPoint, decompressPoint } from './point';

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
export const BOX_INFO = 'familiar/box/1';
const POINT = 65;
const EPHEMERAL = 33;
const IV = 12;
const TAG = 16;
/** Bytes a box adds to its padded plaintext. */
export const BOX_OVERHEAD = EPHEMERAL + TAG;
/** The length prefix inside the padding. */
const LENGTH_BYTES = 4;

/** What a box is bound to; the same four values must be given to open it. */
export interface BoxLabel {
	domain: string;
	kind: string;
	turn: number;
	seat: SeatId;
}

export type BoxFailure = 'malformed' | 'wrong-key' | 'tampered' | 'bad-padding';
export type Opened = { ok: true; bytes: Uint8Array } | { ok: false; failure: BoxFailure };

/** The additional data of a box: its label as canonical JSON. */
export function boxAad(label: BoxLabel): Uint8Array {
	return utf8(canonicalJson([BOX_INFO, label.domain, label.kind, label.turn, label.seat])!);
}

/** `bytes` with a 4-byte length in front, zero-padded to the next multiple of `bucket`. */
export function padToBucket(bytes: Uint8Array, bucket: number): Uint8Array {
	const size = Math.ceil((bytes.length + LENGTH_BYTES) / bucket) * bucket;
	const out = new Uint8Array(size);
	new DataView(out.buffer).setUint32(0, bytes.length);
	out.set(bytes, LENGTH_BYTES);
	return out;
}

/** The content of a padded plaintext; null when its length or its padding is not as padToBucket makes it. */
export function unpad(padded: Uint8Array): Uint8Array | null {
	if (padded.length < LENGTH_BYTES) return null;
	const length = new DataView(padded.buffer, padded.byteOffset, padded.byteLength).getUint32(0);
	if (length > padded.length - LENGTH_BYTES) return null;
	for (let i = LENGTH_BYTES + length; i < padded.length; i++) if (padded[i] !== 0) return null;
	return padded.slice(LENGTH_BYTES, LENGTH_BYTES + length);
}

/** HKDF-SHA-256 (RFC 5869) through WebCrypto: `length` bytes of output keying material. */
export async function hkdf(ikm: Uint8Array, salt: Uint8Array, info: Uint8Array, length: number): Promise<Uint8Array> {
	const key = await crypto.subtle.importKey('raw', ikm as Uint8Array<ArrayBuffer>, 'HKDF', false, ['deriveBits']);
	const bits = await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, info: info as Uint8Array<ArrayBuffer> }, key, length * 8);
	return new Uint8Array(bits);
}

/** The AES key and nonce of one box, from the ECDH secret and both points (uncompressed). */
async function boxKey(shared: ArrayBuffer, ephemeral: Uint8Array, recipient: Uint8Array, usage: KeyUsage): Promise<{ key: CryptoKey; iv: Uint8Array }> {
	const okm = await hkdf(new Uint8Array(shared), concatBytes([ephemeral, recipient]), utf8(BOX_INFO), 32 + IV);
	const key = await crypto.subtle.importKey('raw', okm.subarray(0, 32) as Uint8Array<ArrayBuffer>, 'AES-GCM', false, [usage]);
	return { key, iv: okm.slice(32) };
}

/** Imports an ECDH public key from base64url of its raw point; null when it is not one. */
export async function importBoxPublicKey(publicKey: string): Promise<CryptoKey | null> {
	const raw = fromBase64url(publicKey);
	if (!raw || raw.length !== POINT || raw[0] !== 4) return null;
	try {
		return await crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, ECDH, true, []);
	} catch {
		return null;
	}
}

/** A box key pair: the private half non-extractable unless asked (the GM's keys are backed up). */
export async function generateBoxKeys(extractable = false): Promise<{ privateKey: CryptoKey; publicKey: string }> {
	const pair = await crypto.subtle.generateKey(ECDH, extractable, ['deriveBits']);
	return { privateKey: pair.privateKey, publicKey: toBase64url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))) };
}

/** Seals `plaintext` to `recipient` (base64url raw point) under `label`. Throws only on a bad recipient key. */
export async function sealBox(recipient: string, plaintext: Uint8Array, label: BoxLabel, bucket: number): Promise<string> {
	const recipientKey = await importBoxPublicKey(recipient);
	if (!recipientKey) throw new Error('This is not a box key.');
	const eph = await crypto.subtle.generateKey(ECDH, false, ['deriveBits']);
	const ephRaw = new Uint8Array(await crypto.subtle.exportKey('raw', eph.publicKey));
	const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: recipientKey }, eph.privateKey, 256);
	const { key, iv } = await boxKey(shared, ephRaw, fromBase64url(recipient)!, 'encrypt');
	const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv: iv as Uint8Array<ArrayBuffer>, additionalData: boxAad(label) as Uint8Array<ArrayBuffer> }, key, padToBucket(plaintext, bucket) as Uint8Array<ArrayBuffer>);
	return toBase64url(concatBytes([compressPoint(ephRaw), new Uint8Array(sealed)]));
}

/**
 * Opens a box with the recipient's private key and public point. Never throws: a box that is not
 * one, was sealed to another key, altered, or bound to another label opens to a typed failure.
 */
export async function openBox(privateKey: CryptoKey, recipient: string, box: unknown, label: BoxLabel): Promise<Opened> {
	const bytes = typeof box === 'string' ? fromBase64url(box) : null;
	if (!bytes || bytes.length < BOX_OVERHEAD + LENGTH_BYTES) return { ok: false, failure: 'malformed' };
	const recipientRaw = fromBase64url(recipient);
	const ephRaw = decompressPoint(bytes.subarray(0, EPHEMERAL));
	const ephKey = ephRaw && (await importBoxPublicKey(toBase64url(ephRaw)));
	if (!ephRaw || !ephKey || !recipientRaw) return { ok: false, failure: 'malformed' };
	let derived: { key: CryptoKey; iv: Uint8Array };
	try {
		const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: ephKey }, privateKey, 256);
		derived = await boxKey(shared, ephRaw, recipientRaw, 'decrypt');
	} catch {
		return { ok: false, failure: 'wrong-key' };
	}
	let padded: Uint8Array;
	try {
		padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: derived.iv as Uint8Array<ArrayBuffer>, additionalData: boxAad(label) as Uint8Array<ArrayBuffer> }, derived.key, bytes.subarray(EPHEMERAL) as Uint8Array<ArrayBuffer>));
	} catch {
		// GCM cannot tell a wrong key from altered bytes: both fail the tag
		return { ok: false, failure: 'tampered' };
	}
	const plain = unpad(padded);
	return plain ? { ok: true, bytes: plain } : { ok: false, failure: 'bad-padding' };
}
