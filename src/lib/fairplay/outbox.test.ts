import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { FAIR_KINDS } from '$engine/core';
import { preferences } from '$lib/app/preferences.svelte';
import { join, link, madeWithGenesis, open, twoDevicesEachTest, until } from './testTable';

const keys = twoDevicesEachTest();

describe("this device's moves on their way to the log", () => {
	it('a device with no seat makes its key known before its first table move, once', async () => {
		const made = await madeWithGenesis(keys.ana);
		const a = open(made.doc, keys.ana);
		const docB = new Y.Doc();
		link(made.doc, docB);
		const b = await join(docB, keys.bo, made.meta.tableId, []);
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

	it("announces this device's name cleaned, whatever the settings field holds, so the other phones show it", async () => {
		const made = await madeWithGenesis(keys.ana);
		const a = open(made.doc, keys.ana);
		const docB = new Y.Doc();
		link(made.doc, docB);
		preferences.deviceName = " Bo\u202E's phone\n";
		try {
			const b = await join(docB, keys.bo, made.meta.tableId, []);
			await until(() => b.fair.publicKey !== null && b.fair.auth.signed, "Bo's key");
			expect(b.act('counters/round', { delta: 1 }, null)).toBeNull();
			await until(() => a.log.length === 2 && a.fair.auth.pending === 0, 'the move');
			expect(a.log[0].data).toEqual({ publicKey: b.fair.publicKey, name: "Bo's phone" });
			expect(a.history.map((h) => h.who)).toEqual(["Bo's phone"]);
			b.destroy();
		} finally {
			preferences.deviceName = '';
			a.destroy();
		}
	});
});
