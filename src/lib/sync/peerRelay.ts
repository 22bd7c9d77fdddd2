import * as Y from 'yjs';
import { afterFrame } from '$lib/timing/afterPaint';
import type { PeerOrigin } from '$lib/store/peerOrigin';
import { updateMessage } from './protocol';

/** The origin of an update a peer sent over `channel` (the gate applies it with this). */
export class FromPeer implements PeerOrigin {
	readonly fromPeer = true;
	constructor(
		readonly room: object,
		readonly channel: RTCDataChannel
	) {}
}

/** One live link to another device, as the relay sees it. */
export interface RelayLink {
	channel: RTCDataChannel | undefined;
	send(message: Uint8Array): void;
}

export interface PeerRelay {
	/** An update that came from the peer on `from`, to pass on to the others. */
	push(update: Uint8Array, from: RTCDataChannel): void;
	/** Passes on what waits now. */
	flush(): void;
}

/**
 * Passes the updates that peers sent on to the other peers (the mesh may have a gap: a link between
 * two others that is down), after the frame and merged per link, and never back to the peer that
 * sent it. y-webrtc sends every update of its document to every link, the sender's included: at a
 * table of two, each move came straight back to the phone that made it, which decoded and checked
 * it once more for nothing.
 */
export function peerRelay(links: () => Iterable<RelayLink>, schedule: (run: () => void) => void = afterFrame): PeerRelay {
	let waiting: { update: Uint8Array; from: RTCDataChannel }[] = [];
	const flush = () => {
		const batch = waiting;
		waiting = [];
		if (batch.length === 0) return;
		for (const link of links()) {
			const updates = batch.filter((u) => u.from !== link.channel).map((u) => u.update);
			if (updates.length === 0) continue;
			try {
				link.send(updateMessage(updates.length === 1 ? updates[0] : Y.mergeUpdates(updates)));
			} catch {
				// a link closing: the peer catches up when it syncs again
			}
		}
	};
	return {
		push(update, from) {
			waiting.push({ update, from });
			if (waiting.length === 1) schedule(flush);
		},
		flush
	};
}
