import { describe, expect, it } from 'vitest';
import { roomName } from './roomName';

describe('roomName', () => {
	it('is the same for the same table and secret on every device', () => {
		expect(roomName('tbl1', 'secret-a')).toBe(roomName('tbl1', 'secret-a'));
		expect(roomName('tbl1', 'secret-a')).toMatch(/^tbl1\.[\w-]{16}$/);
	});

	it('stays what earlier versions computed, so that their devices meet this one', () => {
		expect(roomName('tbl1', 'secret-a')).toBe('tbl1.ycpgRyLA_fmjC5tr');
	});

	it('differs with another secret or another table, and does not contain the secret', () => {
		expect(roomName('tbl1', 'secret-a')).not.toBe(roomName('tbl1', 'secret-b'));
		expect(roomName('tbl1', 'secret-a')).not.toBe(roomName('tbl2', 'secret-a'));
		expect(roomName('tbl1', 'secret-a')).not.toContain('secret');
	});
});
