import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: ws ships no type declarations here (no @types/ws).
import WebSocket from 'ws';
import { LIMITS, startSignaling } from '../../../scripts/signaling.mjs';

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

	it('closes connections beyond its cap with "try again later"', async () => {
		const server = await startSignaling({ port: 0, limits: { ...LIMITS, connections: 2 } });
		servers.push(server);
		const [a, b] = [await client(server.port), await client(server.port)];
		const c = new WebSocket(`ws://localhost:${server.port}`);
		expect(await new Promise((ok) => c.on('close', (code: number) => ok(code)))).toBe(1013);
		await settle();
		expect(server.connections()).toBe(2);
		for (const x of [a, b]) x.ws.close();
	});

	it('ignores topics that are too long, and topics beyond its count', async () => {
		const server = await startSignaling({ port: 0, limits: { ...LIMITS, topics: 2 } });
		servers.push(server);
		const [a, b] = [await client(server.port), await client(server.port)];
		const long = 't'.repeat(10_000);
		b.send({ type: 'subscribe', topics: [long, 'one', 'two', 'three'] });
		await settle();
		for (const topic of [long, 'one', 'two', 'three']) a.send({ type: 'publish', topic, data: topic.slice(0, 5) });
		await settle();
		expect(b.received.map((m) => (m as { data: string }).data)).toEqual(['one', 'two']);
		for (const x of [a, b]) x.ws.close();
	});

	it('drops a subscriber that stops reading, once what waits for it is over its bound, and goes on serving the others', async () => {
		const server = await startSignaling({ port: 0, limits: { ...LIMITS, bufferedBytes: 256 * 1024 } });
		servers.push(server);
		const [a, slow, ok] = [await client(server.port), await client(server.port), await client(server.port)];
		for (const x of [slow, ok]) x.send({ type: 'subscribe', topics: ['t'] });
		await settle();
		slow.ws.pause();
		const data = 'x'.repeat(60_000);
		// at most 64 MB in all (far less is needed on loopback): bounded whatever the socket buffers hold
		for (let i = 0; i < 1000 && server.connections() === 3; i++) {
			a.send({ type: 'publish', topic: 't', data });
			await new Promise((r) => setTimeout(r, 0));
		}
		expect(server.connections()).toBe(2);
		await settle();
		expect(ok.received.length).toBeGreaterThan(0);
		for (const x of [a, slow, ok]) x.ws.terminate();
	});
});
