import { describe, expect, it } from 'vitest';
import { defaultSignaling, formatIceServers, parseIceServers, parseSignaling } from './syncConfig';

describe('connection settings', () => {
	it('default to a local signaling server, plus the one on the same origin when the app came from another host', () => {
		expect(defaultSignaling({ protocol: 'http:', hostname: 'localhost', host: 'localhost:4173' })).toEqual(['ws://localhost:4444']);
		expect(defaultSignaling({ protocol: 'https:', hostname: '192.168.1.20', host: '192.168.1.20:4443' })).toEqual(['ws://localhost:4444', 'wss://192.168.1.20:4443/signal']);
		expect(defaultSignaling({ protocol: 'https:', hostname: 'familiar.example', host: 'familiar.example' })).toEqual(['ws://localhost:4444', 'wss://familiar.example/signal']);
	});

	it('read signaling URLs, one per line, and refuse others', () => {
		expect(parseSignaling(' ws://a:1\n\nwss://b.example/x \n')).toEqual(['ws://a:1', 'wss://b.example/x']);
		expect(parseSignaling('')).toEqual([]);
		expect(() => parseSignaling('http://a')).toThrow(/ws:\/\//);
		expect(() => parseSignaling('nonsense')).toThrow(/not a URL/);
	});

	it('read ICE servers and write them back the same', () => {
		const text = 'stun:stun.example.org:3478\nturn:turn.example.org:3478 ana s3cret';
		const list = parseIceServers(text);
		expect(list).toEqual([{ urls: 'stun:stun.example.org:3478' }, { urls: 'turn:turn.example.org:3478', username: 'ana', credential: 's3cret' }]);
		expect(formatIceServers(list)).toBe(text);
		expect(() => parseIceServers('turn:x:1')).toThrow(/user name/);
		expect(() => parseIceServers('http://x')).toThrow(/not an ICE server/);
	});
});
