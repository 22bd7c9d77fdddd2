/**
 * Ids read from events (a seat, a roll's round, a device key) are looked up as own keys only
 * (engine/core/own.ts): a prototype name neither throws, nor reaches Object.prototype, nor changes
 * the fold of the honest moves around it (issue 17, item 5, in the fair-play layer).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { foldLog } from '../fold';
import type { GameEvent, SeatInfo } from '../types';
import { FAIR_REJECTIONS as F } from './codes';
import { FAIR_KINDS as K } from './kinds';
import { fairDice, seatBinding } from '../protocols';
import { fairInitial, fairStep, type FairState } from '../protocols/layer';
import { Device, foldVerified, pickGame, SEATS, Table, type PickState } from './fairKit';

const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
const roll = (n: number) => ({ roll: { sides: 6, values: [n], source: 'device' } });

let ana: Device;
let bo: Device;
beforeAll(async () => {
	[ana, bo] = await Promise.all([Device.make(), Device.make()]);
});

const prototypeNow = () => Object.getOwnPropertyNames(Object.prototype).map((k) => [k, String(Object.getOwnPropertyDescriptor(Object.prototype, k)?.value)]);

/** The parts of a fold that honest moves decide. */
const outcome = (f: Awaited<ReturnType<typeof foldVerified>>) => ({ state: f.state, holders: { ...seatBinding.of(f.state).holders } });

describe('prototype names as ids in the fair-play layer', () => {
	it('an event naming a prototype seat, round or key is refused, and the fold of the rest is unchanged', async () => {
		const t = new Table([ana, bo], await ana.genesis());
		await t.write(ana, { seat: 's1', kind: K.handOver, data: { seat: 's1', publicKey: bo.publicKey } });
		await t.write(ana, { seat: 's0', kind: 'pick/roll', data: roll(2) });
		const open = await ana.contribute('s0', 'r1', { sides: 6, count: 1 });
		t.log.push(open.commit);
		const honest = [...t.log];
		const junk: GameEvent[] = [];
		for (const name of NAMES) {
			junk.push(await bo.sign({ seat: name, kind: 'pick/roll', data: roll(6) }));
			junk.push(await bo.sign({ seat: name, kind: K.claim, data: { seat: name, publicKey: bo.publicKey } }));
			junk.push(await bo.sign({ seat: name, kind: K.handOver, data: { seat: name, publicKey: bo.publicKey } }));
			junk.push(await bo.sign({ seat: name, kind: K.ask, data: { seat: name, publicKey: bo.publicKey } }));
			junk.push(await bo.sign({ seat: name, kind: K.diceOpen, data: { sides: 6, count: 1, hash: 'a'.repeat(64) } }));
			junk.push(await bo.sign({ seat: 's1', kind: K.diceCommit, data: { round: name, hash: 'a'.repeat(64) } }));
			junk.push(await bo.sign({ seat: 's1', kind: K.diceReveal, data: { round: name, contribution: 'x' } }));
			junk.push(await bo.sign({ seat: name, kind: K.commit, data: { turn: 1, hash: 'a'.repeat(64) } }));
			junk.push(await bo.sign({ seat: name, kind: K.reveal, data: { turn: 1, kind: 'pick/choose', orders: { turn: 1, n: 3 }, salt: 'x' } }));
		}
		const before = prototypeNow();
		const clean = await foldVerified(honest, pickGame, t.seats, t.genesis);
		const mixed = await foldVerified([...honest.slice(0, 2), ...junk, ...honest.slice(2)], pickGame, t.seats, t.genesis);
		expect(prototypeNow()).toEqual(before);
		expect(outcome(mixed)).toEqual(outcome(clean));
		expect(mixed.codes.slice(2, 2 + junk.length).every((c) => c !== 'applied')).toBe(true);
	});

	it('the layer looks a prototype seat or round up as nobody and nothing: a typed rejection, not a failure inside it', () => {
		const initial = fairInitial(pickGame.setup({ options: {}, seats: SEATS }), { s0: ana.publicKey });
		const log: GameEvent[] = NAMES.flatMap((name, i) => [
			{ id: `o${i}`, seat: name, kind: K.diceOpen, data: { sides: 6, count: 1, hash: 'a'.repeat(64) }, at: 0 },
			{ id: `c${i}`, seat: 's0', kind: K.diceCommit, data: { round: name, hash: 'a'.repeat(64) }, at: 0 },
			{ id: `r${i}`, seat: 's0', kind: K.diceReveal, data: { round: name, contribution: 'x' }, at: 0 },
			{ id: `h${i}`, seat: name, kind: K.handOver, data: { seat: name, publicKey: bo.publicKey }, at: 0 }
		]);
		const before = prototypeNow();
		const f = foldLog<FairState<PickState>>(pickGame, initial, log, undefined, fairStep(pickGame));
		expect(prototypeNow()).toEqual(before);
		const codes = f.outcomes.map((o) => (o.kind === 'rejected' ? o.rejection.code : o.kind));
		expect(codes).toEqual(NAMES.flatMap(() => [F.notSigned, F.diceUnknown, F.diceUnknown, F.seatUnclaimed]));
		expect(fairDice.of(f.state).rounds).toEqual({});
		expect(seatBinding.of(f.state).holders).toEqual({ s0: ana.publicKey });
	});

	it('an unsigned move for a prototype seat, in a game whose seats devices claimed, is refused as a move of nobody', async () => {
		const t = new Table([ana, bo]);
		await t.write(ana, { seat: 's0', kind: K.claim, data: { seat: 's0', publicKey: ana.publicKey } });
		await t.write(bo, { seat: 's1', kind: K.claim, data: { seat: 's1', publicKey: bo.publicKey } });
		await t.write(ana, { seat: 's0', kind: 'pick/roll', data: roll(2) });
		const junk: GameEvent[] = NAMES.map((name, i) => ({ id: `j${i}`, seat: name, kind: 'pick/roll', data: roll(6), at: 0 }));
		const before = prototypeNow();
		const clean = await foldVerified(t.log);
		const mixed = await foldVerified([...t.log, ...junk]);
		expect(prototypeNow()).toEqual(before);
		expect(mixed.codes.slice(t.log.length).every((c) => c !== 'applied')).toBe(true);
		expect(outcome(mixed)).toEqual(outcome(clean));
	});

	it('a game whose seats are named like prototype keys binds and plays them as any other', async () => {
		const named = (ids: string[]): SeatInfo[] => ids.map((id, i) => ({ id, name: `P${i}` }));
		const play = async (seats: SeatInfo[]) => {
			const t = new Table([ana, bo], await ana.genesis(seats), seats);
			await t.write(ana, { seat: seats[1].id, kind: K.handOver, data: { seat: seats[1].id, publicKey: bo.publicKey } });
			await t.write(ana, { seat: seats[0].id, kind: 'pick/roll', data: roll(3) });
			await t.write(bo, { seat: seats[1].id, kind: 'pick/roll', data: roll(4) });
			const f = await foldVerified(t.log, pickGame, seats, t.genesis);
			return { codes: f.codes, holders: Object.keys(seatBinding.of(f.state).holders).length, rolls: f.state.game.rollCount };
		};
		const before = prototypeNow();
		const plain = await play(named(['s0', 's1']));
		expect(plain.codes).toEqual(['applied', 'applied', 'applied']);
		expect(await play(named(['__proto__', 'constructor']))).toEqual(plain);
		expect(await play(named(['toString', '__proto__']))).toEqual(plain);
		expect(prototypeNow()).toEqual(before);
	});
});
