import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: ws ships no type declarations here (no @types/ws).
import WebSocket from 'ws';
import { startSignaling } from '../../../scripts/signaling.mjs';

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
	for (const s of servers.splice(0)) await s.close();
});

async function client(port: number) {
	const ws = new WebSocket(`ws://localhost:${port}`);
	const received: unknown[] = [];
	ws.on('message', (m: unknown) => received.push(JSON.parse(String(m))));
	await new Promise((ok) => ws.on('open', ok));
	return { ws, received, send: (m: unknown) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)) };
}

const settle = () => new Promise((ok) => setTimeout(ok, 100));

describe('signaling server', () => {
	it('relays a message to the subscribers of its topic only, and ignores garbage', async () => {
		const server = await startSignaling({ port: 0 });
		servers.push(server);
		const [a, b, c] = await Promise.all([client(server.port), client(server.port), client(server.port)]);
		a.send({ type: 'subscribe', topics: ['table-1'] });
		b.send({ type: 'subscribe', topics: ['table-1'] });
		c.send({ type: 'subscribe', topics: ['table-2'] });
		await settle();
		a.send('not json');
		a.send({ type: 'publish', topic: 'table-1', data: 'sealed' });
		a.send({ type: 'ping' });
		await settle();
		expect(b.received).toEqual([{ type: 'publish', topic: 'table-1', data: 'sealed', clients: 2 }]);
		expect(a.received).toEqual([{ type: 'publish', topic: 'table-1', data: 'sealed', clients: 2 }, { type: 'pong' }]);
		expect(c.received).toEqual([]);
		b.send({ type: 'unsubscribe', topics: ['table-1'] });
		await settle();
		a.send({ type: 'publish', topic: 'table-1', data: 'again' });
		await settle();
		expect(b.received).toHaveLength(1);
		for (const x of [a, b, c]) x.ws.close();
	});

	it('closes a connection that sends an oversized message', async () => {
		const server = await startSignaling({ port: 0 });
		servers.push(server);
		const a = await client(server.port);
		const closed = new Promise<number>((ok) => a.ws.on('close', (code: number) => ok(code)));
		a.send({ type: 'publish', topic: 't', data: 'x'.repeat(100_000) });
		expect(await closed).toBe(1009);
	});

	it('fails to start, rather than crash, when its port is taken', async () => {
		const server = await startSignaling({ port: 0 });
		servers.push(server);
		await expect(startSignaling({ port: server.port })).rejects.toThrow(/EADDRINUSE/);
	});
});
