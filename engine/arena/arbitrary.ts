/** fast-check generators of Magic Arena logs: legal and illegal orders mixed, with undos. */
import fc from 'fast-check';
import { applyEvent, seededRng, type GameEvent } from '../core';
import { columnName } from './board';
import { arena, setupArena, type ArenaOptions } from './game';
import { MAGICS } from './magics';
import { randomOrders, randomStart } from './random';
import type { ArenaState } from './state';
import { seatsOf } from './fixtures';

/** One step of a generated log, turned into an event against the state reached so far. */
type Step =
	| { kind: 'legal'; seat: number; seed: number }
	| { kind: 'sloppy'; seat: number; move: string | null; casts: { magic: string; target?: string }[]; turnOffset: number }
	| { kind: 'junk'; seat: number; eventKind: string; data: unknown }
	| { kind: 'undo'; back: number };

const squareText = fc.tuple(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: 12 })).map(([c, r]) => columnName(c) + r);
const targetText = fc.oneof(
	squareText,
	fc.constantFrom('N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW', 'A', 'H', 'Z', '1', '8', '12', '0', ''),
	fc.string({ maxLength: 3 })
);

const step = (players: number): fc.Arbitrary<Step> => {
	const seat = fc.integer({ min: 0, max: players }); // players itself is not a seat
	return fc.oneof(
		{ weight: 12, arbitrary: fc.record({ kind: fc.constant('legal' as const), seat, seed: fc.nat() }) },
		{
			weight: 3,
			arbitrary: fc.record({
				kind: fc.constant('sloppy' as const),
				seat,
				move: fc.option(squareText, { nil: null }),
				casts: fc.array(
					fc.record(
						{ magic: fc.oneof(fc.constantFrom(...MAGICS.map((m) => m.code)), fc.string({ maxLength: 3 })), target: targetText },
						{ requiredKeys: ['magic'] }
					),
					{ maxLength: 6 }
				),
				turnOffset: fc.constantFrom(0, 0, 0, 1, -1)
			})
		},
		{
			weight: 1,
			arbitrary: fc.record({
				kind: fc.constant('junk' as const),
				seat,
				eventKind: fc.constantFrom('arena/orders', 'arena/start', 'arena/other'),
				data: fc.anything()
			})
		},
		{ weight: 1, arbitrary: fc.record({ kind: fc.constant('undo' as const), back: fc.nat(10) }) }
	);
};

/** Builds the log of `steps`, folding as it goes so that "legal" steps are legal when written. */
export function buildLog(options: ArenaOptions, players: number, steps: Step[]): { initial: ArenaState; log: GameEvent[] } {
	const initial = setupArena(options, seatsOf(players));
	let state = initial;
	const log: GameEvent[] = [];
	steps.forEach((s, i) => {
		const id = `e${i}`;
		let event: GameEvent;
		if (s.kind === 'undo') {
			const target = log[log.length - 1 - s.back]?.id ?? 'nothing';
			event = { id, seat: 's0', kind: 'core/undo', data: { target }, at: i };
			log.push(event);
			return; // the state after an undo is refolded by the tests, not tracked here
		}
		let seat = `s${s.seat}`;
		// legal and sloppy orders mostly come from a seat still awaited, so that turns do resolve
		const waiting = state.order.filter((id, at) => state.players[id].alive && state.sealed[at] === null);
		if (s.kind !== 'junk' && s.seat < players && waiting.length > 0) seat = waiting[s.seat % waiting.length];
		if (s.kind === 'legal') {
			const rng = seededRng(s.seed);
			const player = state.players[seat];
			const data =
				state.phase === 'placing' || !player
					? randomStart(state, rng)
					: { turn: state.turn, ...randomOrders(state, seat, rng) };
			event = { id, seat, kind: state.phase === 'placing' ? 'arena/start' : 'arena/orders', data, at: i };
		} else if (s.kind === 'sloppy') {
			event = { id, seat, kind: 'arena/orders', data: { turn: state.turn + s.turnOffset, move: s.move, casts: s.casts }, at: i };
		} else {
			event = { id, seat, kind: s.eventKind, data: s.data, at: i };
		}
		state = applyEvent<ArenaState>(arena, state, event).state;
		log.push(event);
	});
	return { initial, log };
}

export const optionsArb: fc.Arbitrary<ArenaOptions> = fc.record({
	size: fc.constantFrom(4, 5, 8, 9, 11),
	hp: fc.constantFrom(3, 8, 20),
	types: fc.constantFrom('one', 'two', 'all'),
	levelOneAll: fc.boolean(),
	healing: fc.boolean(),
	healCap: fc.boolean(),
	firstTurn: fc.constantFrom('placement', 'orders'),
	burrow: fc.constantFrom('centre', 'file', 'rank'),
	rounding: fc.constantFrom('wide', 'narrow'),
	overspend: fc.constantFrom('skip', 'void')
});

/** A random game: options, 2 to 8 players and up to `maxLength` steps. */
export function arbitraryGame(maxLength: number) {
	return fc
		.tuple(optionsArb, fc.integer({ min: 2, max: 8 }))
		.chain(([options, players]) => fc.tuple(fc.constant(options), fc.constant(players), fc.array(step(players), { maxLength, size: 'max' })))
		.map(([options, players, steps]) => ({ options, players, ...buildLog(options, players, steps) }));
}
