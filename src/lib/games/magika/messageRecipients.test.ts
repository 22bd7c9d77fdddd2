import { describe, expect, it } from 'vitest';
import { seededRng, type SeatInfo } from '$engine/core';
import { reportsFor, setupFromSeats } from '$engine/magika';
import { knownMap } from './knownMap';
import { mageName } from './mageName';
import { recipientName, recipients } from './messageRecipients';

const seats: SeatInfo[] = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];

describe('the Messages tab\'s "To" list', () => {
	const world = setupFromSeats({ options: {}, seats }, seededRng(3));
	const report = reportsFor(world).s0;
	const list = recipients(knownMap([report]).mages, report.you);

	it('says who is who: everyone, a cloak colour, each mage seen by its name and letter, yourself', () => {
		expect(list[0]).toEqual({ value: 'ALL', label: 'Everyone' });
		expect(list).toContainEqual({ value: 'red', label: 'Everyone in red' });
		expect(list.at(-1)).toEqual({ value: 'A', label: 'You (A)' });
		for (const m of report.mages) expect(list.find((r) => r.value === m.id)!.label).toMatch(new RegExp(`\\b${m.id}\\b`));
	});

	it('names a mage only as far as this seat knows it: one out of sight by its letter alone', () => {
		const list = recipients([{ id: 'B' }], { id: 'A', name: 'Ana' });
		expect(list.find((r) => r.value === 'B')!.label).toBe('Mage B');
		expect(list.map((r) => r.label).join(' ')).not.toContain('Bo');
	});

	it('names a queued or received message\'s ends as the "To" list does, a mage out of sight by its letter alone', () => {
		expect(recipientName(list, 'ALL')).toBe('Everyone');
		expect(recipientName(list, 'red')).toBe('Everyone in red');
		expect(recipientName(list, 'A')).toBe('You (A)');
		const blind = recipients([], { id: 'A', name: 'Ana' });
		expect(recipientName(blind, 'B')).toBe('Mage B');
		expect(recipientName(blind, 'M')).toBe('The Ebon Mage');
		expect(recipientName(blind, 'Anonymous')).toBe('Anonymous');
		// a mage the seat's report shows: as the list names it; a list built without Bo never says his name
		const seen = knownMap([report]).mages;
		expect(seen.length).toBeGreaterThan(0);
		for (const m of seen) expect(recipientName(list, m.id)).toBe(mageName(m));
		expect(['B', 'ALL', 'Anonymous'].map((v) => recipientName(blind, v)).join(' ')).not.toContain('Bo');
	});
});
