/**
 * A game stored in the third signed form before compact steps (every `after` a list, heads stored
 * as any event) still opens, verifies and plays on: the fixture is the stored document written by
 * the code of that time (commit 72eff5f: two phones taking turns, the tables then closed), with
 * test-only copies of its two device keys so the test can go on playing as those devices.
 */
import { readFileSync } from 'node:fs';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { FAIR_KINDS, fromBase64url, verifyGameFile, type DeviceKeys } from '$engine/core';
import { counters } from '$engine/counters';
import { docParts, readLog, readMeta, readSeats } from '$lib/store/gameDoc';
import { close, link, open, until } from './testTable';

const dir = new URL('../../../engine/core/fairplay/fixtures/', import.meta.url);
const stored = fromBase64url(readFileSync(new URL('chained-v3.doc.txt', dir), 'utf8').trim())!;
const secrets = JSON.parse(readFileSync(new URL('chained-v3.keys.json', dir), 'utf8')) as Record<'s0' | 's1', { publicKey: string; pkcs8: string }>;

async function keysOf(seat: 's0' | 's1'): Promise<DeviceKeys> {
	const raw = fromBase64url(secrets[seat].pkcs8)! as Uint8Array<ArrayBuffer>;
	return { privateKey: await crypto.subtle.importKey('pkcs8', raw, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']), publicKey: secrets[seat].publicKey };
}

function docOf(update: Uint8Array): Y.Doc {
	const doc = new Y.Doc();
	Y.applyUpdate(doc, update);
	return doc;
}

const verified = (doc: Y.Doc) => {
	const meta = readMeta(doc)!;
	return verifyGameFile({ meta, seats: readSeats(doc), log: readLog(doc, meta) }, counters);
};

describe('a game stored in hash chains before compact steps', () => {
	it('holds the old stored form, and verifies as it did', async () => {
		const doc = docOf(stored);
		const entries = docParts(doc).log.toArray() as unknown[][];
		expect(entries.some((t) => t[2] === FAIR_KINDS.head)).toBe(true);
		expect(entries.filter((t) => t[2] === 'adjust').map((t) => Array.isArray(t[6]) || t[6] === undefined)).toEqual([true, true, true, true, true, true]);
		expect(await verified(doc)).toMatchObject({ ok: true, signed: true, problems: [] });
	});

	it('opens on the devices that hold its seats, plays on with steps, and still verifies', async () => {
		const docA = docOf(stored);
		const docB = new Y.Doc();
		link(docA, docB);
		const a = open(docA, await keysOf('s0'));
		const b = open(docB, await keysOf('s1'));
		for (const [s, seat] of [[a, 's0'], [b, 's1']] as const) {
			s.mySeats = [seat];
			s.actingSeat = seat;
		}
		const before = a.log.length;
		const moves = () => a.log.slice(before).filter((e) => e.kind === 'counters/adjust');
		for (let i = 0; i < 4; i++) {
			const [me, other, seat] = i % 2 === 0 ? [a, b, 's0'] : [b, a, 's1'];
			expect(me.act('counters/adjust', { player: seat, counter: 'life', delta: -1 }, seat)).toBeNull();
			await me.fair.settled();
			await until(() => other.log.length > before && other.log.slice(before).filter((e) => e.kind === 'counters/adjust').length === i + 1, 'the move on the other phone');
			other.fair.heads.receiveHead(me.fair.heads.head);
			await until(() => other.fair.auth.pending === 0, 'the head checked');
		}
		// after a reload a device does not know what its chain named last: its first move names by list
		expect(moves().map((e) => e.step)).toEqual([undefined, undefined, 1, 1]);
		expect(a.outcomes.every((o) => o.kind !== 'rejected')).toBe(true);
		close(a);
		close(b);
		expect(await verified(docA)).toMatchObject({ ok: true, problems: [] });
	});
});
