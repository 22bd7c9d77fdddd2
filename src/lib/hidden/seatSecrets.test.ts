import { describe, expect, it } from 'vitest';
import { fogHidden } from '$engine/fog';
import { generateGmKeys } from './gmKeys';
import { GmHost } from './gmHost';
import { forgetSeatSecrets, keepsSeatSecrets, openSeatInbox, seatSecrets } from './seatSecrets';
import { SeatInbox } from './seatInbox';
import { YNet } from './yNet';

const seats = ['A', 'B', 'C'].map((id) => ({ id, name: `Seat ${id}` }));
const seatIds = seats.map((s) => s.id);

/** A GM and three seats on one log; seat A's phone reloads after committing to the mix. */
async function reloadAfterCommit(table: string, reopen: (domain: string, log: YNet['logs'][number]) => Promise<SeatInbox>) {
	const net = new YNet(1, table, seats, 3);
	const domain = `${table}@${net.meta.created}`;
	const log = net.logs[0];
	const gm = new GmHost({ game: fogHidden, ctx: { options: { turns: 3 }, seats }, domain, keys: await generateGmKeys(), log });
	await gm.react();
	const players = await Promise.all(seatIds.map((seat) => openSeatInbox(table, { game: fogHidden, domain, seats: seatIds, seat, log })));
	await players[0].react();
	expect(Object.keys((await gm.slice()).mixCommits)).toEqual(['A']);
	players[0] = await reopen(domain, log);
	for (let round = 0; round < 4; round++) {
		await gm.react();
		for (const p of players) await p.react();
	}
	return { slice: await gm.slice(), a: players[0] };
}

describe("a seat's secrets kept across a reload", () => {
	it('a reopened seat reveals the share it committed to, completes the mix and opens its report', async () => {
		const { slice, a } = await reloadAfterCommit('kept', (domain, log) => openSeatInbox('kept', { game: fogHidden, domain, seats: seatIds, seat: 'A', log }));
		expect(Object.keys(slice.mixReveals).sort()).toEqual(seatIds);
		expect(slice.turns[0].skipped).toEqual([]);
		expect(a.latest?.turn).toBe(0);
	});

	it('a phone that forgot them cannot (the table plays on without its share)', async () => {
		const { slice, a } = await reloadAfterCommit('forgot', async (domain, log) => new SeatInbox({ game: fogHidden, domain, seats: seatIds, seat: 'A', log, box: (await seatSecrets('other', domain, 'A')).box }));
		expect(slice.mixReveals.A).toBeUndefined();
		expect(a.latest).toBeNull();
	});
});

describe("a seat's secrets once the game is over", () => {
	it('are kept while the game runs and deleted when it is over', async () => {
		const table = 'ends';
		const net = new YNet(1, table, seats, 3);
		const domain = `${table}@${net.meta.created}`;
		const log = net.logs[0];
		const gm = new GmHost({ game: fogHidden, ctx: { options: { turns: 1 }, seats }, domain, keys: await generateGmKeys(), log });
		const players = await Promise.all(seatIds.map((seat) => openSeatInbox(table, { game: fogHidden, domain, seats: seatIds, seat, log })));
		for (let round = 0; round < 4; round++) {
			await gm.react();
			for (const p of players) await p.react();
		}
		const running = await gm.slice();
		expect(running.turn).toBe(0);
		expect(await forgetSeatSecrets(table, domain, running, seatIds)).toBe(false);
		expect(await keepsSeatSecrets(table, domain, 'A')).toBe(true);
		for (const p of players) await p.seal({ add: [1, 0, 0] });
		await gm.react();
		const over = await gm.slice();
		expect(over.over).toBe(true);
		expect(await forgetSeatSecrets(table, domain, over, seatIds)).toBe(true);
		for (const seat of seatIds) expect(await keepsSeatSecrets(table, domain, seat)).toBe(false);
		// a phone asking again gets new ones: the old box key is gone
		expect((await seatSecrets(table, domain, 'A')).box.publicKey).not.toBe(players[0].o.box.publicKey);
	});
});
