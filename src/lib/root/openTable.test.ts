import { describe, expect, it, vi } from 'vitest';
import { findGame } from '$engine';
import type { FairGame } from '$engine/core';
import { CheckSchedule } from '$lib/fairplay/checkSchedule';
import { FairPlay } from '$lib/fairplay/fairPlay';
import { oneDeviceEachTest, seats } from '$lib/fairplay/testTable';
import { MemoryGameStore } from '$lib/store/memoryStore';
import type { TableSync, TableSyncOptions } from '$lib/sync/tableSync.svelte';
import { GameSession } from '$lib/table/session.svelte';
import { OpenTable, type TableParts } from './openTable';


oneDeviceEachTest();

/** A table's parts on a memory store, each noting in `steps` when it is built or taken down. */
async function recordedParts(o: { failSync?: boolean; claim?: unknown } = {}) {
	const steps: string[] = [];
	const store = new MemoryGameStore();
	const id = await store.create({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
	if (o.claim) await store.setSetting(`seat:${id}`, o.claim);
	const open = store.open.bind(store);
	store.open = async (gameId) => {
		const g = await open(gameId);
		steps.push('document');
		return g && { ...g, release: () => steps.push('document released') };
	};
	let syncOptions: TableSyncOptions | null = null;
	const parts: TableParts = {
		store,
		loadGame: async (gameId) => {
			const game = findGame(gameId)!;
			return { ...game, setup: (...a: Parameters<FairGame['setup']>) => (steps.push('session'), game.setup(...a)) } as FairGame;
		},
		makeSync: (opts) => {
			if (o.failSync) throw new Error('no sync today');
			syncOptions = opts;
			steps.push('sync');
			return { start: () => steps.push('sync started'), destroy: async () => void steps.push('sync destroyed'), setPresence: () => {} } as unknown as TableSync;
		},
		deviceName: () => 'Ana phone',
		signaling: () => [],
		iceServers: () => []
	};
	const verdicts = CheckSchedule.prototype.verdicts; // fair play's verdicts are its check schedule's own
	let folded = false; // fair play's first answer to the session's first fold
	vi.spyOn(CheckSchedule.prototype, 'verdicts').mockImplementation(function (this: CheckSchedule, log) {
		if (!folded) steps.push('fair play');
		folded = true;
		return verdicts.call(this, log);
	});
	const fairDestroy = FairPlay.prototype.destroy;
	let fairDestroyed = false;
	vi.spyOn(FairPlay.prototype, 'destroy').mockImplementation(function (this: FairPlay) {
		if (!fairDestroyed) steps.push('fair play destroyed');
		fairDestroyed = true;
		fairDestroy.call(this);
	});
	const sessionDestroy = GameSession.prototype.destroy;
	vi.spyOn(GameSession.prototype, 'destroy').mockImplementation(function (this: GameSession) {
		steps.push('session destroyed');
		sessionDestroy.call(this);
	});
	return { id, parts, steps, syncOptions: () => syncOptions };
}

describe('an open table', () => {
	it('builds the document, the session, its fair play and the sync, in that order, and takes them down in reverse', async () => {
		const { id, parts, steps, syncOptions } = await recordedParts();
		const table = (await OpenTable.open(id, parts))!;
		expect(steps).toEqual(['document', 'session', 'fair play', 'sync']);
		expect(syncOptions()).toMatchObject({ tableId: id, gameId: 'counters', secret: table.secret, presence: { name: 'Ana phone', seats: 'all' } });
		expect(syncOptions()!.log).toBe(table.session.gameLog);
		steps.length = 0;
		await table.destroy();
		expect(steps).toEqual(['sync destroyed', 'fair play destroyed', 'session destroyed', 'document released']);
	});

	it('gives the session the seats this device claimed, before the sync tells the other phones', async () => {
		const { id, parts, syncOptions } = await recordedParts({ claim: { seats: ['s1'], watching: false, chosen: true } });
		const table = (await OpenTable.open(id, parts))!;
		expect(table.session.mySeats).toEqual(['s1']);
		expect(table.session.actingSeat).toBe('s1');
		expect(syncOptions()!.presence).toEqual({ name: 'Ana phone', seats: ['s1'], watching: false });
		await table.destroy();
	});

	it('a step that fails takes down what was built before it, and says why', async () => {
		const { id, parts, steps } = await recordedParts({ failSync: true });
		await expect(OpenTable.open(id, parts)).rejects.toThrow('no sync today');
		expect(steps).toEqual(['document', 'session', 'fair play', 'fair play destroyed', 'session destroyed', 'document released']);
	});

	it('a game this device does not know releases its document and builds nothing', async () => {
		const { id, parts, steps } = await recordedParts();
		parts.loadGame = async () => undefined;
		await expect(OpenTable.open(id, parts)).rejects.toThrow(/does not know the game "counters"/);
		expect(steps).toEqual(['document', 'document released']);
	});

	it('a game that is not on this device opens nothing', async () => {
		const { parts, steps } = await recordedParts();
		expect(await OpenTable.open('nowhere', parts)).toBeNull();
		expect(steps).toEqual(['document']);
	});
});
