import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAIR_KINDS, HEAD_EVERY, type DeviceKeys, type GameEvent, type HeadData } from '$engine/core';
import { loadChain } from '$lib/store/savedChain';
import { CheckSchedule } from './checkSchedule';
import { FairView } from './fairView.svelte';
import { useDeviceKeysForTests } from './keyStore';
import { SigningChain } from './signingChain';
import type { PlayedGame } from './playedGame';
import { stubLocalStorage, twoDevices } from './testTable';

let anaKeys: DeviceKeys;
beforeEach(async () => {
	[anaKeys] = await twoDevices();
	stubLocalStorage();
});
afterEach(() => {
	vi.unstubAllGlobals();
});

/**
 * A signing chain over a stand-in chained game (genesis `chain: 1`) whose log is what it appended;
 * `onAppend` sees each batch as it is appended, with the latest head of the chain at that moment.
 */
async function chainOf(onAppend: (events: GameEvent[], latest: HeadData | null) => void = () => {}, log: GameEvent[] = []) {
	const meta = { created: 0, tableId: 'table', genesis: { chain: 1, key: anaKeys.publicKey } };
	const table = { meta, seats: [], log, refold() {}, notify() {} } as unknown as PlayedGame;
	const view = new FairView();
	view.auth = { ...view.auth, signed: true };
	useDeviceKeysForTests(anaKeys);
	const checks = new CheckSchedule('test', table, view);
	const chain = new SigningChain('test', table, { append: (events) => (onAppend(events, chain.chain.latest), log.push(...events)) }, view, checks);
	useDeviceKeysForTests(null);
	await chain.keysReady;
	const announced: HeadData[] = [];
	chain.chain.onHead = (head) => announced.push(head);
	const move = (id: string, kind = 'counters/adjust'): GameEvent => ({ id, seat: 's0', kind, data: { player: 's0', counter: 'life', delta: -1 }, at: 0 });
	return { log, chain, move, announced, checks };
}

describe("this device's chain: a move leaves before its head is signed", () => {
	it('appends a move whose head the log does not store before signing that head, then sends the head that covers it', async () => {
		const seen: (number | null)[] = [];
		const { log, chain, move, announced } = await chainOf((_, latest) => seen.push(latest?.n ?? null));
		expect(await chain.append(() => [move('m1')])).toBe(true);
		expect(await chain.append(() => [move('m2')])).toBe(true);
		expect(log.map((e) => [e.kind, e.n])).toEqual([
			['counters/adjust', 1],
			['counters/adjust', 2]
		]);
		// at each append no head covered the move yet: it was signed after
		expect(seen).toEqual([null, 1]);
		expect(announced.map((h) => h.n)).toEqual([1, 2]);
		expect(chain.chain.latest?.n).toBe(2);
	});

	it('signs the head first when the log stores it with the batch (a fair-play event, every HEAD_EVERY events)', async () => {
		const { log, chain, move, announced } = await chainOf();
		for (let i = 1; i < HEAD_EVERY; i++) await chain.append(() => [move(`m${i}`)]);
		expect(log.some((e) => e.kind === FAIR_KINDS.head)).toBe(false);
		await chain.append(() => [move(`m${HEAD_EVERY}`)]);
		expect(log.slice(-2).map((e) => e.kind)).toEqual(['counters/adjust', FAIR_KINDS.head]);
		expect((log.at(-1)!.data as { n: number }).n).toBe(HEAD_EVERY);
		// its copy to the other phones goes once the page has drawn (it travels in the log already)
		await vi.waitUntil(() => announced.at(-1)?.n === HEAD_EVERY, { timeout: 2000, interval: 5 });
	});

	it('a page hidden while the head is being signed saves the chain with the move in it (a reload goes on after it)', async () => {
		const atHide: { n?: number; head?: number }[] = [];
		let chainRef: SigningChain | null = null;
		const { chain, move } = await chainOf(() => {
			// the page is hidden right after the move went, before its head is signed (heads.ts calls keep then)
			queueMicrotask(() => {
				chainRef?.chain.keep();
				const s = loadChain('table', 'test', anaKeys.publicKey);
				atHide.push({ n: s?.n, head: s?.head?.n });
			});
		});
		chainRef = chain;
		await chain.append(() => [move('m1')]);
		await chain.append(() => [move('m2')]);
		expect(atHide).toEqual([
			{ n: 1, head: undefined },
			{ n: 2, head: 1 }
		]);
		expect(loadChain('table', 'test', anaKeys.publicKey)).toMatchObject({ n: 2, head: { n: 2 } });
	});

	it('after a reload, goes on from its saved place: an event someone placed at its next place in the log is not taken as its own', async () => {
		const first = await chainOf();
		await first.chain.append(() => [first.move('m1')]);
		await first.chain.append(() => [first.move('m2')]);
		const ref = first.log[0].id.slice(0, -1);
		// a table member writes a move at this device's next place (no head of this device covers it)
		const forged: GameEvent = { ...first.move('x'), id: `${ref}3`, n: 3, data: { player: 's0', counter: 'life', delta: -20 } };
		first.log.push(forged);
		// the page reloads: a new chain over the same log, this device's saved place on it
		const again = await chainOf(() => {}, first.log);
		await again.chain.append(() => [again.move('m3')]);
		const mine = again.log.at(-1)!;
		expect(mine.n).toBe(3);
		expect(mine).not.toEqual(forged);
		// the head it signed covers its own third move, not the forged one
		expect(again.chain.chain.latest?.n).toBe(3);
		expect(loadChain('table', 'test', anaKeys.publicKey)?.n).toBe(3);
	});
});

describe("this device's own heads are not checked again", () => {
	it('a head it signed, sent after its move or stored with it, leaves nothing of its own to check', async () => {
		const { log, chain, move, checks } = await chainOf();
		await chain.append(() => [move('m1')]);
		await chain.append(() => [move('d1', FAIR_KINDS.device)]);
		expect(log.map((e) => e.kind)).toEqual(['counters/adjust', FAIR_KINDS.device, FAIR_KINDS.head]);
		// the log as the next fold reads it: its own events and the head stored with the second
		checks.verifier.learnKeys(log);
		expect(log.slice(0, 2).map((e) => checks.verifier.check(e).status)).toEqual(['valid', 'valid']);
		expect(checks.queued).toBe(0);
		expect(checks.verifier.provenHeads().map((h) => h.n)).toEqual([2]);
	});
});

