import { describe, expect, it } from 'vitest';
import { foldLog } from '../fold';
import { HIDDEN_KINDS as H } from '../hidden/kinds';
import { GmSignatures } from '../hidden/gmSig';
import { gmEvent, gmOpen } from '../hidden/gmTurn';
import { newGmKeys } from '../hidden/testKit';
import { fogGame } from '../../fog/fileKit';
import { fairInitial, fairStep, type FairState } from '../protocols/layer';
import { hiddenGm } from '../protocols/hidden/protocol';
import { FAIR_REJECTIONS as F } from './codes';
import { FAIR_KINDS } from './kinds';
import { DOMAIN, Device, pickGame, SEATS, Table } from './fairKit';
import { isRejection, type GameEvent } from '../types';

const codes = (t: Table) => Array.from(t.auth().verdicts, (v) => v?.code ?? 'ok');
const box = 'A'.repeat(43);

async function table() {
	const [maker, player, other] = await Promise.all([Device.make(), Device.make(), Device.make()]);
	const t = new Table([maker, player, other], await maker.genesis());
	await t.write(maker, { seat: SEATS[1].id, kind: 'core/hand-over', data: { seat: SEATS[1].id, publicKey: player.publicKey } });
	return { t, maker, player, other };
}

describe("auth: the game master's events come from the game master's device", () => {
	it('the device that made the game is the genesis key; else the device of the first claim let through, not of a forged one before it', async () => {
		const [maker, player, other] = await Promise.all([Device.make(), Device.make(), Device.make()]);
		expect(new Table([maker, player], await maker.genesis()).auth().maker).toBe(maker.publicKey);
		const t = new Table([maker, player, other]);
		const claim = (d: Device, seat: number, key: string) => t.write(d, { seat: SEATS[seat].id, kind: FAIR_KINDS.claim, data: { seat: SEATS[seat].id, publicKey: key } });
		// `other` signs a claim naming `player`'s key: refused, so it names no maker
		await claim(other, 0, player.publicKey);
		await claim(maker, 1, maker.publicKey);
		await claim(player, 0, player.publicKey);
		expect(codes(t)).toEqual([F.wrongDevice, 'ok', 'ok']);
		expect(t.auth().maker).toBe(maker.publicKey);
	});

	it('opens the role from the device that made the game only; later GM events from the GM device only', async () => {
		const { t, maker, player, other } = await table();
		await t.write(other, { seat: null, kind: H.open, data: {} });
		await t.write(maker, { seat: null, kind: H.open, data: {} });
		await t.write(player, { seat: null, kind: H.peek, data: { turn: 0 } });
		await t.write(maker, { seat: null, kind: H.peek, data: { turn: 0 } });
		// a table move that is no GM event is still any device's
		await t.write(player, { seat: null, kind: 'pick/note', data: {} });
		expect(codes(t)).toEqual(['ok', F.notGmDevice, 'ok', F.notGmDevice, 'ok', 'ok']);
	});

	it('a hand-over moves the role; a takeover adds the device it names, written by that device', async () => {
		const { t, maker, player, other } = await table();
		await t.write(maker, { seat: null, kind: H.open, data: {} });
		await t.write(maker, { seat: null, kind: H.handOver, data: { device: player.publicKey } });
		await t.write(maker, { seat: null, kind: H.peek, data: { turn: 0 } });
		await t.write(player, { seat: null, kind: H.peek, data: { turn: 0 } });
		await t.write(other, { seat: null, kind: H.takeover, data: { device: maker.publicKey } });
		await t.write(other, { seat: null, kind: H.takeover, data: { device: other.publicKey } });
		await t.write(other, { seat: null, kind: H.pause, data: { paused: true } });
		expect(codes(t).slice(1)).toEqual(['ok', 'ok', F.notGmDevice, 'ok', F.notGmDevice, 'ok', 'ok']);
	});

	it("a rebind naming a device moves the seat there: the seat's events then come from that device only", async () => {
		const { t, maker, player, other } = await table();
		const seat = SEATS[1].id;
		await t.write(maker, { seat: null, kind: H.open, data: {} });
		await t.write(player, { seat, kind: H.input, data: { turn: 1, commit: 'x', box } });
		await t.write(player, { seat: null, kind: H.rebind, data: { seat, key: other.publicKey, device: other.publicKey } });
		await t.write(maker, { seat: null, kind: H.rebind, data: { seat, key: other.publicKey, device: other.publicKey } });
		await t.write(player, { seat, kind: H.input, data: { turn: 1, commit: 'x', box } });
		await t.write(other, { seat, kind: H.input, data: { turn: 1, commit: 'x', box } });
		expect(codes(t).slice(1)).toEqual(['ok', 'ok', F.notGmDevice, 'ok', F.wrongDevice, 'ok']);
		expect(t.auth().holders[seat]).toBe(other.publicKey);
	});
});

describe('the hidden protocol is one of the table protocols', () => {
	const seats = SEATS.map((s) => s.id);
	async function opened() {
		const keys = await newGmKeys();
		const open = await gmOpen(keys, DOMAIN, 'o1');
		const event: GameEvent = { ...open, seat: null, at: 1 };
		return { keys, event };
	}
	const fold = (game: typeof fogGame, log: GameEvent[], sigs: GmSignatures) =>
		foldLog<FairState>(game, fairInitial(game.setup({ options: {}, seats: SEATS }), {}, seats), log, undefined, fairStep(game, undefined, { gmSig: sigs.check }));

	it("a hidden game's fold takes a GM event once its signature is checked (pending until then), and refuses a forged one", async () => {
		const { keys, event } = await opened();
		const sigs = new GmSignatures(DOMAIN);
		expect(fold(fogGame, [event], sigs).outcomes[0]).toMatchObject({ kind: 'rejected', rejection: { code: 'core/gm-signature-pending' } });
		expect(await sigs.flush()).toBe(true);
		const after = fold(fogGame, [event], sigs);
		expect(after.outcomes[0].kind).not.toBe('rejected');
		expect(hiddenGm.of(after.state).gm?.sign).toBe(keys.sign.publicKey);
		const peek = { ...(await gmEvent(keys, DOMAIN, 'p1', H.peek, { turn: -1 })), seat: null, at: 2 };
		const forged = { ...peek, id: 'p2', data: { ...(peek.data as object), turn: 5 } };
		fold(fogGame, [event, peek, forged], sigs);
		await sigs.flush();
		const codes = fold(fogGame, [event, peek, forged], sigs).outcomes.map((o) => (o.kind === 'rejected' ? o.rejection.code : 'ok'));
		expect(codes).toEqual(['ok', 'ok', 'core/not-gm']);
	});

	it('a game without a game master refuses the hidden kinds', async () => {
		const { event } = await opened();
		const sigs = new GmSignatures(DOMAIN);
		fold(pickGame as typeof fogGame, [event], sigs);
		await sigs.flush();
		const out = fold(pickGame as typeof fogGame, [event], sigs).outcomes[0];
		expect(out).toMatchObject({ kind: 'rejected', rejection: { code: 'core/not-hidden' } });
		expect(isRejection(hiddenGm.step(hiddenGm.initial({ gameState: null, holders: {}, seats }), event, { game: pickGame, gameState: null, gmSig: () => 'valid', read: () => null as never, play: () => null }))).toBe(true);
	});
});
