/**
 * The screens' moves are typed by the game's declaration. The `@ts-expect-error` lines are the
 * test: `npm run check` fails when one of them compiles (a wrong kind or data went unnoticed).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MoveTable, Rejection } from '$engine/core';
import { counters, type CountersGame, type CountersMoves, type CountersState } from '$engine/counters';
import type { BrickGame } from '$engine/brick';
import { kindOf } from './moveNames';
import type { MoveSender, NamedSender, TableSession, ViewOf } from './types';

/** A screen's session that records what it is asked to send. */
function recording() {
	const sent: [string, unknown][] = [];
	const act = (kind: string, data: unknown): Rejection | null => {
		sent.push([kind, data]);
		return null;
	};
	return { sent, session: { act } as unknown as TableSession<CountersGame> };
}

describe('typed moves', () => {
	it('a screen sends a declared move with its data', () => {
		const { sent, session } = recording();
		session.act('counters/adjust', { player: 's0', counter: 'life', delta: -1 });
		const send: MoveSender<CountersGame, boolean> = (kind, data) => session.act(kind, data) === null;
		expect(send('counters/next', {})).toBe(true);
		expect(sent).toEqual([
			['counters/adjust', { player: 's0', counter: 'life', delta: -1 }],
			['counters/next', {}]
		]);
	});

	it('types the view from the game', () => {
		expectTypeOf<ViewOf<CountersGame>>().toEqualTypeOf<CountersState>();
		expectTypeOf<TableSession<CountersGame>['view']>().toEqualTypeOf<CountersState>();
	});

	it('refuses, when it compiles, a kind the game does not have or data not of its move', () => {
		const { sent, session } = recording();
		const wrong = () => {
			// @ts-expect-error a kind Counters does not declare (a typo)
			session.act('counters/ajust', { player: 's0', counter: 'life', delta: -1 });
			// @ts-expect-error a field of the data misspelt
			session.act('counters/adjust', { player: 's0', counter: 'life', delat: -1 });
			// @ts-expect-error data of the wrong type
			session.act('counters/adjust', { player: 's0', counter: 'life', delta: '-1' });
			// @ts-expect-error the data of another move
			session.act('counters/round', { running: true });
			// @ts-expect-error a field missing
			session.act('counters/set', { player: 's0', counter: 'life' });
		};
		expect(typeof wrong).toBe('function');
		expect(sent).toEqual([]);
	});

	it('types a history line by the data its move declares', () => {
		const table: Pick<MoveTable<CountersState, CountersMoves>, 'counters/next'> = {
			// @ts-expect-error a line reading a field the move does not declare
			'counters/next': { run: (state) => state, describe: (_, d) => String(d.seat) }
		};
		expect(counters.describe(counters.setup({ options: { life: 20, poison: false }, seats: [] }), { id: 'e', seat: null, kind: 'counters/next', data: {}, at: 0 })).toBe('Next player');
		expect(Object.keys(table)).toEqual(['counters/next']);
	});

	it('sends a move by its name, its kind made from the game id', () => {
		const session = { gameId: 'brick' } as TableSession<BrickGame>;
		const sent: string[] = [];
		const send: NamedSender<BrickGame> = (name) => sent.push(kindOf(session, name)) > 0;
		send('hide', { unit: 'u1' });
		const wrong = () => {
			// @ts-expect-error a name Brick does not declare
			send('hid', { unit: 'u1' });
			// @ts-expect-error a field of the data misspelt
			send('hide', { unti: 'u1' });
		};
		expect(typeof wrong).toBe('function');
		expect(sent).toEqual(['brick/hide']);
	});
});
