import { describe, expect, it, vi } from 'vitest';
import { authenticate } from './authChannel';
import type { Channel } from './channel';
import { pipe } from './testPipe';

describe('pairing handshake', () => {
	it('lets two devices with the same secret through, and then carries messages', async () => {
		const [a, b] = pipe();
		const [ca, cb] = await Promise.all([authenticate(a, { tableId: 't1', secret: 'same' }), authenticate(b, { tableId: 't1', secret: 'same' })]);
		const got = new Promise<Uint8Array>((ok) => cb.onMessage(ok));
		ca.send(Uint8Array.from([7, 8]));
		expect(await got).toEqual(Uint8Array.from([7, 8]));
	});

	it('the answering device says nothing before it has heard the other, then both get through', async () => {
		const [a, b] = pipe();
		const sent: number[] = [];
		const send = b.send.bind(b);
		b.send = (m: Uint8Array) => (sent.push(m[0]), send(m));
		const answering = authenticate(b, { tableId: 't1', secret: 'same', speaksFirst: false });
		await new Promise((ok) => setTimeout(ok, 20));
		expect(sent).toEqual([]); // its end may not be open on the other side yet
		const [ca, cb] = await Promise.all([authenticate(a, { tableId: 't1', secret: 'same' }), answering]);
		expect(sent.slice(0, 2)).toEqual([0xa0, 0xa1]); // its nonce, then its proof
		const got = new Promise<Uint8Array>((ok) => ca.onMessage(ok));
		cb.send(Uint8Array.from([5]));
		expect(await got).toEqual(Uint8Array.from([5]));
	});

	it('refuses a device with another secret, on both sides, and closes the channel', async () => {
		const [a, b] = pipe();
		const results = await Promise.allSettled([authenticate(a, { tableId: 't1', secret: 'new' }), authenticate(b, { tableId: 't1', secret: 'old' })]);
		expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
		expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/secret|closed/);
		expect(a.open).toBe(false);
	});

	it('refuses a proof made for another table', async () => {
		const [a, b] = pipe();
		const results = await Promise.allSettled([authenticate(a, { tableId: 't1', secret: 's' }), authenticate(b, { tableId: 't2', secret: 's' })]);
		expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
	});

	it('refuses a peer that sends game data before proving anything', async () => {
		const [a, b] = pipe();
		const p = authenticate(a, { tableId: 't1', secret: 's', timeoutMs: 2000 });
		b.send(Uint8Array.from([0, 0, 1, 0]));
		await expect(p).rejects.toThrow(/out of turn/);
	});

	it('is ready only once its own proof is out: what follows never reaches the other device ahead of it', async () => {
		// the first proof is slow to sign (a busy phone), so that side checks the other's proof first
		const sign = crypto.subtle.sign.bind(crypto.subtle);
		let slow = true;
		const spy = vi.spyOn(crypto.subtle, 'sign').mockImplementation(async (...args: Parameters<typeof sign>) => {
			if (slow) {
				slow = false;
				await new Promise((ok) => setTimeout(ok, 30));
			}
			return sign(...args);
		});
		try {
			const [a, b] = pipe();
			// each side starts syncing the moment it is through, as a paired link does
			const through = (c: Channel) => (c.send(Uint8Array.from([9])), c);
			const [ca, cb] = await Promise.all([authenticate(a, { tableId: 't1', secret: 's' }).then(through), authenticate(b, { tableId: 't1', secret: 's' }).then(through)]);
			const got = await Promise.all([new Promise<Uint8Array>((ok) => ca.onMessage(ok)), new Promise<Uint8Array>((ok) => cb.onMessage(ok))]);
			expect(got.map((m) => [...m])).toEqual([[9], [9]]);
		} finally {
			spy.mockRestore();
		}
	});
});
