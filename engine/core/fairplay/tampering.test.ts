import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDO } from '../undo';
import type { GameEvent } from '../types';
import { FAIR_REJECTIONS as F } from './codes';
import { FAIR_KINDS as K } from './kinds';
import { fairDice, seatBinding } from '../protocols';
import { parseSig } from './signature';
import { Device, foldVerified, pickGame, SEATS, useSignedForm } from './fairKit';

let ana: Device;
let bo: Device;
let eve: Device;

beforeAll(async () => {
	[ana, bo, eve] = await Promise.all([Device.make(), Device.make(), Device.make()]);
});

/** Ana's device holds s0 and Bo's holds s1. */
async function twoPhones(): Promise<GameEvent[]> {
	return [await ana.claim('s0'), await bo.claim('s1')];
}

const pick = (turn: number, n: number) => ({ turn, n });

// every rule holds in both signed forms: per-event signatures as stored before (1), and with ids
// bound to their device and `after` (2)
describe.each([1, 2] as const)('signed form %i', (form) => {
	beforeAll(() => useSignedForm(form));
	afterAll(() => useSignedForm(1));

	describe('each kind of tampering is rejected with its own code', () => {
		it('an event signed by the wrong device', async () => {
			const log = await twoPhones();
			// Bo's device, validly signed, tries to act for Ana's seat
			log.push(await bo.sign({ seat: 's0', kind: K.commit, data: { turn: 1, hash: 'x'.repeat(43) } }));
			const { codes } = await foldVerified(log);
			expect(codes).toEqual(['applied', 'applied', F.wrongDevice]);
		});
	
		it('an altered event', async () => {
			const log = await twoPhones();
			const a = await ana.seal('s0', 1, pick(1, 3));
			const b = await bo.seal('s1', 1, pick(1, 9));
			log.push(a.commit, b.commit, { ...b.reveal, data: { ...(b.reveal.data as object), turn: 2 } });
			const { codes } = await foldVerified(log);
			expect(codes[4]).toBe(F.altered);
			// the same with the signature itself changed in one character
			const sig = b.reveal.sig!;
			const flipped = sig.slice(0, -3) + (sig.at(-3) === 'A' ? 'B' : 'A') + sig.slice(-2);
			expect(parseSig(flipped)).not.toBeNull();
			const again = await foldVerified([...log.slice(0, 4), { ...b.reveal, sig: flipped }]);
			expect(again.codes[4]).toBe(F.altered);
		});
	
		it('a replayed event', async () => {
			const log = await twoPhones();
			const a = await ana.seal('s0', 1, pick(1, 3));
			log.push(a.commit, a.commit);
			const { codes } = await foldVerified(log);
			expect(codes).toEqual(['applied', 'applied', 'applied', F.replayed]);
		});
	
		it('orders changed after committing', async () => {
			const log = await twoPhones();
			const a = await ana.seal('s0', 1, pick(1, 3));
			const b = await bo.seal('s1', 1, pick(1, 9));
			// Ana signs a reveal of other orders (with her salt) after seeing she would lose
			const cheat = await ana.sign({ seat: 's0', kind: K.reveal, data: { turn: 1, kind: 'pick/choose', orders: pick(1, 10), salt: a.salt } });
			log.push(a.commit, b.commit, b.reveal, cheat);
			const { codes, state } = await foldVerified(log);
			expect(codes.slice(2)).toEqual(['applied', 'applied', 'applied', F.ordersChanged]);
			expect(state.game.picks).toEqual({ s1: 9 });
		});
	
		it('a reveal before all commitments', async () => {
			const log = await twoPhones();
			const a = await ana.seal('s0', 1, pick(1, 3));
			log.push(a.commit, a.reveal);
			const { codes } = await foldVerified(log);
			expect(codes[3]).toBe(F.revealEarly);
		});
	
		it('a dice contribution that does not match its commitment', async () => {
			const log = await twoPhones();
			const a = await ana.contribute('s0', 'r1', { sides: 6, count: 1 });
			const b = await bo.contribute('s1', ana.rid('r1'));
			const other = await bo.contribute('s1', ana.rid('r1'));
			log.push(a.commit, b.commit, a.reveal, other.reveal);
			const { codes } = await foldVerified(log);
			expect(codes.slice(2)).toEqual(['applied', 'applied', 'applied', F.diceMismatch]);
		});
	
		it('a move signed by a device this table never saw, and an unsigned move', async () => {
			const log = await twoPhones();
			log.push(await eve.sign({ seat: 's0', kind: 'pick/roll', data: {} }));
			const unsigned: GameEvent = { id: 'u1', seat: 's1', kind: K.commit, data: { turn: 1, hash: 'x'.repeat(43) }, at: 0 };
			log.push(unsigned);
			const { codes } = await foldVerified(log);
			expect(codes.slice(2)).toEqual([F.unknownSigner, F.unsigned]);
		});
	});
	
	describe('seats and devices', () => {
		it('one device may hold every seat (pass-and-play) and play them all', async () => {
			const a = await ana.seal('s0', 1, pick(1, 4));
			const b = await ana.seal('s1', 1, pick(1, 6));
			const log = [await ana.claim('s0'), await ana.claim('s1'), a.commit, b.commit, a.reveal, b.reveal];
			const { codes, state } = await foldVerified(log);
			expect(codes.every((c) => c === 'applied')).toBe(true);
			expect(state.game.score).toEqual({ s0: 0, s1: 1 });
			expect(state.game.turn).toBe(2);
		});
	
		it('a seat already held cannot be claimed by another device', async () => {
			const log = [await ana.claim('s0'), await bo.claim('s0')];
			const { codes, auth } = await foldVerified(log);
			expect(codes).toEqual(['applied', F.seatTaken]);
			expect(auth.holders).toEqual({ s0: ana.publicKey });
		});
	
		it('a claim must be signed by the key it names', async () => {
			const forged = await eve.sign({ seat: 's0', kind: K.claim, data: { seat: 's0', publicKey: ana.publicKey } });
			const { codes, auth } = await foldVerified([await eve.claim('s1'), forged]);
			expect(codes).toEqual(['applied', F.wrongDevice]);
			expect(auth.holders).toEqual({ s1: eve.publicKey });
		});
	
		it('the holder hands a seat over; then only the new device acts for it', async () => {
			const log = [await ana.claim('s0'), await ana.claim('s1'), await ana.handOver('s1', bo.publicKey)];
			log.push(await ana.sign({ seat: 's1', kind: 'pick/roll', data: {} }));
			log.push(await bo.sign({ seat: 's1', kind: K.ask, data: { seat: 's1', publicKey: bo.publicKey } }));
			const { codes, auth, state } = await foldVerified(log);
			expect(codes.slice(0, 4)).toEqual(['applied', 'applied', 'applied', F.wrongDevice]);
			expect(auth.holders).toEqual({ s0: ana.publicKey, s1: bo.publicKey });
			expect(seatBinding.of(state).holders).toEqual(auth.holders);
		});
	
		it('only the holder can hand a seat over', async () => {
			const log = [await ana.claim('s0'), await bo.claim('s1'), await bo.handOver('s0', bo.publicKey)];
			const { codes, auth } = await foldVerified(log);
			expect(codes[2]).toBe(F.wrongDevice);
			expect(auth.holders.s0).toBe(ana.publicKey);
		});
	
		it('a replayed hand-over does not move the seat again', async () => {
			const give = await ana.handOver('s1', bo.publicKey);
			const back = await bo.handOver('s1', ana.publicKey);
			const log = [await ana.claim('s0'), await ana.claim('s1'), give, back, give];
			const { codes, auth } = await foldVerified(log);
			expect(codes).toEqual(['applied', 'applied', 'applied', 'applied', F.replayed]);
			expect(auth.holders.s1).toBe(ana.publicKey);
		});
	
		it('asking for a seat is recorded until the holder answers', async () => {
			const ask = await bo.sign({ seat: 's1', kind: K.ask, data: { seat: 's1', publicKey: bo.publicKey } });
			const log = [await ana.claim('s0'), await ana.claim('s1'), ask];
			let folded = await foldVerified(log);
			expect(seatBinding.of(folded.state).asks).toEqual([{ id: ask.id, seat: 's1', publicKey: bo.publicKey }]);
			folded = await foldVerified([...log, await ana.handOver('s1', bo.publicKey)]);
			expect(seatBinding.of(folded.state).asks).toEqual([]);
		});
	
		it('a forged undo undoes nothing, and seat changes and sealed orders cannot be undone', async () => {
			const log = await twoPhones();
			const roll = await ana.sign({ seat: 's0', kind: 'pick/roll', data: { roll: { sides: 6, values: [4], source: 'device' } } });
			log.push(roll);
			log.push(await bo.sign({ seat: 's0', kind: UNDO, data: { target: roll.id } }));
			log.push(await ana.sign({ seat: 's0', kind: UNDO, data: { target: log[0].id } }));
			const { codes, state } = await foldVerified(log);
			expect(codes).toEqual(['applied', 'applied', 'applied', F.wrongDevice, F.cannotUndo]);
			expect(state.game.lastRoll).toBe(4);
		});
	
		it('orders a game takes sealed are refused in the clear', async () => {
			const log = await twoPhones();
			log.push(await ana.sign({ seat: 's0', kind: 'pick/choose', data: pick(1, 10) }));
			const { codes } = await foldVerified(log);
			expect(codes[2]).toBe(F.mustSeal);
		});
	
		it('a device with no seat (a watcher) announces its key, then may sign table moves', async () => {
			const roll = { roll: { sides: 6, values: [3], source: 'device' } };
			const move = await eve.sign({ seat: null, kind: 'pick/roll', data: roll });
			const unknown = await foldVerified([...(await twoPhones()), move]);
			expect(unknown.codes[2]).toBe(F.unknownSigner);
			const log = await twoPhones();
			log.push(await eve.sign({ seat: null, kind: K.device, data: { publicKey: eve.publicKey } }));
			log.push(move);
			log.push(await eve.sign({ seat: 's0', kind: 'pick/roll', data: roll }));
			const { codes } = await foldVerified(log);
			expect(codes.slice(2)).toEqual(['applied', 'applied', F.wrongDevice]);
		});
	
		it('a game with no claim at all is played unsigned, as before fair play', async () => {
			const log: GameEvent[] = [{ id: 'x', seat: 's0', kind: 'pick/roll', data: { roll: { sides: 6, values: [2], source: 'device' } }, at: 0 }];
			const { codes, auth } = await foldVerified(log);
			expect(codes).toEqual(['applied']);
			expect(auth.signed).toBe(false);
		});
	});
	
	describe('sealed orders', () => {
		it('a seat commits once per turn, reveals once, and only while the step is open', async () => {
			const log = await twoPhones();
			const a = await ana.seal('s0', 1, pick(1, 3));
			const a2 = await ana.seal('s0', 1, pick(1, 5));
			const b = await bo.seal('s1', 1, pick(1, 9));
			const late = await ana.seal('s0', 7, pick(7, 1));
			log.push(a.commit, a2.commit, late.commit, b.commit, a.reveal, b.reveal, await ana.sign({ seat: 's0', kind: K.reveal, data: a.reveal.data }));
			const { codes, state } = await foldVerified(log);
			expect(codes.slice(2)).toEqual(['applied', F.alreadyCommitted, F.notSealing, 'applied', 'applied', 'applied', F.notSealing]);
			expect(state.game.turn).toBe(2);
			expect(state.game.score).toEqual({ s0: 0, s1: 1 });
		});
	
		it('orders the game refuses, though they match the commitment, are refused with the game\'s reason', async () => {
			const log = await twoPhones();
			const a = await ana.seal('s0', 1, pick(1, 99));
			const b = await bo.seal('s1', 1, pick(1, 2));
			log.push(a.commit, b.commit, a.reveal, b.reveal);
			const { codes } = await foldVerified(log);
			expect(codes.slice(2)).toEqual(['applied', 'applied', 'pick/range', 'applied']);
		});
	
		it('the log holds only hashes until the reveal', async () => {
			const a = await ana.seal('s0', 1, { turn: 1, n: 7, secret: 'fireball-at-b2' });
			expect(JSON.stringify(a.commit)).not.toContain('fireball');
			expect(JSON.stringify(a.reveal)).toContain('fireball');
		});
	});
	
	describe('fair dice protocol', () => {
		it('every device commits, then reveals; the game receives the roll as its own event', async () => {
			const log = await twoPhones();
			const a = await ana.contribute('s0', 'r1', { sides: 6, count: 1, then: { kind: 'pick/roll', data: {} } });
			const b = await bo.contribute('s1', ana.rid('r1'));
			log.push(a.commit, b.commit, b.reveal, a.reveal);
			const { codes, state } = await foldVerified(log);
			expect(codes.every((c) => c === 'applied')).toBe(true);
			expect(fairDice.of(state).rolls).toEqual([expect.objectContaining({ round: ana.rid('r1'), sides: 6, source: 'fair', seat: 's0' })]);
			expect([state.game.lastRoll]).toEqual(fairDice.of(state).rolls[0].values);
			expect(fairDice.of(state).rounds).toEqual({});
		});
	
		it('a contribution is refused before every device has committed, and from a device outside the roll', async () => {
			const log = [await ana.claim('s0')];
			const a = await ana.contribute('s0', 'r1', { sides: 6, count: 1 });
			log.push(a.commit, await bo.claim('s1'));
			const b = await bo.contribute('s1', ana.rid('r1'));
			log.push(b.commit);
			const folded = await foldVerified(log);
			expect(folded.codes[3]).toBe(F.diceNotParticipant);
			const two = await twoPhones();
			const c = await ana.contribute('s0', 'r2', { sides: 6, count: 1 });
			const d = await bo.contribute('s1', ana.rid('r2'));
			const early = await foldVerified([...two, c.commit, c.reveal, d.commit]);
			expect(early.codes[3]).toBe(F.revealEarly);
		});
	
		it('a roll the game then refuses stays settled, with the refusal on record', async () => {
			const log = await twoPhones();
			// Pick's roll move takes one d6: this roll is two, so the game refuses the move it was for
			const a = await ana.contribute('s0', 'r1', { sides: 6, count: 2, then: { kind: 'pick/roll', data: {} } });
			const b = await bo.contribute('s1', ana.rid('r1'));
			log.push(a.commit, b.commit, a.reveal, b.reveal, b.reveal);
			const { codes, state } = await foldVerified(log);
			expect(codes.slice(2)).toEqual(['applied', 'applied', 'applied', 'applied', F.replayed]);
			expect(fairDice.of(state).rounds).toEqual({});
			expect(fairDice.of(state).rolls).toEqual([expect.objectContaining({ round: ana.rid('r1'), refused: expect.objectContaining({ code: 'core/bad-roll' }) })]);
			expect(state.game.rollCount).toBe(0);
		});
	
		it('the last device to commit may reveal at once; a device with others still to commit may not', async () => {
			const log = await twoPhones();
			const a = await ana.contribute('s0', 'r1', { sides: 6, count: 1, then: { kind: 'pick/roll', data: {} } });
			const b = await bo.contribute('s1', ana.rid('r1'));
			log.push(a.commit, b.reveal, a.reveal);
			const { codes, state } = await foldVerified(log);
			expect(codes.slice(2)).toEqual(['applied', 'applied', 'applied']);
			expect(fairDice.of(state).rolls).toEqual([expect.objectContaining({ round: ana.rid('r1'), source: 'fair' })]);
			const three = [await ana.claim('s0'), await bo.claim('s1'), await eve.claim('s2')];
			const c = await ana.contribute('s0', 'r2', { sides: 6, count: 1 });
			const d = await bo.contribute('s1', ana.rid('r2'));
			const early = await foldVerified([...three, c.commit, d.reveal], pickGame, [...SEATS, { id: 's2', name: 'Cy' }]);
			expect(early.codes[4]).toBe(F.revealEarly);
		});
	
		it('a stalled roll is settled by hand only by a device that played its part', async () => {
			const log = await twoPhones();
			const a = await ana.contribute('s0', 'r1', { sides: 6, count: 1, then: { kind: 'pick/roll', data: {} } });
			const b = await bo.contribute('s1', ana.rid('r1'));
			log.push(a.commit, b.commit, a.reveal); // Bo's phone goes to sleep before revealing
			log.push(await bo.sign({ seat: 's1', kind: K.dicePhysical, data: { round: ana.rid('r1'), values: [6] } }));
			log.push(await ana.sign({ seat: 's0', kind: K.dicePhysical, data: { round: ana.rid('r1'), values: [9] } }));
			log.push(await ana.sign({ seat: 's0', kind: K.dicePhysical, data: { round: ana.rid('r1'), values: [5] } }));
			log.push(b.reveal);
			const { codes, state } = await foldVerified(log);
			expect(codes.slice(5)).toEqual([F.diceSelfStalled, 'core/bad-roll', 'applied', F.diceClosed]);
			expect(fairDice.of(state).rolls).toEqual([expect.objectContaining({ round: ana.rid('r1'), source: 'physical', values: [5] })]);
			expect(state.game.lastRoll).toBe(5);
		});
	});
});
