import { Reassembler, toFrames } from '../framing';

/*
 * simple-peer, as y-webrtc uses it for each link (the copy y-webrtc imports: simplepeer.min.js),
 * pinned in package.json; simplePeer.test.ts checks each internal this file relies on against the
 * installed library:
 * - a peer keeps its RTCPeerConnection in `_pc` and its data channel in `_channel`;
 * - it makes both through the `wrtc` option's classes, reads its channel through `onmessage` (a
 *   property, not a listener) and writes to it through `send`, which `chunking` wraps.
 * Nothing else in the app reads a simple-peer field that its README does not document.
 */

/** A simple-peer instance, as far as its public API goes. */
export interface Peer {
	send(message: Uint8Array): void;
	destroy(): void;
}

interface PeerInternals {
	_pc?: RTCPeerConnection;
	_channel?: RTCDataChannel;
}

/** The data channel of a peer (undefined until it has one). */
export function dataChannelOf(peer: Peer): RTCDataChannel | undefined {
	return (peer as PeerInternals)._channel;
}

/** The RTCPeerConnection of a peer (undefined once destroyed). */
export function peerConnectionOf(peer: Peer): RTCPeerConnection | undefined {
	return (peer as PeerInternals)._pc;
}

const wrapped = new WeakSet<RTCDataChannel>();
/** When each channel last received anything (Date.now()). */
const heard = new WeakMap<RTCDataChannel, number>();

/** When `dc` last received a message, if it went through `chunking`. */
export function lastHeard(dc: RTCDataChannel): number | undefined {
	return heard.get(dc);
}

/**
 * What the channel's reader gets of a whole binary message: the message, another one in its place,
 * or null for nothing. Text messages are never handed on (y-webrtc sends binary only).
 */
export type MessageFilter = (message: Uint8Array, channel: RTCDataChannel) => Uint8Array | null;

/**
 * Makes a data channel send long messages in chunks and join them on arrival (see framing.ts), in
 * place, so that code written for plain channels (simple-peer, inside y-webrtc) keeps working:
 * y-webrtc sends a whole game as one message, which browsers silently drop past 256 KB. Each whole
 * message passes `filter` before the channel's reader sees it.
 */
function chunking(dc: RTCDataChannel, filter: MessageFilter): RTCDataChannel {
	if (wrapped.has(dc)) return dc;
	wrapped.add(dc);
	const send = dc.send.bind(dc) as (data: ArrayBufferView<ArrayBuffer> | string) => void;
	Object.defineProperty(dc, 'send', {
		configurable: true,
		value: (data: unknown) => {
			// y-webrtc sends every update to every link, those still connecting too, and ignores the
			// error a closed channel throws: building that error cost more than the message itself.
			if (dc.readyState !== 'open') return;
			if (typeof data === 'string') return send(data);
			const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : null;
			if (!bytes) return send(data as string);
			for (const f of toFrames(bytes)) send(f);
		}
	});
	const reassembler = new Reassembler();
	let handler: ((ev: MessageEvent) => void) | null = null;
	dc.addEventListener('message', (ev: MessageEvent) => {
		heard.set(dc, Date.now());
		if (!handler || !(ev.data instanceof ArrayBuffer)) return;
		let m: Uint8Array | null;
		try {
			m = reassembler.push(new Uint8Array(ev.data));
		} catch {
			dc.close();
			return;
		}
		if (!m) return;
		const passed = filter(m, dc);
		if (!passed) return;
		if (passed === m && m.buffer === ev.data) return handler.call(dc, ev);
		handler.call(dc, new MessageEvent('message', { data: passed.slice().buffer }));
	});
	Object.defineProperty(dc, 'onmessage', {
		configurable: true,
		get: () => handler,
		set: (fn: ((ev: MessageEvent) => void) | null) => (handler = fn)
	});
	return dc;
}

/** The WebRTC classes simple-peer is given (its `wrtc` option): the browser's, or stand-ins in tests. */
export interface Wrtc {
	RTCPeerConnection: typeof RTCPeerConnection;
	RTCSessionDescription: typeof RTCSessionDescription;
	RTCIceCandidate: typeof RTCIceCandidate;
}

/**
 * WebRTC classes for simple-peer's `wrtc` option, whose data channels chunk long messages and pass
 * each message that arrives through `filter`.
 */
export function chunkingWrtc(filter: MessageFilter, platform: Wrtc = globalThis) {
	class ChunkingPeerConnection extends platform.RTCPeerConnection {
		constructor(config?: RTCConfiguration) {
			super(config);
			// Registered before the caller's ondatachannel, so the channel is ready when it sees it.
			this.addEventListener('datachannel', (ev) => chunking(ev.channel, filter));
		}
		createDataChannel(label: string, init?: RTCDataChannelInit): RTCDataChannel {
			return chunking(super.createDataChannel(label, init), filter);
		}
	}
	return { RTCPeerConnection: ChunkingPeerConnection, RTCSessionDescription: platform.RTCSessionDescription, RTCIceCandidate: platform.RTCIceCandidate };
}
