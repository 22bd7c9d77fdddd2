import { describe, expect, it } from 'vitest';
import { seededRng } from '$engine/core';
import { auditHiddenGame, generateBoxKeys, HIDDEN_KINDS, worldHash, type GmEscrowData, type GmTurnData } from '$engine/core/hidden';
import { fogHidden, type FogWorld } from '$engine/fog';
import { exportGmKeys, generateGmKeys, importGmKeys, openEscrow, openGmKeyFile, sealGmKeyFile } from './gmKeys';
import { GmHost } from './gmHost';
import type { HiddenLog } from './hiddenLog';
import { SeatInbox } from './seatInbox';
import { seatActs } from './seatBot';
import { YNet } from './yNet';

const seats = ['A', 'B', 'C'].map((id) => ({ id, name: `Seat ${id}` }));
const seatIds = seats.map((s) => s.id);
const ctx = { options: { turns: 6 }, seats };
const rng = seededRng(7);

async function inboxes(domain: string, logs: HiddenLog[]) {
	return Promise.all(seatIds.map(async (seat, i) => new SeatInbox({ game: fogHidden, domain, seats: seatIds, seat, box: await generateBoxKeys(), log: logs[i] })));
}

/** Every phone acts, and everything is delivered, until the GM has run `turn`. */
async function playUntil(net: YNet | null, gm: GmHost, players: SeatInbox[], turn: number) {
	for (let round = 0; round < 40 && (await gm.slice()).turn < turn; round++) {
		await gm.react();
		net?.settle();
		for (const p of players) expect(await seatActs(p, fogHidden, rng, 1)).toBe(true);
		net?.settle();
	}
	expect((await gm.slice()).turn).toBe(turn);
}

/** One phone holding the GM and every seat. */
async function onePhone(seed: number, blind = false) {
	const net = new YNet(1, 'hidden-test', seats, seed);
	const domain = `hidden-test@${net.meta.created}`;
	const log = net.logs[0];
	const gm = new GmHost({ game: fogHidden, ctx, domain, keys: await generateGmKeys(), log, blind });
	return { net, domain, log, gm, players: await inboxes(domain, [log, log, log]) };
}

const lastWorldHash = async (gm: GmHost) => (await gm.slice()).turns.at(-1)!.worldHash;

describe('lost phones', () => {
	it("the GM's phone restored from its passphrase file rebuilds the same world and carries on; a player's lost phone is rebound and gets its latest report again", async () => {
		// phones 0-3: the GM and the seats; 4: the GM's new phone; 5: B's new phone
		const net = new YNet(6, 'hidden-test', seats, 1);
		const domain = `hidden-test@${net.meta.created}`;
		const keys = await generateGmKeys();
		const file = await sealGmKeyFile(await exportGmKeys(keys), 'pass phrase');
		const gm = new GmHost({ game: fogHidden, ctx, domain, keys, log: net.logs[0] });
		const players = await inboxes(domain, net.logs.slice(1, 4));
		await playUntil(net, gm, players, 2);

		const restored = (await importGmKeys((await openGmKeyFile(file, 'pass phrase'))!))!;
		const newGm = new GmHost({ game: fogHidden, ctx, domain, keys: restored, log: net.logs[4] });
		const replayed = await newGm.reopen();
		expect(replayed.difference).toBeNull();
		expect(replayed.position!.turn).toBe(2);
		expect(replayed.position!.world).toEqual(gm.position!.world);
		expect(worldHash(restored.secret, 2, fogHidden.worldDigest(replayed.position!.world as FogWorld))).toBe(await lastWorldHash(newGm));
		await newGm.takeover('phone-4');
		net.settle();
		expect((await newGm.slice()).gm!.device).toBe('phone-4');

		const newB = new SeatInbox({ game: fogHidden, domain, seats: seatIds, seat: 'B', box: await generateBoxKeys(), log: net.logs[5] });
		await newB.react();
		expect(newB.latest).toBeNull();
		const [rebind, resend] = await newGm.rebind('B', newB.o.box.publicKey, 'phone-5');
		expect([rebind.kind, resend.kind]).toEqual([HIDDEN_KINDS.rebind, HIDDEN_KINDS.resend]);
		net.settle();
		await newB.react();
		expect(newB.latest!.turn).toBe(2);
		expect(newB.problems).toEqual([]);
		expect((await newB.slice()).actions.map((a) => a.kind)).toEqual([HIDDEN_KINDS.takeover, HIDDEN_KINDS.rebind, HIDDEN_KINDS.resend]);

		await playUntil(net, newGm, [players[0], newB, players[2]], 6);
		expect(newB.latest!.turn).toBe(6);
		expect(newB.problems).toEqual([]);
		// the lost phone's key opens nothing sealed after the rebind
		await players[1].react();
		expect(players[1].latest!.turn).toBe(2);
		await newGm.reveal();
		net.settle();
		expect((await auditHiddenGame(fogHidden, ctx, domain, seatIds, net.logs[3].events())).text).toBe('Audit: 6/6 turns');
		net.destroy();
	});

	it('a co-GM takes over from the escrow and continues the same game', async () => {
		const net = new YNet(5, 'hidden-test', seats, 2);
		const domain = `hidden-test@${net.meta.created}`;
		const gm = new GmHost({ game: fogHidden, ctx, domain, keys: await generateGmKeys(), log: net.logs[0] });
		const players = await inboxes(domain, net.logs.slice(1, 4));
		await playUntil(net, gm, players, 1);
		const coGm = await generateBoxKeys();
		await gm.escrow(coGm.publicKey);
		net.settle();
		const escrow = net.logs[4].events().find((e) => e.kind === HIDDEN_KINDS.escrow)!.data as GmEscrowData;
		const keys = (await openEscrow(coGm, domain, escrow.box))!;
		const taken = new GmHost({ game: fogHidden, ctx, domain, keys, log: net.logs[4] });
		await taken.takeover('co-gm');
		await playUntil(net, taken, players, 3);
		const turnEvents = net.logs[4].events().filter((e) => e.kind === HIDDEN_KINDS.turn);
		expect(turnEvents.map((e) => (e.data as GmTurnData).turn)).toEqual([0, 1, 2, 3]);
		net.destroy();
	});
});

describe('pass-and-play: one phone as GM and every seat', () => {
	it("runs the same flow on one document; a blind GM's opening of the god view is recorded for the table", async () => {
		const { net, domain, log, gm, players } = await onePhone(3, true);
		await playUntil(null, gm, players, 3);
		expect((await gm.slice()).actions).toEqual([]);
		expect((await gm.godView())!.turn).toBe(3);
		await playUntil(null, gm, players, 6);
		const slice = await gm.slice();
		expect(slice.actions).toEqual([{ kind: HIDDEN_KINDS.peek, eventId: expect.any(String), turn: 3 }]);
		for (const p of players) expect([...p.reports.keys()]).toEqual([0, 1, 2, 3, 4, 5, 6]);
		await gm.reveal();
		expect((await auditHiddenGame(fogHidden, ctx, domain, seatIds, log.events())).ok).toBe(true);
		net.destroy();
	});
});

describe('the turn runs at the deadline', () => {
	it('with seats still to seal, not before the deadline, and then with their defaults shown publicly', async () => {
		const { net, gm, players } = await onePhone(4);
		await playUntil(null, gm, players, 1);
		// every seat has sealed turn 2: without autoRun, the GM's phone still waits for the deadline
		expect(await gm.react({ autoRun: false, deadline: 2000, now: 1000 })).toEqual([]);
		expect(await gm.react({ autoRun: false, deadline: 2000, now: 2000 })).toHaveLength(1);
		expect(await seatActs(players[0], fogHidden, rng, 1)).toBe(true);
		expect(await gm.react({ deadline: 3000, now: 2500 })).toEqual([]);
		expect(await gm.react({ deadline: 3000, now: 3000 })).toHaveLength(1);
		const turn = (await gm.slice()).turns[3];
		expect(turn.used.A).not.toBe('default');
		expect([turn.used.B, turn.used.C]).toEqual(['default', 'default']);
		net.destroy();
	});

	it('the deadline the GM published runs the turn when it passes; a correction reaches the world and the audit', async () => {
		const { net, domain, log, gm, players } = await onePhone(5);
		await playUntil(null, gm, players, 1);
		await gm.setDeadline(5000);
		expect((await gm.slice()).deadline).toEqual({ turn: 2, at: 5000 });
		await gm.correct('Seat A lost a counter to a misread rule', { seat: 'A' });
		expect(await gm.react({ autoRun: false, now: 4999 })).toEqual([]);
		expect(await gm.react({ autoRun: false, now: 5000 })).toHaveLength(1);
		const slice = await gm.slice();
		expect([slice.turn, slice.deadline, slice.corrections.map((c) => c.reason)]).toEqual([2, null, ['Seat A lost a counter to a misread rule']]);
		await playUntil(null, gm, players, 6);
		await gm.reveal();
		expect(await auditHiddenGame(fogHidden, ctx, domain, seatIds, log.events())).toMatchObject({ ok: true, text: 'Audit: 6/6 turns' });
		net.destroy();
	});
});
