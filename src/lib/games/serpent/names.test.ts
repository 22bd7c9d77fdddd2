/** How teams read beside a name and as a target: no team label that says nothing (co-op, a Magi alone). */
import { describe, expect, it } from 'vitest';
import type { SerpentView } from '$engine/serpent';
import { Table } from '$engine/serpent/fixtures';
import { teamLabel, teamName } from './names';

const seats = ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ id: name.toLowerCase(), name }));
const view = (t: Table) => t.state as SerpentView;

describe('team names', () => {
	it('co-op ("team v Encounter"): no team beside any Magi; the team as a target is "all the Magi"', () => {
		const t = new Table({ teams: 'coop' }, seats.slice(0, 2));
		t.do('encounter', { sheet: 'sentient-shadow' }, null);
		expect(['ana', 'bo'].map((id) => teamLabel(view(t), t.be(id)))).toEqual([null, null]);
		expect(teamName(view(t), 'Magi')).toBe('all the Magi');
	});

	it('two teams: each Magi shows its team; a Magi alone shows none and is named as a team', () => {
		const pairs = new Table({ teams: 'pairs' }, seats);
		expect(seats.map((s) => teamLabel(view(pairs), pairs.be(s.id)))).toEqual(['Team A', 'Team B', 'Team A', 'Team B']);
		expect(teamName(view(pairs), 'Team B')).toBe('Team B');
		const duel = new Table({}, seats.slice(0, 2));
		expect(teamLabel(view(duel), duel.be('ana'))).toBeNull();
		expect(teamName(view(duel), 'bo')).toBe('Bo');
	});

	it('a co-op table whose players split into teams shows them again', () => {
		const t = new Table({ teams: 'coop' }, seats.slice(0, 3));
		t.do('team', { being: 'cy', team: 'Rogues' });
		expect(teamLabel(view(t), t.be('ana'))).toBe('Magi');
		expect(teamLabel(view(t), t.be('cy'))).toBe('Rogues');
	});
});
