import { describe, expect, it } from 'vitest';
import { seededRng } from '../core';
import { botOrders, type BotProfile } from './bot';
import { botSeat, magikaHidden, reportsFor, resolveSeats } from './hidden';
import { missRule, seatMissRule } from './missRule';
import { defaultOrders, MISSED_TURN_BOT } from './missed';
import type { Report } from './report';
import type { Orders, World } from './types';

const MISSED: Orders = { phases: [], missed: true };
const rest5: Orders = { phases: Array.from({ length: 5 }, () => ({ kind: 'rest' as const })) };

function fresh(seed = 4): World {
	return magikaHidden.setupWorld({ options: {}, seats: [] }, seededRng(seed));
}

const seatOf = (w: World, id: string) => w.mages.find((m) => m.id === id)!.seat;

/** Plays `turns` turns where A's seat sends `inputA` and every other seat rests. */
function run(w: World, inputs: (Orders | undefined)[], extra: Record<string, Orders> = {}): { world: World; reports: Record<string, Report> } {
	let world = w;
	let reports: Record<string, Report> = {};
	for (const [i, input] of inputs.entries()) {
		const all: Record<string, Orders> = {};
		for (const m of world.mages) all[m.seat] = m.ebon ? { phases: [{ kind: 'move', dir: 'E' }] } : rest5;
		Object.assign(all, extra);
		const a = seatOf(w, 'A');
		if (input) all[a] = input;
		else delete all[a];
		const r = resolveSeats(world, all, seededRng(100 + i));
		world = r.world;
		reports = r.reports as Record<string, Report>;
	}
	return { world, reports };
}

describe('missed turns (section VII, U-74)', () => {
	it('a seat whose orders did not arrive plays the conservative default turn: it moves on phases 2 and 4', () => {
		const w = fresh();
		const before = w.mages.find((m) => m.id === 'A')!;
		const after = run(w, [MISSED]).world.mages.find((m) => m.id === 'A')!;
		expect(after.at).not.toBe(before.at);
		expect(after.end).toBeLessThan(before.end + 25);
	});
	it("a missed seat plays MISSED_TURN_BOT's turn, filled in by the host or by the engine", () => {
		const w = fresh();
		const a = seatOf(w, 'A');
		const report = reportsFor(w)[a];
		const bot = (profile: BotProfile) => botOrders(report, seededRng(7), profile);
		// the bots differ here, so which one plays shows
		expect(bot('normal')).not.toEqual(bot('conservative'));
		expect(magikaHidden.defaultInput(report, a, seededRng(7), 'missed')).toEqual({ ...bot(MISSED_TURN_BOT), missed: true });
		expect(defaultOrders(w, w.mages.find((m) => m.id === 'A')!, seededRng(7))).toEqual(bot(MISSED_TURN_BOT));
	});
	it('two missed turns in a row put the position in jeopardy, shown in its report; orders clear it', () => {
		const w = fresh();
		const a = seatOf(w, 'A');
		expect(run(w, [MISSED]).reports[a].you).toMatchObject({ missedTurns: 1, jeopardy: false });
		expect(run(w, [MISSED, MISSED]).reports[a].you).toMatchObject({ missedTurns: 2, jeopardy: true });
		expect(run(w, [MISSED, rest5, MISSED]).reports[a].you).toMatchObject({ missedTurns: 1, jeopardy: false });
		expect(run(w, [MISSED, MISSED, rest5]).reports[a].you).toMatchObject({ missedTurns: 0, jeopardy: false });
	});
	it('a third missed turn drops the mage from the game; what it carried lies where it stood', () => {
		const w = fresh();
		const A = w.mages.find((m) => m.id === 'A')!;
		A.artifacts = ['helm'];
		w.artifacts.helm = { holder: 'A' };
		A.cloaks = ['red'];
		const { world, reports } = run(w, [MISSED, MISSED, MISSED]);
		expect(world.mages.map((m) => m.id)).not.toContain('A');
		expect(world.droppedOut).toEqual(['A']);
		expect(reports[seatOf(w, 'A')]).toBeUndefined();
		expect('at' in world.artifacts.helm).toBe(true);
		expect(world.cloaks.some((c) => c.colour === 'red')).toBe(true);
		expect(world.mages).toHaveLength(12);
	});
	it('the Ebon Mage is never dropped', () => {
		const w = fresh();
		const m = seatOf(w, 'M');
		const { world } = run(w, [rest5, rest5, rest5], { [m]: MISSED });
		expect(world.mages.some((x) => x.id === 'M')).toBe(true);
	});
	it("drops a mage at its missRule's count and shows jeopardy from its threshold; a mage whose rule is null (the Ebon Mage) never", () => {
		const w = fresh();
		const novice = missRule(w.mages.find((m) => m.id === 'A')!)!;
		const after = (n: number) => run(w, Array.from({ length: n }, () => MISSED));
		expect(after(novice.dropOutAfter - 1).world.mages.some((m) => m.id === 'A')).toBe(true);
		expect(after(novice.jeopardyAfter - 1).reports[seatOf(w, 'A')].you.jeopardy).toBe(false);
		expect(after(novice.jeopardyAfter).reports[seatOf(w, 'A')].you.jeopardy).toBe(true);
		expect(after(novice.dropOutAfter).world.droppedOut).toEqual(['A']);
		const ebon = w.mages.find((m) => m.ebon)!;
		expect(missRule(ebon)).toBeNull();
		const { world, reports } = run(w, Array.from({ length: novice.dropOutAfter + 1 }, () => rest5), { [ebon.seat]: MISSED });
		expect(world.droppedOut ?? []).toEqual([]);
		expect(reports[ebon.seat].you).toMatchObject({ jeopardy: false });
	});
	it("seatMissRule names the rule of the mage the set-up puts on each of the table's seats", () => {
		const w = fresh();
		const rules = Array.from({ length: 13 }, (_, i) => seatMissRule(i));
		expect(rules).toEqual(rules.map((_, i) => missRule(w.mages.find((m) => m.seat === botSeat(i))!)));
		expect(rules.filter((r) => r === null)).toHaveLength(1);
	});
});

describe('the free de-cloak of a team of one stranded by a drop-out (CLK-7, U-56)', () => {
	function stranded() {
		const w = fresh();
		for (const id of ['A', 'B']) Object.assign(w.mages.find((m) => m.id === id)!, { cloaks: ['red'], donned: 'red' });
		return run(w, [MISSED, MISSED, MISSED]);
	}
	it('the last mage of the team is told, and may drop the donned cloak at no cost', () => {
		const { world, reports } = stranded();
		const b = world.mages.find((m) => m.id === 'B')!;
		expect(reports[b.seat].you.freeDecloak).toBe(true);
		const before = { end: b.end, arc: b.arc };
		const next = resolveSeats(world, { [b.seat]: { phases: [{ kind: 'drop', items: ['red'] }] } }, seededRng(9)).world;
		const after = next.mages.find((m) => m.id === 'B')!;
		expect(after.donned).toBeNull();
		expect(after.cloaks).toEqual([]);
		expect(after.forcedBlack).toBe(false);
		expect(after.arc).toBeGreaterThanOrEqual(before.arc);
		expect(next.cloaks.some((c) => c.colour === 'red' && c.at === after.at)).toBe(true);
		expect(next.freeDecloak).toEqual([]);
	});
	it('without a drop-out a donned cloak cannot be dropped', () => {
		const w = fresh();
		const b = w.mages.find((m) => m.id === 'B')!;
		Object.assign(b, { cloaks: ['red'], donned: 'red' });
		const next = resolveSeats(w, { [b.seat]: { phases: [{ kind: 'drop', items: ['red'] }] } }, seededRng(9)).world;
		expect(next.mages.find((m) => m.id === 'B')!.donned).toBe('red');
	});
	it('a team of two or more left by the drop-out is not stranded', () => {
		const w = fresh();
		for (const id of ['A', 'B', 'C']) Object.assign(w.mages.find((m) => m.id === id)!, { cloaks: ['red'], donned: 'red' });
		const { world } = run(w, [MISSED, MISSED, MISSED]);
		expect(world.freeDecloak ?? []).toEqual([]);
	});
});
