import { webcrypto } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex, utf8 } from './bytes';
import { sha256 } from './sha256';

const hex = (s: string | Uint8Array) => toHex(sha256(typeof s === 'string' ? utf8(s) : s));

describe('sha256', () => {
	it('gives the FIPS 180-4 / NIST test vectors', () => {
		expect(hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
		expect(hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
		expect(hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
			'248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'
		);
		expect(hex('abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu')).toBe(
			'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1'
		);
		expect(hex(new Uint8Array(1_000_000).fill(0x61))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
	});

	it('equals crypto.subtle.digest at every length around the block boundaries', async () => {
		for (let n = 0; n <= 260; n++) {
			const data = Uint8Array.from({ length: n }, (_, i) => (i * 131 + n) & 255);
			const expected = new Uint8Array(await webcrypto.subtle.digest('SHA-256', data));
			expect(toHex(sha256(data)), `length ${n}`).toBe(toHex(expected));
		}
	});

	it('equals crypto.subtle.digest on random inputs', async () => {
		await fc.assert(
			fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (data) => {
				const expected = new Uint8Array(await webcrypto.subtle.digest('SHA-256', data));
				expect(toHex(sha256(data))).toBe(toHex(expected));
			}),
			{ numRuns: 300 }
		);
	});
});
