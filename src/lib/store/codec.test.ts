import fc from 'fast-check';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { FAIR_KINDS, gameDomain, generateDeviceKeys, isPlainJson, signEvent, toBase64url, type GameEvent } from '$engine/core';
import { decodeEvent, encodeEvent, storedTime } from './codec';
import { appendEvents, docParts, initDoc, readLog, readMeta, readSeats, type GameMeta } from './gameDoc';

const created = 1_700_000_000_000;
const arbitraryEvent = fc.record({
	id: fc.string({ minLength: 1, maxLength: 16 }),
	seat: fc.option(fc.constantFrom('s0', 's1', 's7'), { nil: null }),
	kind: fc.oneof(fc.constantFrom('counters/adjust', 'core/undo', 'arena/orders'), fc.string({ minLength: 1, maxLength: 10 }).map((v) => `counters/${v.replace(/\//g, '')}`)),
	data: fc.jsonValue(),
	at: fc.integer({ min: 0, max: 10_000_000 }).map((s) => created + s * 1000)
}) as fc.Arbitrary<GameEvent>;

describe('event codec', () => {
	it('decode(encode(e)) gives back the event', () => {
		fc.assert(
			fc.property(arbitraryEvent, (e) => {
				const back = decodeEvent('counters', created, JSON.parse(JSON.stringify(encodeEvent('counters', created, e))));
				const data = JSON.parse(JSON.stringify(e.data ?? null));
				// data that is not plain JSON (a "__proto__" key) is refused: see the plain JSON tests below
				expect(back).toEqual(isPlainJson(data) ? { ...e, data } : null);
			}),
			{ numRuns: 500 }
		);
	});

	it('storedTime gives the time an event decodes with, so what is signed with it is what every device reads', () => {
		fc.assert(
			fc.property(fc.integer({ min: -5_000, max: 10_000_000_000 }), (ms) => {
				const at = storedTime(created, created + ms);
				const e: GameEvent = { id: 'e1', seat: null, kind: 'counters/round', data: null, at };
				expect(decodeEvent('counters', created, encodeEvent('counters', created, e))?.at).toBe(at);
				expect(Math.abs(at - Math.max(created, created + ms))).toBeLessThanOrEqual(500);
			}),
			{ numRuns: 1000 }
		);
	});

	it('strips the game prefix but keeps other namespaces', () => {
		const e: GameEvent = { id: 'a', seat: 's0', kind: 'counters/adjust', data: { delta: 1 }, at: created + 3000 };
		expect(encodeEvent('counters', created, e)).toEqual(['a', 's0', 'adjust', { delta: 1 }, 3]);
		expect(encodeEvent('counters', created, { ...e, kind: 'core/undo' })[2]).toBe('core/undo');
	});

	it('turns anything malformed into null instead of throwing', () => {
		for (const bad of [null, 1, 'x', [], ['a'], [1, null, 'k', {}, 0], ['a', 3, 'k', {}, 0], ['a', null, 'k', {}, 'now'], ['a', null, 'k', {}, 0, 5]]) {
			expect(decodeEvent('counters', created, bad)).toBeNull();
		}
	});
});

describe('game document', () => {
	const meta: GameMeta = { version: 1, tableId: 't1', game: 'counters', title: 'T', options: { life: 20 }, created };

	it('holds meta, seats and the log, and a copy of its update reads the same', () => {
		const doc = new Y.Doc();
		initDoc(doc, meta, [{ id: 's1', name: 'Bo' }, { id: 's0', name: 'Ana' }, { id: 's10', name: 'Kim' }]);
		appendEvents(doc, meta, [{ id: 'e1', seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: created }]);
		docParts(doc).log.push([['broken'] as never]);
		const copy = new Y.Doc();
		Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
		expect(readMeta(copy)).toEqual(meta);
		expect(readSeats(copy).map((s) => s.name)).toEqual(['Ana', 'Bo', 'Kim']);
		const log = readLog(copy, meta);
		expect(log[0]).toMatchObject({ id: 'e1', kind: 'counters/round' });
		expect(log[1]).toMatchObject({ id: 'corrupt-1', kind: 'core/corrupt' });
	});

	it('a document with no meta is not a game', () => {
		expect(readMeta(new Y.Doc())).toBeNull();
	});
});

const docMeta: GameMeta = { version: 1, tableId: 't1', game: 'counters', title: 'T', options: { life: 20 }, created };

/** What a phone decodes of an entry another phone (or a hostile peer) wrote into the log. */
function throughTheDocument(entry: unknown): GameEvent {
	const doc = new Y.Doc();
	initDoc(doc, docMeta, [{ id: 's0', name: 'Ana' }]);
	docParts(doc).log.push([entry as never]);
	const copy = new Y.Doc();
	Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
	return readLog(copy, docMeta)[0];
}

describe('entries that are not plain JSON (issue 17, item 4)', () => {
	const meta = docMeta;

	it('a signed move copied with a "__proto__" key is read as corrupt, not as a move with inherited options', async () => {
		const keys = await generateDeviceKeys();
		const domain = gameDomain(meta);
		const move: GameEvent = { id: 'm1', seat: 's0', kind: 'counters/adjust', data: { player: 's0', counter: 'life' }, at: created };
		move.sig = await signEvent(keys, domain, move);
		// lib0 writes the own "__proto__" key and assigns it back on decoding: the object's prototype
		const forged = [...encodeEvent('counters', created, move)];
		forged[3] = JSON.parse('{"player":"s0","counter":"life","__proto__":{"delta":-20}}');
		const read = throughTheDocument(forged);
		expect(read.kind).toBe('core/corrupt');
		// the honest entry still reads as it was signed
		expect(throughTheDocument(encodeEvent('counters', created, move))).toEqual(move);
	});

	it('NaN, undefined and bytes in data are refused at decoding', () => {
		for (const data of [{ n: NaN }, { n: undefined }, { b: new Uint8Array([1]) }, [undefined]]) {
			expect(decodeEvent('counters', created, ['a', 's0', 'adjust', data, 0])).toBeNull();
		}
	});

	it('an event naming what its device had seen keeps it through the document', () => {
		const e: GameEvent = { id: 'x1', seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: created, sig: 'sig', after: ['a', 'b'] };
		expect(throughTheDocument(encodeEvent('counters', created, e))).toEqual(e);
		// the id's key reference is stored once, in the signature; an id without it is stored whole
		const signed = { ...e, id: 'AbCdEfGhx1', sig: 'AbCdEfGh.sig' };
		expect(encodeEvent('counters', created, signed)[0]).toBe('x1');
		expect(throughTheDocument(encodeEvent('counters', created, signed))).toEqual(signed);
		for (const id of ['x1', 'AbCdEfGh!x', '!']) {
			const other = { ...signed, id };
			expect(encodeEvent('counters', created, other)[0]).toBe('!' + id);
			expect(throughTheDocument(encodeEvent('counters', created, other))).toEqual(other);
		}
		expect(decodeEvent('counters', created, ['a', 's0', 'k', {}, 0, 's', 'not-a-list'])).toBeNull();
		expect(decodeEvent('counters', created, ['a', 's0', 'k', {}, 0, ''])).toBeNull();
	});
});

describe('the third signed form (hash chains) and its compact after', () => {
	const ref = 'AbCdEfGh';
	const chained = fc.record({
		n: fc.integer({ min: 1, max: 1_000_000_000 }),
		seat: fc.option(fc.constantFrom('s0', 's1'), { nil: null }),
		data: fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v ?? null)) as unknown),
		at: fc.integer({ min: 0, max: 10_000_000 }).map((s) => created + s * 1000),
		named: fc.oneof(
			fc.array(fc.tuple(fc.constantFrom('ZyXwVuTs', 'QqRrSsTt'), fc.integer({ min: 1, max: 99_999 })).map(([r, n]) => r + n), { maxLength: 3 }),
			fc.integer({ min: 1, max: 1_000_000_000 })
		)
	});

	it('decode(encode(e)) gives back the event, with `after` as a list or as a compact step', () => {
		fc.assert(
			fc.property(chained, ({ n, seat, data, at, named }) => {
				fc.pre(isPlainJson(data));
				const e: GameEvent = { id: ref + n, seat, kind: 'counters/adjust', data, at, n };
				if (typeof named === 'number') e.step = named;
				else e.after = named;
				const stored = encodeEvent('counters', created, e);
				// a step is stored as the number itself; a list that names nothing is not stored
				expect(stored.length).toBe(typeof named === 'number' || named.length > 0 ? 7 : 6);
				if (typeof named === 'number') expect(stored[6]).toBe(named);
				expect(throughTheDocument(stored)).toEqual(e);
			}),
			{ numRuns: 300 }
		);
	});

	it('a third-form entry stored before the compact form (a list, or nothing) reads as it did', () => {
		expect(decodeEvent('counters', created, [ref, 's0', 'adjust', { d: 1 }, 3, 7])).toEqual({ id: ref + 7, seat: 's0', kind: 'counters/adjust', data: { d: 1 }, at: created + 3000, after: [], n: 7 });
		expect(decodeEvent('counters', created, [ref, 's0', 'adjust', { d: 1 }, 3, 7, ['ZyXwVuTs4']])).toEqual({ id: ref + 7, seat: 's0', kind: 'counters/adjust', data: { d: 1 }, at: created + 3000, after: ['ZyXwVuTs4'], n: 7 });
	});

	it('a step that is not a place count is a corrupt entry', () => {
		for (const step of [0, -1, 1.5, 1_000_000_001, NaN, '1', null, true]) expect(decodeEvent('counters', created, [ref, 's0', 'adjust', {}, 0, 7, step])).toBeNull();
		expect(decodeEvent('counters', created, [ref, 's0', 'adjust', {}, 0, 7, 2])).toMatchObject({ id: ref + 7, n: 7, step: 2 });
	});
});

describe('chain head entries, stored compactly', () => {
	const head = (bytes: Uint8Array, n = 32): GameEvent => ({ id: '~h1', seat: null, kind: FAIR_KINDS.head, data: { n, sig: `AbCdEfGh.${toBase64url(bytes)}` }, at: created + 5000 });

	it('a head is stored with its raw signature and read back exactly, through the document', () => {
		fc.assert(
			fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), fc.integer({ min: 1, max: 1_000_000_000 }), (bytes, n) => {
				const e = head(bytes, n);
				const stored = encodeEvent('counters', created, e);
				expect(stored).toEqual(['~h1', 'AbCdEfGh', n, bytes, 5]);
				expect(throughTheDocument(stored)).toEqual(e);
			}),
			{ numRuns: 200 }
		);
	});

	it('a head stored before (as any event) still reads; one that is not exactly a head is stored as any event', () => {
		const e = head(new Uint8Array(64).fill(7));
		expect(decodeEvent('counters', created, ['~h1', null, 'core/head', e.data, 5])).toEqual(e);
		for (const other of [{ ...e, seat: 's0' }, { ...e, id: 'h1' }, { ...e, data: { n: 0, sig: (e.data as { sig: string }).sig } }, { ...e, data: { n: 1, sig: 'AbCdEfGh.short' } }]) {
			expect(encodeEvent('counters', created, other)[2]).toBe('core/head');
			expect(throughTheDocument(encodeEvent('counters', created, other))).toEqual(other);
		}
	});

	it('a malformed compact head is a corrupt entry', () => {
		const sig = new Uint8Array(64);
		for (const bad of [
			['h1', 'AbCdEfGh', 3, sig, 0],
			['~h1', 'AbCdEfG', 3, sig, 0],
			['~h1', 'AbCdEfGh', 0, sig, 0],
			['~h1', 'AbCdEfGh', 3, new Uint8Array(63), 0],
			['~h1', 'AbCdEfGh', 3, [...sig], 0],
			['~h1', 'AbCdEfGh', 3, sig, 'now'],
			['~h1', 'AbCdEfGh', 3, sig, 0, 1]
		])
			expect(decodeEvent('counters', created, bad)).toBeNull();
	});
});
