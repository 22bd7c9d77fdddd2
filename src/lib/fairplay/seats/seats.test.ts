import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { FAIR_KINDS, FAIR_REJECTIONS, generateDeviceKeys, keyRef, signEvent } from '$engine/core';
import { encodeEvent } from '$lib/store/codec';
import { newGameDoc } from '$lib/store/gameDoc';
import { join, link, madeWithGenesis, open, seats, twoDevicesEachTest, twoPhones, until } from '../testTable';

const keys = twoDevicesEachTest();

describe('a session signs what it appends', () => {
	it('two phones: the joiner asks for its seat, the maker hands it over, and nobody can act for another seat', async () => {
		const made = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const { a, b, docB } = await twoPhones(made, keys.ana, keys.bo);
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
		const sig = await signEvent(keys.bo, b.fair.domain, forged);
		docB.getArray('log').push([['forged1', 's0', 'adjust', forged.data, 0, sig]]);
		await until(() => a.log.length === 6 && a.fair.auth.pending === 0, 'the forged move');
		const outcome = a.outcomes[5];
		expect(outcome.kind === 'rejected' && outcome.rejection.code).toBe(FAIR_REJECTIONS.wrongDevice);
		expect((a.state as { values: Record<string, { life: number }> }).values.s1.life).toBe(20);
		a.destroy();
		b.destroy();
	});
});

describe('a game whose seats were bound when it was made (genesis)', () => {
	it('claims nothing, hands a seat over on asking, and a claim a peer inserts at the front takes nothing', async () => {
		const made = await madeWithGenesis(keys.ana);
		const a = open(made.doc, keys.ana);
		await until(() => a.fair.publicKey !== null, 'the key');
		expect(a.fair.auth.signed).toBe(true);
		expect(a.fair.holder('s1').kind).toBe('me');
		const docB = new Y.Doc();
		link(made.doc, docB);
		const b = await join(docB, keys.bo, made.meta.tableId, ['s1']);
		expect(b.act('counters/adjust', { player: 's0', counter: 'life', delta: -2 })).toBeNull();
		await until(() => a.log.length === 3 && a.fair.auth.pending === 0 && b.fair.auth.pending === 0, 'ask, hand-over and move');
		expect(a.log.map((e) => e.kind)).toEqual([FAIR_KINDS.ask, FAIR_KINDS.handOver, 'counters/adjust']);
		// every event names what its device had seen, and its id is its device's
		expect(a.log[1].after).toEqual([a.log[0].id]);
		expect(a.log[2].after).toEqual([a.log[1].id]);
		// a table member (anyone with the invite) inserts a claim of Ana's seat before every entry
		const eve = await generateDeviceKeys();
		const steal = { id: `${keyRef(eve.publicKey)}x`, seat: 's0', kind: FAIR_KINDS.claim, data: { seat: 's0', publicKey: eve.publicKey }, at: made.meta.created, after: [] as string[] };
		const sig = await signEvent(eve, a.fair.domain, steal);
		docB.getArray('log').insert(0, [encodeEvent('counters', made.meta.created, { ...steal, sig })]);
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
