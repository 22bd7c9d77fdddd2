import { describe, expect, it, vi } from 'vitest';
import { PassAndPlay } from './passAndPlay.svelte';

describe('the end on one phone', () => {
	it('the GM looks (publicly), corrects with a reason, runs to the turn limit, reveals; the phone audits and keeps every turn for the replay', async () => {
		const table = await PassAndPlay.create(['Ann', 'Bo'], { maxTurns: 1 });
		await table.openGodView();
		expect(table.godWorld?.mages).toHaveLength(13);
		expect(table.slice.actions.map((a) => [a.kind, a.turn])).toEqual([['core/gm-peek', 0]]);
		const endBefore = table.godWorld!.mages.find((m) => m.id === 'A')!.end;
		await table.correct('Dispute over the set-up', { mage: 'A', end: -5, note: 'Dispute over the set-up' });
		expect(table.slice.corrections.map((c) => [c.turn, c.reason])).toEqual([[1, 'Dispute over the set-up']]);
		for (let i = 0; i < 4 && !table.over; i++) await table.runNow();
		expect(table.over).toBe(true);
		expect(table.godWorld).toBeNull();
		expect(table.slice.revealed).not.toBeNull();
		const end = table.end!;
		expect(end.audit).toMatchObject({ ok: true, text: `Audit: ${table.turn}/${table.turn} turns` });
		expect(end.worlds.map((w) => w.turn - 1)).toEqual(Array.from({ length: table.turn + 1 }, (_, i) => i));
		expect(end.worlds.at(-1)!.over).not.toBeNull();
		// the correction reached the world: the mage's summary carries the GM's comment
		expect(endBefore).toBeGreaterThan(0);
		expect(table.seats[0].reports.find((r) => r.turn === 2)?.summary.flat().join(' ')).toContain('Game Master: end -5');
	}, 30_000);

	it('runs the turn when the deadline the GM set passes, the seats that sealed nothing on their default', async () => {
		const table = await PassAndPlay.create(['Ann', 'Bo']);
		await table.setDeadline(0.08); // 4.8 s: the turn runs on the timer, not in the settle that published it (1.2 s was too short at load 13)
		expect(table.slice.deadline?.turn).toBe(1);
		await vi.waitFor(() => expect(table.turn).toBe(1), { timeout: 45_000, interval: 100 }); // a wait, not a speed check: a loaded machine is slow
		expect(table.slice.turns[1].used).toEqual({ p1: 'default', p2: 'default' });
		expect(table.slice.deadline).toBeNull();
	});
});
