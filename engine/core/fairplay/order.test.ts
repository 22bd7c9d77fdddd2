/**
 * Outcomes no placement can steer (issue 17, item 3): a table member may insert entries anywhere in
 * the log (Yjs orders concurrent inserts by client id; client id 0 lands first). What it inserts
 * must not change the outcome of entries it did not write.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../types';
import { FAIR_REJECTIONS as F } from './codes';
import { FAIR_KINDS as K } from './kinds';
import { fingerprint, keyRef } from './signature';
import { Device, foldVerified, pickGame, Table } from './fairKit';
import { verifyGameFile } from './verifyFile';

let ana: Device;
let bo: Device;
let eve: Device;

beforeAll(async () => {
	[ana, bo, eve] = await Promise.all([Device.make(), Device.make(), Device.make()]);
});

const roll = (n: number) => ({ roll: { sides: 6, values: [n], source: 'device' } });

/** Ana makes the game (holding both seats), hands Bo's seat to Bo's phone, and they play. */
async function game(): Promise<Table> {
	const t = new Table([ana, bo, eve], await ana.genesis());
	await t.write(ana, { seat: 's1', kind: K.handOver, data: { seat: 's1', publicKey: bo.publicKey } });
	await t.write(ana, { seat: 's0', kind: 'pick/roll', data: roll(1) });
	await t.write(bo, { seat: 's1', kind: 'pick/roll', data: roll(2) });
	await t.write(ana, { seat: 's0', kind: 'pick/roll', data: roll(3) });
	await t.write(bo, { seat: 's1', kind: 'pick/roll', data: roll(4) });
	return t;
}

const codesOf = async (t: Table, log: GameEvent[]) => (await foldVerified(log, pickGame, t.seats, t.genesis)).codes;

describe('seats bound when the game was made', () => {
	it('a claim inserted before every entry takes no seat, and every honest move still counts', async () => {
		const t = await game();
		const steal = await eve.sign({ id: `${keyRef(eve.publicKey)}x1`, seat: 's0', kind: K.claim, data: { seat: 's0', publicKey: eve.publicKey }, after: [] });
		const log = [steal, ...t.log];
		expect(await codesOf(t, log)).toEqual([F.seatTaken, 'applied', 'applied', 'applied', 'applied', 'applied']);
		const report = await verifyGameFile(t.file(log), pickGame);
		expect(report.ok).toBe(true);
		expect(report.holders).toEqual({ s0: fingerprint(ana.publicKey), s1: fingerprint(bo.publicKey) });
	});

	it('a genesis not signed by the key it names is reported', async () => {
		const t = await game();
		const forged = { ...t.genesis!, key: eve.publicKey };
		const report = await verifyGameFile({ ...t.file(), meta: { ...t.file().meta, genesis: forged } }, pickGame);
		expect(report.ok).toBe(false);
		expect(report.problems[0]).toMatchObject({ index: -1, code: F.altered });
	});
});

describe('a copy cannot censor or move the event it copies', () => {
	it('an altered copy placed first is refused and takes no id: the real move counts', async () => {
		const t = await game();
		const real = t.log[3];
		const forged = { ...real, data: roll(6) };
		const codes = await codesOf(t, [forged, ...t.log]);
		expect(codes[0]).toBe(F.altered);
		expect(codes.slice(1)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
	});

	it('an exact copy placed before what its device had seen is void; the real move counts where it was made', async () => {
		const t = await game();
		const log = [...t.log];
		// Ana's second roll, copied before Bo's first roll (which Ana had seen when she rolled)
		log.splice(2, 0, t.log[3]);
		const { codes, state } = await foldVerified(log, pickGame, t.seats, t.genesis);
		expect(codes).toEqual(['applied', 'applied', F.outOfPlace, 'applied', 'applied', 'applied']);
		expect(state.game.lastRoll).toBe(4);
		expect(state.game.rollCount).toBe(4);
	});

	it('a copy of a hand-over moved before the moves it follows cannot take the seat back early', async () => {
		const t = await game();
		const back = await t.write(bo, { seat: 's1', kind: K.handOver, data: { seat: 's1', publicKey: ana.publicKey } });
		// placed right after the first hand-over it would make both of Bo's rolls "wrong device"
		const log = [t.log[0], back, ...t.log];
		const codes = await codesOf(t, log);
		expect(codes[1]).toBe(F.outOfPlace);
		expect(codes.filter((c) => c === 'applied')).toHaveLength(6);
	});

	it("an event another device signs with someone else's id takes nothing", async () => {
		const t = await game();
		const real = t.log[1];
		const theft = await eve.sign({ id: real.id, seat: null, kind: K.device, data: { publicKey: eve.publicKey }, after: [] });
		const codes = await codesOf(t, [theft, ...t.log]);
		expect(codes[0]).toBe(F.wrongDevice);
		expect(codes.slice(1).every((c) => c === 'applied')).toBe(true);
	});

	it('a copy placed after the real event is a replay', async () => {
		const t = await game();
		const codes = await codesOf(t, [...t.log, t.log[2]]);
		expect(codes.at(-1)).toBe(F.replayed);
	});

	it('a file with an event removed in the middle does not verify', async () => {
		const t = await game();
		const cut = t.log.filter((_, i) => i !== 2);
		const report = await verifyGameFile(t.file(cut), pickGame);
		expect(report.ok).toBe(false);
		expect(report.problems[0]).toMatchObject({ index: 2, code: F.outOfPlace });
	});

	it('whatever the placement of a copy, the honest moves take effect in the same order (every copy, every position)', async () => {
		const t = await game();
		const applied = async (log: GameEvent[]) => {
			const codes = await codesOf(t, log);
			return log.filter((_, i) => codes[i] === 'applied').map((e) => e.id);
		};
		const honest = await applied(t.log);
		expect(honest).toHaveLength(t.log.length);
		for (let c = 0; c < t.log.length; c++) {
			for (let at = 0; at <= t.log.length; at++) {
				const log = [...t.log];
				log.splice(at, 0, t.log[c]);
				expect(await applied(log)).toEqual(honest);
			}
		}
	});
});
