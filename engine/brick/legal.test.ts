import { describe, expect, it } from 'vitest';
import { castCost, mostUnits, previewUnit } from './legal';
import { Table } from './testkit';

describe('helpers of the table UI', () => {
	it("give each of the viewer's own casters its open activities and spells, with reasons", () => {
		const t = new Table();
		const merlin = t.wizard('Merlin', ['fireball', 'blast', 'charm']);
		const morgana = t.wizard('Morgana', ['slam'], 's1');
		t.play('start-battle', {}, null);
		t.charge(merlin, 1);
		t.play('concentrate', { unit: morgana }, 's1');
		const mine = t.view('s0').choices;
		expect(Object.keys(mine)).toEqual([merlin]);
		expect(mine[merlin].activities).toEqual({ concentrate: null, move: null, act: null, hold: null });
		expect(mine[merlin].spells.map((c) => [c.spell.id, c.mana, c.variable, c.blocked])).toEqual([
			['fireball', 2, false, 'Fireball costs 2 mana; Merlin has 1.'],
			['blast', 1, false, null],
			['charm', 4, true, 'Charm costs 4 mana; Merlin has 1.']
		]);
		const theirs = t.view('s1').choices[morgana];
		expect(theirs.activities.move).toBe('Morgana is concentrating: it may not move or attack this round.');
		expect(theirs.spells[0]).toMatchObject({ blocked: 'Morgana concentrated this round; it can cast next round.', blockedCode: 'brick/concentrating' });
		expect(mine[merlin].spells[0].blockedCode).toBe('brick/not-enough-mana');
		expect(t.view(null).choices).toEqual({});
	});

	it('price a way of casting and the most dice the mana buys', () => {
		const t = new Table();
		expect(castCost(t.state, 'charm', null, 3, 0)).toBe(12);
		expect(castCost(t.state, 'telekinesis', 'move', 2, 1)).toBe(7);
		expect(castCost(t.state, 'telekinesis', null, 1, 0)).toBeNull();
		expect(mostUnits(t.state, 9, 'charm', null, 0)).toBe(2);
		expect(mostUnits(t.state, 1, 'charm', null, 0)).toBe(1);
		expect(mostUnits(t.state, 7, 'wall-of-fire', null, 0)).toBe(7);
	});

	it('preview a unit on the builder form from a seat’s view', () => {
		const t = new Table();
		const view = t.view('s0');
		expect(previewUnit(view, 's0', { kind: 'wizard', name: 'Merlin', spells: ['fireball', 'charm'], weapons: true, armor: true })).toEqual({ cost: 15 + 2 + 4 + 3 + 8 });
		expect(previewUnit(view, 's0', { kind: 'medic', name: 'Doc', weapons: true })).toEqual({ cost: 25 });
		expect(previewUnit(view, 's0', { kind: 'wizard', name: '', spells: ['blast'] })).toEqual({ error: 'A unit needs a name of 1 to 32 characters.' });
	});
});
