import { describe, expect, it } from 'vitest';
import { fogHidden } from '$engine/fog';
import { generateGmKeys } from './gmKeys';
import { GmHost } from './gmHost';
import { openSeatInbox, seatSecrets } from './seatSecrets';
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
