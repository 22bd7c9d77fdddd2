import { describe, expect, it } from 'vitest';
import { fogHidden, type FogWorld } from '../../fog';
import { auditHiddenGame } from './audit';
import { gmCorrect, gmEvent } from './gmTurn';
import { HIDDEN_KINDS, HIDDEN_REJECTIONS as R } from './kinds';
import type { HiddenPosition } from './run';
import { DOMAIN, newId, newTable, type TestTable } from './testKit';
import type { AnyHiddenGame } from './types';

/** Fog Counters whose corrections `{seat, i, by}` move a counter before the turn resolves. */
const corrected: AnyHiddenGame = {
	...fogHidden,
	resolve: (world: FogWorld, inputs, adjustments, rng) => {
		const counters = Object.fromEntries(Object.entries(world.counters).map(([s, cs]) => [s, [...cs]]));
		for (const a of adjustments as { seat: string; i: number; by: number }[]) counters[a.seat][a.i] += a.by;
		return fogHidden.resolve({ ...world, counters }, inputs, [], rng);
	}
};
const ctx = { options: { turns: 3, empty: 0 }, seats: ['A', 'B'].map((id) => ({ id, name: id })) };
const audit = (t: TestTable, onTurn?: (p: HiddenPosition) => void) => auditHiddenGame(corrected, ctx, DOMAIN, t.seats, t.log, onTurn);
const deadline = (t: TestTable, turn: number, at: number | null) => t.gm(gmEvent(t.keys, DOMAIN, newId(), HIDDEN_KINDS.deadline, { turn, at }));
const correct = (t: TestTable, reason: string, change: unknown) => t.gm(gmCorrect(t.keys, DOMAIN, t.slice, newId(), reason, change));

async function started(): Promise<TestTable> {
	const t = await newTable(corrected, ctx);
	await t.start();
	return t;
}

describe('the GM deadline', () => {
	it('is public for the next turn only, and a turn clears it', async () => {
		const t = await newTable(corrected, ctx);
		await t.gm((await import('./gmTurn')).gmOpen(t.keys, DOMAIN, newId()));
		expect(await deadline(t, 0, 1000)).toBe(R.notStarted);
		await t.seatUp();
		expect(await deadline(t, 2, 1000)).toBe(R.wrongTurn);
		expect(await deadline(t, 1, -5)).toBe(R.malformed);
		expect(await deadline(t, 1, 1_800_000_000_000)).toBeNull();
		expect(t.slice.deadline).toEqual({ turn: 1, at: 1_800_000_000_000 });
		expect(await deadline(t, 1, null)).toBeNull();
		expect(t.slice.deadline).toBeNull();
		await deadline(t, 1, 1_800_000_000_000);
		await t.runTurn();
		expect(t.slice.deadline).toBeNull();
		// only the GM's key sets one
		expect(await t.seat('A', HIDDEN_KINDS.deadline, { turn: 2, at: 5 })).toBe(R.notGm);
	});

	it('a pause is recorded with which way it went', async () => {
		const t = await started();
		await t.gm(gmEvent(t.keys, DOMAIN, newId(), HIDDEN_KINDS.pause, { paused: true }));
		await t.gm(gmEvent(t.keys, DOMAIN, newId(), HIDDEN_KINDS.pause, { paused: false }));
		expect(t.slice.actions.map((a) => [a.kind, a.paused])).toEqual([
			[HIDDEN_KINDS.pause, true],
			[HIDDEN_KINDS.pause, false]
		]);
	});
});

describe('GM corrections with a public record', () => {
	it('show their reason to every phone, keep the change sealed, and are applied by the GM and the audit alike', async () => {
		const t = await started();
		const before = (t.position!.world as FogWorld).counters.A[0];
		expect(await correct(t, 'Restored after the dispute over turn 0', { seat: 'A', i: 0, by: 50 })).toBeNull();
		expect(t.slice.corrections).toEqual([{ turn: 1, eventId: expect.any(String), reason: 'Restored after the dispute over turn 0' }]);
		const event = t.log.at(-1)!;
		expect(JSON.stringify(event.data)).not.toContain('"by"');
		await t.runTurn();
		// the GM's world took the correction (a drift moves a counter by one at most)
		expect(Math.abs((t.position!.world as FogWorld).counters.A[0] - (before + 50))).toBeLessThanOrEqual(1);
		await t.runTurn();
		await t.runTurn();
		await t.reveal();
		const turns: number[] = [];
		expect(await audit(t, (p) => turns.push(p.turn))).toEqual({ ok: true, turns: 3, text: 'Audit: 3/3 turns' });
		expect(turns).toEqual([0, 1, 2, 3]);
	});

	it('fail the audit when the GM ran the turn without the correction it announced', async () => {
		const t = await started();
		const honestless = await t.computeTurn(); // computed before the correction was in the log
		await correct(t, 'Endurance restored', { seat: 'B', i: 1, by: 30 });
		expect(await t.gm(Promise.resolve(honestless.event))).toBeNull();
		t.position = honestless.position;
		await t.runTurn();
		await t.runTurn();
		await t.reveal();
		const result = await audit(t);
		expect(result.ok).toBe(false);
		expect(result.ok ? null : result.difference).toEqual({ turn: 1, field: 'worldHash', why: 'the world is not the one the rules give' });
		expect(result.text).toBe('Audit: 0/3 turns; turn 1 differs at worldHash: the world is not the one the rules give.');
	});

	it('fail the audit when a correction box is swapped for another', async () => {
		const t = await started();
		await correct(t, 'one', { seat: 'A', i: 0, by: 1 });
		await correct(t, 'two', { seat: 'A', i: 1, by: 1 });
		await t.runTurn();
		const [one, two] = t.log.filter((e) => e.kind === HIDDEN_KINDS.correct);
		const swapped = await t.resign({ ...one, data: { ...(one.data as object), box: (two.data as { box: string }).box } });
		t.log[t.log.indexOf(one)] = swapped;
		await t.runTurn();
		await t.runTurn();
		await t.reveal();
		const result = await audit(t);
		expect(result.ok ? null : result.difference.field).toBe(`corrections.${one.id}`);
	});

	it('are refused without a reason, for another turn, or after the end', async () => {
		const t = await started();
		expect(await correct(t, '  ', { seat: 'A', i: 0, by: 1 })).toBe(R.malformed);
		expect(await correct(t, 'x'.repeat(201), { seat: 'A', i: 0, by: 1 })).toBe(R.malformed);
		expect(await t.gm(gmEvent(t.keys, DOMAIN, newId(), HIDDEN_KINDS.correct, { turn: 3, reason: 'later', box: 'abc' }))).toBe(R.wrongTurn);
		await t.runTurn();
		await t.runTurn();
		await t.runTurn();
		expect(await correct(t, 'too late', { seat: 'A', i: 0, by: 1 })).toBe(R.over);
	});
});
