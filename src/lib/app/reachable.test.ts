import { describe, expect, it } from 'vitest';
import { announcedAddresses, isLoopback, reachableOrigin } from './reachable';

const serving = (body: unknown, type = 'application/json') => (async () => new Response(JSON.stringify(body), { headers: { 'content-type': type } })) as typeof fetch;
const offline = (async () => {
	throw new TypeError('Failed to fetch');
}) as typeof fetch;

describe('the address an invite carries', () => {
	it('tells this device only from the network', () => {
		for (const h of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', 'app.localhost']) expect(isLoopback(h), h).toBe(true);
		for (const h of ['192.168.1.20', 'familiar.example', 'familiar.test', '10.0.0.1']) expect(isLoopback(h), h).toBe(false);
	});

	it('is the page itself when another device can open it', async () => {
		expect(await reachableOrigin({ origin: 'https://familiar.example', hostname: 'familiar.example' }, offline)).toBe('https://familiar.example');
		expect(await reachableOrigin({ origin: 'https://192.168.1.20:4443', hostname: '192.168.1.20' }, offline)).toBe('https://192.168.1.20:4443');
	});

	it('on localhost, is the LAN address the local server announces', async () => {
		const loc = { origin: 'http://localhost:4173', hostname: 'localhost' };
		expect(await reachableOrigin(loc, serving({ https: ['https://192.168.1.20:4443', 'https://10.0.0.5:4443'] }))).toBe('https://192.168.1.20:4443');
	});

	it('on localhost with no announced address (no network, a static server), is none', async () => {
		const loc = { origin: 'http://localhost:4173', hostname: 'localhost' };
		expect(await reachableOrigin(loc, serving({ https: [] }))).toBeNull();
		expect(await reachableOrigin(loc, offline)).toBeNull();
		// a static host answers every path with the app shell
		expect(await reachableOrigin(loc, serving('<html>', 'text/html'))).toBeNull();
	});

	it('ignores announced entries that are not bare https origins', async () => {
		expect(await announcedAddresses(serving({ https: ['http://192.168.1.20:4173', 'https://a:1/x', 5, 'https://ok:4443'] }))).toEqual(['https://ok:4443']);
	});
});
