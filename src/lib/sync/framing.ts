import { LIMITS } from './limits';

/**
 * Browsers limit one data channel message (256 KB in Chromium, and a larger one is dropped or
 * throws), while a whole game's history can be larger. A message up to CHUNK_BYTES goes as it is;
 * a larger one goes as chunks, each led by MARK and a flag byte. No Yjs or pairing message starts
 * with MARK (their first byte is a small message type), so plain peers still understand the short
 * messages, and both ends need this only for the long ones.
 */
export const CHUNK_BYTES = 16 * 1024;
const MARK = 0xf5;
const MORE = 1;
const LAST = 2;

/** Splits a message into what goes on the wire. */
export function toFrames(message: Uint8Array, chunk = CHUNK_BYTES): Uint8Array<ArrayBuffer>[] {
	if (message.byteLength <= chunk && message[0] !== MARK) return [new Uint8Array(message)];
	const frames: Uint8Array<ArrayBuffer>[] = [];
	for (let at = 0; at < message.byteLength || at === 0; at += chunk) {
		const part = message.subarray(at, at + chunk);
		const f = new Uint8Array(part.byteLength + 2);
		f[0] = MARK;
		f[1] = at + chunk >= message.byteLength ? LAST : MORE;
		f.set(part, 2);
		frames.push(f);
	}
	return frames;
}

/** Joins chunks back into messages; throws on a malformed frame or a message over the limit. */
export class Reassembler {
	#parts: Uint8Array[] = [];
	#size = 0;

	constructor(private readonly limit = LIMITS.messageBytes) {}

	/** Returns the completed message, or null while more chunks are expected. */
	push(frame: Uint8Array): Uint8Array | null {
		if (frame.byteLength < 1) throw new Error('empty frame');
		if (frame[0] !== MARK) {
			if (this.#parts.length) throw new Error('malformed frame: a message inside another');
			return frame;
		}
		const flag = frame[1];
		if (flag !== MORE && flag !== LAST) throw new Error('malformed frame');
		const body = frame.subarray(2);
		this.#size += body.byteLength;
		if (this.#size > this.limit) throw new Error('message too large');
		this.#parts.push(body);
		if (flag === MORE) return null;
		const out = new Uint8Array(this.#size);
		let at = 0;
		for (const p of this.#parts) {
			out.set(p, at);
			at += p.byteLength;
		}
		this.#parts = [];
		this.#size = 0;
		return out;
	}
}
