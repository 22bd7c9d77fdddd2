import { describe, expect, it } from 'vitest';
import { counters } from '../../counters';
import { seatsOf } from '../../counters/arbitrary';
import { foldLog } from '../fold';
import { reject, type GameEvent, type SeatId } from '../types';
import { fairInitial, fairStep, seatViews, type FairState } from './layer';
import { defineProtocol, ProtocolDefinitionError, ProtocolRegistry } from './shape';
import { TABLE_PROTOCOLS } from './registered';
import { seatBinding } from './seats/protocol';
import { fairDice } from './dice/protocol';

/** A protocol no other code knows: counts each seat's bumps, hands the game a life lost per bump, hides other seats' counts. */
const bumps = defineProtocol<Readonly<Record<SeatId, number>>>({
	name: 'toy-bumps',
	kinds: ['toy/bump'],
	initial: () => ({}),
	step(slice, e, ctx) {
		if (e.seat === null) return reject('toy/no-seat', 'A bump is for a seat.');
		// it may read another protocol's slice
		if (!ctx.read(seatBinding).holders[e.seat]) return reject('toy/unbound', 'Only a bound seat bumps.');
		const refused = ctx.play({ id: e.id, seat: e.seat, kind: 'counters/adjust', data: { player: e.seat, counter: 'life', delta: -1 }, at: e.at });
		if (refused) return refused;
		return { ...slice, [e.seat]: (slice[e.seat] ?? 0) + 1 };
	},
	seatView: (slice, seat) => (seat === null ? {} : { [seat]: slice[seat] ?? 0 })
});

const event = (id: string, kind: string, seat: SeatId | null, data: unknown = {}): GameEvent => ({ id, seat, kind, data, at: 0 });
const start = counters.setup({ options: { life: 20, poison: true }, seats: seatsOf(2) });

describe('table protocols as plugins', () => {
	const registry = TABLE_PROTOCOLS.with(bumps);
	const fold = (log: GameEvent[]) => foldLog<FairState>(counters, fairInitial(start, { s0: 'key-a', s1: 'key-b' }, [], registry), log, undefined, fairStep(counters, registry));

	it('a registered toy protocol steps its own slice and hands the game its own events', () => {
		const { state, outcomes } = fold([event('b1', 'toy/bump', 's0'), event('b2', 'toy/bump', 's0'), event('b3', 'toy/bump', null), event('m1', 'counters/adjust', 's1', { player: 's1', counter: 'life', delta: -3 })]);
		expect(outcomes.map((o) => o.kind)).toEqual(['applied', 'applied', 'rejected', 'applied']);
		expect(bumps.of(state)).toEqual({ s0: 2 });
		expect((state.game as typeof start).values.s0.life).toBe(18);
		expect((state.game as typeof start).values.s1.life).toBe(17);
		// the other protocols' slices are the ones they started with
		const plain = fairInitial(start, { s0: 'key-a', s1: 'key-b' });
		expect(seatBinding.of(state)).toEqual(seatBinding.of(plain));
		expect(fairDice.of(state)).toEqual(fairDice.of(plain));
	});

	it('a refused step changes neither its slice nor the game', () => {
		const unbound = foldLog<FairState>(counters, fairInitial(start, {}, [], registry), [event('b1', 'toy/bump', 's0')], undefined, fairStep(counters, registry));
		expect(unbound.outcomes[0]).toMatchObject({ kind: 'rejected', rejection: { code: 'toy/unbound' } });
		expect(bumps.of(unbound.state)).toEqual({});
		expect(unbound.state.game).toBe(start);
	});

	it('without it registered, its events are the game\'s (and refused by it)', () => {
		const plain = foldLog<FairState>(counters, fairInitial(start, { s0: 'key-a' }), [event('b1', 'toy/bump', 's0')], undefined, fairStep(counters));
		expect(plain.outcomes[0].kind).toBe('rejected');
		expect(bumps.of(plain.state)).toBeUndefined();
	});

	it('a game move keeps every slice as it was (same object: what reads them redraws nothing)', () => {
		const before = fold([event('b1', 'toy/bump', 's0')]).state;
		const step = fairStep(counters, registry);
		const r = step(before, event('m1', 'counters/adjust', 's0', { player: 's0', counter: 'life', delta: 1 }));
		expect(r.ok && r.state.slices).toBe(before.slices);
	});

	it('a seat sees its slice through the seat view hook', () => {
		const { state } = fold([event('b1', 'toy/bump', 's0'), event('b2', 'toy/bump', 's1')]);
		expect(seatViews(state, 's1', registry)['toy-bumps']).toEqual({ s1: 1 });
		expect(seatViews(state, null, registry)['toy-bumps']).toEqual({});
		expect(seatViews(state, 's1', registry).seats).toBe(seatBinding.of(state));
	});

	it('a registry refuses two protocols of one name or one kind when built', () => {
		expect(() => TABLE_PROTOCOLS.with(bumps, bumps)).toThrow(ProtocolDefinitionError);
		const thief = defineProtocol({ name: 'thief', kinds: ['core/claim-seat'], initial: () => null, step: (s) => s });
		expect(() => new ProtocolRegistry([...TABLE_PROTOCOLS.list, thief])).toThrow(/core\/claim-seat/);
	});
});
