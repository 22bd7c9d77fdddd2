import { Reassembler, toFrames } from './framing';

const wrapped = new WeakSet<RTCDataChannel>();
/** When each channel last received anything (Date.now()). */
const heard = new WeakMap<RTCDataChannel, number>();

/** When `dc` last received a message, if it went through `chunking`. */
export function lastHeard(dc: RTCDataChannel): number | undefined {
	return heard.get(dc);
}

/**
 * Makes a data channel send long messages in chunks and join them on arrival (see framing.ts), in
 * place, so that code written for plain channels (simple-peer, inside y-webrtc) keeps working:
 * y-webrtc sends a whole game as one message, which browsers silently drop past 256 KB.
 */
function chunking(dc: RTCDataChannel): RTCDataChannel {
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
		if (!handler) return;
		if (!(ev.data instanceof ArrayBuffer)) return handler.call(dc, ev);
		let m: Uint8Array | null;
		try {
			m = reassembler.push(new Uint8Array(ev.data));
		} catch {
			dc.close();
			return;
		}
		if (!m) return;
		if (m.buffer === ev.data) return handler.call(dc, ev);
		handler.call(dc, new MessageEvent('message', { data: m.slice().buffer }));
	});
	Object.defineProperty(dc, 'onmessage', {
		configurable: true,
		get: () => handler,
		set: (fn: ((ev: MessageEvent) => void) | null) => (handler = fn)
	});
	return dc;
}

let wrtc: { RTCPeerConnection: typeof RTCPeerConnection; RTCSessionDescription: typeof RTCSessionDescription; RTCIceCandidate: typeof RTCIceCandidate } | null = null;

/** WebRTC classes for simple-peer's `wrtc` option, whose data channels chunk long messages. */
export function chunkingWrtc() {
	if (wrtc) return wrtc;
	class ChunkingPeerConnection extends RTCPeerConnection {
		constructor(config?: RTCConfiguration) {
			super(config);
			// Registered before the caller's ondatachannel, so the channel is ready when it sees it.
			this.addEventListener('datachannel', (ev) => chunking(ev.channel));
		}
		createDataChannel(label: string, init?: RTCDataChannelInit): RTCDataChannel {
			return chunking(super.createDataChannel(label, init));
		}
	}
	wrtc = { RTCPeerConnection: ChunkingPeerConnection, RTCSessionDescription, RTCIceCandidate };
	return wrtc;
}
