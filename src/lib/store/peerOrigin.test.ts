import { describe, expect, it } from 'vitest';
import { isFromPeer } from './peerOrigin';

describe('isFromPeer', () => {
	it('tells the origins links and transports apply with from any other', () => {
		expect(isFromPeer({ fromPeer: true })).toBe(true);
		for (const other of [null, undefined, 'peer', 1, {}, { fromPeer: 'yes' }, Symbol('local')]) expect(isFromPeer(other)).toBe(false);
	});
});
