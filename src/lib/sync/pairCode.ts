import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { fromBase64url, toBase64url } from '$engine/core/fairplay/bytes';
import { readCompactSdp, writeCompactSdp, type CompactSdp } from './sdpCodec';

/**
 * The codes two devices exchange to pair with no server: the offer, shown by a device at the table,
 * carries the table (id, game, secret: like an invite, it lets the device that scans it in, and the
 * digest of the game's description, description.ts, after the rest: a code without one still reads)
 * and its connection details; the answer carries only the other device's connection details.
 */
export type PairCode = { kind: 'offer'; tableId: string; gameId: string; secret: string; digest?: string; sdp: CompactSdp } | { kind: 'answer'; sdp: CompactSdp };

const MAGIC = 0xf1;

export class PairCodeError extends Error {}

export function encodePairCode(code: PairCode): string {
	const e = encoding.createEncoder();
	encoding.writeUint8(e, MAGIC);
	encoding.writeUint8(e, code.kind === 'offer' ? 0 : 1);
	if (code.kind === 'offer') {
		encoding.writeVarString(e, code.tableId);
		encoding.writeVarString(e, code.gameId);
		encoding.writeVarString(e, code.secret);
	}
	writeCompactSdp(e, code.sdp);
	if (code.kind === 'offer' && code.digest) encoding.writeVarString(e, code.digest);
	return toBase64url(encoding.toUint8Array(e));
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const DIGEST = /^[A-Za-z0-9_-]{22}$/;

/** Reads a code as scanned or pasted (spaces and line breaks are ignored). */
export function decodePairCode(text: string): PairCode {
	try {
		const bytes = fromBase64url(text.replace(/\s+/g, ''));
		if (!bytes) throw new Error('not base64url');
		const d = decoding.createDecoder(bytes);
		if (decoding.readUint8(d) !== MAGIC) throw new Error('magic');
		const kind = decoding.readUint8(d);
		if (kind === 0) {
			const tableId = decoding.readVarString(d);
			const gameId = decoding.readVarString(d);
			const secret = decoding.readVarString(d);
			if (!ID.test(tableId) || !ID.test(gameId) || !ID.test(secret)) throw new Error('ids');
			const sdp = readCompactSdp(d);
			if (sdp.type !== 'offer') throw new Error('type');
			// a digest that does not read is dropped, as in an invite: the game is then taken whole, signed
			const digest = decoding.hasContent(d) ? decoding.readVarString(d) : '';
			return DIGEST.test(digest) ? { kind: 'offer', tableId, gameId, secret, digest, sdp } : { kind: 'offer', tableId, gameId, secret, sdp };
		}
		if (kind === 1) {
			const sdp = readCompactSdp(d);
			if (sdp.type !== 'answer') throw new Error('type');
			return { kind: 'answer', sdp };
		}
		throw new Error('kind');
	} catch {
		throw new PairCodeError('This is not a Familiar pairing code (or it was cut short). Copy it again, whole.');
	}
}
