import { describe, expect, it } from 'vitest';
import { brick } from './game';
import { d6, Table } from './testkit';

function armies(options = {}) {
	const t = new Table(options);
	const merlin = t.wizard('Merlin', ['fireball', 'charm', 'blast'], 's0', { weapons: true });
	const morgana = t.wizard('Morgana', ['slam'], 's1');
	return { t, merlin, morgana };
}

const unitIn = (v: ReturnType<Table['view']>, id: string) => v.armies.flatMap((a) => a.units).find((u) => u.id === id)!;

describe('what each seat sees', () => {
	it("a player sees their own wizard's spells, not the other players'", () => {
		const { t, merlin } = armies();
		expect(unitIn(t.view('s0'), merlin)).toMatchObject({ spells: ['fireball', 'charm', 'blast'], secretSpells: 0 });
		expect(unitIn(t.view('s1'), merlin)).toMatchObject({ spells: [], secretSpells: 3, cost: 15 + 2 + 4 + 1 + 3 });
		expect(unitIn(t.view(null), merlin).spells).toEqual([]);
	});

	it('a spell once cast is known to everyone', () => {
		const { t, merlin } = armies();
		t.play('start-battle', {}, null);
		t.charge(merlin, 2);
		const cast = t.play('cast', { unit: merlin, spell: 'fireball', target: 'Morgana' });
		expect(unitIn(t.view('s1'), merlin)).toMatchObject({ spells: ['fireball'], secretSpells: 2, castable: ['fireball'] });
		expect(t.view('s1').casts).toMatchObject([{ id: cast, spellName: 'Fireball', wizardName: 'Merlin', outcome: 'open' }]);
	});

	it('open books show every spell; so does the end of the battle', () => {
		const open = armies({ openBooks: true });
		expect(unitIn(open.t.view('s1'), open.merlin).secretSpells).toBe(0);
		const { t, merlin } = armies();
		t.play('start-battle', {}, null);
		t.play('end-battle', { winners: [] }, null);
		expect(unitIn(t.view('s1'), merlin).spells).toHaveLength(3);
		expect(brick.status!(t.state)).toEqual({ phase: 'finished', winners: [], text: 'A draw.' });
	});

	it('does not name the spells of a new wizard in the history', () => {
		const t = new Table();
		const e = t.event('add-unit', { kind: 'wizard', name: 'Merlin', spells: ['fireball', 'charm'] }, 's0');
		expect(brick.describe!(t.state, e)).toBe('Mustered Merlin (wizard, 2 spells)');
	});

	it('prompts the players whose wizards have not acted, and the one owing a roll', () => {
		const { t, merlin } = armies();
		expect(brick.prompt!(t.state).text).toBe('Muster the armies, then start the battle.');
		t.play('start-battle', {}, null);
		expect(brick.prompt!(t.state)).toEqual({ waitingFor: ['s0', 's1'], text: 'Round 1: Merlin, Morgana to act' });
		t.play('concentrate', { unit: merlin });
		expect(brick.prompt!(t.state).waitingFor).toEqual(['s1']);
		t.play('end-round', {}, null);
		t.play('cast', { unit: merlin, spell: 'blast' });
		expect(brick.prompt!(t.state)).toEqual({ waitingFor: ['s0'], text: "Round 2: Merlin's Blast: Attack roll (with the range and other modifiers)" });
	});

	it('describes rolls and surges in the history', () => {
		const t = new Table({ surgeDice: 'halves' });
		const w = t.wizard('Merlin', ['blast']);
		t.play('add-unit', { kind: 'medic', name: 'Doc' }, 's1');
		t.play('start-battle', {}, null);
		t.charge(w, 1);
		const cast = t.play('cast', { unit: w, spell: 'blast', target: 'Orc' });
		const roll = t.event('roll', { cast, step: 'attack', roll: d6(1), modifier: -6 }, 's0');
		expect(brick.describe!(t.state, roll)).toBe("Merlin's Blast: attack roll 1 (table dice) − 6");
		const surge = t.event('roll', { cast, step: 'surge', roll: d6(4, 6) }, 's0');
		expect(brick.describe!(t.state, surge)).toBe("Merlin's Blast: wild surge roll 4 + 6 (table dice) → 12, Gravity takes a vacation");
	});
});
