// Contract test: the simple-peer internals simplePeer.ts relies on, against the installed library
// (the bundle y-webrtc imports). It fails when an upgrade renames or reroutes any of them.
import Peer from 'simple-peer/simplepeer.min.js';
import { afterEach, describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from '../framing';
import { chunkingWrtc, dataChannelOf, peerConnectionOf, type Peer as PublicPeer, type Wrtc } from './simplePeer';

/** A data channel that is open and records what is sent on it. */
class FakeChannel extends EventTarget {
	readyState = 'open';
	binaryType = 'blob';
	bufferedAmount = 0;
	sent: unknown[] = [];
	constructor(readonly label: string) {
		super();
	}
	send(data: unknown) {
		this.sent.push(data);
	}
	close() {
		this.readyState = 'closed';
	}
}

/** Enough of an RTCPeerConnection for simple-peer to set itself up (it then waits for an offer forever). */
class FakeConnection extends EventTarget {
	static made: FakeConnection[] = [];
	channels: FakeChannel[] = [];
	constructor() {
		super();
		FakeConnection.made.push(this);
	}
	createDataChannel(label: string) {
		const c = new FakeChannel(label);
		this.channels.push(c);
		return c;
	}
	createOffer() {
		return new Promise(() => {});
	}
	close() {}
}

const fakes = { RTCPeerConnection: FakeConnection, RTCSessionDescription: class {}, RTCIceCandidate: class {} } as unknown as Wrtc;
const peers: { destroy(): void }[] = [];

function peerWith(wrtc: unknown) {
	FakeConnection.made = [];
	const peer = new Peer({ initiator: true, wrtc });
	peers.push(peer);
	const pc = FakeConnection.made[0];
	return { peer, pc, channel: pc.channels[0] };
}

/** simple-peer is a stream: what it reads comes out as 'data' a tick later. */
const drained = () => new Promise((ok) => setTimeout(ok, 0));

afterEach(() => {
	for (const p of peers.splice(0)) p.destroy();
});

describe('simple-peer internals (simplePeer.ts)', () => {
	it('keeps the connection it made with the wrtc classes in _pc and its data channel in _channel', () => {
		const { peer, pc, channel } = peerWith(fakes);
		expect(pc).toBeInstanceOf(FakeConnection);
		expect(peerConnectionOf(peer as PublicPeer)).toBe(pc);
		expect(dataChannelOf(peer as PublicPeer)).toBe(channel);
	});

	it('reads its channel through the onmessage property and writes to it through send', async () => {
		const { peer, channel } = peerWith(fakes);
		const heard: Uint8Array[] = [];
		peer.on('data', (d: Uint8Array) => heard.push(new Uint8Array(d)));
		expect(typeof (channel as unknown as { onmessage: unknown }).onmessage).toBe('function');
		(channel as unknown as { onmessage(ev: { data: ArrayBuffer }): void }).onmessage({ data: new Uint8Array([1, 2]).buffer });
		await drained();
		expect(heard).toEqual([new Uint8Array([1, 2])]);
		peer.send(new Uint8Array([3]));
		expect(channel.sent).toHaveLength(1);
	});
});

describe('chunkingWrtc with simple-peer', () => {
	it('hands simple-peer each whole message that passes the filter, and nothing the filter drops', async () => {
		const filtered: number[] = [];
		const wrtc = chunkingWrtc((m) => (filtered.push(m[0]), m[0] === 9 ? null : m), fakes);
		const { peer, channel } = peerWith(wrtc);
		const heard: number[][] = [];
		peer.on('data', (d: Uint8Array) => heard.push([...d]));
		channel.dispatchEvent(new MessageEvent('message', { data: new Uint8Array([1, 2]).buffer }));
		channel.dispatchEvent(new MessageEvent('message', { data: new Uint8Array([9, 9]).buffer }));
		await drained();
		expect(filtered).toEqual([1, 9]);
		expect(heard).toEqual([[1, 2]]);
	});

	it('sends what simple-peer is given in chunks under the browsers’ message limit', () => {
		const { peer, channel } = peerWith(chunkingWrtc((m) => m, fakes));
		peer.send(new Uint8Array(CHUNK_BYTES * 3).fill(1));
		expect(channel.sent.length).toBeGreaterThan(2);
		for (const f of channel.sent) expect((f as Uint8Array).byteLength).toBeLessThanOrEqual(CHUNK_BYTES + 2);
	});
});
