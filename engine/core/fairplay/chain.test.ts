import { beforeAll, describe, expect, it } from 'vitest';
import { UNDO } from '../undo';
import type { GameEvent } from '../types';
import { authenticate } from './auth';
import { ChainDevice, ChainTable, rollMove } from './chainKit';
import { FAIR_REJECTIONS as F } from './codes';
import { SignatureVerifier } from './verifier';
import { Device, DOMAIN, pickGame, SEATS } from './fairKit';
import { verifyGameFile } from './verifyFile';
import type { Genesis } from './genesis';

let ana: ChainDevice;
let bo: ChainDevice;
let genesis: Genesis;

beforeAll(async () => {
	const [a, b] = await Promise.all([Device.make(), Device.make()]);
	genesis = await a.genesis();
	[ana, bo] = [new ChainDevice(a), new ChainDevice(b)];
});

/** Whether the devices store `after` as a compact step when they can (as the app does) or always as the list: every test runs in both. */
let compact = false;

/** Ana made the game (her key holds both seats) and hands s1 to Bo; each then rolls twice; heads stored at the end. */
async function game(): Promise<ChainTable> {
	// fresh chains for every test: the devices' keys stay
	ana = new ChainDevice(ana.device);
	bo = new ChainDevice(bo.device);
	const t = new ChainTable([ana, bo], genesis);
	t.compact = compact;
	t.write(ana, { seat: 's1', kind: 'core/hand-over', data: { seat: 's1', publicKey: bo.publicKey } });
	t.write(ana, rollMove('s0', 1));
	t.write(bo, rollMove('s1', 2));
	t.write(ana, rollMove('s0', 3));
	t.write(bo, rollMove('s1', 4));
	return t;
}

async function codes(log: GameEvent[], t: ChainTable) {
	const report = await verifyGameFile(t.file(log), pickGame);
	return { report, problems: report.problems.map((p) => [p.index, p.code]) };
}

describe.each([{ form: 'lists', compact: false }, { form: 'compact steps', compact: true }])('the third signed form: hash chains and signed heads, `after` as $form', (f) => {
	beforeAll(() => {
		compact = f.compact;
	});

	it('the game of these tests is written as it says: Bo\'s second roll names Ana\'s second by a step from what his first named', async () => {
		const t = await game();
		expect(t.log[4].step).toBe(compact ? 1 : undefined);
		expect(t.log[4].after).toEqual(compact ? undefined : [t.log[3].id]);
	});

	it('an honest game with its heads stored verifies; one signature per device covers every event', async () => {
		const t = await game();
		await t.head(ana);
		await t.head(bo);
		const { report } = await codes(t.log, t);
		expect(report).toMatchObject({ ok: true, signed: true, problems: [], refused: [] });
		expect(t.log.filter((e) => e.sig !== undefined)).toEqual([]);
	});

	it('events no stored head covers are reported in a file, and pending (not refused) at the table', async () => {
		const t = await game();
		await t.head(ana, 1);
		const { problems } = await codes(t.log, t);
		expect(problems).toEqual([
			[1, F.uncovered],
			[2, F.uncovered],
			[3, F.uncovered],
			[4, F.uncovered]
		]);
		// at the table: a head from another phone (kept in memory) covers them as soon as it arrives
		const v = new SignatureVerifier(DOMAIN);
		v.learnKey(genesis.key);
		v.learnKeys(t.log);
		t.log.forEach((e) => v.check(e));
		await v.flush();
		expect(t.log.slice(1, 5).map((e) => v.check(e).status)).toEqual(['pending', 'pending', 'pending', 'pending']);
		v.receiveHead(await ana.head());
		v.receiveHead(await bo.head());
		await v.flush();
		expect(t.log.slice(0, 5).map((e) => v.check(e).status)).toEqual(['valid', 'valid', 'valid', 'valid', 'valid']);
	});

	it('a head replayed from an older state covers only its prefix, and changes nothing beside a newer one', async () => {
		const t = await game();
		const old = await ana.headEntry(2);
		await t.head(ana);
		await t.head(bo);
		expect((await codes([...t.log, { ...old, id: '~again' }], t)).report.ok).toBe(true);
		// with only the old head, Ana's later move is not covered
		const { problems } = await codes([...t.log.slice(0, 5), old, t.log[6]], t);
		// and Bo's, which names it (an event naming one that does not count is out of place)
		expect(problems).toEqual([
			[3, F.uncovered],
			[4, F.outOfPlace]
		]);
	});

	it('an altered event: its chain no longer reaches its signed head', async () => {
		const t = await game();
		await t.head(ana);
		await t.head(bo);
		const log = t.log.slice();
		log[3] = { ...log[3], data: rollMove('s0', 6).data };
		const { problems } = await codes(log, t);
		// no head of Ana's holds any more (her only one is after it): none of her moves counts, nor
		// Bo's moves naming them
		expect(problems).toEqual([
			[0, F.uncovered],
			[1, F.uncovered],
			[2, F.outOfPlace],
			[3, F.uncovered],
			[4, F.outOfPlace]
		]);
	});

	it('a forged copy beside the real event: the head proves the real one, the copy is altered', async () => {
		const t = await game();
		await t.head(ana);
		await t.head(bo);
		const forged = { ...t.log[3], data: rollMove('s0', 6).data };
		const log = [...t.log.slice(0, 3), forged, ...t.log.slice(3)];
		const { problems, report } = await codes(log, t);
		expect(problems).toEqual([[3, F.altered]]);
		expect(report.refused).toEqual([]);
	});

	it('a replayed event and a copy moved before its device had seen what it names', async () => {
		const t = await game();
		await t.head(ana);
		await t.head(bo);
		expect((await codes([...t.log, t.log[2]], t)).problems).toEqual([[7, F.replayed]]);
		// Bo's second roll names Ana's second: placed before it, it is out of place
		const moved = [t.log[0], t.log[1], t.log[2], t.log[4], t.log[3], t.log[5], t.log[6]];
		expect((await codes(moved, t)).problems).toContainEqual([3, F.outOfPlace]);
		// a device's own events keep their order: its second placed before its first
		const swapped = [t.log[0], t.log[3], t.log[1], t.log[2], t.log[4], t.log[5], t.log[6]];
		expect((await codes(swapped, t)).problems).toContainEqual([1, F.outOfPlace]);
	});

	it("a chain with an event removed in the middle is reported; another device's seat or id is refused", async () => {
		const t = await game();
		await t.head(ana);
		await t.head(bo);
		const removed = t.log.filter((_, i) => i !== 1);
		const { problems } = await codes(removed, t);
		// Ana's next move (index 2 now) stands after a hole in her chain: never covered
		expect(problems).toContainEqual([2, F.uncovered]);
		// Bo's device acts for Ana's seat in its own chain
		const u = await game();
		u.write(bo, rollMove('s0', 5));
		await u.head(ana);
		await u.head(bo);
		expect((await codes(u.log, u)).problems).toEqual([[5, F.wrongDevice]]);
		// an event written with Ana's id is in Ana's chain: her head does not cover it
		const stolen = { ...bo.next(rollMove('s0', 5)), id: ana.ref + String(ana.n + 1), n: ana.n + 1 };
		expect((await codes([...u.log, stolen], u)).problems).toContainEqual([8, F.uncovered]);
	});

	it('a forged undo undoes nothing; a seat change cannot be undone', async () => {
		const t = await game();
		t.write(bo, { seat: 's0', kind: UNDO, data: { target: t.log[1].id } });
		t.write(ana, { seat: 's0', kind: UNDO, data: { target: t.log[0].id } });
		await t.head(ana);
		await t.head(bo);
		const { problems, report } = await codes(t.log, t);
		expect(problems).toEqual([[5, F.wrongDevice]]);
		expect(report.refused.map((r) => r.code)).toEqual([F.cannotUndo]);
	});

	it('a head with a forged signature is ignored', async () => {
		const t = await game();
		await t.head(bo);
		const head = await ana.headEntry();
		const sig = (head.data as { sig: string }).sig;
		const flipped = sig.slice(0, -3) + (sig.at(-3) === 'A' ? 'B' : 'A') + sig.slice(-2);
		const { problems } = await codes([...t.log, { ...head, data: { n: ana.n, sig: flipped } }], t);
		expect(problems.map((p) => p[1])).toEqual([F.uncovered, F.uncovered, F.outOfPlace, F.uncovered, F.outOfPlace]);
	});

	it('the order rules read a chain: ids are unique per device by construction', async () => {
		const t = await game();
		const keys = new Map([ana, bo].map((d) => [d.ref, d.publicKey]));
		const auth = authenticate(t.log, SEATS.map((s) => s.id), (e) => ({ status: 'valid', key: keys.get(e.id.slice(0, 8))! }), genesis);
		expect(auth.verdicts.filter(Boolean)).toEqual([]);
		// Bo's last names Ana's last: the frontier is that one event, and Bo's next names nothing of Ana's
		expect(auth.frontier).toEqual([t.log[4].id]);
		expect(t.write(bo, rollMove('s1', 1)).after).toEqual([]);
		const next = t.write(ana, rollMove('s0', 1));
		if (!compact) expect(next.after).toEqual([t.log[5].id]);
		// compact: Ana's last named Bo's first; this one names his third, two places further
		else expect([next.step, next.after]).toEqual([2, undefined]);
	});
});

describe("a device's own heads (ChainChecks.trustHead)", () => {
	/** A verifier at Ana's phone that has read the log: her own events known good as she wrote them. */
	function anaReads(t: ChainTable) {
		const v = new SignatureVerifier(DOMAIN);
		v.learnKey(genesis.key);
		v.learnKeys(t.log);
		for (const e of t.log) if (e.id.startsWith(ana.ref)) v.trust(e, ana.publicKey);
		return v;
	}

	it('anchor her chain as she signs them: no walk and no check of her own signature waits, and her best head is the latest', async () => {
		const t = await game();
		const v = anaReads(t);
		for (const e of t.log) if (!e.id.startsWith(ana.ref)) v.check(e);
		await v.flush();
		const head = await ana.head();
		v.trustHead(head, ana.hashAt(), ana.publicKey);
		expect(v.queued).toBe(0);
		expect(v.provenHeads()).toContainEqual(head);
		// the same head stored in the log later asks for nothing either
		t.log.push({ ...(await ana.headEntry()), data: head });
		v.learnKeys(t.log);
		expect(v.queued).toBe(0);
		// and a copy someone placed at one of her places is not hers
		const copy = { ...t.log[3], data: rollMove('s0', 6).data };
		expect(v.check(copy).status).toBe('altered');
	});

	it('is walked as any head when a place it covers holds what she did not write herself', async () => {
		const t = await game();
		const v = anaReads(t);
		// a copy at her second place, read before she took her head: not hers, not known yet
		const copy = { ...t.log[3], data: rollMove('s0', 6).data };
		expect(v.check(copy).status).toBe('pending');
		const head = await ana.head();
		v.trustHead(head, ana.hashAt(), ana.publicKey);
		expect(v.queued).toBeGreaterThan(0);
		await v.flush();
		expect(v.check(copy).status).toBe('altered');
		expect(v.check(t.log[3]).status).toBe('valid');
		expect(v.provenHeads()).toContainEqual(head);
	});
});

