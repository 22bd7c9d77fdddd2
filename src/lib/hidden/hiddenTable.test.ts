import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { signGenesis } from '$engine/core';
import { NO_INPUT, type HiddenSlice } from '$engine/core/hidden';
import type { Report } from '$engine/magika';
import { newGameDoc } from '$lib/store/gameDoc';
import { close, join, link, open, twoDevicesEachTest, until } from '$lib/fairplay/testTable';
import type { GameSession } from '$lib/table/session.svelte';
import type { HiddenTable, HiddenTableView } from './hiddenTable';
import { NO_TURN_TEXT } from '$engine/core/hidden';

const keys = twoDevicesEachTest();

/** A Magika table Ana's phone made (it is the GM, and holds seat s0: a bot) and Bo's phone joined for s1. */
async function magikaTable(maxTurns: number, boSeats = ['s1']) {
	const seats = [
		{ id: 's0', name: 'Ana' },
		{ id: 's1', name: 'Bo' }
	];
	const created = Date.now();
	const options = { maxTurns };
	const genesis = await signGenesis(keys.ana, { game: 'magika', created, options }, seats);
	const made = newGameDoc({ game: 'magika', title: 'M', options, seats, created, genesis });
	const a = open(made.doc, keys.ana);
	const docB = new Y.Doc();
	link(made.doc, docB);
	const b = await join(docB, keys.bo, made.meta.tableId, boSeats);
	const views = new Map<GameSession, HiddenTableView>();
	for (const s of [a, b]) s.hidden!.onView((v) => views.set(s, v));
	const view = (s: GameSession) => views.get(s) ?? null;
	const slice = (s: GameSession): HiddenSlice | null => view(s)?.slice ?? null;
	return { a, b, gm: a.hidden!, bo: b.hidden!, view, slice };
}

const latest = (v: HiddenTableView | null, seat: string) => (v?.reports[seat]?.at(-1)?.report ?? null) as Report | null;
/** The protocol's turn of this seat's latest report (0: the set-up). */
const reportTurn = (v: HiddenTableView | null, seat: string) => v?.reports[seat]?.at(-1)?.turn ?? -1;

/** Bo's phone seals five rests. */
async function boSeals(bo: HiddenTable) {
	const rest = { kind: 'rest' } as const;
	expect(await bo.seal('s1', { phases: [rest, rest, rest, rest, rest], messages: [] })).toBeNull();
}

describe('the hidden protocol at a table: the GM phone and a player phone', () => {
	it("the GM's own seat plays as a bot (no misses); the published deadline runs the turn; the end is revealed and audited on every phone", async () => {
		const t = await magikaTable(3);
		try {
			await until(() => !!t.slice(t.a)?.gm && t.view(t.a)!.seats.includes('s0') && t.view(t.b)!.seats.includes('s1'), 'the role open and Bo in his seat', 20_000);
			await expect(t.bo.asGm(async () => 1)).rejects.toThrow('Only the game master');
			t.gm.start();
			await until(() => t.slice(t.b)?.turn === 0 && !!latest(t.view(t.b), 's1'), "the set-up and Bo's first report", 20_000);

			// turn 1: Bo seals, the GM's phone runs the turn at once; Ana's seat is a bot, not a player who missed
			await boSeals(t.bo);
			await until(() => reportTurn(t.view(t.b), 's1') === 1, "turn 1 and Bo's report", 20_000);
			expect(t.slice(t.b)!.turns[1].used.s0).toBe(NO_INPUT.empty);

			// turn 2: Bo seals nothing; the deadline the GM published passes and its phone runs the turn
			await t.gm.asGm((h) => h.setDeadline(Date.now() + 300));
			await until(() => t.slice(t.b)?.deadline?.turn === 2, 'the deadline on Bo’s phone');
			await until(() => reportTurn(t.view(t.b), 's1') === 2, 'turn 2, run at the deadline', 20_000);
			const two = t.slice(t.b)!.turns[2];
			expect([two.used.s0, two.used.s1]).toEqual([NO_INPUT.empty, NO_INPUT.missed]);
			expect(latest(t.view(t.b), 's1')!.you.missedTurns).toBe(1);

			// the GM's god view (it plays none of its own: no public look) and a correction every phone reads
			const world = (await t.gm.asGm((h) => h.godView()))!.world as { missed?: Record<string, number>; mages: { id: string; seat: string }[] };
			const ana = world.mages.find((m) => m.seat === 's0')!;
			expect(world.missed?.[ana.id] ?? 0).toBe(0);
			await t.gm.asGm((h) => h.correct('Bo spilled his tea on the board', { mage: ana.id, end: 5, arc: 0, skill: 0, apt: 0, note: 'tea' }));
			await until(() => t.slice(t.b)?.corrections.length === 1, 'the correction on Bo’s phone');
			expect(t.slice(t.b)!.actions.map((a) => a.kind)).not.toContain('core/gm-peek');

			// turn 3 is the last (the turn limit): the GM's phone reveals, and Bo's phone audits every turn
			await boSeals(t.bo);
			await until(() => !!t.slice(t.b)?.revealed, 'the reveal', 20_000);
			const worlds: unknown[] = [];
			expect(await t.bo.audit((p) => worlds.push(p.world))).toEqual({ ok: true, turns: 3, text: 'Audit: 3/3 turns' });
			expect(worlds).toHaveLength(4);
		} finally {
			close(t.a);
			close(t.b);
		}
	}, 60_000);

	it("a player's secret claim is sealed at the table and used by the set-up, which waits for the GM's Start; no public event names it; revealed at once, the audit has no turn to re-run", async () => {
		// Bo's phone holds both seats: the GM's phone holds none, so the mix is complete without its Start
		const t = await magikaTable(3, ['s0', 's1']);
		try {
			await until(() => !!t.slice(t.b)?.gm && t.view(t.b)!.seats.length === 2, 'the role open and Bo in both seats', 20_000);
			const refused = await t.bo.claim('s1', { first: { race: 'elf', align: 'N' } });
			expect(refused?.message).toMatch(/Elf may only be Good or Evil/);
			expect(await t.bo.claim('s1', { first: { race: 'goblin', align: 'E' } })).toBeNull();
			// re-claimed: the last one counts
			expect(await t.bo.claim('s1', { first: { race: 'halfling', align: 'G' } })).toBeNull();
			await until(() => (t.slice(t.a)?.inputs.s1?.length ?? 0) >= 1, "Bo's claim on the GM's phone", 20_000);
			// the GM's phone opens the claims for its preview before the start: the last one counts, once it has arrived
			let choices: Record<string, unknown> = {};
			for (let i = 0; i < 200 && (choices.s1 as { first?: { race?: string } } | undefined)?.first?.race !== 'halfling'; i++) {
				choices = await t.gm.asGm((h) => h.setupChoices());
				await new Promise((r) => setTimeout(r, 50));
			}
			expect(choices).toEqual({ s1: { first: { race: 'halfling', align: 'G' } } });
			// every seat is in the mix once Bo's phone has revealed; still the set-up waits for Start
			await until(() => t.slice(t.a)!.seats.every((seat) => t.slice(t.a)!.mixReveals[seat]), 'every seat in the mix', 20_000);
			await new Promise((r) => setTimeout(r, 500));
			expect(t.slice(t.a)!.turn).toBe(-1);
			t.gm.start();
			await until(() => !!latest(t.view(t.b), 's1'), "the set-up and Bo's first report", 20_000);
			const you = latest(t.view(t.b), 's1')!.you as { race: string; align: string };
			expect([you.race, you.align]).toEqual(['halfling', 'G']);
			// the GM names Bo's phone co-GM: the keys sealed to his seat's box key open there to the GM's own backup line
			expect(await t.bo.escrowLine()).toBeNull();
			await t.gm.asGm((h) => h.escrow(t.slice(t.a)!.boxKeys.s1));
			await until(() => t.slice(t.b)!.actions.some((a) => a.kind === 'core/gm-escrow'), 'the escrow on Bo’s phone', 20_000);
			expect(await t.bo.escrowLine()).toBe(await t.gm.backupLine());
			const publicText = JSON.stringify(t.a.log.filter((e) => e.kind !== 'core/sealed-input' && e.kind !== 'core/gm-turn'));
			expect(publicText).not.toMatch(/halfling|goblin/);
			// the GM reveals before any turn: Bo's audit re-ran the set-up and says there was no turn to re-run (not "0/0")
			await t.gm.asGm((h) => h.reveal());
			await until(() => !!t.slice(t.b)?.revealed, 'the reveal on Bo’s phone', 20_000);
			expect(await t.bo.audit()).toEqual({ ok: true, turns: 0, text: NO_TURN_TEXT.setUpOnly });
		} finally {
			close(t.a);
			close(t.b);
		}
	}, 60_000);

	it('the GM may play a seat its phone holds (the Ebon Mage): the turn waits for its orders, and every phone sees that the GM plays it', async () => {
		const t = await magikaTable(3);
		try {
			await until(() => !!t.slice(t.a)?.gm && t.view(t.a)!.seats.includes('s0') && t.view(t.b)!.seats.includes('s1'), 'the role open and Bo in his seat', 20_000);
			t.gm.start(['s0']);
			await until(() => !!latest(t.view(t.a), 's0') && !!latest(t.view(t.b), 's1'), 'the set-up and both first reports', 20_000);
			expect(t.view(t.a)!.gmPlays).toEqual(['s0']);
			// public from the start: the set-up names it, before the GM seals any orders (it once read [] here)
			expect(t.view(t.b)!.gmPlays).toEqual(['s0']);
			await boSeals(t.bo);
			await new Promise((r) => setTimeout(r, 500));
			// the turn waits for the GM's own orders for s0, as for any player's
			expect(t.slice(t.a)!.turn).toBe(0);
			const rest = { kind: 'rest' } as const;
			expect(await t.gm.seal('s0', { phases: [rest, rest, rest, rest, rest], messages: [] })).toBeNull();
			await until(() => reportTurn(t.view(t.b), 's1') === 1, 'turn 1', 20_000);
			expect(t.slice(t.b)!.turns[1].used.s0).not.toBe(NO_INPUT.empty);
			await until(() => t.view(t.b)!.gmPlays.includes('s0'), 'Bo’s phone sees that the GM plays s0', 20_000);
		} finally {
			close(t.a);
			close(t.b);
		}
	}, 60_000);
});
