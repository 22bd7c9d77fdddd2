/**
 * The move contract for every registered game: the core, not the game, dispatches its moves and
 * refuses a move it does not have or a seat a move does not allow, and never throws doing so.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, CORE_REJECTIONS, type AnyGame, type GameEvent, type MoveMaker } from './core';
import { defaultOptions, games } from '.';

function seatsOf(game: AnyGame) {
	return Array.from({ length: game.seats.default }, (_, i) => ({ id: `s${i}`, name: `Player ${i + 1}` }));
}

const startOf = (game: AnyGame) => game.setup({ options: defaultOptions(game), seats: seatsOf(game) });

/** The code a game's own unknown move is refused with: the core's, unless the game words it. */
function unknownCode(game: AnyGame): string {
	const r = game.apply(startOf(game), { id: 'x', seat: 's0', kind: `${game.id}/no-such-move`, data: {}, at: 0 });
	return (r as { code: string }).code;
}

describe('every registered game is played through its declared moves', () => {
	for (const game of games) {
		it(`${game.id}: its moves are its own kinds, and the core refuses any other in words naming the game`, () => {
			expect(game.moves.size).toBeGreaterThan(0);
			for (const [kind, move] of game.moves) {
				expect(kind.startsWith(`${game.id}/`), kind).toBe(true);
				expect(move.kind).toBe(kind);
			}
			const state = startOf(game);
			for (const kind of [`${game.id}/no-such-move`, `${game.id}/__proto__`, `${game.id}/constructor`, 'other/move']) {
				const r = applyEvent(game, state, { id: 'x', seat: 's0', kind, data: {}, at: 0 });
				expect(r.ok, kind).toBe(false);
				if (!r.ok) expect(r.rejection.message).toBe(`"${kind}" is not a move of ${game.title}.`);
				expect(r.state).toBe(state);
			}
		});
	}

	it('a game words its own refusals where its tests ask for its own codes (ArchMage)', () => {
		expect(games.map((g) => [g.id, unknownCode(g)])).toEqual(games.map((g) => [g.id, g.id === 'archmage' ? 'archmage/unknown-move' : CORE_REJECTIONS.unknownKind]));
	});
});

/** An event a peer or a file might hold: mostly well formed, with any kind, seat and data at all. */
function eventArb(game: AnyGame): fc.Arbitrary<unknown> {
	const kinds = [...game.moves.keys()];
	const kind = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...kinds) }, fc.constantFrom(`${game.id}/nothing`, `${game.id}/__proto__`, 'counters/adjust', 'arena/orders'), fc.string());
	const seat = fc.oneof(fc.constantFrom<string | null>(...seatsOf(game).map((s) => s.id), null, '__proto__', 'constructor'), fc.string());
	const data = fc.anything({ withNullPrototype: true, withBoxedValues: true, maxDepth: 3 });
	const wellFormed = fc.record({ id: fc.uuid(), seat, kind, data, at: fc.integer() });
	return fc.oneof({ weight: 9, arbitrary: wellFormed }, fc.anything({ withNullPrototype: true }));
}

describe('the core dispatch never throws', () => {
	for (const game of games) {
		it(`${game.id}: whatever events arrive, a result or a rejection a player can read, never a throw`, () => {
			const seats = seatsOf(game).map((s) => s.id);
			const allowed = (by: MoveMaker, seat: unknown) => by === 'anyone' || (seat === null ? by !== 'seat' : by !== 'table' && seats.includes(seat as string));
			fc.assert(
				fc.property(fc.array(eventArb(game), { maxLength: 25 }), (events) => {
					let state = startOf(game);
					for (const e of events) {
						const event = e as GameEvent;
						const r = applyEvent(game, state, event);
						const move = typeof event === 'object' && event !== null ? game.moves.get(event.kind) : undefined;
						// what the core decides before the rules: a kind the game lacks, a seat the move's terms refuse
						if (move && !allowed(move.by, event.seat)) expect(r.ok, `${event.kind} by ${String(event.seat)}`).toBe(false);
						if (r.ok) {
							state = r.state;
							continue;
						}
						expect(r.state).toBe(state);
						expect(r.rejection.code, `${String(event?.kind)}: ${r.rejection.message}`).not.toBe(CORE_REJECTIONS.internal);
						if (!move && r.rejection.code !== CORE_REJECTIONS.malformed) expect(r.rejection.message).toMatch(/is not a move of/);
					}
				}),
				{ numRuns: 300 }
			);
		});
	}
});
