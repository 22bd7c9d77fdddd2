import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { FAIR_KINDS, HEAD_EVERY, signGenesis } from '$engine/core';
import { findGame } from '$engine';
import { verifyGameFile } from '$engine/core';
import { docParts, newGameDoc, readLog, readMeta, readSeats } from '$lib/store/gameDoc';
import { logOf } from '$lib/store/gameLog';
import { withSavedHeads } from '$lib/store/savedChain';
import { close, join, link, open, seats, stubLocalStorage, twoDevicesEachTest, until } from './testTable';

const keys = twoDevicesEachTest();

const options = { life: 20, poison: false };
type Values = { values: Record<string, { life: number }> };

/** A Counters game made on Ana's device in the third signed form (its genesis says `chain: 1`). */
async function chained() {
	const created = Date.now();
	const genesis = { ...(await signGenesis(keys.ana, { game: 'counters', created, options }, seats)), chain: 1 as const };
	return newGameDoc({ game: 'counters', title: 'T', options, seats, created, genesis });
}

/** Ana's phone with that game, and Bo's joined for s1 on a linked document, once the seat is handed over. */
async function chainedPair() {
	const made = await chained();
	const a = open(made.doc, keys.ana);
	const docB = new Y.Doc();
	link(made.doc, docB);
	const b = await join(docB, keys.bo, made.meta.tableId, ['s1']);
	await until(() => a.fair.devices === 2 && b.fair.devices === 2, 'the hand-over');
	a.mySeats = ['s0'];
	return { made, a, b };
}

describe('a session writes hash chains (the third signed form)', () => {
	it('pass-and-play: moves carry no signature, a head is stored every 32 moves and when the table closes, and the game verifies', async () => {
		const { doc } = await chained();
		const s = open(doc, keys.ana);
		for (let i = 0; i < 2 * HEAD_EVERY + 3; i++) {
			expect(s.act('counters/adjust', { player: 's1', counter: 'life', delta: -1 }, 's1')).toBeNull();
			await s.fair.settled();
		}
		await until(() => s.log.filter((e) => e.kind === 'counters/adjust').length === 2 * HEAD_EVERY + 3, 'the moves');
		const moves = s.log.filter((e) => e.kind === 'counters/adjust');
		expect(moves.every((e) => e.sig === undefined && typeof e.n === 'number')).toBe(true);
		expect(moves.map((e) => e.n)).toEqual(moves.map((_, i) => i + 1));
		expect(s.log.filter((e) => e.kind === FAIR_KINDS.head).map((e) => (e.data as { n: number }).n)).toEqual([HEAD_EVERY, 2 * HEAD_EVERY]);
		expect((s.state as Values).values.s1.life).toBe(20 - 2 * HEAD_EVERY - 3);
		// Verify on this phone counts the head it holds in memory
		expect(await s.fair.verify()).toMatchObject({ ok: true, problems: [] });
		const log = s.log;
		close(s);
		// closing the table stored the last head: the document alone verifies
		const heads = Y.encodeStateAsUpdate(doc);
		const copy = new Y.Doc();
		Y.applyUpdate(copy, heads);
		const again = open(copy, keys.ana);
		expect(again.log.length).toBe(log.length + 1);
		expect(await again.fair.verify()).toMatchObject({ ok: true, problems: [] });
		// and the chain goes on from where it stood
		expect(again.act('counters/adjust', { player: 's0', counter: 'life', delta: -1 }, 's0')).toBeNull();
		await again.fair.settled();
		expect(again.log.at(-1)?.n).toBe(2 * HEAD_EVERY + 4);
		close(again);
	});

	it('a move the player makes is in the log when act returns (its head is signed after), unless the log stores its head with it', async () => {
		const { doc } = await chained();
		const s = open(doc, keys.ana);
		await until(() => s.fair.publicKey !== null && s.fair.auth.pending === 0, 'the key');
		const moves = () => s.log.filter((e) => e.kind === 'counters/adjust').length;
		for (let i = 1; i < HEAD_EVERY; i++) {
			expect(s.act('counters/adjust', { player: 's0', counter: 'life', delta: -1 }, 's0')).toBeNull();
			expect(moves()).toBe(i);
			await s.fair.settled();
		}
		// the 32nd stores the head with it: signed first, appended after
		expect(s.act('counters/adjust', { player: 's0', counter: 'life', delta: -1 }, 's0')).toBeNull();
		expect(moves()).toBe(HEAD_EVERY - 1);
		await until(() => moves() === HEAD_EVERY && s.log.at(-1)?.kind === FAIR_KINDS.head, 'the move and its head');
		expect(s.fair.heads.head?.n).toBe(HEAD_EVERY);
		expect(await s.fair.verify()).toMatchObject({ ok: true, problems: [] });
		s.destroy();
	});

	it("two phones: a move is pending on the other phone until its device's head arrives; a fair roll needs no head sent", async () => {
		const { a, b } = await chainedPair();
		expect(a.act('counters/adjust', { player: 's0', counter: 'life', delta: -2 }, 's0')).toBeNull();
		await a.fair.settled();
		await until(() => b.log.some((e) => e.kind === 'counters/adjust'), 'the move on Bo');
		const move = b.log.findIndex((e) => e.kind === 'counters/adjust');
		await b.fair.settled();
		// no head of Ana's covers it on Bo's phone yet: counted, not checked
		expect(b.fair.auth.pending).toBeGreaterThan(0);
		expect(b.outcomes[move].kind).toBe('applied');
		// the head Ana's phone sends with the move (the sync layer's presence: chainHeads.ts)
		b.fair.heads.receiveHead(a.fair.heads.head);
		await until(() => b.fair.auth.pending === 0, 'the head checked');
		// a fair roll: the fair-play events store their device's head with them
		expect(a.fair.roll({ sides: 6, count: 1, then: { kind: 'counters/roll', data: { notation: '1d6' } } })).toBeNull();
		type Last = { lastRoll: { values: number[] } | null };
		await until(() => (a.state as Last).lastRoll !== null && (b.state as Last).lastRoll !== null, 'the roll');
		expect((a.state as Last).lastRoll).toEqual((b.state as Last).lastRoll);
		expect((await b.fair.verify()).ok).toBe(true);
		close(a);
		close(b);
	});

	it("two phones taking turns: each move names the other phone's last by a step from what its own last named, and the stored game verifies", async () => {
		const { made, a, b } = await chainedPair();
		const moves = (s: typeof a) => s.log.filter((e) => e.kind === 'counters/adjust');
		for (let i = 0; i < 6; i++) {
			const [me, other, seat] = i % 2 === 0 ? [a, b, 's0'] : [b, a, 's1'];
			expect(me.act('counters/adjust', { player: seat, counter: 'life', delta: -1 }, seat)).toBeNull();
			await me.fair.settled();
			await until(() => moves(other).length === i + 1, 'the move on the other phone');
			// the head the moving phone sends with its move (the sync layer's presence)
			other.fair.heads.receiveHead(me.fair.heads.head);
			await until(() => other.fair.auth.pending === 0, 'the head checked');
		}
		// from the third move on each names the other's last, one place after the one named before
		expect(moves(a).map((e) => e.step)).toEqual([undefined, undefined, 1, 1, 1, 1]);
		// stored as the number itself in the document
		const stored = docParts(made.doc).log.toArray() as unknown[][];
		expect(stored.filter((t) => t[2] === 'adjust').map((t) => t[6])).toEqual([undefined, expect.any(Array), 1, 1, 1, 1]);
		expect((await a.fair.verify()).ok).toBe(true);
		expect((await b.fair.verify()).ok).toBe(true);
		close(a);
		close(b);
		const meta = readMeta(made.doc)!;
		expect(await verifyGameFile({ meta, seats: readSeats(made.doc), log: readLog(made.doc, meta) }, findGame('counters')!)).toMatchObject({ ok: true, problems: [] });
	});

	it('a head goes to the other phones with its move; one stored in the log with its events, once the page has drawn', async () => {
		const { doc } = await chained();
		const s = open(doc, keys.ana);
		// whether the latest append's task is still running (a microtask queued in it has not run)
		let inAppend = false;
		const stop = logOf(doc).observe((local) => {
			if (!local) return;
			inAppend = true;
			queueMicrotask(() => (inAppend = false));
		});
		const told: { n: number; withMove: boolean }[] = [];
		s.fair.heads.onHead = (head) => told.push({ n: head.n, withMove: inAppend });
		for (let i = 0; i < HEAD_EVERY; i++) {
			expect(s.act('counters/adjust', { player: 's1', counter: 'life', delta: -1 }, 's1')).toBeNull();
			await s.fair.settled();
		}
		await until(() => told.length === HEAD_EVERY, 'every head told');
		// no head's copy goes in its move's task: one the log does not store is signed once the move has
		// gone; the last, stored in the log with its move (every HEAD_EVERY), waited for the page to draw
		expect(told.map((t) => t.withMove)).toEqual(Array<boolean>(HEAD_EVERY).fill(false));
		expect(s.log.filter((e) => e.kind === FAIR_KINDS.head).map((e) => (e.data as { n: number }).n)).toEqual([HEAD_EVERY]);
		stop();
		s.destroy();
	});

	it('a head the page closed on (never stored in the document) is put in an export, and stored at the next open', async () => {
		stubLocalStorage();
		try {
			const { doc } = await chained();
			const s = open(doc, keys.ana);
			for (let i = 0; i < 3; i++) expect(s.act('counters/adjust', { player: 's0', counter: 'life', delta: -1 }, 's0')).toBeNull();
			await until(() => s.log.length === 3, 'the moves');
			// the page closes here: no head in the document
			const stored = Y.encodeStateAsUpdate(doc);
			const copy = () => {
				const d = new Y.Doc();
				Y.applyUpdate(d, stored);
				return d;
			};
			const fileOf = (d: Y.Doc) => {
				const meta = readMeta(d)!;
				return { meta, seats: readSeats(d), log: readLog(d, meta) };
			};
			const counters = findGame('counters')!;
			expect((await verifyGameFile(fileOf(copy()), counters)).problems.map((p) => p.code)).toEqual(['core/not-covered', 'core/not-covered', 'core/not-covered']);
			expect(await verifyGameFile(withSavedHeads(fileOf(copy())), counters)).toMatchObject({ ok: true, problems: [] });
			const reopened = copy();
			const again = open(reopened, keys.ana);
			await until(() => again.log.some((e) => e.kind === FAIR_KINDS.head), 'the saved head stored');
			expect(await verifyGameFile(fileOf(reopened), counters)).toMatchObject({ ok: true, problems: [] });
			close(again);
		} finally {
			vi.unstubAllGlobals();
		}
	});
});
