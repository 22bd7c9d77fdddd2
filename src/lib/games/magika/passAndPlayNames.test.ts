import { describe, expect, it } from 'vitest';
import { generateBoxKeys } from '$engine/core/hidden';
import { gmRecordLines } from './gmRecord';
import { PassAndPlay } from './passAndPlay.svelte';

describe("the GM's screen on one phone names the players as a table phone does", () => {
	it('the dashboard and the public record name each seat by its player, misses counted from the turns', async () => {
		const table = await PassAndPlay.create(['Ann', 'Bo']);
		expect(table.seatStates.map((s) => [s.seat, s.name, s.sealed, s.misses])).toEqual([
			['p1', 'Ann', false, 0],
			['p2', 'Bo', false, 0]
		]);
		await table.runNow();
		expect(table.seatStates.map((s) => [s.name, s.misses])).toEqual([
			['Ann', 1],
			['Bo', 1]
		]);
		// a seat moved to a new phone: the record every phone shows names its player, never "p2"
		await table.gm.rebind('p2', (await generateBoxKeys()).publicKey);
		await table.settle();
		const record = gmRecordLines(table.slice, table.name).map((l) => l.text);
		expect(record).toEqual(['The GM moved Bo to a new phone on turn 1']);
		expect(table.name('p1')).toBe('Ann');
	}, 30_000);
});
