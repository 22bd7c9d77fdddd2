/**
 * The GM's key set: made on the GM's phone, extractable so that the game can outlive the phone.
 * - a compact text form (one QR code): "fgm1." + base64url of the d, x, y of the signing, orders
 *   and mail keys and the 32-byte secret (320 bytes, 432 characters);
 * - a file sealed with a passphrase: PBKDF2-SHA-256 (600,000 iterations) to an AES-256-GCM key;
 * - an escrow to a co-GM: the text sealed to the co-GM's box key (`core/gm-escrow`).
 */
import { generateBoxKeys, generateGmSigningKeys, sealBox, openBox, SECRET_BYTES, HIDDEN_KINDS, type GmKeySet, type KeyHolder } from '$engine/core/hidden';
import { concatBytes, fromBase64url, fromUtf8, toBase64url, utf8 } from '$engine/core';

const PREFIX = 'fgm1.';
const PART = 32;
const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
export const PBKDF2_ITERATIONS = 600_000;
const FILE_FORMAT = 'familiar-gm-keys/1';
const ESCROW_LABEL = { kind: HIDDEN_KINDS.escrow, turn: 0, seat: '*co-gm' };

export async function generateGmKeys(): Promise<GmKeySet> {
	return { sign: await generateGmSigningKeys(), orders: await generateBoxKeys(true), mail: await generateBoxKeys(true), secret: crypto.getRandomValues(new Uint8Array(SECRET_BYTES)) };
}

async function dxy(key: CryptoKey): Promise<Uint8Array> {
	const jwk = await crypto.subtle.exportKey('jwk', key);
	return concatBytes([jwk.d!, jwk.x!, jwk.y!].map((p) => fromBase64url(p)!));
}

async function fromDxy(bytes: Uint8Array, algorithm: typeof ECDSA | typeof ECDH, usages: KeyUsage[]): Promise<KeyHolder> {
	const [d, x, y] = [0, 1, 2].map((i) => toBase64url(bytes.subarray(i * PART, (i + 1) * PART)));
	const privateKey = await crypto.subtle.importKey('jwk', { kty: 'EC', crv: 'P-256', d, x, y, ext: true }, algorithm, true, usages);
	return { privateKey, publicKey: toBase64url(concatBytes([Uint8Array.of(4), bytes.subarray(PART, 3 * PART)])) };
}

/** The key set as one line of text: what the QR code and the passphrase file hold. */
export async function exportGmKeys(keys: GmKeySet): Promise<string> {
	return PREFIX + toBase64url(concatBytes([await dxy(keys.sign.privateKey), await dxy(keys.orders.privateKey), await dxy(keys.mail.privateKey), keys.secret]));
}

/** The key set from its text; null when the text is not one (WebCrypto checks the points). */
export async function importGmKeys(text: string): Promise<GmKeySet | null> {
	const bytes = text.startsWith(PREFIX) ? fromBase64url(text.slice(PREFIX.length)) : null;
	if (!bytes || bytes.length !== 10 * PART) return null;
	try {
		const sign = await fromDxy(bytes.subarray(0, 3 * PART), ECDSA, ['sign']);
		const orders = await fromDxy(bytes.subarray(3 * PART, 6 * PART), ECDH, ['deriveBits']);
		const mail = await fromDxy(bytes.subarray(6 * PART, 9 * PART), ECDH, ['deriveBits']);
		return { sign, orders, mail, secret: bytes.slice(9 * PART) };
	} catch {
		return null;
	}
}

export interface GmKeyFile {
	format: typeof FILE_FORMAT;
	iterations: number;
	salt: string;
	iv: string;
	sealed: string;
}

async function passphraseKey(passphrase: string, salt: Uint8Array, iterations: number): Promise<CryptoKey> {
	const base = await crypto.subtle.importKey('raw', utf8(passphrase) as Uint8Array<ArrayBuffer>, 'PBKDF2', false, ['deriveKey']);
	return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations }, base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** The key set's text sealed with a passphrase, for a file the GM keeps apart from the phone. */
export async function sealGmKeyFile(text: string, passphrase: string, iterations = PBKDF2_ITERATIONS): Promise<GmKeyFile> {
	const salt = crypto.getRandomValues(new Uint8Array(16));
	const iv = crypto.getRandomValues(new Uint8Array(12));
	const key = await passphraseKey(passphrase, salt, iterations);
	const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: utf8(FILE_FORMAT) as Uint8Array<ArrayBuffer> }, key, utf8(text) as Uint8Array<ArrayBuffer>));
	return { format: FILE_FORMAT, iterations, salt: toBase64url(salt), iv: toBase64url(iv), sealed: toBase64url(sealed) };
}

/** The key set's text from its file; null for a wrong passphrase or a file that is not one. */
export async function openGmKeyFile(file: unknown, passphrase: string): Promise<string | null> {
	const f = file as Partial<GmKeyFile> | null;
	if (!f || f.format !== FILE_FORMAT || !Number.isInteger(f.iterations) || f.iterations! < 1 || f.iterations! > 10_000_000) return null;
	const salt = fromBase64url(f.salt ?? '');
	const iv = fromBase64url(f.iv ?? '');
	const sealed = fromBase64url(f.sealed ?? '');
	if (!salt || !iv || iv.length !== 12 || !sealed) return null;
	try {
		const key = await passphraseKey(passphrase, salt, f.iterations!);
		return fromUtf8(new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: iv as Uint8Array<ArrayBuffer>, additionalData: utf8(FILE_FORMAT) as Uint8Array<ArrayBuffer> }, key, sealed as Uint8Array<ArrayBuffer>)));
	} catch {
		return null;
	}
}

/** The key set sealed to a co-GM's box key: the data of `core/gm-escrow` (before the GM signs it). */
export async function escrowData(keys: GmKeySet, domain: string, coGm: string): Promise<{ to: string; box: string }> {
	return { to: coGm, box: await sealBox(coGm, utf8(await exportGmKeys(keys)), { domain, ...ESCROW_LABEL }, 512) };
}

/** The co-GM opens an escrow with its box key. */
export async function openEscrow(coGm: KeyHolder, domain: string, box: string): Promise<GmKeySet | null> {
	const opened = await openBox(coGm.privateKey, coGm.publicKey, box, { domain, ...ESCROW_LABEL });
	return opened.ok ? importGmKeys(fromUtf8(opened.bytes)) : null;
}
