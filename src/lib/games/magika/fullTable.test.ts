import { describe, expect, it } from 'vitest';
import { seededRng } from '$engine/core';
import { auditHiddenGame, generateBoxKeys } from '$engine/core/hidden';
import { magikaHidden, type Report } from '$engine/magika';
import { generateGmKeys, GmHost, SeatInbox } from '$lib/hidden';
import { YNet } from '$lib/hidden/yNet';
import { MagikaSeat } from './magikaSeat.svelte';
import { OrderDraft } from './orderDraft.svelte';

const PLAYERS = 12;
const TURNS = 10;
const seats = Array.from({ length: PLAYERS }, (_, i) => ({ id: `p${i}`, name: `Player ${i}` }));
const marker = (seat: string, turn: number) => `marker-${seat}-t${turn}`;

/**
 * A full table in memory: the GM's document and twelve players' documents, updates delivered in a
 * random order. Each player writes its orders on the Orders screen's model (the standard turn) with
 * a message to its own mage carrying a marker, and seals through its SeatInbox.
 */
async function fullTable(seed: number) {
	const net = new YNet(PLAYERS + 1, 'magika', seats, seed);
	for (let a = 0; a <= PLAYERS; a++) for (let b = a + 1; b <= PLAYERS; b++) net.connect(a, b);
	const domain = `magika@${net.meta.created}`;
	const ctx = { options: { maxTurns: TURNS }, seats };
	const gm = new GmHost({ game: magikaHidden, ctx, domain, keys: await generateGmKeys(), log: net.logs[0] });
	const players = await Promise.all(seats.map(async (s, i) => new MagikaSeat(new SeatInbox({ game: magikaHidden, domain, seats: seats.map((x) => x.id), seat: s.id, box: await generateBoxKeys(), log: net.logs[i + 1] }))));
	const rng = seededRng(seed);
	const deliverSome = () => {
		for (let k = net.inflight.length; k > 0 && net.inflight.length; k -= 2) net.deliver(rng.die(net.inflight.length) - 1);
	};
	for (let round = 0; round < 40 * TURNS && !(await gm.slice()).over; round++) {
		await gm.react();
		deliverSome();
		for (const p of players) {
			await p.refresh();
			const latest = p.reports.at(-1);
			if (p.over || p.sealed || !latest || p.turn < 0 || latest.turn - 1 !== p.turn) continue;
			const draft = new OrderDraft(p.reports, p.last);
			draft.standard();
			expect(draft.addMessage({ to: latest.you.id, text: marker(p.inbox.o.seat, p.turn), anonymous: false })).toBeNull();
			expect(await p.seal(draft.orders)).toBe(true);
		}
		deliverSome();
		if (round % 7 === 6) net.settle();
	}
	await gm.reveal();
	net.settle();
	for (const p of players) await p.refresh();
	return { net, gm, players, domain, ctx };
}

describe('a full Magika table in memory', () => {
	it('the GM and twelve players play ten turns to one public log; each seat holds exactly its own reports; the audit passes', async () => {
		const { net, gm, players, domain, ctx } = await fullTable(5);
		try {
			const logs = net.logs.map((l) => JSON.stringify(l.events()));
			for (const log of logs) expect(log).toBe(logs[0]);
			const slice = await gm.slice();
			expect(slice.over).toBe(true);
			expect(slice.turns.length - 1).toBe(TURNS);
			for (const p of players) {
				expect(p.inbox.problems).toEqual([]);
				expect([...p.inbox.reports.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: TURNS + 1 }, (_, i) => i));
				const mine = p.reports as Report[];
				expect(new Set(mine.map((r) => r.seat))).toEqual(new Set([p.inbox.o.seat]));
				// its own marker came back in its own report; no other seat's marker is in anything it holds
				const held = JSON.stringify(mine);
				expect(held).toContain(marker(p.inbox.o.seat, 1));
				for (const other of seats) if (other.id !== p.inbox.o.seat) expect(held).not.toContain(`marker-${other.id}-`);
			}
			// the shared log carries no marker in the clear
			expect(logs[0]).not.toMatch(/marker-/);
			const audit = await auditHiddenGame(magikaHidden, ctx, domain, seats.map((s) => s.id), net.logs[1].events());
			expect(audit.text).toBe(`Audit: ${TURNS}/${TURNS} turns`);
		} finally {
			net.destroy();
		}
	}, 300_000);
});
