import { describe, expect, it } from 'vitest';
import { toFrames } from './framing';
import { rtcChannel } from './rtcChannel';

/** Enough of a data channel and its peer connection for rtcChannel: messages come in by `arrive`. */
function fakeChannel() {
	const dc = new EventTarget() as EventTarget & { readyState: string; binaryType: string; send: (m: unknown) => void; close: () => void };
	dc.readyState = 'open';
	dc.send = () => {};
	dc.close = () => {};
	const pc = new EventTarget() as EventTarget & { connectionState: string; close: () => void };
	pc.close = () => {};
	const arrive = (bytes: Uint8Array) => {
		for (const f of toFrames(bytes)) dc.dispatchEvent(new MessageEvent('message', { data: f.slice().buffer }));
	};
	return { dc: dc as unknown as RTCDataChannel, pc: pc as unknown as RTCPeerConnection, arrive };
}

describe('rtcChannel', () => {
	it('keeps what arrives before anyone reads, for the first reader, in order', () => {
		const { dc, pc, arrive } = fakeChannel();
		const channel = rtcChannel(pc, dc);
		arrive(Uint8Array.from([1]));
		arrive(Uint8Array.from([2]));
		const got: number[][] = [];
		channel.onMessage((m) => got.push([...m]));
		arrive(Uint8Array.from([3]));
		expect(got).toEqual([[1], [2], [3]]);
	});
});
