import { beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { FAIR_KINDS, signGenesis, type DeviceKeys } from '$engine/core';
import { newGameDoc } from '$lib/store/gameDoc';
import { join, link, open, seats, twoDevices, until } from './testTable';

let anaKeys: DeviceKeys;
let boKeys: DeviceKeys;
beforeEach(async () => {
	[anaKeys, boKeys] = await twoDevices();
});

describe("this device's moves on their way to the log", () => {
	it('a device with no seat makes its key known before its first table move, once', async () => {
		const created = Date.now();
		const options = { life: 20, poison: false };
		const genesis = await signGenesis(anaKeys, { game: 'counters', created, options }, seats);
		const made = newGameDoc({ game: 'counters', title: 'T', options, seats, created, genesis });
		const a = open(made.doc, anaKeys);
		const docB = new Y.Doc();
		link(made.doc, docB);
		const b = await join(docB, boKeys, made.meta.tableId, []);
		await until(() => b.fair.publicKey !== null && b.fair.auth.signed, "Bo's key");
		expect(b.act('counters/round', { delta: 1 }, null)).toBeNull();
		expect(b.act('counters/round', { delta: 1 }, null)).toBeNull();
		await until(() => a.log.length === 3 && a.fair.auth.pending === 0, 'the moves');
		expect(a.log.map((e) => e.kind)).toEqual([FAIR_KINDS.device, 'counters/round', 'counters/round']);
		expect(a.outcomes.map((o) => o.kind)).toEqual(['applied', 'applied', 'applied']);
		expect(b.fair.unsent).toEqual([]);
		a.destroy();
		b.destroy();
	});
});
