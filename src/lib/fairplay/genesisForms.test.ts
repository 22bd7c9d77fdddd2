/**
 * The genesis signs the game's table id and title since #17 item 9 (second form). A game made
 * before (first form: the fixture, written by the code of 72eff5f with a test-only copy of its
 * maker's key) keeps opening, playing and verifying; a game made now that carries another title or
 * table id than its maker signed is flagged by Verify and Import, and its genesis cannot be altered
 * to match.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromBase64url, generateDeviceKeys, verifyGameFile, type DeviceKeys } from '$engine/core';
import { counters } from '$engine/counters';
import { docOfGameFile, duplicateGame, exportGame, importText, parseImport, type GameFile } from '$lib/store/exchange';
import { logOf } from '$lib/store/gameLog';
import { MemoryGameStore } from '$lib/store/memoryStore';
import type { GameSession } from '$lib/table/session.svelte';
import { playSession } from '$lib/root/playSession';
import { newGameHere } from './genesis';
import { useDeviceKeysForTests } from './keyStore';

const dir = new URL('../../../engine/core/fairplay/fixtures/', import.meta.url);
const fixture = readFileSync(new URL('genesis-v1.game.json', dir), 'utf8');
const secret = JSON.parse(readFileSync(new URL('genesis-v1.keys.json', dir), 'utf8')) as { publicKey: string; pkcs8: string };

async function fixtureKeys(): Promise<DeviceKeys> {
	const raw = fromBase64url(secret.pkcs8)! as Uint8Array<ArrayBuffer>;
	const privateKey = await crypto.subtle.importKey('pkcs8', raw, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
	return { privateKey, publicKey: secret.publicKey };
}

const fileOf = (text: string) => (parseImport(text, []) as { file: GameFile }).file;
const life = (s: GameSession, seat: string) => (s.state as { values: Record<string, { life: number }> }).values[seat].life;

/** A game made now on a device with `keys`, exported as a file. */
async function madeNow(keys: DeviceKeys): Promise<{ store: MemoryGameStore; id: string; file: GameFile }> {
	useDeviceKeysForTests(keys);
	const store = new MemoryGameStore();
	const id = await store.create(await newGameHere({ game: 'counters', title: 'Duel', options: { life: 20, poison: false }, seats: [{ id: 's0', name: 'Ana' }, { id: 's1', name: 'Bo' }] }));
	return { store, id, file: (await exportGame(store, id))! };
}

afterEach(() => useDeviceKeysForTests(null));

describe('a game with a genesis of the first form (made before it signed the title and table id)', () => {
	it('imports with no warning, verifies, opens and plays on', async () => {
		const file = fileOf(fixture);
		expect(file.meta.genesis).toBeDefined();
		expect(file.meta.genesis?.table).toBeUndefined();
		expect(await verifyGameFile(file, counters)).toMatchObject({ ok: true, signed: true, events: 4, madeAs: null });
		const warnings: string[] = [];
		await expect(importText(new MemoryGameStore(), fixture, new Set(), [], (w) => warnings.push(w))).resolves.toHaveLength(1);
		expect(warnings).toEqual([]);
		useDeviceKeysForTests(await fixtureKeys());
		const s = playSession(logOf(docOfGameFile(file)), counters);
		expect(life(s, 's1')).toBe(16);
		expect(s.act('counters/adjust', { player: 's1', counter: 'life', delta: -5 }, 's0')).toBeNull();
		await vi.waitUntil(() => life(s, 's1') === 11, { timeout: 5000, interval: 5 });
		expect(s.outcomes.every((o) => o.kind !== 'rejected')).toBe(true);
		expect(await verifyGameFile({ meta: s.meta, seats: s.seats, log: [...s.log] }, counters)).toMatchObject({ ok: true, events: 5 });
		s.fair.destroy();
		s.destroy();
	});
});

describe('a game made now (second form)', () => {
	it('its genesis signs the table id and title it was made with, and it verifies with nothing to note', async () => {
		const { id, file } = await madeNow(await generateDeviceKeys());
		expect(file.meta.genesis).toMatchObject({ table: id, title: 'Duel', chain: 1 });
		expect(file.meta.tableId).toBe(id);
		expect(await verifyGameFile(file, counters)).toMatchObject({ ok: true, madeAs: null });
	});

	it('with its title or table id changed in the file, Verify and Import say so', async () => {
		const { file } = await madeNow(await generateDeviceKeys());
		for (const meta of [{ ...file.meta, title: "Eve's game" }, { ...file.meta, tableId: 'SomeOtherTbl' }]) {
			const changed = { ...file, meta };
			expect(await verifyGameFile(changed, counters)).toMatchObject({ madeAs: { table: file.meta.tableId, title: 'Duel' } });
			const warnings: string[] = [];
			await importText(new MemoryGameStore(), JSON.stringify(changed), new Set(), [], (w) => warnings.push(w));
			expect(warnings).toEqual([expect.stringMatching(/its maker made it as "Duel" \(table [\w-]+\), and it now carries another title or table id/)]);
		}
	});

	it('with its genesis changed to match a new title or table id, Verify and Import refuse it as altered', async () => {
		const { file } = await madeNow(await generateDeviceKeys());
		const genesis = file.meta.genesis!;
		for (const meta of [
			{ ...file.meta, title: 'Mine', genesis: { ...genesis, title: 'Mine' } },
			{ ...file.meta, tableId: 'SomeOtherTbl', genesis: { ...genesis, table: 'SomeOtherTbl' } }
		]) {
			const changed = { ...file, meta };
			const report = await verifyGameFile(changed, counters);
			expect(report.ok).toBe(false);
			expect(report.problems[0].message).toMatch(/not signed by the device it names/);
			await expect(importText(new MemoryGameStore(), JSON.stringify(changed), new Set(), [])).rejects.toThrow(/tampered with/);
		}
	});

	it('a duplicate still verifies, and says what its maker made it as', async () => {
		const { store, id } = await madeNow(await generateDeviceKeys());
		const copy = (await exportGame(store, (await duplicateGame(store, id))!))!;
		expect(await verifyGameFile(copy, counters)).toMatchObject({ ok: true, madeAs: { table: id, title: 'Duel' } });
	});
});
