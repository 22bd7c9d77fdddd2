import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url, toHex, utf8 } from '../fairplay/bytes';
import { BOX_OVERHEAD, generateBoxKeys, hkdf, importBoxPublicKey, openBox, padToBucket, sealBox, unpad, type BoxLabel } from './box';
import { compressPoint, decompressPoint } from './point';

const fromHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => parseInt(b, 16));
const range = (from: number, to: number) => Uint8Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('HKDF-SHA-256 through WebCrypto', () => {
	it('gives RFC 5869 test cases 1-3', async () => {
		expect(toHex(await hkdf(fromHex('0b'.repeat(22)), range(0x00, 0x0c), range(0xf0, 0xf9), 42))).toBe(
			'3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865'
		);
		expect(toHex(await hkdf(range(0x00, 0x4f), range(0x60, 0xaf), range(0xb0, 0xff), 82))).toBe(
			'b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c59045a99cac7827271cb41c65e590e09da3275600c2f09b8367793a9aca3db71cc30c58179ec3e87c14c01d5c1f3434f1d87'
		);
		expect(toHex(await hkdf(fromHex('0b'.repeat(22)), new Uint8Array(0), new Uint8Array(0), 42))).toBe(
			'8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8'
		);
	});
});

describe('padding', () => {
	it('pads to the bucket and back, and refuses non-zero padding or a long length', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 700 }), fc.integer({ min: 8, max: 512 }), (bytes, bucket) => {
				const padded = padToBucket(bytes, bucket);
				expect(padded.length % bucket).toBe(0);
				expect(padded.length - bytes.length).toBeLessThanOrEqual(bucket + 3);
				expect(unpad(padded)).toEqual(bytes);
				if (padded.length > bytes.length + 4) {
					const bad = padded.slice();
					bad[bad.length - 1] = 1;
					expect(unpad(bad)).toBeNull();
				}
				const long = padded.slice();
				new DataView(long.buffer).setUint32(0, padded.length);
				expect(unpad(long)).toBeNull();
			})
		);
	});
});

describe('sealed boxes', async () => {
	const alice = await generateBoxKeys();
	const bob = await generateBoxKeys();
	const label: BoxLabel = { domain: 'magika|1', kind: 'core/sealed-input', turn: 3, seat: 'B' };
	const labelArb = fc.record({ domain: fc.string(), kind: fc.string(), turn: fc.nat(), seat: fc.string() });

	it('opens to what was sealed, only with the same label, and a box is its padded size plus the overhead', async () => {
		await fc.assert(
			fc.asyncProperty(fc.uint8Array({ maxLength: 600 }), labelArb, labelArb, async (bytes, a, b) => {
				const box = await sealBox(alice.publicKey, bytes, a, 256);
				expect(fromBase64url(box)!.length).toBe(padToBucket(bytes, 256).length + BOX_OVERHEAD);
				expect(await openBox(alice.privateKey, alice.publicKey, box, a)).toEqual({ ok: true, bytes });
				const same = JSON.stringify(a) === JSON.stringify(b);
				expect((await openBox(alice.privateKey, alice.publicKey, box, b)).ok).toBe(same);
			}),
			{ numRuns: 60 }
		);
	});

	it('refuses a box moved to another seat, turn or kind', async () => {
		const box = await sealBox(alice.publicKey, utf8('orders'), label, 64);
		for (const moved of [{ ...label, seat: 'C' }, { ...label, turn: 2 }, { ...label, kind: 'core/gm-turn' }, { ...label, domain: 'magika|2' }]) {
			expect(await openBox(alice.privateKey, alice.publicKey, box, moved)).toEqual({ ok: false, failure: 'tampered' });
		}
	});

	it('refuses a flipped bit anywhere, and another key', async () => {
		const box = await sealBox(alice.publicKey, utf8('a secret'), label, 64);
		const raw = fromBase64url(box)!;
		await fc.assert(
			fc.asyncProperty(fc.nat(raw.length * 8 - 1), async (bit) => {
				const bad = raw.slice();
				bad[bit >> 3] ^= 1 << (bit & 7);
				const opened = await openBox(alice.privateKey, alice.publicKey, toBase64url(bad), label);
				expect(opened.ok).toBe(false);
			}),
			{ numRuns: 120 }
		);
		expect((await openBox(bob.privateKey, bob.publicKey, box, label)).ok).toBe(false);
	});

	it('never throws, whatever it is given', async () => {
		await fc.assert(
			fc.asyncProperty(fc.oneof(fc.string(), fc.anything(), fc.uint8Array({ minLength: 90, maxLength: 200 }).map(toBase64url)), async (junk) => {
				const opened = await openBox(alice.privateKey, alice.publicKey, junk, label);
				expect(opened.ok).toBe(false);
			}),
			{ numRuns: 200 }
		);
	});

	it('refuses to seal to something that is not a key', async () => {
		await expect(sealBox('not a key', utf8('x'), label, 64)).rejects.toThrow('This is not a box key.');
	});
});

describe('compressed points', () => {
	it('decompress to the point WebCrypto exported, and a point off the curve to null', async () => {
		for (let i = 0; i < 20; i++) {
			const raw = fromBase64url((await generateBoxKeys()).publicKey)!;
			expect(decompressPoint(compressPoint(raw))).toEqual(raw);
		}
		// about half of all x have no point on the curve: those must decompress to null, and the others import
		const xs = Array.from({ length: 16 }, (_, i) => decompressPoint(Uint8Array.from([2, ...new Uint8Array(31), i])));
		expect(xs.filter((p) => p === null).length).toBeGreaterThan(2);
		for (const p of xs.filter((p) => p !== null)) expect(await importBoxPublicKey(toBase64url(p!))).not.toBeNull();
		expect(decompressPoint(new Uint8Array(33))).toBeNull();
	});
});
