import { describe, expect, it } from 'vitest';
import { d6, Table } from './testkit';

describe('Brick: a roll to notice or to revive is told with its dice', () => {
	it('keeps who rolled, what for and the face on the chronicle line', () => {
		const t = new Table();
		const merlin = t.wizard('Merlin', ['fireball'], 's0');
		t.wizard('Morgana', ['slam'], 's1');
		const medic = t.play('add-unit', { kind: 'medic', name: 'Nurse' }, 's1');
		const scout = t.play('add-unit', { kind: 'other', name: 'Scout', points: 5, canHide: true }, 's1');
		t.play('start-battle', {}, null);
		t.play('hide', { unit: scout }, 's1');
		t.play('notice', { unit: scout, roll: d6(4) }, 's0');
		expect(t.state.chronicle.at(-1)?.dice).toEqual({ who: t.state.seats[0].name, purpose: 'to notice Scout (6+)', sides: 6, values: [4] });
		t.play('down', { unit: scout }, 's1');
		t.play('revive', { medic, unit: scout, roll: d6(6) }, 's1');
		expect(t.state.chronicle.at(-1)?.dice).toEqual({ who: 'Nurse', purpose: 'to revive Scout (6)', sides: 6, values: [6] });
		t.play('concentrate', { unit: merlin }, 's0');
		t.play('end-round', {}, null);
		expect(t.state.chronicle.at(-1)?.dice).toBeUndefined();
	});
});
