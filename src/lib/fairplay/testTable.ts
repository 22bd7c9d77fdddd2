/**
 * Test kit for fair play in a session: phones are GameSessions on linked Y.Docs, each with its own
 * device keys (no network, no IndexedDB: the store is in memory under test).
 */
import * as Y from 'yjs';
import { afterEach, beforeEach, vi } from 'vitest';
import { findGame } from '$engine';
import { generateDeviceKeys, signGenesis, type DeviceKeys } from '$engine/core';
import { pickGame } from '$engine/core/fairplay/fairKit';
import { getStore } from '$lib/app/storage.svelte';
import { preferences } from '$lib/app/preferences.svelte';
import { hasClaim } from '$lib/sync/seatClaim';
import { newGameDoc, readMeta } from '$lib/store/gameDoc';
import { logOf } from '$lib/store/gameLog';
import { memoryStorage } from '$lib/store/testStorage';
import type { GameSession } from '$lib/table/session.svelte';
import { playSession } from '$lib/root/playSession';
import { useDeviceKeysForTests } from './keyStore';

/** The engine of a game document: the registry's, or the test game `pick`. */
function gameOf(doc: Y.Doc) {
	const id = readMeta(doc)!.game;
	return id === 'pick' ? pickGame : findGame(id)!;
}

export const seats = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];

export async function until(check: () => boolean, what: string, ms = 5000) {
	const end = Date.now() + ms;
	while (!check()) {
		if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
		await new Promise((r) => setTimeout(r, 5));
	}
}

/**
 * Two docs that deliver every update to each other, as a sync transport does. `hold()` keeps what
 * `b` sends back from `a` (a slow phone) until `release()`.
 */
export function link(a: Y.Doc, b: Y.Doc) {
	const remote = Symbol('remote');
	let held: Uint8Array[] | null = null;
	a.on('update', (u: Uint8Array, origin: unknown) => origin !== remote && Y.applyUpdate(b, u, remote));
	b.on('update', (u: Uint8Array, origin: unknown) => {
		if (origin === remote) return;
		if (held) held.push(u);
		else Y.applyUpdate(a, u, remote);
	});
	Y.applyUpdate(b, Y.encodeStateAsUpdate(a), remote);
	return {
		hold: () => (held ??= []),
		release: () => {
			const queued = held ?? [];
			held = null;
			for (const u of queued) Y.applyUpdate(a, u, remote);
		}
	};
}

export function open(doc: Y.Doc, keys: DeviceKeys): GameSession {
	useDeviceKeysForTests(keys);
	// as the app's root builds it, from this device's settings
	const s = playSession(logOf(doc), gameOf(doc), undefined, { deviceName: () => preferences.deviceName, joinedHere: async (tableId) => hasClaim(await getStore(), tableId) });
	useDeviceKeysForTests(null);
	return s;
}

/**
 * Closes a phone's table: the session stops following the log, then fair play, its owner's
 * (src/lib/root/openTable.ts), is taken down and stores its last chain head.
 */
export function close(s: GameSession) {
	s.destroy();
	s.fair.destroy();
}

/** A second device joining: its seat choice is recorded as the join flow does, then it opens the game. */
export async function join(doc: Y.Doc, keys: DeviceKeys, tableId: string, mySeats: string[]) {
	await (await getStore()).setSetting(`seat:${tableId}`, { seats: mySeats, watching: false, chosen: true });
	const s = open(doc, keys);
	s.mySeats = mySeats;
	s.actingSeat = mySeats[0] ?? null;
	return s;
}

/**
 * Two phones at a table: Ana's opens the game made on it (and claims its seats), Bo's joins on a
 * linked document for seat s1.
 */
export async function twoPhones(made: { doc: Y.Doc; meta: { tableId: string } }, ana: DeviceKeys, bo: DeviceKeys) {
	const a = open(made.doc, ana);
	await until(() => a.log.length === 2, 'the claims');
	const docB = new Y.Doc();
	const wire = link(made.doc, docB);
	const b = await join(docB, bo, made.meta.tableId, ['s1']);
	return { a, b, docB, wire };
}

/** Keys for two devices, Ana's and Bo's. */
export async function twoDevices(): Promise<[DeviceKeys, DeviceKeys]> {
	return Promise.all([generateDeviceKeys(), generateDeviceKeys()]);
}

/** Each test of the file runs on a device of its own keys, forgotten after it (with the test's mocks and fake timers). */
export function oneDeviceEachTest() {
	beforeEach(async () => {
		const [keys] = await twoDevices();
		useDeviceKeysForTests(keys);
	});
	afterEach(() => {
		useDeviceKeysForTests(null);
		vi.restoreAllMocks();
		vi.useRealTimers();
	});
}

/** An in-memory `localStorage` for the running test (vitest's `stubGlobal`: `vi.unstubAllGlobals()` takes it away). */
export function stubLocalStorage(): void {
	vi.stubGlobal('localStorage', memoryStorage());
}

/** Keys for Ana's and Bo's devices, made anew before each test of the file. */
export function twoDevicesEachTest(): { ana: DeviceKeys; bo: DeviceKeys } {
	const keys = {} as { ana: DeviceKeys; bo: DeviceKeys };
	beforeEach(async () => {
		[keys.ana, keys.bo] = await twoDevices();
	});
	return keys;
}

/** A Counters game Ana's device made with its seats bound at once (a genesis), as the app makes a game now. */
export async function madeWithGenesis(ana: DeviceKeys) {
	const created = Date.now();
	const options = { life: 20, poison: false };
	const genesis = await signGenesis(ana, { game: 'counters', created, options }, seats);
	return newGameDoc({ game: 'counters', title: 'T', options, seats, created, genesis });
}
