import { describe, expect, it } from 'vitest';
import { magikaHidden, type Orders, type Report } from '../../magika';
import { seededRng } from '../rng';
import { fromBase64url } from '../fairplay/bytes';
import { auditHiddenGame, importRevealedKey } from './audit';
import type { SealedInputData } from './kinds';
import { openInput } from './payloads';
import { DOMAIN, newTable } from './testKit';

const ctx = { options: { maxTurns: 5 }, seats: [{ id: 'ann', name: 'Ann' }, { id: 'bo', name: 'Bo' }] };
const MARKER = 'MARKER-d41d8cd98f';

describe("players' messages (Magika)", () => {
	it('reach their reader, never appear in the log or in what the reveal opens, and the audit still re-runs every turn', async () => {
		const t = await newTable(magikaHidden, ctx);
		await t.start();
		const ann = await t.openLatest('ann');
		if (!ann.ok) throw new Error('no report');
		const orders = magikaHidden.defaultInput(ann.report as Report, 'ann', seededRng(1), 'empty') as Orders;
		expect(await t.sealFor('ann', { ...orders, messages: [{ to: 'B', text: `${MARKER} meet me at the orb` }] })).toBeNull();
		const sealed = t.log.at(-1)!.data as SealedInputData;
		expect(sealed.mail).toBeTypeOf('string');
		await t.runTurn();

		const bo = await t.openLatest('bo');
		const annAgain = await t.openLatest('ann');
		if (!bo.ok || !annAgain.ok) throw new Error('no report');
		const boReport = magikaHidden.mail!.toReport(bo.report as Report, bo.mail);
		expect(JSON.stringify(boReport.messages)).toContain(MARKER);
		expect(JSON.stringify(annAgain)).not.toContain(MARKER);

		while (!t.slice.over) expect(await t.runTurn()).toBeNull();
		const turns = t.slice.turns.length - 1;
		expect(turns).toBeGreaterThan(1);
		await t.reveal();
		expect(JSON.stringify(t.log)).not.toContain(MARKER);
		const orders2 = { privateKey: (await importRevealedKey(t.slice.revealed!.ordersKey, t.slice.gm!.orders))!, publicKey: t.slice.gm!.orders };
		const opened = await openInput(orders2, DOMAIN, 'ann', sealed);
		expect(opened.ok).toBe(true);
		expect(JSON.stringify(opened)).not.toContain(MARKER);
		expect(fromBase64url(t.slice.revealed!.secret)).not.toBeNull();
		expect((await auditHiddenGame(magikaHidden, ctx, DOMAIN, ['ann', 'bo'], t.log)).text).toBe(`Audit: ${turns}/${turns} turns`);
	});
});
