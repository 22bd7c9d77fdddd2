import { describe, expect, it } from 'vitest';
import { inviteLink, parseInvite } from './invite';

describe('invite links', () => {
	it('carry the table in the fragment, and read back', () => {
		const t = { tableId: 'Ab-3_x', secret: 'S3cr3t-_9', gameId: 'counters' };
		const link = inviteLink('https://familiar.example', t);
		const url = new URL(link);
		expect(url.pathname).toBe('/join');
		expect(url.search).toBe('');
		expect(url.hash).toContain('s=S3cr3t-_9');
		expect(parseInvite(url.hash)).toEqual(t);
	});

	it('refuse a fragment with a part missing or malformed', () => {
		expect(parseInvite('#t=abc&g=counters')).toBeNull();
		expect(parseInvite('#t=abc&s=x y&g=counters')).toBeNull();
		expect(parseInvite('')).toBeNull();
	});
});
