import { describe, expect, it } from 'vitest';
import { arena, setupArena } from './game';
import { seatsOf, started } from './fixtures';

describe('Magic Arena: the leading values on the home card', () => {
	it('gives every player’s hit points, highest first, those still in before those out', () => {
		expect(arena.leaders!(setupArena({}, seatsOf(2)))).toBe('Ann 20 HP, Bo 20 HP');
		const s = started(['F C3', 'W F6']);
		const hurt = { ...s, players: { ...s.players, s0: { ...s.players.s0, hp: 12 }, s1: { ...s.players.s1, hp: 0, alive: false } } };
		expect(arena.leaders!(hurt)).toBe('Ann 12 HP, Bo out');
		const behind = { ...s, players: { ...s.players, s0: { ...s.players.s0, hp: 9 } } };
		expect(arena.leaders!(behind)).toBe('Bo 20 HP, Ann 9 HP');
	});
});
