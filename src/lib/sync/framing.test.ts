import { describe, expect, it } from 'vitest';
import { Reassembler, toFrames } from './framing';

describe('data channel framing', () => {
	it('sends a short message as it is, a long one in chunks, and joins them', () => {
		const r = new Reassembler();
		const small = Uint8Array.from([0, 2, 3]);
		expect(toFrames(small)).toEqual([small]);
		expect(r.push(toFrames(small)[0])).toEqual(small);
		const big = Uint8Array.from({ length: 40_000 }, (_, i) => i % 251);
		const frames = toFrames(big, 16_384);
		expect(frames).toHaveLength(3);
		expect(frames.every((f) => f.byteLength <= 16_386 && f[0] === 0xf5)).toBe(true);
		expect(frames.slice(0, 2).map((f) => r.push(f))).toEqual([null, null]);
		expect(r.push(frames[2])).toEqual(big);
		expect(r.push(small)).toEqual(small);
	});

	it('frames a short message that starts like a chunk, so it is not mistaken for one', () => {
		const odd = Uint8Array.from([0xf5, 1, 9]);
		const frames = toFrames(odd);
		expect(frames).toHaveLength(1);
		expect(new Reassembler().push(frames[0])).toEqual(odd);
	});

	it('refuses a message over the limit and malformed frames', () => {
		const r = new Reassembler(100);
		const frames = toFrames(new Uint8Array(300), 64);
		expect(() => frames.forEach((f) => r.push(f))).toThrow(/too large/);
		expect(() => new Reassembler().push(Uint8Array.from([0xf5, 9]))).toThrow(/malformed/);
		const half = new Reassembler();
		half.push(toFrames(new Uint8Array(100), 64)[0]);
		expect(() => half.push(Uint8Array.from([0, 1]))).toThrow(/inside another/);
		expect(() => new Reassembler().push(new Uint8Array(0))).toThrow(/empty/);
	});
});
