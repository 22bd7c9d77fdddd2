/**
 * Verify exactly what is applied (issue 17, item 4): a decoded event is plain JSON before it is
 * signed, checked or folded, and the signature covers exactly that. Values JSON cannot tell apart
 * (NaN and null, undefined and missing, bytes and an index-keyed object, a replaced prototype and
 * no key at all) must not verify as each other.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../types';
import { eventText, isPlainJson, MAX_DEPTH } from './canonical';
import { Device } from './fairKit';
import { checkAll } from './verifier';
import { DOMAIN } from './fairKit';

let ana: Device;
beforeAll(async () => {
	ana = await Device.make();
});

/** An object whose prototype was set by assignment, as lib0 decodes a "__proto__" key. */
function protoAssigned(own: Record<string, unknown>, inherited: Record<string, unknown>): Record<string, unknown> {
	const o: Record<string, unknown> = { ...own };
	Object.setPrototypeOf(o, inherited);
	return o;
}

describe('plain JSON', () => {
	it('accepts what JSON carries and nothing else', () => {
		for (const ok of [null, true, 'x', 0, -1.5, [], [1, 'a', null], {}, { a: { b: [1, { c: 'd' }] } }, Object.create(null)]) expect(isPlainJson(ok)).toBe(true);
		const holey = [1, , 3]; // eslint-disable-line no-sparse-arrays
		for (const bad of [
			undefined,
			NaN,
			Infinity,
			-Infinity,
			{ a: undefined },
			[undefined],
			holey,
			new Uint8Array([1, 2]),
			new Date(0),
			new Map(),
			() => 1,
			Symbol('s'),
			10n,
			JSON.parse('{"__proto__": {"n": 10}}'),
			{ constructor: 1 },
			{ deep: { prototype: {} } },
			protoAssigned({ turn: 1 }, { n: 10 })
		]) {
			expect(isPlainJson(bad)).toBe(false);
		}
		let deep: unknown = 1;
		for (let i = 0; i < MAX_DEPTH + 1; i++) deep = [deep];
		expect(isPlainJson(deep)).toBe(false);
	});

	it('an event that is not plain JSON has no signed form', () => {
		const e: GameEvent = { id: 'e', seat: 's0', kind: 'pick/choose', data: { n: NaN }, at: 0 };
		expect(eventText(DOMAIN, e)).toBeNull();
		expect(eventText(DOMAIN, { ...e, data: { n: null } })).not.toBeNull();
	});
});

describe('a copy whose decoded data differs from what was signed does not verify', () => {
	const collisions: [string, unknown, unknown][] = [
		['a replaced prototype (lib0 decodes "__proto__" by assignment)', { turn: 1 }, protoAssigned({ turn: 1 }, { n: 10 })],
		['NaN for null', { n: null }, { n: NaN }],
		['Infinity for null', { n: null }, { n: Infinity }],
		['an undefined member for a missing one', { turn: 1 }, { turn: 1, n: undefined }],
		['bytes for an index-keyed object', { b: { 0: 1, 1: 2 } }, { b: new Uint8Array([1, 2]) }]
	];
	for (const [what, signed, forged] of collisions) {
		it(what, async () => {
			const honest = await ana.sign({ seat: 's0', kind: 'pick/choose', data: signed });
			const claim = await ana.claim('s0');
			const copy: GameEvent = { ...honest, data: forged };
			const check = await checkAll(DOMAIN, [claim, honest, copy]);
			expect(check(honest)).toEqual({ status: 'valid', key: ana.publicKey });
			expect(check(copy)).toEqual({ status: 'altered' });
		});
	}
});
