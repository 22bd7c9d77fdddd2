/**
 * A game stored before the order rules (every event signed on its own, `familiar/event/1`, seats
 * claimed in the log) still opens, verifies and plays on: the fixture was written by the code of
 * that time (commit 97acab4), with test-only copies of its two device keys so the test can go on
 * playing as those devices.
 */
import { readFileSync } from 'node:fs';
import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { fromBase64url, verifyGameFile, type DeviceKeys } from '$engine/core';
import { counters } from '$engine/counters';
import { docOfGameFile, parseImport } from '$lib/store/exchange';
import { readLog, readMeta, readSeats } from '$lib/store/gameDoc';
import { logOf } from '$lib/store/gameLog';
import type { GameSession } from '$lib/table/session.svelte';
import { playSession } from '$lib/root/playSession';
import { useDeviceKeysForTests } from './keyStore';

const dir = new URL('../../../engine/core/fairplay/fixtures/', import.meta.url);
const text = readFileSync(new URL('signed-v1.game.json', dir), 'utf8');
const secrets = JSON.parse(readFileSync(new URL('signed-v1.keys.json', dir), 'utf8')) as Record<'s0' | 's1', { publicKey: string; pkcs8: string }>;

async function device(seat: 's0' | 's1'): Promise<DeviceKeys> {
	const raw = fromBase64url(secrets[seat].pkcs8)! as Uint8Array<ArrayBuffer>;
	const privateKey = await crypto.subtle.importKey('pkcs8', raw, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
	return { privateKey, publicKey: secrets[seat].publicKey };
}

function open(doc: Y.Doc, keys: DeviceKeys, mySeats: string[]): GameSession {
	useDeviceKeysForTests(keys);
	const s = playSession(logOf(doc), counters);
	useDeviceKeysForTests(null);
	s.mySeats = mySeats;
	s.actingSeat = mySeats[0];
	return s;
}

async function until(check: () => boolean, what: string) {
	const end = Date.now() + 5000;
	while (!check()) {
		if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
		await new Promise((r) => setTimeout(r, 5));
	}
}

const life = (s: GameSession, seat: string) => (s.state as { values: Record<string, { life: number }> }).values[seat].life;

describe('a game file signed before the order rules', () => {
	it('imports and verifies as it did', async () => {
		const parsed = parseImport(text, []);
		expect(parsed.kind).toBe('game');
		const file = (parsed as { file: Parameters<typeof docOfGameFile>[0] }).file;
		expect(file.log.every((e) => e.after === undefined && typeof e.sig === 'string')).toBe(true);
		const report = await verifyGameFile(file, counters);
		expect(report).toMatchObject({ ok: true, signed: true, events: 12, problems: [], rolls: 1 });
	});

	it('opens on the devices that hold its seats, plays on in the new form, and still verifies', async () => {
		const file = (parseImport(text, []) as { file: Parameters<typeof docOfGameFile>[0] }).file;
		const docA = docOfGameFile(file);
		const docB = new Y.Doc();
		Y.applyUpdate(docB, Y.encodeStateAsUpdate(docA));
		docA.on('update', (u: Uint8Array, origin: unknown) => origin !== 'b' && Y.applyUpdate(docB, u, 'a'));
		docB.on('update', (u: Uint8Array, origin: unknown) => origin !== 'a' && Y.applyUpdate(docA, u, 'b'));
		const a = open(docA, await device('s0'), ['s0']);
		const b = open(docB, await device('s1'), ['s1']);
		expect(life(a, 's1')).toBe(17);
		expect(life(a, 's0')).toBe(16);
		expect(a.act('counters/adjust', { player: 's1', counter: 'life', delta: -5 }, 's0')).toBeNull();
		await until(() => life(b, 's1') === 12, "Ana's move on Bo's phone");
		expect(b.act('counters/adjust', { player: 's0', counter: 'life', delta: -1 }, 's1')).toBeNull();
		await until(() => life(a, 's0') === 15, "Bo's move on Ana's phone");
		const added = a.log.slice(12);
		expect(added).toHaveLength(2);
		// the new moves are in the second form: ids bound to their device, each naming what it had seen
		expect(added[0].after).toEqual([file.log[11].id]);
		expect(added[1].after).toEqual([added[0].id]);
		expect(a.log.every((e, i) => a.outcomes[i].kind !== 'rejected')).toBe(true);
		const meta = readMeta(docA)!;
		const report = await verifyGameFile({ meta, seats: readSeats(docA), log: readLog(docA, meta) }, counters);
		expect(report).toMatchObject({ ok: true, events: 14, problems: [] });
		a.destroy();
		b.destroy();
	});
});
