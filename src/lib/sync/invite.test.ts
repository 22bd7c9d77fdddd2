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

	it("carry the digest of the game's description when given one, and drop one that does not read", () => {
		const t = { tableId: 'Ab-3_x', secret: 'S3cr3t-_9', gameId: 'counters', digest: 'abcdefghijklmnopqrstuv' };
		expect(parseInvite(new URL(inviteLink('https://familiar.example', t)).hash)).toEqual(t);
		expect(parseInvite('#t=abc&s=def&g=counters&d=short')).toEqual({ tableId: 'abc', secret: 'def', gameId: 'counters' });
	});

	it('refuse a fragment with a part missing or malformed', () => {
		expect(parseInvite('#t=abc&g=counters')).toBeNull();
		expect(parseInvite('#t=abc&s=x y&g=counters')).toBeNull();
		expect(parseInvite('')).toBeNull();
	});
});
