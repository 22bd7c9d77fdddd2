import { describe, expect, it } from 'vitest';
import { brick } from './game';
import { Table } from './testkit';

describe('Brick: the leading values on the home card', () => {
	it('gives each army’s points while mustering, then its units on their feet', () => {
		const t = new Table();
		const [ana, bo] = t.state.seats.map((s) => s.name);
		expect(brick.leaders!(t.state)).toBe(`${ana} 0, ${bo} 0 points`);
		t.wizard('Merlin', ['fireball'], 's0');
		t.wizard('Morgana', ['fireball', 'blast'], 's1');
		t.wizard('Mab', ['blast'], 's1');
		expect(brick.leaders!(t.state)).toMatch(new RegExp(`^${bo} \\d+, ${ana} \\d+ points$`));
		t.play('start-battle', {}, null);
		expect(brick.leaders!(t.state)).toBe(`${bo} 2 of 2 up, ${ana} 1 of 1 up`);
	});
});
