import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { loadGame } from '$engine/loaders';
import { oneDeviceEachTest, seats, until } from '$lib/fairplay/testTable';
import { newGameDoc } from '$lib/store/gameDoc';
import { docOf, emptyLog, type GameLog } from '$lib/store/gameLog';
import { MemoryGameStore } from '$lib/store/memoryStore';
import type { TableSync, TableSyncOptions } from '$lib/sync/tableSync.svelte';
import { HANDOVER_MS, JoiningTable, takeJoined } from './joinTable';
import { OpenTable, type TableParts } from './openTable';


oneDeviceEachTest();

const invite = { tableId: 'T1', gameId: 'counters', secret: 'the-secret', digest: 'D1' };

/** A joining phone's parts on a memory store: every sync built is a fake noting what is done to it in `steps`. */
function recordedParts() {
	const steps: string[] = [];
	const made: { options: TableSyncOptions; sync: TableSync }[] = [];
	const parts: TableParts = {
		store: new MemoryGameStore(),
		loadGame,
		makeSync(options) {
			const n = made.length + 1;
			steps.push(`sync ${n}`);
			const sync = {
				start: () => steps.push(`sync ${n} started`),
				destroy: async () => void steps.push(`sync ${n} destroyed`),
				setPresence: (p: unknown) => steps.push(`sync ${n} presence ${JSON.stringify(p)}`),
				shareHeads: (h: unknown) => (steps.push(`sync ${n} heads`), (heads = h)),
				adopt: () => steps.push(`sync ${n} paired`)
			} as unknown as TableSync;
			made.push({ options, sync });
			return sync;
		},
		deviceName: () => 'Bo phone',
		signaling: () => ['ws://signal'],
		iceServers: () => [],
		joined: takeJoined
	};
	let heads: unknown = null;
	return { parts, steps, made, heads: () => heads };
}

/** The table's game reaching the joining phone's log (as the sync would deliver it). */
function arrive(log: GameLog) {
	const { doc } = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats, tableId: invite.tableId });
	Y.applyUpdate(docOf(log), Y.encodeStateAsUpdate(doc), 'peer');
}

describe('a phone joining a table', () => {
	it('builds an empty log and its sync for the invite, connected at once, holding no seat', () => {
		const { parts, steps, made } = recordedParts();
		const joining = JoiningTable.start(invite, parts);
		expect(steps).toEqual(['sync 1', 'sync 1 started']);
		expect(made[0].options).toMatchObject({ tableId: 'T1', gameId: 'counters', secret: 'the-secret', description: 'D1', presence: { name: 'Bo phone', seats: [], watching: false }, signaling: ['ws://signal'] });
		expect(made[0].options.log.length).toBe(0);
		expect(joining.sync).toBe(made[0].sync);
		expect(joining.arrived).toBeNull();
		joining.destroy();
		expect(steps.at(-1)).toBe('sync 1 destroyed');
	});

	it('hears of the game as it arrives; kept, its table opens that very log and takes the sync, connected: no second one', async () => {
		const { parts, steps, made, heads } = recordedParts();
		const joining = JoiningTable.start(invite, parts);
		const heard: string[] = [];
		joining.onArrival((meta) => heard.push(meta.game));
		const log = made[0].options.log;
		arrive(log);
		expect(heard).toEqual(['counters']);
		await joining.keep(parts.store);
		joining.destroy(); // the join screen leaves: what it handed over stays
		steps.length = 0;
		const table = (await OpenTable.open(invite.tableId, parts))!;
		expect(table.sync).toBe(joining.sync);
		expect(table.session.gameLog).toBe(log);
		expect(made).toHaveLength(1);
		expect(steps).toEqual(['sync 1 presence {"name":"Bo phone","seats":[],"watching":false}']);
		// the other phones' chain heads reach fair play once the game is on screen
		table.connectAfterPaint();
		await until(() => steps.length === 3, 'the paint');
		expect(steps.slice(1)).toEqual(['sync 1 heads', 'sync 1 started']);
		expect(heads()).toBe(table.session.fair.heads);
		expect(takeJoined(invite.tableId, log)).toBeNull(); // taken once
		steps.length = 0;
		await table.destroy();
		expect(steps).toEqual(['sync 1 destroyed']);
	});

	it('a join left before its game arrived takes its sync down, and hands nothing over', async () => {
		const { parts, steps, made } = recordedParts();
		const joining = JoiningTable.start(invite, parts);
		joining.destroy();
		expect(steps).toEqual(['sync 1', 'sync 1 started', 'sync 1 destroyed']);
		arrive(made[0].options.log);
		await expect(joining.keep(parts.store)).rejects.toThrow(/over/);
		expect(takeJoined(invite.tableId, made[0].options.log)).toBeNull();
	});

	it('a handed sync that no table takes in time is taken down; the table that opens later connects anew', async () => {
		const { parts, steps, made } = recordedParts();
		const joining = JoiningTable.start(invite, parts);
		arrive(made[0].options.log);
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		await joining.keep(parts.store);
		vi.advanceTimersByTime(HANDOVER_MS);
		expect(steps.at(-1)).toBe('sync 1 destroyed');
		vi.useRealTimers();
		const table = (await OpenTable.open(invite.tableId, parts))!;
		expect(made).toHaveLength(2);
		expect(table.sync).toBe(made[1].sync);
		await table.destroy();
	});

	it('a handed sync of another log than the table opens is taken down, and the table connects anew', async () => {
		const { parts, steps, made } = recordedParts();
		const joining = JoiningTable.start(invite, parts);
		arrive(made[0].options.log);
		await joining.keep(parts.store);
		const clientId = docOf(made[0].options.log).clientID;
		expect(takeJoined(invite.tableId, emptyLog())).toBeNull();
		expect(steps.at(-1)).toBe('sync 1 destroyed');
		// its presence left under the document's client id: a table's presence starts under another
		expect(docOf(made[0].options.log).clientID).not.toBe(clientId);
	});
});
