import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { generateDeviceKeys, keyRef, signGenesis, type DeviceKeys } from '$engine/core';
import { gmOpen, HIDDEN_KINDS, NO_INPUT, sealInput, type HiddenSlice } from '$engine/core/hidden';
import { randomId } from '$lib/store/codec';
import { generateGmKeys } from './gmKeys';
import { findGame } from '$engine';
import { verifyGameFile } from '$engine/core';
import { newGameDoc, readLog, readMeta, readSeats } from '$lib/store/gameDoc';
import { close, join, link, open, until } from '$lib/fairplay/testTable';
import type { GameSession } from '$lib/table/session.svelte';
import type { HiddenTableView } from './hiddenTable';

/**
 * A hostile phone at a table (issue 33): Cy's device, holding seat s2, writes a sealed input for
 * Bo's seat s1. Every phone's authenticator refuses it (Cy does not hold s1), so the GM's phone must
 * not use it as Bo's orders either: it acts on what the table's fold accepted, not on the raw log.
 */
const rest = { kind: 'rest' } as const;
const orders = (messages: unknown[] = []) => ({ phases: [rest, rest, rest, rest, rest], messages });
const BO_MARKER = 'bo-marker-7f3a91';

async function threePhones(before?: (cy: GameSession) => Promise<void>, maxTurns = 3) {
	const [ana, bo, cy] = (await Promise.all([generateDeviceKeys(), generateDeviceKeys(), generateDeviceKeys()])) as DeviceKeys[];
	const seats = [
		{ id: 's0', name: 'Ana' },
		{ id: 's1', name: 'Bo' },
		{ id: 's2', name: 'Cy' }
	];
	const created = Date.now();
	const options = { maxTurns };
	const genesis = await signGenesis(ana, { game: 'magika', created, options }, seats);
	const made = newGameDoc({ game: 'magika', title: 'M', options, seats, created, genesis });
	const docB = new Y.Doc();
	const docC = new Y.Doc();
	link(made.doc, docC);
	// Cy's phone comes first when `before` has something for it to do before the others open
	const c = await join(docC, cy, made.meta.tableId, ['s2']);
	await before?.(c);
	const a = open(made.doc, ana);
	link(made.doc, docB);
	const b = await join(docB, bo, made.meta.tableId, ['s1']);
	const views = new Map<GameSession, HiddenTableView>();
	for (const s of [a, b, c]) s.hidden!.onView((v) => views.set(s, v));
	const slice = (s: GameSession): HiddenSlice | null => views.get(s)?.slice ?? null;
	const reportTurn = (s: GameSession, seat: string) => views.get(s)?.reports[seat]?.at(-1)?.turn ?? -1;
	return { a, b, c, docs: [made.doc, docB, docC], slice, reportTurn };
}

describe('a hostile phone at a hidden table', () => {
	it("Cy's device seals orders for Bo's seat: no phone counts them, the GM's phone never uses them, and no doc carries Bo's marker in the clear", async () => {
		const t = await threePhones(undefined, 1);
		try {
			await until(() => !!t.slice(t.a)?.gm && t.reportTurn(t.b, 's1') === -1 && !!t.slice(t.c)?.gm, 'the role open on every phone', 20_000);
			t.a.hidden!.start();
			await until(() => t.reportTurn(t.b, 's1') === 0 && t.reportTurn(t.c, 's2') === 0, 'the set-up and the first reports', 30_000);

			// Cy's phone writes orders for s1, sealed to the GM's key, with a commitment of its own
			const cy = t.c.hidden!;
			const gm = t.slice(t.c)!.gm!;
			const data = await sealInput(gm, cy.domain, 1, 's1', orders(), cy.table.game.hidden!.mail);
			const forgedId = crypto.randomUUID();
			cy.append({ build: async () => [{ id: forgedId, seat: 's1', kind: HIDDEN_KINDS.input, data, at: Date.now() }] });
			await until(() => t.a.log.some((e) => e.kind === HIDDEN_KINDS.input && e.seat === 's1'), "the forged input on the GM's phone", 10_000);

			// Bo seals his own orders with a message carrying his marker; Cy seals hers
			expect(await cy.seal('s2', orders())).toBeNull();
			expect(await t.b.hidden!.seal('s1', orders([{ to: 'A', text: BO_MARKER }]))).toBeNull();
			await until(() => t.slice(t.b)?.turn === 1 && t.slice(t.a)?.turn === 1, 'turn 1 on every phone', 30_000);
			const one = t.slice(t.b)!.turns[1];
			expect(one.used.s1).not.toBe(forgedId);
			expect(t.slice(t.b)!.turns[1].sealed.s1?.map((i) => i.id)).not.toContain(forgedId);
			expect(one.used.s1).toBe(t.slice(t.a)!.turns[1].used.s1);

			// the last turn: the GM reveals, and Bo's phone audits the game as the table played it
			await until(() => !!t.slice(t.b)?.revealed, 'the reveal', 30_000);
			expect(await t.b.hidden!.audit()).toMatchObject({ ok: true, turns: 1 });
			// the exported file's check (`npm run verify`): Cy's input is tampering, the audit re-runs the game as played
			const meta = readMeta(t.docs[1])!;
			const report = await verifyGameFile({ meta, seats: readSeats(t.docs[1]), log: readLog(t.docs[1], meta) }, findGame('magika')!);
			expect(report.problems.map((p) => [p.seat, p.kind])).toEqual([['s1', HIDDEN_KINDS.input]]);
			expect(report.audit).toMatchObject({ ok: true, turns: 1 });

			// the synced documents: Bo's marker is in no phone's bytes (it travels sealed)
			for (const doc of t.docs) expect(Buffer.from(Y.encodeStateAsUpdate(doc)).includes(BO_MARKER)).toBe(false);
		} finally {
			for (const s of [t.a, t.b, t.c]) close(s);
		}
	}, 90_000);

	it("with only the forged input for Bo's seat and Cy's own, the GM's phone does not run the turn as if Bo had sealed", async () => {
		const t = await threePhones();
		try {
			await until(() => !!t.slice(t.a)?.gm && !!t.slice(t.c)?.gm, 'the role open on every phone', 20_000);
			t.a.hidden!.start();
			await until(() => t.reportTurn(t.b, 's1') === 0 && t.reportTurn(t.c, 's2') === 0, 'the set-up and the first reports', 30_000);
			const cy = t.c.hidden!;
			const data = await sealInput(t.slice(t.c)!.gm!, cy.domain, 1, 's1', orders(), cy.table.game.hidden!.mail);
			cy.append({ build: async () => [{ id: crypto.randomUUID(), seat: 's1', kind: HIDDEN_KINDS.input, data, at: Date.now() }] });
			expect(await cy.seal('s2', orders())).toBeNull();
			await until(() => (t.slice(t.a)?.inputs.s2?.length ?? 0) === 1, "Cy's orders on the GM's phone", 10_000);
			// the GM's phone waits for Bo; run now, Bo's seat plays its default (missed), publicly
			await new Promise((r) => setTimeout(r, 300));
			expect(t.slice(t.a)!.turn).toBe(0);
			expect(t.slice(t.a)!.inputs.s1 ?? []).toEqual([]);
			t.a.hidden!.runNow();
			await until(() => t.slice(t.b)?.turn === 1, 'turn 1 on Bo’s phone', 30_000);
			expect(t.slice(t.b)!.turns[1].used.s1).toBe(NO_INPUT.missed);
		} finally {
			for (const s of [t.a, t.b, t.c]) close(s);
		}
	}, 90_000);

	it("Cy's device opens a GM role of its own before Ana's phone: no phone takes it for the GM, and Bo's orders are sealed to Ana's key", async () => {
		let rogue = '';
		const t = await threePhones(async (c) => {
			const keys = await generateGmKeys();
			rogue = keys.sign.publicKey;
			const opened = await gmOpen(keys, c.hidden!.domain, keyRef(c.fair.publicKey!) + randomId(8));
			c.hidden!.append({ build: async () => [{ id: opened.id, seat: null, kind: opened.kind, data: opened.data, at: Date.now() }] });
			await until(() => c.log.some((e) => e.kind === HIDDEN_KINDS.open), "Cy's opening in the log", 10_000);
		});
		try {
			await until(() => !!t.slice(t.a)?.gm && !!t.slice(t.b)?.gm, 'the role open on every phone', 20_000);
			expect(t.slice(t.b)!.gm!.sign).not.toBe(rogue);
			t.a.hidden!.start();
			await until(() => t.slice(t.b)?.turn === 0, 'the set-up on Bo’s phone', 30_000);
			expect(await t.b.hidden!.seal('s1', orders())).toBeNull();
			await until(() => (t.slice(t.a)?.inputs.s1?.length ?? 0) === 1, "Bo's orders on the GM's phone", 10_000);
		} finally {
			for (const s of [t.a, t.b, t.c]) close(s);
		}
	}, 90_000);
});
