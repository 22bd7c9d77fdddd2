import { describe, expect, it } from 'vitest';
import { diceCommitment, FAIR_KINDS, keyRef, randomToken, signEvent, type DeviceKeys, type GameEvent } from '$engine/core';
import type { ArchmageView } from '$engine/archmage';
import { sheet } from '$engine/archmage/testkit';
import { appendEvents, newGameDoc } from '$lib/store/gameDoc';
import type { GameSession } from '$lib/table/session.svelte';
import { fairRoll, ROLL_UNDER_WAY } from '../index';
import { open, seats, twoDevicesEachTest, twoPhones, until } from '../testTable';

const keys = twoDevicesEachTest();

describe('a session signs what it appends', () => {
	it('a fair roll between two phones runs by itself and gives both the same result', async () => {
		const made = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const { a, b } = await twoPhones(made, keys.ana, keys.bo);
		await until(() => a.fair.devices === 2 && b.fair.devices === 2, 'the hand-over');
		a.mySeats = ['s0'];
		expect(a.fair.roll({ sides: 6, count: 2, then: { kind: 'counters/roll', data: { notation: '2d6' } } })).toBeNull();
		type Last = { lastRoll: { values: number[] } | null };
		await until(() => (a.state as Last).lastRoll !== null && (b.state as Last).lastRoll !== null, 'the roll');
		expect((a.state as Last).lastRoll).toEqual((b.state as Last).lastRoll);
		const kinds = a.log.map((e) => e.kind).slice(4);
		// Ana's phone opens with its commitment; Bo's, the last to commit, reveals at once; Ana's reveals
		expect(kinds).toEqual([FAIR_KINDS.diceOpen, FAIR_KINDS.diceReveal, FAIR_KINDS.diceReveal]);
		const settled = a.fair.rolls.at(-1)!;
		expect(settled).toMatchObject({ sides: 6, source: 'fair', seat: 's0' });
		expect(a.history.at(-1)?.text).toMatch(/^Rolled 2d6: \d \+ \d \(fair roll between the phones\)$/);
		expect((await b.fair.verify()).rolls).toBe(1);
		a.destroy();
		b.destroy();
	});
});

describe('a phone sends its part of a roll before it redraws', () => {
	/** The kinds in the phone's log each time its screen is told of a change. */
	function toldWith(s: GameSession): string[][] {
		const seen: string[][] = [];
		const changed = s.redraws.changed.bind(s.redraws);
		s.redraws.changed = (tell) =>
			changed(() => {
				seen.push(s.log.map((e) => e.kind));
				tell();
			});
		return seen;
	}
	const count = (kinds: string[], kind: string) => kinds.filter((k) => k === kind).length;

	it('each phone is told of a step of the roll only once the part it answers with is in its log', async () => {
		const made = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const { a, b } = await twoPhones(made, keys.ana, keys.bo);
		await until(() => a.fair.devices === 2 && b.fair.devices === 2, 'the hand-over');
		a.mySeats = ['s0'];
		const toldA = toldWith(a);
		const toldB = toldWith(b);
		expect(a.fair.roll({ sides: 6 })).toBeNull();
		await until(() => a.fair.rolls.length === 1 && b.fair.rolls.length === 1, 'the roll');
		const { diceOpen, diceReveal } = FAIR_KINDS;
		// a hold let go by its time limit (a test machine stalled for a quarter of a second) tells early, by design
		if (a.redraws.overran + b.redraws.overran > 0) return;
		// Ana's phone draws the roll it asked for once its opening is sent, and Bo's reveal once hers is
		expect(toldA.length).toBeGreaterThan(0);
		for (const kinds of toldA) {
			expect(count(kinds, diceOpen)).toBe(1);
			expect(count(kinds, diceReveal)).not.toBe(1);
		}
		// Bo's phone draws the opening once its reveal is sent
		expect(toldB.some((kinds) => count(kinds, diceOpen) === 1)).toBe(true);
		for (const kinds of toldB) if (count(kinds, diceOpen) === 1) expect(count(kinds, diceReveal)).toBeGreaterThan(0);
		a.destroy();
		b.destroy();
	});
});

describe('a game\'s rolls go through the fair roll', () => {
	const duelSeats = [
		{ id: 's0', name: 'Ann' },
		{ id: 's1', name: 'Bo' }
	];
	type Move = { kind: string; data: Record<string, unknown> };
	const spellRoll = { kind: 'archmage/roll', data: {} } satisfies Move;

	/** An ArchMage duel where Merla (Ann, s0) has announced Woodpower and must roll her d100. */
	function duelAtRoll(s: GameSession) {
		expect(s.act('archmage/enter', { wizard: sheet('Merla', 'jupiter', { wood: 57 }) }, 's0')).toBeNull();
		expect(s.act('archmage/enter', { wizard: sheet('Oswin', 'mercury') }, 's1')).toBeNull();
		expect(s.act('archmage/announce', { spell: 'woodpower' }, 's0')).toBeNull();
	}
	const viewOf = (s: GameSession) => s.game.view(s.state, 's0') as ArchmageView;
	const rollLine = (s: GameSession) => viewOf(s).log.find((l) => l.entry.t === 'roll');

	it('two phones: a spell roll asked by one is settled only after the other\'s contribution, the same on both, marked fair', async () => {
		const made = newGameDoc({ game: 'archmage', title: 'Duel', options: { first: 'first-seat' }, seats: duelSeats });
		const { a, b, wire } = await twoPhones(made, keys.ana, keys.bo);
		a.mySeats = ['s0'];
		expect(a.act('archmage/enter', { wizard: sheet('Merla', 'jupiter', { wood: 57 }) }, 's0')).toBeNull();
		expect(b.act('archmage/enter', { wizard: sheet('Oswin', 'mercury') }, 's1')).toBeNull();
		await until(() => a.fair.devices === 2 && viewOf(a).step.kind === 'announce', 'the hand-over and both wizards');
		expect(a.act('archmage/announce', { spell: 'woodpower' }, 's0')).toBeNull();
		await until(() => viewOf(b).step.kind === 'roll', 'the announcement on Bo\'s phone');

		// Bo's phone is slow: what it sends does not reach Ann's phone yet
		wire.hold();
		expect(fairRoll(a, { sides: 100, then: spellRoll, seat: 's0' })).toBeNull();
		// the same roll cannot be asked for twice while it is under way
		expect(fairRoll(a, { sides: 100, then: spellRoll, seat: 's0' })?.code).toBe(ROLL_UNDER_WAY);
		await until(() => b.log.some((e) => e.kind === FAIR_KINDS.diceReveal && e.seat === 's1'), 'Bo\'s contribution, on his phone');
		await new Promise((r) => setTimeout(r, 100));
		// Ann's phone has only its own part: the roll waits for Bo, the duel still waits for the roll
		expect(viewOf(a).step.kind).toBe('roll');
		expect(a.fair.rounds).toMatchObject([{ sides: 100, seat: 's0', waitingFor: ['Bo'], then: spellRoll }]);
		expect(a.fair.rollsFor(['archmage/roll'])).toHaveLength(1);
		expect(a.log.some((e) => e.kind === FAIR_KINDS.diceReveal)).toBe(false);

		wire.release();
		await until(() => !!rollLine(a) && !!rollLine(b), 'the roll on both phones');
		const line = rollLine(a)!;
		expect(rollLine(b)).toEqual(line);
		expect(line.entry).toMatchObject({ t: 'roll', side: 0, source: 'fair' });
		expect(line.text).toMatch(/^Merla rolls \d+ against Wood 57: (success|failure)\. Fair roll between the phones\.$/);
		// the settling reveal (Ann's) comes after Bo's: nobody could know the value before both parts were in
		const kinds = a.log.slice(-3).map((e) => [e.kind, e.seat]);
		expect(kinds).toEqual([
			[FAIR_KINDS.diceOpen, 's0'],
			[FAIR_KINDS.diceReveal, 's1'],
			[FAIR_KINDS.diceReveal, 's0']
		]);
		expect(a.fair.rolls.at(-1)).toMatchObject({ source: 'fair', seat: 's0', then: spellRoll });
		expect(a.fair.rounds).toEqual([]);
		expect(a.history.at(-1)?.text).toMatch(/^Merla rolls \d+ \(fair roll between the phones\)$/);
		a.destroy();
		b.destroy();
	});

	it('two phones: a roll the game would refuse now is refused before any roll opens', async () => {
		const made = newGameDoc({ game: 'archmage', title: 'Duel', options: { first: 'first-seat' }, seats: duelSeats });
		const { a, b } = await twoPhones(made, keys.ana, keys.bo);
		a.mySeats = ['s0'];
		expect(b.act('archmage/enter', { wizard: sheet('Oswin', 'mercury') }, 's1')).toBeNull();
		await until(() => a.fair.devices === 2 && viewOf(a).duelists[1] !== null, 'the hand-over and Oswin');
		// Merla has not entered: no spell to roll for
		expect(fairRoll(a, { sides: 100, then: spellRoll, seat: 's0' })?.code).toBe('archmage/wrong-step');
		await new Promise((r) => setTimeout(r, 50));
		for (const s of [a, b]) expect(s.log.filter((e) => e.kind === FAIR_KINDS.diceOpen)).toEqual([]);
		expect(a.fair.rounds).toEqual([]);
		a.destroy();
		b.destroy();
	});

	it('one phone holding both seats rolls on the device, at once', async () => {
		const { doc } = newGameDoc({ game: 'archmage', title: 'Duel', options: { first: 'first-seat' }, seats: duelSeats });
		const s = open(doc, keys.ana);
		await until(() => s.log.length === 2, 'the claims');
		duelAtRoll(s);
		expect(fairRoll(s, { sides: 100, then: spellRoll, seat: 's0' })).toBeNull();
		expect(s.fair.rounds).toEqual([]);
		await until(() => s.log.length === 6, 'the moves');
		// no round between phones: the move is played with this device's roll
		expect(s.log.map((e) => e.kind).slice(2)).toEqual(['archmage/enter', 'archmage/enter', 'archmage/announce', 'archmage/roll']);
		expect(rollLine(s)?.entry).toMatchObject({ t: 'roll', side: 0, source: 'device' });
		expect(rollLine(s)?.text).toMatch(/^Merla rolls \d+ against Wood 57: (success|failure)\.$/);
		expect((s.log[5].data as { roll: { source: string } }).roll.source).toBe('device');
		expect(s.fair.rounds).toEqual([]);
		s.destroy();
	});
});

describe('a part of a roll is signed beside the checks of what it answers, and sent only once they hold', () => {
	/** Two phones with Bo's seat handed over; `signer` signs an event as a device of this table would. */
	async function table() {
		const made = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const phones = await twoPhones(made, keys.ana, keys.bo);
		await until(() => phones.a.fair.devices === 2 && phones.b.fair.devices === 2 && phones.a.fair.auth.pending === 0 && phones.b.fair.auth.pending === 0, 'the hand-over');
		phones.a.mySeats = ['s0'];
		/** A copy of `e` signed by `keys` and then changed (`altered`), as a forger at the table sends it. */
		const forged = async (on: GameSession, keys: DeviceKeys, e: GameEvent, altered: unknown) => ({ ...e, data: altered, sig: await signEvent(keys, on.fair.domain, e) });
		return { made, ...phones, forged };
	}
	const parts = (s: GameSession, seat: string) => s.log.filter((e) => (e.kind === FAIR_KINDS.diceReveal || e.kind === FAIR_KINDS.diceCommit) && e.seat === seat);

	it('a phone sends nothing for a roll whose opening turns out forged', async () => {
		const { made, a, b, docB, wire, forged } = await table();
		wire.hold();
		const round = `${keyRef(keys.ana.publicKey)}forged1`;
		const opening: GameEvent = { id: round, seat: 's0', kind: FAIR_KINDS.diceOpen, data: { sides: 6, count: 1, hash: diceCommitment(round, randomToken(32)) }, at: made.meta.created, after: [...b.fair.auth.frontier] };
		appendEvents(docB, made.meta, [await forged(b, keys.ana, opening, { ...(opening.data as object), sides: 20 })]);
		// counted as good until checked: Bo's phone sees a roll under way and plays its part beside the check
		expect(b.fair.rounds).toHaveLength(1);
		await until(() => b.fair.auth.pending === 0 && b.fair.rounds.length === 0, 'the check');
		await b.fair.settled();
		expect(parts(b, 's1')).toEqual([]);
		a.destroy();
		b.destroy();
	});

	it("the opener does not reveal on a forged part of the other phone's, and does on the real one", async () => {
		const { made, a, b, wire, forged } = await table();
		wire.hold();
		expect(a.fair.roll({ sides: 6 })).toBeNull();
		await until(() => parts(b, 's1').length === 1, "Bo's part, on his phone");
		const real = parts(b, 's1')[0];
		const round = (real.data as { round: string }).round;
		// a forged copy of Bo's part reaches Ann's phone first
		appendEvents(made.doc, made.meta, [await forged(a, keys.bo, { ...real, sig: undefined }, { round, contribution: randomToken(32) })]);
		await until(() => a.fair.auth.pending === 0, 'the check of the forged part');
		await a.fair.settled();
		expect(parts(a, 's0')).toEqual([]);
		wire.release();
		await until(() => a.fair.rolls.length === 1 && b.fair.rolls.length === 1, 'the roll on both phones');
		expect(parts(a, 's0')).toHaveLength(1);
		expect(a.fair.rolls[0].values).toEqual(b.fair.rolls[0].values);
		a.destroy();
		b.destroy();
	});
});
