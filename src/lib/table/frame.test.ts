import { describe, expect, it } from 'vitest';
import { seatLine, tableStatus } from './frame';

describe('the table frame words', () => {
	it('a phone that never had company is "Only this phone", whatever the connection does', () => {
		expect(tableStatus({ tone: 'busy', text: 'Waiting for the other devices at this table…' }, true)).toEqual({ tone: 'off', text: 'Only this phone' });
		expect(tableStatus({ tone: 'off', text: "Can't reach the other phones online" }, true).text).toBe('Only this phone');
	});

	it('a table that had other phones says what the connection does', () => {
		const waiting = { tone: 'busy' as const, text: 'Waiting for the other devices at this table…' };
		expect(tableStatus(waiting, false)).toBe(waiting);
		const connected = { tone: 'ok' as const, text: 'Connected to 1 other device' };
		expect(tableStatus(connected, true)).toBe(connected);
	});

	it('says who this phone is', () => {
		const name = (id: string) => ({ s0: 'Ana', s1: 'Bo' })[id] ?? id;
		expect(seatLine({ seats: ['s1'], watching: false }, name)).toBe('You: Bo');
		expect(seatLine({ seats: [], watching: true }, name)).toBe('Watching');
		expect(seatLine(null, name)).toBe('Pass and play');
		expect(seatLine({ seats: [], watching: false }, name)).toBe('No seat yet');
	});

	it('the phone the game was made on names the seats it still plays once other phones are at the table', () => {
		const name = (id: string) => ({ s0: 'Ana', s1: 'Bo' })[id] ?? id;
		expect(seatLine(null, name, ['s0', 's1'])).toBe('You: Ana, Bo');
		expect(seatLine(null, name, ['s0'])).toBe('You: Ana');
		expect(seatLine(null, name, [])).toBe('No seat now');
	});
});
