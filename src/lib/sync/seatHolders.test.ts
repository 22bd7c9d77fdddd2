import { describe, expect, it } from 'vitest';
import { passAndPlayNote, soleHolder } from './seatHolders';

const host = { name: 'Host phone', seats: 'all' as const, watching: false };
const bo = { name: 'Bo phone', seats: ['b'], watching: false };

describe('seat holders as a guest sees them', () => {
	it('says a pass-and-play host is asked for the seat', () => {
		expect(passAndPlayNote([host, bo])).toBe('Host phone plays every seat now. Picking a seat asks that phone for it; once that seat has played, its player must agree.');
	});
	it('says nothing when no phone plays every seat', () => {
		expect(passAndPlayNote([bo])).toBeNull();
		expect(passAndPlayNote([])).toBeNull();
	});
	it('names the phone that plays a seat alone, not the pass-and-play host', () => {
		expect(soleHolder([host, bo], 'b')).toBe('Bo phone');
		expect(soleHolder([host, bo], 'a')).toBeNull();
	});
});
