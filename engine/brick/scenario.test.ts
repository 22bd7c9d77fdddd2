import { describe, expect, it } from 'vitest';
import { foldLog, type GameEvent } from '../core';
import { seatsOf } from './arbitrary';
import { brick } from './game';
import { d6 } from './testkit';

const ev = (id: string, seat: string | null, kind: string, data: unknown): GameEvent => ({ id, seat, kind: `brick/${kind}`, data, at: 0 });

describe('a whole battle as a log', () => {
	it('two wizards mustered, three rounds played, one casts a spell', () => {
		const initial = brick.setup({ options: { pointLimit: 60 } as never, seats: seatsOf(2) });
		const log: GameEvent[] = [
			ev('merlin', 's0', 'add-unit', { kind: 'wizard', name: 'Merlin', spells: ['fireball', 'blast'], armor: true }),
			ev('morgana', 's1', 'add-unit', { kind: 'wizard', name: 'Morgana', spells: ['slam', 'sleep'], weapons: true }),
			ev('start', null, 'start-battle', {}),
			// Round 1: both concentrate.
			ev('r1a', 's0', 'concentrate', { unit: 'merlin' }),
			ev('r1b', 's1', 'concentrate', { unit: 'morgana' }),
			ev('r1', null, 'end-round', {}),
			// Round 2: Merlin concentrates again, Morgana moves and loses her mana.
			ev('r2a', 's0', 'concentrate', { unit: 'merlin' }),
			ev('r2b', 's1', 'move', { unit: 'morgana' }),
			ev('r2', null, 'end-round', {}),
			// Round 3: Merlin casts Fireball with his 2 mana.
			ev('fb', 's0', 'cast', { unit: 'merlin', spell: 'fireball', targetUnit: 'morgana' }),
			ev('fb1', 's0', 'roll', { cast: 'fb', step: 'attack', roll: d6(5), modifier: -1 }),
			ev('fb2', 's0', 'hit', { cast: 'fb', hit: true }),
			ev('fb3', 's0', 'roll', { cast: 'fb', step: 'burn', roll: d6(6) }),
			ev('r3b', 's1', 'concentrate', { unit: 'morgana' }),
			ev('r3', null, 'end-round', {})
		];
		const { state, outcomes } = foldLog(brick, initial, log);
		expect(outcomes.every((o) => o.kind === 'applied')).toBe(true);
		expect(state.round).toBe(4);
		expect(state.units.merlin.mana).toBe(0);
		expect(state.units.morgana.mana).toBe(1);
		expect(state.casts.fb).toMatchObject({ outcome: 'worked', mana: 2 });
		expect(state.effects).toMatchObject([{ label: 'On fire', unit: 'morgana' }]);
		const view = brick.view(state, 's0');
		// Merlin 15 + 2 + 1 + 8 = 26; Morgana 15 + 1 + 3 + 3 = 22.
		expect(view.armies.map((a) => a.total)).toEqual([26, 22]);
	});
});
