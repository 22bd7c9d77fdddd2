import { describe, expect, it } from 'vitest';
import { serpent } from './game';
import { Table } from './fixtures';

describe("Serpent's Tongue: the leading values on the home card", () => {
	it("lists every Magi's Essence, highest first, and follows the game", () => {
		const t = new Table();
		const magi = t.state.roster.map((id) => t.state.beings[id]).filter((b) => b.kind === 'magi');
		expect(magi.length).toBe(2);
		expect(serpent.leaders!(t.state)).toBe(`${magi.map((b) => `${b.name} ${b.essence}`).join(', ')} Essence`);
		const [first, second] = magi;
		const hurt = { ...t.state, beings: { ...t.state.beings, [first.id]: { ...first, essence: first.essence - 5 } } };
		expect(serpent.leaders!(hurt)).toBe(`${second.name} ${second.essence}, ${first.name} ${first.essence - 5} Essence`);
	});

	it('leaves out a Magi no longer at the table, and says nothing without Magi', () => {
		const t = new Table();
		const [first, second] = t.state.roster.map((id) => t.state.beings[id]).filter((b) => b.kind === 'magi');
		const gone = { ...t.state, beings: { ...t.state.beings, [first.id]: { ...first, gone: true } } };
		expect(serpent.leaders!(gone)).toBe(`${second.name} ${second.essence} Essence`);
		expect(serpent.leaders!({ ...t.state, roster: [] })).toBe('');
	});
});
