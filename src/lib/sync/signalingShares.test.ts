import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: ws ships no type declarations here (no @types/ws).
import WebSocket from 'ws';
import { LIMITS, startSignaling } from '../../../scripts/signaling.mjs';

/**
 * The signaling server's share per address (scripts/signalingShares.mjs): one device on the Wi-Fi,
 * with no invite, must not keep two other phones from meeting. Loopback stands for the Wi-Fi: every
 * 127.x.y.z address reaches a server listening on 127.0.0.1.
 */

const servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
	for (const s of servers.splice(0)) await s.close();
});

type Client = { ws: WebSocket; received: { data?: string }[]; closed: Promise<number>; send: (m: unknown) => void };

/** A connection from `from`, resolved once open (or closed before that: `closed` tells). */
async function client(port: number, from: string): Promise<Client> {
	const ws = new WebSocket(`ws://127.0.0.1:${port}`, { localAddress: from });
	const received: { data?: string }[] = [];
	ws.on('message', (m: unknown) => received.push(JSON.parse(String(m))));
	ws.on('error', () => {});
	const closed = new Promise<number>((ok) => ws.on('close', (code: number) => ok(code)));
	await Promise.race([new Promise((ok) => ws.on('open', ok)), closed]);
	return { ws, received, closed, send: (m: unknown) => ws.readyState === WebSocket.OPEN && ws.send(JSON.stringify(m)) };
}

const settle = (ms = 100) => new Promise((ok) => setTimeout(ok, ms));

async function server(limits: Partial<typeof LIMITS>) {
	const s = await startSignaling({ port: 0, host: '127.0.0.1', limits: { ...LIMITS, ...limits } });
	servers.push(s);
	return s;
}

/** Two phones from other addresses meet on a new topic: one publishes, the other hears it. */
async function twoPhonesMeet(port: number): Promise<boolean> {
	const [b, c] = [await client(port, '127.0.0.2'), await client(port, '127.0.0.3')];
	for (const x of [b, c]) x.send({ type: 'subscribe', topics: ['our-table'] });
	await settle();
	b.send({ type: 'publish', topic: 'our-table', data: 'hello' });
	await settle();
	const met = c.received.some((m) => m.data === 'hello');
	for (const x of [b, c]) x.ws.terminate();
	return met;
}

describe('signaling server: a share per address', () => {
	it('keeps one address holding connections and topics from filling the server: two phones from other addresses still meet', async () => {
		const s = await server({ connections: 8, topics: 16, connectionsPerAddress: 4, topicsPerAddress: 8 });
		const rogue: Client[] = [];
		for (let i = 0; i < 8; i++) rogue.push(await client(s.port, '127.0.0.1'));
		rogue.forEach((r, i) => r.send({ type: 'subscribe', topics: Array.from({ length: 64 }, (_, t) => `junk-${i}-${t}`) }));
		await settle();
		expect(s.connections()).toBeLessThanOrEqual(4);
		expect(await twoPhonesMeet(s.port)).toBe(true);
		for (const r of rogue) r.ws.terminate();
	});

	it('closes a connection that subscribes to nothing within its time, and keeps one that does', async () => {
		const s = await server({ idleMs: 300 });
		const [idle, busy] = [await client(s.port, '127.0.0.1'), await client(s.port, '127.0.0.1')];
		busy.send({ type: 'subscribe', topics: ['t'] });
		expect(await Promise.race([idle.closed, settle(2000).then(() => 'open')])).toBe(1008);
		await settle(400);
		expect(busy.ws.readyState).toBe(WebSocket.OPEN);
		// and one that leaves its last topic is closed in turn
		busy.send({ type: 'unsubscribe', topics: ['t'] });
		expect(await Promise.race([busy.closed, settle(2000).then(() => 'open')])).toBe(1008);
	});

	it('relays no more than its burst of one address that floods, and goes on relaying the others', async () => {
		const s = await server({ messagesPerSecond: 1, messageBurst: 20 });
		const [flood, listener] = [await client(s.port, '127.0.0.1'), await client(s.port, '127.0.0.2')];
		listener.send({ type: 'subscribe', topics: ['t'] });
		flood.send({ type: 'subscribe', topics: ['t'] });
		await settle();
		for (let i = 0; i < 200; i++) flood.send({ type: 'publish', topic: 't', data: `flood ${i}` });
		await settle(300);
		const flooded = listener.received.filter((m) => m.data?.startsWith('flood')).length;
		expect(flooded).toBeGreaterThan(0);
		expect(flooded).toBeLessThanOrEqual(20);
		expect(await twoPhonesMeet(s.port)).toBe(true);
		for (const x of [flood, listener]) x.ws.terminate();
	});
});
