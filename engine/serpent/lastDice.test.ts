/** The latest dice as the fold keeps them: who rolled, for what, what came of it, and for how long. */
import { describe, expect, it } from 'vitest';
import { foldLog, UNDO } from '../core';
import { serpent } from './game';
import { BLACK, endRound, prepareAll, roll, startRound, Table, WHITE } from './fixtures';

describe('the last dice', () => {
	it('a Resonance roll shows who rolled and what it gave, through the tie step it leads to', () => {
		const t = new Table();
		t.do('resonance-roll', { roll: roll(10, 7) }, 'b');
		expect(t.state.lastDice).toEqual({ kind: 'resonance', seat: 'b', sides: 10, values: [7], source: 'physical', beings: [], result: '+3 Resonance each' });
		expect(t.state.step).toBe('ties');
	});

	it('a tie roll names the die of each tied being and the order it gives; it stays through preparation, and goes when the turns begin', () => {
		const t = new Table();
		t.rollResonance(7);
		t.do('tie-roll', { roll: roll(10, 2, 8) }, 'w');
		expect(t.state.lastDice).toMatchObject({ kind: 'tie', seat: 'w', values: [2, 8], beings: ['w', 'b'], result: 'Black Magi before White Magi' });
		t.do('prepare', { being: 'w', cards: [] });
		expect(t.state.lastDice?.kind).toBe('tie');
		t.do('prepare', { being: 'b', cards: [] });
		expect(t.state.phase).toBe('action');
		expect(t.state.lastDice).toBeNull();
	});

	it('equal tie dice say the tie is rolled again', () => {
		const t = new Table();
		t.rollResonance(7);
		t.do('tie-roll', { roll: roll(10, 4, 4) }, null);
		expect(t.state.lastDice?.result).toBe('White Magi before Black Magi; equal dice roll again');
	});

	it('an Overload says so', () => {
		const t = new Table();
		t.rollResonance(10);
		expect(t.state.lastDice?.result).toBe('+5 Resonance each, Overload: −1 Harmony');
	});

	it('a Discord roll under the Discord says what it cost', () => {
		const t = new Table();
		startRound(t);
		prepareAll(t);
		t.do('adjust', { being: 'w', energy: 'harmony', delta: -8 });
		endRound(t);
		startRound(t);
		expect(t.state.eventRolls).toEqual(['w']);
		t.do('event-roll', { being: 'w', roll: roll(10, 1, 2) });
		expect(t.state.lastDice).toMatchObject({ kind: 'event', seat: 'w', values: [1, 2], beings: ['w'], result: 'Discord: −3 Essence' });
	});

	it("a draw from an Encounter's bag names the token, and stays until the turn passes", () => {
		const t = new Table({ teams: 'coop' });
		const sheet = { name: 'Mire Beast', essence: 14, actions: 2, bag: { tokens: { green: 2, red: 1 } } };
		t.do('encounter', { sheet }, null);
		const beast = t.state.roster[2];
		t.do('draw', { being: beast, roll: roll(3, 3) }, 'w');
		expect(t.state.lastDice).toMatchObject({ kind: 'draw', seat: 'w', sides: 3, values: [3], beings: [beast], result: 'red' });
		t.do('adjust', { being: 'w', energy: 'essence', delta: -1 });
		expect(t.state.lastDice?.kind).toBe('draw');
		t.rollResonance(7);
		expect(t.state.lastDice?.kind).toBe('resonance');
	});

	it('an undone roll takes its dice with it', () => {
		const t = new Table();
		t.rollResonance(7);
		t.do('tie-roll', { roll: roll(10, 2, 8) }, null);
		const start = serpent.setup({ options: {} as never, seats: [WHITE, BLACK] });
		const undone = foldLog(serpent, start, [...t.log, { id: 'u', seat: null, kind: UNDO, data: { target: t.log[1].id }, at: 9 }]);
		expect(undone.state.lastDice?.kind).toBe('resonance');
	});
});
