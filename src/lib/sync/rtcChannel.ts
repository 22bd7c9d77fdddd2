import type { Channel } from './channel';
import { Reassembler, toFrames } from './framing';

/**
 * A paired RTCDataChannel as a Channel: messages are cut into frames under the browsers' message
 * size limit and joined again; closing it closes the peer connection too. Made as soon as the
 * channel exists: messages that arrive before anyone reads them are kept for the first reader (the
 * other device may speak first, in the moment before this side's handshake listens).
 */
export function rtcChannel(pc: RTCPeerConnection, dc: RTCDataChannel, onProblem: (reason: string) => void = () => {}): Channel {
	dc.binaryType = 'arraybuffer';
	const reassembler = new Reassembler();
	let receive: ((m: Uint8Array) => void) | null = null;
	const early: Uint8Array[] = [];
	let closedCb: () => void = () => {};
	let closed = false;
	const close = () => {
		if (closed) return;
		closed = true;
		try {
			dc.close();
			pc.close();
		} catch {
			// Already closed.
		}
		closedCb();
	};
	dc.addEventListener('message', (ev: MessageEvent) => {
		if (!(ev.data instanceof ArrayBuffer)) return;
		try {
			const m = reassembler.push(new Uint8Array(ev.data));
			if (m && receive) receive(m);
			else if (m) early.push(m);
		} catch (err) {
			onProblem(`a paired device sent a malformed message (${(err as Error).message})`);
			close();
		}
	});
	dc.addEventListener('close', close);
	pc.addEventListener('connectionstatechange', () => {
		if (pc.connectionState === 'failed' || pc.connectionState === 'closed') close();
	});
	return {
		get open() {
			return !closed && dc.readyState === 'open';
		},
		send(message) {
			for (const f of toFrames(message)) dc.send(f);
		},
		onMessage(r) {
			receive = r;
			for (const m of early.splice(0)) r(m);
		},
		onClose(c) {
			closedCb = c;
		},
		close
	};
}
