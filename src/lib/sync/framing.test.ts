import { describe, expect, it } from 'vitest';
import { Reassembler, toFrames } from './framing';

describe('data channel framing', () => {
	it('sends a small message as one frame and a large one in chunks, and joins them', () => {
		const r = new Reassembler();
		const small = Uint8Array.from([1, 2, 3]);
		expect(toFrames(small)).toHaveLength(1);
		expect(r.push(toFrames(small)[0])).toEqual(small);
		const big = Uint8Array.from({ length: 40_000 }, (_, i) => i % 251);
		const frames = toFrames(big, 16_384);
		expect(frames).toHaveLength(3);
		expect(frames.every((f) => f.byteLength <= 16_385)).toBe(true);
		expect(frames.slice(0, 2).map((f) => r.push(f))).toEqual([null, null]);
		expect(r.push(frames[2])).toEqual(big);
		expect(r.push(toFrames(small)[0])).toEqual(small);
	});

	it('refuses a message over the limit and malformed frames', () => {
		const r = new Reassembler(100);
		const frames = toFrames(new Uint8Array(300), 64);
		expect(() => frames.forEach((f) => r.push(f))).toThrow(/too large/);
		expect(() => new Reassembler().push(Uint8Array.from([9, 1]))).toThrow(/malformed/);
		expect(() => new Reassembler().push(new Uint8Array(0))).toThrow(/empty/);
	});
});
