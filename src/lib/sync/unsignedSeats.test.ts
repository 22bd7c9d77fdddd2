import { describe, expect, it } from 'vitest';
import { unsignedSeatsNotice } from './unsignedSeats';

describe('unsignedSeatsNotice', () => {
	it('tells a shared table that its game predates signed seats, and says nothing of a signed game or one not shared', () => {
		expect(unsignedSeatsNotice({}, true)).toMatch(/before seats were signed/);
		expect(unsignedSeatsNotice({}, false)).toBeNull();
		expect(unsignedSeatsNotice({ genesis: { key: 'k', seats: {}, sig: 's' } as never }, true)).toBeNull();
	});
});
