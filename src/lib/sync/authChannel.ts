import type { Channel } from './channel';

const HELLO = 0xa0;
const PROOF = 0xa1;
const NONCE_BYTES = 16;

export class AuthError extends Error {}

async function hmacKey(secret: string): Promise<CryptoKey> {
	return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

function proofInput(tableId: string, from: Uint8Array, to: Uint8Array): Uint8Array<ArrayBuffer> {
	const label = new TextEncoder().encode(`familiar-pair-1|${tableId}|`);
	const out = new Uint8Array(label.byteLength + from.byteLength + to.byteLength);
	out.set(label);
	out.set(from, label.byteLength);
	out.set(to, label.byteLength + from.byteLength);
	return out;
}

/**
 * Before any game data crosses a freshly paired channel, each side proves it holds the table's
 * secret without revealing it: both send a random nonce, then an HMAC of both nonces under the
 * secret. A device with another secret (an old one, after the owner rotated it) is refused.
 * Resolves with the same channel, ready for the sync protocol; messages that arrive before the
 * caller listens are kept for it.
 *
 * The device that answered the pairing (`speaksFirst: false`) says nothing until it has heard the
 * other's nonce: its data channel, announced by the other side, counts as open before the other side
 * has finished opening it, and Chromium now and then lost a message sent in that moment (the pairing
 * then failed, "spoke out of turn"). Hearing from the other side proves its end is open.
 */
export function authenticate(channel: Channel, o: { tableId: string; secret: string; timeoutMs?: number; speaksFirst?: boolean }): Promise<Channel> {
	return new Promise((resolve, reject) => {
		const mine = crypto.getRandomValues(new Uint8Array(NONCE_BYTES));
		let theirs: Uint8Array | null = null;
		let proofSent: Promise<boolean> | null = null;
		let verified = false;
		let done = false;
		const early: Uint8Array[] = [];
		const keyP = hmacKey(o.secret);
		const fail = (why: string) => {
			if (done) return;
			done = true;
			clearTimeout(timer);
			channel.close();
			reject(new AuthError(why));
		};
		const timer = setTimeout(() => fail('The other device did not answer in time.'), o.timeoutMs ?? 15_000);
		channel.onClose(() => fail('The connection closed before the devices could check each other.'));
		channel.onMessage((m) => {
			if (verified) {
				early.push(m);
				return;
			}
			if (!theirs && m[0] === HELLO && m.byteLength === NONCE_BYTES + 1) {
				theirs = m.slice(1);
				if (o.speaksFirst === false) sayHello();
				const peerNonce = theirs;
				proofSent = keyP
					.then((key) => crypto.subtle.sign('HMAC', key, proofInput(o.tableId, mine, peerNonce)))
					.then((mac) => {
						const msg = new Uint8Array(mac.byteLength + 1);
						msg[0] = PROOF;
						msg.set(new Uint8Array(mac), 1);
						if (!done) channel.send(msg);
						return true;
					})
					.catch(() => {
						fail('This device could not sign its proof.');
						return false;
					});
			} else if (theirs && proofSent && m[0] === PROOF) {
				verified = true;
				const peerNonce = theirs;
				const checked = keyP.then((key) => crypto.subtle.verify('HMAC', key, m.slice(1), proofInput(o.tableId, peerNonce, mine)));
				// Ready only once this side's proof is out too: what the caller sends next must not reach
				// the other device ahead of it (it would be refused as out of turn).
				void Promise.all([checked, proofSent])
					.then(([ok, sent]) => {
						if (!ok) return fail("The other device does not have this table's current secret.");
						if (done || !sent) return;
						done = true;
						clearTimeout(timer);
						const wrapped: Channel = {
							get open() {
								return channel.open;
							},
							send: (x) => channel.send(x),
							onMessage(receive) {
								channel.onMessage(receive);
								for (const x of early.splice(0)) receive(x);
							},
							onClose: (c) => channel.onClose(c),
							close: () => channel.close()
						};
						channel.onClose(() => {});
						resolve(wrapped);
					})
					.catch(() => fail("The other device's proof could not be checked."));
			} else {
				fail('The other device spoke out of turn.');
			}
		});
		function sayHello() {
			const hello = new Uint8Array(NONCE_BYTES + 1);
			hello[0] = HELLO;
			hello.set(mine, 1);
			channel.send(hello);
		}
		if (o.speaksFirst !== false) sayHello();
	});
}
