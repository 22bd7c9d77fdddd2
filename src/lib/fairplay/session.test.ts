import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { findGame } from '$engine';
import { FAIR_KINDS, FAIR_REJECTIONS, generateDeviceKeys, keyRef, signEvent, signGenesis, type DeviceKeys } from '$engine/core';
import { encodeEvent } from '$lib/store/codec';
import { pickGame } from '$engine/core/fairplay/testKit';
import { getStore } from '$lib/app/storage.svelte';
import { appendEvents, newGameDoc, readLog, readMeta } from '$lib/store/gameDoc';
import { GameSession } from '$lib/table/session.svelte';
import type { ArchmageView } from '$engine/archmage';
import { sheet } from '$engine/archmage/testkit';
import { fairRoll, ROLL_UNDER_WAY } from './index';
import { getSecret, useDeviceKeysForTests } from './keyStore';

/** The engine of a game document: the registry's, or the test game `pick`. */
function gameOf(doc: Y.Doc) {
	const id = readMeta(doc)!.game;
	return id === 'pick' ? pickGame : findGame(id)!;
}

const seats = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];

async function until(check: () => boolean, what: string, ms = 5000) {
	const end = Date.now() + ms;
	while (!check()) {
		if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
		await new Promise((r) => setTimeout(r, 5));
	}
}

/**
 * Two docs that deliver every update to each other, as a sync transport does. `hold()` keeps what
 * `b` sends back from `a` (a slow phone) until `release()`.
 */
function link(a: Y.Doc, b: Y.Doc) {
	const remote = Symbol('remote');
	let held: Uint8Array[] | null = null;
	a.on('update', (u: Uint8Array, origin: unknown) => origin !== remote && Y.applyUpdate(b, u, remote));
	b.on('update', (u: Uint8Array, origin: unknown) => {
		if (origin === remote) return;
		if (held) held.push(u);
		else Y.applyUpdate(a, u, remote);
	});
	Y.applyUpdate(b, Y.encodeStateAsUpdate(a), remote);
	return {
		hold: () => (held ??= []),
		release: () => {
			const queued = held ?? [];
			held = null;
			for (const u of queued) Y.applyUpdate(a, u, remote);
		}
	};
}

function open(doc: Y.Doc, keys: DeviceKeys): GameSession {
	useDeviceKeysForTests(keys);
	const s = new GameSession(doc, gameOf(doc));
	useDeviceKeysForTests(null);
	return s;
}

/** A second device joining: its seat choice is recorded as the join flow does, then it opens the game. */
async function join(doc: Y.Doc, keys: DeviceKeys, tableId: string, mySeats: string[]) {
	await (await getStore()).setSetting(`seat:${tableId}`, { seats: mySeats, watching: false, chosen: true });
	const s = open(doc, keys);
	s.mySeats = mySeats;
	s.actingSeat = mySeats[0] ?? null;
	return s;
}

let anaKeys: DeviceKeys;
let boKeys: DeviceKeys;
beforeEach(async () => {
	[anaKeys, boKeys] = await Promise.all([generateDeviceKeys(), generateDeviceKeys()]);
});

describe('a session signs what it appends', () => {
	it('pass-and-play: the device that makes the game claims every seat, then plays them all', async () => {
		const { doc } = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const s = open(doc, anaKeys);
		await until(() => s.log.length === 2, 'the claims');
		expect(s.log.map((e) => e.kind)).toEqual([FAIR_KINDS.claim, FAIR_KINDS.claim]);
		expect(s.act('counters/adjust', { player: 's1', counter: 'life', delta: -3 }, 's1')).toBeNull();
		expect(s.act('counters/adjust', { player: 's0', counter: 'life', delta: -1 }, 's0')).toBeNull();
		await until(() => s.log.length === 4, 'the moves');
		expect(s.log.every((e) => typeof e.sig === 'string')).toBe(true);
		await until(() => s.fair.auth.pending === 0, 'the checks');
		expect(s.outcomes.map((o) => o.kind)).toEqual(['applied', 'applied', 'applied', 'applied']);
		expect((s.state as { values: Record<string, { life: number }> }).values.s1.life).toBe(17);
		// the history shows the moves, not the seat bookkeeping
		expect(s.history.map((h) => h.text)).toHaveLength(2);
		expect(s.canUndo).toBe(true);
		expect(s.undo()).toBeNull();
		await until(() => s.log.length === 5, 'the undo');
		expect((s.state as { values: Record<string, { life: number }> }).values.s0.life).toBe(20);
		const report = await s.fair.verify();
		expect(report).toMatchObject({ ok: true, signed: true, events: 5 });
		s.destroy();
	});

	it('two phones: the joiner asks for its seat, the maker hands it over, and nobody can act for another seat', async () => {
		const made = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const a = open(made.doc, anaKeys);
		await until(() => a.log.length === 2, 'the claims');
		const docB = new Y.Doc();
		link(made.doc, docB);
		const b = await join(docB, boKeys, made.meta.tableId, ['s1']);
		// Bo plays at once: the move waits until the seat is his
		expect(b.act('counters/adjust', { player: 's0', counter: 'life', delta: -2 })).toBeNull();
		await until(() => a.log.length === 5 && b.fair.auth.pending === 0 && a.fair.auth.pending === 0, 'ask, hand-over and move');
		expect(a.log.map((e) => e.kind)).toEqual([FAIR_KINDS.claim, FAIR_KINDS.claim, FAIR_KINDS.ask, FAIR_KINDS.handOver, 'counters/adjust']);
		for (const s of [a, b]) {
			expect(s.outcomes.every((o) => o.kind === 'applied')).toBe(true);
			expect(s.fair.holder('s1').kind).toBe(s === b ? 'me' : 'other');
			expect((s.state as { values: Record<string, { life: number }> }).values.s0.life).toBe(18);
		}
		// Bo's device cannot act as Ana: refused before anything is appended
		expect(b.act('counters/adjust', { player: 's1', counter: 'life', delta: 5 }, 's0')?.code).toBe('core/wrong-device');
		// and a hostile copy of Bo's app that appends anyway is refused by every device
		const forged = { id: 'forged1', seat: 's0', kind: 'counters/adjust', data: { player: 's1', counter: 'life', delta: 5 }, at: made.meta.created };
		const sig = await signEvent(boKeys, b.fair.domain, forged);
		docB.getArray('log').push([['forged1', 's0', 'adjust', forged.data, 0, sig]]);
		await until(() => a.log.length === 6 && a.fair.auth.pending === 0, 'the forged move');
		const outcome = a.outcomes[5];
		expect(outcome.kind === 'rejected' && outcome.rejection.code).toBe(FAIR_REJECTIONS.wrongDevice);
		expect((a.state as { values: Record<string, { life: number }> }).values.s1.life).toBe(20);
		a.destroy();
		b.destroy();
	});

	it('a fair roll between two phones runs by itself and gives both the same result', async () => {
		const made = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const a = open(made.doc, anaKeys);
		await until(() => a.log.length === 2, 'the claims');
		const docB = new Y.Doc();
		link(made.doc, docB);
		const b = await join(docB, boKeys, made.meta.tableId, ['s1']);
		await until(() => a.fair.devices === 2 && b.fair.devices === 2, 'the hand-over');
		a.mySeats = ['s0'];
		expect(a.fair.roll({ sides: 6, count: 2, then: { kind: 'counters/roll', data: { notation: '2d6' } } }, (k, d, s) => a.act(k, d, s))).toBeNull();
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

describe('a game whose seats were bound when it was made (genesis)', () => {
	it('claims nothing, hands a seat over on asking, and a claim a peer inserts at the front takes nothing', async () => {
		const created = Date.now();
		const options = { life: 20, poison: false };
		const genesis = await signGenesis(anaKeys, { game: 'counters', created, options }, seats);
		const made = newGameDoc({ game: 'counters', title: 'T', options, seats, created, genesis });
		const a = open(made.doc, anaKeys);
		await until(() => a.fair.publicKey !== null, 'the key');
		expect(a.fair.auth.signed).toBe(true);
		expect(a.fair.holder('s1').kind).toBe('me');
		const docB = new Y.Doc();
		link(made.doc, docB);
		const b = await join(docB, boKeys, made.meta.tableId, ['s1']);
		expect(b.act('counters/adjust', { player: 's0', counter: 'life', delta: -2 })).toBeNull();
		await until(() => a.log.length === 3 && a.fair.auth.pending === 0 && b.fair.auth.pending === 0, 'ask, hand-over and move');
		expect(a.log.map((e) => e.kind)).toEqual([FAIR_KINDS.ask, FAIR_KINDS.handOver, 'counters/adjust']);
		// every event names what its device had seen, and its id is its device's
		expect(a.log[1].after).toEqual([a.log[0].id]);
		expect(a.log[2].after).toEqual([a.log[1].id]);
		// a table member (anyone with the invite) inserts a claim of Ana's seat before every entry
		const eve = await generateDeviceKeys();
		const steal = { id: `${keyRef(eve.publicKey)}x`, seat: 's0', kind: FAIR_KINDS.claim, data: { seat: 's0', publicKey: eve.publicKey }, at: created, after: [] as string[] };
		const sig = await signEvent(eve, a.fair.domain, steal);
		docB.getArray('log').insert(0, [encodeEvent('counters', created, { ...steal, sig })]);
		await until(() => a.log.length === 4 && a.fair.auth.pending === 0, 'the inserted claim');
		expect(a.log[0].kind).toBe(FAIR_KINDS.claim);
		const first = a.outcomes[0];
		expect(first.kind === 'rejected' && first.rejection.code).toBe(FAIR_REJECTIONS.seatTaken);
		expect(a.outcomes.slice(1).every((o) => o.kind === 'applied')).toBe(true);
		expect(a.fair.holder('s0').kind).toBe('me');
		expect(a.act('counters/adjust', { player: 's1', counter: 'life', delta: -1 }, 's0')).toBeNull();
		await until(() => b.log.length === 5 && b.fair.auth.pending === 0, "Ana's next move on Bo's phone");
		expect(b.outcomes[4].kind).toBe('applied');
		expect((await b.fair.verify()).ok).toBe(true);
		a.destroy();
		b.destroy();
	});
});

describe('sealed orders in a session', () => {
	it('pass-and-play: each seat seals; nothing clear in the log until all have; then all reveal by themselves', async () => {
		const { doc, meta } = newGameDoc({ game: 'pick', title: 'P', options: {}, seats });
		const s = open(doc, anaKeys);
		await until(() => s.log.length === 2, 'the claims');
		expect(await s.fair.seal('s0', { turn: 1, n: 7, note: 'secret-plan-ana' })).toBeNull();
		await until(() => s.fair.committed.length === 1, 'the first commitment');
		expect(await getSecret(meta.tableId, 'orders|1|s0')).toMatchObject({ orders: { n: 7 } });
		expect(JSON.stringify(doc.getArray('log').toJSON())).not.toContain('secret-plan-ana');
		expect((await s.fair.seal('s0', { turn: 1, n: 9 }))?.code).toBe('core/already-committed');
		// orders in the clear are refused: they must be sealed
		expect(s.act('pick/choose', { turn: 1, n: 3 }, 's1')?.code).toBe(FAIR_REJECTIONS.mustSeal);
		expect(await s.fair.seal('s1', { turn: 1, n: 4 })).toBeNull();
		await until(() => (s.state as { turn: number }).turn === 2, 'the reveals and the turn');
		expect((s.state as { score: Record<string, number> }).score).toEqual({ s0: 1, s1: 0 });
		expect(JSON.stringify(doc.getArray('log').toJSON())).toContain('secret-plan-ana');
		// once revealed, the clear orders leave this device's own storage too
		await vi.waitFor(async () => expect(await getSecret(meta.tableId, 'orders|1|s0')).toBeUndefined());
		expect((await s.fair.verify()).reveals).toBe(2);
		s.destroy();
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
		const a = open(made.doc, anaKeys);
		await until(() => a.log.length === 2, 'the claims');
		const docB = new Y.Doc();
		const wire = link(made.doc, docB);
		const b = await join(docB, boKeys, made.meta.tableId, ['s1']);
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
		const a = open(made.doc, anaKeys);
		await until(() => a.log.length === 2, 'the claims');
		const docB = new Y.Doc();
		link(made.doc, docB);
		const b = await join(docB, boKeys, made.meta.tableId, ['s1']);
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
		const s = open(doc, anaKeys);
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

describe('a session reads the log as it changes', () => {
	it('takes appends at the end, and a move merged before its last entry in the log’s own order', () => {
		const { doc, meta } = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const s = open(doc, anaKeys);
		const move = (id: string) => ({ id, seat: null, kind: 'counters/round', data: { delta: 1 }, at: meta.created });
		const peer = new Y.Doc();
		// a lower client id: of two entries put in the same place at once, Yjs puts the peer's first
		peer.clientID = 1;
		Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
		const sv = Y.encodeStateVector(peer);
		// the peer appends while this device appends too: one of the two lands before the other
		appendEvents(peer, meta, [move('p1')]);
		appendEvents(doc, meta, [move('d1'), move('d2')]);
		Y.applyUpdate(doc, Y.encodeStateAsUpdate(peer, sv));
		appendEvents(doc, meta, [move('d3')]);
		const ids = (log: readonly { id: string }[]) => log.map((e) => e.id);
		expect(ids(s.log)).toEqual(ids(readLog(doc, meta)));
		expect(ids(s.log).slice(-4)).toEqual(['p1', 'd1', 'd2', 'd3']);
		s.destroy();
	});
});

