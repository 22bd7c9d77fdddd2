import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '$engine/core';
import { auditHiddenGame, generateBoxKeys, HIDDEN_WARNINGS, openReport, type AnyHiddenGame, type GmTurnData } from '$engine/core/hidden';
import { fogHidden } from '$engine/fog';
import { magikaHidden } from '$engine/magika';
import { generateGmKeys } from './gmKeys';
import { GmHost } from './gmHost';
import { SeatInbox } from './seatInbox';
import { seatActs } from './seatBot';
import { YNet } from './yNet';

const seats = ['A', 'B', 'C'].map((id) => ({ id, name: `Seat ${id}` }));
const seatIds = seats.map((s) => s.id);

type Op = { op: 'act'; device: number } | { op: 'runNow' } | { op: 'connect' | 'disconnect'; a: number; b: number } | { op: 'deliver' | 'drop'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
	{ weight: 5, arbitrary: fc.record({ op: fc.constant('act' as const), device: fc.nat(3) }) },
	{ weight: 1, arbitrary: fc.record({ op: fc.constant('runNow' as const) }) },
	{ weight: 2, arbitrary: fc.record({ op: fc.constant('connect' as const), a: fc.nat(3), b: fc.nat(3) }) },
	{ weight: 1, arbitrary: fc.record({ op: fc.constant('disconnect' as const), a: fc.nat(3), b: fc.nat(3) }) },
	{ weight: 6, arbitrary: fc.record({ op: fc.constant('deliver' as const), pick: fc.nat() }) },
	{ weight: 1, arbitrary: fc.record({ op: fc.constant('drop' as const), pick: fc.nat() }) }
);

async function table(game: AnyHiddenGame, options: Record<string, number>, seed: number) {
	const net = new YNet(4, 'hidden-test', seats, seed);
	const domain = `hidden-test@${net.meta.created}`;
	const ctx = { options, seats };
	const gm = new GmHost({ game, ctx, domain, keys: await generateGmKeys(), log: net.logs[0] });
	const inboxes = await Promise.all(seatIds.map(async (seat, i) => new SeatInbox({ game, domain, seats: seatIds, seat, box: await generateBoxKeys(), log: net.logs[i + 1] })));
	return { net, domain, ctx, gm, inboxes };
}

async function play(game: AnyHiddenGame, options: Record<string, number>, turns: number, ops: Op[], seed: number) {
	const t = await table(game, options, seed);
	const rng = seededRng(seed);
	const act = async (device: number) => (device === 0 ? t.gm.react() : expect(await seatActs(t.inboxes[device - 1], game, rng)).toBe(true));
	for (const o of ops) {
		if (o.op === 'act') await act(o.device);
		else if (o.op === 'runNow') {
			const slice = await t.gm.slice();
			if (slice.turn >= 0 && !slice.over) await t.gm.runTurn();
		} else if (o.op === 'connect') t.net.connect(o.a, o.b);
		else if (o.op === 'disconnect') t.net.disconnect(o.a, o.b);
		else if (t.net.inflight.length) t.net[o.op]((o as { pick: number }).pick % t.net.inflight.length);
	}
	// then the table meets: everything is delivered, and every phone acts until the game ends
	for (let round = 0; round < 4 * turns + 20; round++) {
		t.net.settle();
		const before = (await t.gm.slice()).turn;
		for (let d = 0; d < 4; d++) await act(d);
		t.net.settle();
		for (let d = 0; d < 4; d++) await act(d);
		const slice = await t.gm.slice();
		if (slice.over) break;
		if (slice.turn === before && slice.turn >= 0) await t.gm.runTurn();
	}
	await t.gm.reveal();
	t.net.settle();
	for (const inbox of t.inboxes) await inbox.react();
	return t;
}

async function expectConverged(t: Awaited<ReturnType<typeof table>>, game: AnyHiddenGame, turns: number) {
	const logs = t.net.logs.map((l) => JSON.stringify(l.events()));
	for (const log of logs) expect(log).toBe(logs[0]);
	const slice = await t.gm.slice();
	expect(slice.over).toBe(true);
	expect(slice.turns.length - 1).toBe(turns);
	// an honest GM leaves nothing out; orders it had not received yet are only shown as late
	expect(slice.turns.flatMap((r) => r.notes).filter((n) => n.code !== HIDDEN_WARNINGS.late)).toEqual([]);
	// every input the GM had last for a turn was used (or refused, with why)
	for (const r of slice.turns.slice(1)) {
		for (const seat of seatIds) {
			const last = r.sealed[seat]?.[(r.seen[seat] ?? 0) - 1];
			if (last) expect([r.used[seat], r.refused[seat]?.id]).toContain(last.id);
		}
	}
	for (const inbox of t.inboxes) {
		expect(inbox.problems).toEqual([]);
		// every report of its own, and only its own (each hash matched what the GM published)
		expect([...inbox.reports.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: turns + 1 }, (_, i) => i));
	}
	// a seat's key opens no other seat's report
	const last = slice.turns.at(-1)!;
	const event = t.net.logs[1].events().find((e) => e.id === last.eventId)!;
	const cBox = (event.data as GmTurnData).reports.C.box;
	expect((await openReport(t.inboxes[1].o.box, t.domain, last.turn, 'C', cBox, last.reports.C)).ok).toBe(false);
	const audit = await auditHiddenGame(game, t.ctx, t.domain, seatIds, t.net.logs[2].events());
	expect(audit.text).toBe(`Audit: ${turns}/${turns} turns`);
}

/** Random runs of `game` to its end: everything converges, every seat has its reports, the audit passes. */
function converges(game: AnyHiddenGame, options: Record<string, number>, turns: number, maxOps: number, numRuns: number) {
	return fc.assert(
		fc.asyncProperty(fc.array(opArb, { minLength: 40, maxLength: maxOps, size: 'max' }), fc.integer(), async (ops, seed) => {
			const t = await play(game, options, turns, ops, seed);
			try {
				await expectConverged(t, game, turns);
			} finally {
				t.net.destroy();
			}
		}),
		{ numRuns }
	);
}

describe('the hidden protocol over documents with random delivery, drops and reconnects', () => {
	it('Fog Counters: the GM and three seats converge, every seat gets exactly its reports, and the audit passes', () => converges(fogHidden, { turns: 4, empty: 1 }, 4, 160, 12), 120_000);

	it('Magika: the GM and three seats (ten mages on the GM phone) converge and the audit passes', () => converges(magikaHidden, { maxTurns: 3 }, 3, 120, 3), 120_000);
});
