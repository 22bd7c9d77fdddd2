import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equalBytes, fromBase64url, fromUtf8, toBase64url, utf8 } from './bytes';
import { canonicalJson, eventText, MAX_DEPTH } from './canonical';

describe('base64url', () => {
	it('round-trips and matches Node', () => {
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
				const text = toBase64url(bytes);
				expect(text).toBe(Buffer.from(bytes).toString('base64url'));
				expect(equalBytes(fromBase64url(text)!, bytes)).toBe(true);
			})
		);
	});

	it('refuses anything but the canonical text of some bytes', () => {
		expect(fromBase64url('a')).toBeNull();
		expect(fromBase64url('ab=')).toBeNull();
		expect(fromBase64url('a+b/')).toBeNull();
		expect(fromBase64url('AB')).toBeNull(); // leftover bits set: "AA" is the canonical form of [0]
		expect(fromBase64url('AA')).toEqual(new Uint8Array([0]));
	});

	it('utf8 round-trips text', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'grapheme' }), (s) => {
				expect(fromUtf8(utf8(s))).toBe(s);
			})
		);
	});
});

describe('canonical JSON', () => {
	const shuffled = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).reverse());

	it('does not depend on the order keys were written in', () => {
		fc.assert(
			fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (o) => {
				expect(canonicalJson(shuffled(o))).toBe(canonicalJson(o));
			})
		);
	});

	it('reads back as the same JSON value', () => {
		fc.assert(
			fc.property(fc.jsonValue(), (v) => {
				expect(JSON.parse(canonicalJson(v)!)).toEqual(JSON.parse(JSON.stringify(v)));
			})
		);
	});

	it('refuses data too deep to sign, and cycles, without throwing', () => {
		let deep: unknown = 1;
		for (let i = 0; i < MAX_DEPTH + 2; i++) deep = [deep];
		expect(canonicalJson(deep)).toBeNull();
		const cyclic: Record<string, unknown> = {};
		cyclic.self = cyclic;
		expect(canonicalJson(cyclic)).toBeNull();
	});

	it('covers every field of an event but its signature', () => {
		const e = { id: 'a', seat: 's0', kind: 'k/x', data: { b: 1, a: [2] }, at: 5 };
		const base = eventText('g@1', e);
		expect(eventText('g@1', { ...e, sig: 'whatever' })).toBe(base);
		for (const changed of [{ id: 'b' }, { seat: 's1' }, { seat: null }, { kind: 'k/y' }, { data: { b: 2, a: [2] } }, { at: 6 }]) {
			expect(eventText('g@1', { ...e, ...changed })).not.toBe(base);
		}
		expect(eventText('g@2', e)).not.toBe(base);
	});
});
