import { describe, expect, it } from 'vitest';
import { createWizard } from './creation';
import { archmage } from './duel/game';
import { duelResults, parseD100 } from './duel/results';
import { uniformScores } from './elements';
import { hasRecorded, recordDuel, rivalFromSheet, sheetOf } from './roster';
import { Duel } from './testkit';
import type { Wizard } from './wizard';

const make = (name: string, id: string) =>
	createWizard({ name, order: 'jupiter', birthRolls: [99], scores: { ...uniformScores(23), wood: 41, fire: 40 } }, id, name) as Wizard;

describe('from a finished duel to the roster', () => {
	it('gives each wizard its record line and rank change, once', () => {
		const ann = make('Ann', 'w-ann');
		const bo = make('Bo', 'w-bo');
		const duel = Duel.between(sheetOf(ann), sheetOf(bo), { mulligan: false });
		duel.cast('a', 'woodpower', 23).cast('b', null);
		duel.cast('b', 'earthpower', 99).cast('a', null);
		duel.cast('a', 'earthpower', 23).cast('b', null);
		expect(archmage.status!(duel.state).phase).toBe('finished');
		const lines = duelResults(archmage.view(duel.state, null), '1994-01-08', 'g1');
		expect(lines).toEqual([
			{ wizardId: 'w-ann', input: { duelId: 'g1', date: '1994-01-08', opponent: 'Bo', opponentRank: 30, level: 'subdual', won: true, conceded: false, delta: 2 } },
			{ wizardId: 'w-bo', input: { duelId: 'g1', date: '1994-01-08', opponent: 'Ann', opponentRank: 30, level: 'subdual', won: false, conceded: false, delta: 1 } }
		]);
		const annAfter = recordDuel(ann, lines[0].input);
		expect(annAfter.rank).toBe(32);
		expect(recordDuel(bo, lines[1].input).rank).toBe(31);
		expect(hasRecorded(annAfter, 'g1')).toBe(true);
		expect(hasRecorded(ann, 'g1')).toBe(false);
	});

	it('gives nothing while the duel goes on', () => {
		const duel = Duel.between(sheetOf(make('Ann', 'x')), sheetOf(make('Bo', 'y')));
		expect(duelResults(archmage.view(duel.state, 'a'), '1994-01-08', 'g1')).toEqual([]);
	});
});

describe('typed d100 rolls', () => {
	it('reads 1 to 100, with 00 as 100', () => {
		expect(['1', '42', '100', '00', '0', ' 7 '].map(parseD100)).toEqual([1, 42, 100, 100, 100, 7]);
		expect(['101', '-3', '4.5', '', 'abc', '1000'].map(parseD100)).toEqual([null, null, null, null, null, null]);
	});
});

describe('what a rival phone learns from a duel sheet', () => {
	it('the sheet carries the owner and titles, the duel keeps them, and the rival is built from it', () => {
		const ann = { ...make('Ann', 'w-ann'), owner: 'Annie', master: true, masterAwarded: true };
		const sheet = sheetOf(ann);
		expect(sheet).toMatchObject({ id: 'w-ann', owner: 'Annie', master: true });
		expect(sheet.grandmaster).toBeUndefined();
		const duel = Duel.between(sheet, sheetOf(make('Bo', 'w-bo')));
		expect(duel.state.duelists[0]?.sheet).toMatchObject({ owner: 'Annie', master: true });
		const rival = rivalFromSheet(duel.state.duelists[0]!.sheet, 'seat name');
		expect(rival).toMatchObject({ id: 'w-ann', name: 'Ann', owner: 'Annie', order: 'jupiter', rank: 30, master: true, grandmaster: false, status: 'active', duels: [] });
		expect(rival?.birth).toBeUndefined();
		expect(rival?.scores).toEqual(ann.scores);
	});

	it('falls back on the seat name for a sheet without an owner, and follows no sheet without an id', () => {
		const { owner: _owner, ...noOwner } = sheetOf(make('Bo', 'w-bo'));
		expect(rivalFromSheet(noOwner, 'Bo at seat 2')?.owner).toBe('Bo at seat 2');
		const { id: _id, ...noId } = noOwner;
		expect(rivalFromSheet(noId, 'Bo')).toBeNull();
	});
});
