import { authenticate } from './authChannel';
import type { Channel } from './channel';
import { decodePairCode, encodePairCode, PairCodeError } from './pairCode';
import { rtcChannel } from './rtcChannel';
import { expandSdp, parseSdp } from './sdpCodec';

export interface TableKey {
	tableId: string;
	gameId: string;
	secret: string;
	/** A digest of the game's description, when the invite carries one (description.ts). */
	digest?: string;
}

const GATHER_MS = 6_000;
const CONNECT_MS = 30_000;

/** Waits until the browser has gathered its ICE candidates (or a while, offline STUN can hang). */
function gathered(pc: RTCPeerConnection): Promise<void> {
	if (pc.iceGatheringState === 'complete') return Promise.resolve();
	return new Promise((ok) => {
		const done = () => {
			clearTimeout(timer);
			pc.removeEventListener('icegatheringstatechange', check);
			ok();
		};
		const check = () => pc.iceGatheringState === 'complete' && done();
		const timer = setTimeout(done, GATHER_MS);
		pc.addEventListener('icegatheringstatechange', check);
	});
}

function opened(dc: RTCDataChannel, pc: RTCPeerConnection): Promise<void> {
	return new Promise((ok, fail) => {
		if (dc.readyState === 'open') return ok();
		const timer = setTimeout(() => fail(new Error('The devices could not reach each other. Are they on the same Wi-Fi (or one on the other’s hotspot)?')), CONNECT_MS);
		dc.addEventListener('open', () => {
			clearTimeout(timer);
			ok();
		});
		pc.addEventListener('connectionstatechange', () => {
			if (pc.connectionState === 'failed') {
				clearTimeout(timer);
				fail(new Error('The connection between the devices failed.'));
			}
		});
	});
}

export interface OfferSession {
	/** The code to show (QR) or copy to the other device. */
	code: string;
	/** Takes the other device's answer code; resolves once connected and both proved the secret. */
	accept(answer: string): Promise<Channel>;
	destroy(): void;
}

/** Starts pairing from a device at the table: makes the offer code. */
export async function createOffer(table: TableKey, iceServers: RTCIceServer[]): Promise<OfferSession> {
	const pc = new RTCPeerConnection({ iceServers });
	const dc = pc.createDataChannel('familiar', { ordered: true });
	const channel = rtcChannel(pc, dc);
	await pc.setLocalDescription(await pc.createOffer());
	await gathered(pc);
	const sdp = parseSdp('offer', pc.localDescription!.sdp);
	const code = encodePairCode({ kind: 'offer', ...table, sdp });
	let used = false;
	return {
		code,
		async accept(text) {
			const answer = decodePairCode(text);
			if (answer.kind !== 'answer') throw new PairCodeError('This is a pairing offer, not an answer. Paste the code the other device shows after it read yours.');
			if (used) throw new PairCodeError('This offer was already answered. Make a new pairing code.');
			used = true;
			await pc.setRemoteDescription({ type: 'answer', sdp: expandSdp(answer.sdp) });
			await opened(dc, pc);
			return authenticate(channel, table);
		},
		destroy() {
			if (!used) pc.close();
		}
	};
}

export interface AnswerSession {
	/** The table the offer was made for (its secret included). */
	table: TableKey;
	/** The answer code to show back to the offering device. */
	code: string;
	/** Resolves once the offering device took the answer and both proved the secret. */
	connected: Promise<Channel>;
	destroy(): void;
}

/** Answers an offer code (scanned or pasted). */
export async function answerOffer(text: string, iceServers: RTCIceServer[]): Promise<AnswerSession> {
	const offer = decodePairCode(text);
	if (offer.kind !== 'offer') throw new PairCodeError('This is an answer code. Read the pairing code of the device at the table first.');
	const table: TableKey = { tableId: offer.tableId, gameId: offer.gameId, secret: offer.secret, ...(offer.digest ? { digest: offer.digest } : {}) };
	const pc = new RTCPeerConnection({ iceServers });
	const channel = new Promise<{ dc: RTCDataChannel; channel: Channel }>((ok) =>
		pc.addEventListener('datachannel', (ev) => ok({ dc: ev.channel, channel: rtcChannel(pc, ev.channel) }), { once: true })
	);
	await pc.setRemoteDescription({ type: 'offer', sdp: expandSdp(offer.sdp) });
	await pc.setLocalDescription(await pc.createAnswer());
	await gathered(pc);
	const code = encodePairCode({ kind: 'answer', sdp: parseSdp('answer', pc.localDescription!.sdp) });
	let done = false;
	let cancel: (e: Error) => void = () => {};
	const cancelled = new Promise<never>((_, fail) => (cancel = fail));
	const connected = Promise.race([
		cancelled,
		(async () => {
			const { dc, channel: paired } = await Promise.race([channel, cancelled]);
			await opened(dc, pc);
			const c = await authenticate(paired, { ...table, speaksFirst: false });
			done = true;
			return c;
		})()
	]);
	connected.catch(() => pc.close());
	return {
		table,
		code,
		connected,
		destroy() {
			if (done) return;
			cancel(new Error('Pairing was cancelled.'));
			pc.close();
		}
	};
}
