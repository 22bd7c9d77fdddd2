import { LIMITS } from './limits';

/** Browsers limit one data channel message (256 KB in Chromium); a whole game can be larger. */
export const CHUNK_BYTES = 16 * 1024;

const WHOLE = 0;
const MORE = 1;
const LAST = 2;

/** Splits a message into frames of at most `chunk` payload bytes, each led by a flag byte. */
export function toFrames(message: Uint8Array, chunk = CHUNK_BYTES): Uint8Array<ArrayBuffer>[] {
	if (message.byteLength <= chunk) {
		const f = new Uint8Array(message.byteLength + 1);
		f[0] = WHOLE;
		f.set(message, 1);
		return [f];
	}
	const frames: Uint8Array<ArrayBuffer>[] = [];
	for (let at = 0; at < message.byteLength; at += chunk) {
		const part = message.subarray(at, at + chunk);
		const f = new Uint8Array(part.byteLength + 1);
		f[0] = at + chunk >= message.byteLength ? LAST : MORE;
		f.set(part, 1);
		frames.push(f);
	}
	return frames;
}

/** Joins frames back into messages; throws on a malformed frame or a message over the limit. */
export class Reassembler {
	#parts: Uint8Array[] = [];
	#size = 0;

	constructor(private readonly limit = LIMITS.messageBytes) {}

	/** Returns the completed message, or null while more frames are expected. */
	push(frame: Uint8Array): Uint8Array | null {
		if (frame.byteLength < 1) throw new Error('empty frame');
		const flag = frame[0];
		const body = frame.subarray(1);
		if (flag === WHOLE && this.#parts.length === 0) return body;
		if (flag !== MORE && flag !== LAST) throw new Error('malformed frame');
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
