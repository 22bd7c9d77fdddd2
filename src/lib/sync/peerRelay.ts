import * as Y from 'yjs';
import type { Awareness } from 'y-protocols/awareness';
import { afterFrame } from '$lib/timing/afterPaint';
import type { PeerOrigin } from '$lib/store/peerOrigin';
import { awarenessMessage, updateMessage } from './protocol';

/** The origin of an update (or presence) a peer sent over `channel` (the gate applies it with this). */
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

export interface Relay<T> {
	/** Something that came from the peer on `from`, to pass on to the others. */
	push(item: T, from: RTCDataChannel): void;
	/** Passes on what waits now. */
	flush(): void;
}

export type PeerRelay = Relay<Uint8Array>;

/**
 * Passes what peers sent on to the other peers (the mesh may have a gap: a link between two others
 * that is down), after the frame, as one message per link (`message` of what waits for it), and
 * never back to the peer that sent it.
 */
function relayAfterFrame<T>(links: () => Iterable<RelayLink>, message: (items: T[]) => Uint8Array, schedule: (run: () => void) => void): Relay<T> {
	let waiting: { item: T; from: RTCDataChannel }[] = [];
	const flush = () => {
		const batch = waiting;
		waiting = [];
		if (batch.length === 0) return;
		for (const link of links()) {
			const items = batch.filter((u) => u.from !== link.channel).map((u) => u.item);
			if (items.length === 0) continue;
			try {
				link.send(message(items));
			} catch {
				// a link closing: the peer catches up when it syncs again
			}
		}
	};
	return {
		push(item, from) {
			waiting.push({ item, from });
			if (waiting.length === 1) schedule(flush);
		},
		flush
	};
}

/**
 * The updates that peers sent, passed on merged. y-webrtc sends every update of its document to
 * every link, the sender's included: at a table of two, each move came straight back to the phone
 * that made it, which decoded and checked it once more for nothing.
 */
export function peerRelay(links: () => Iterable<RelayLink>, schedule: (run: () => void) => void = afterFrame): PeerRelay {
	return relayAfterFrame<Uint8Array>(links, (updates) => updateMessage(updates.length === 1 ? updates[0] : Y.mergeUpdates(updates)), schedule);
}

/**
 * The presence of other devices that peers sent (by their client ids), passed on as it stands when
 * it goes. y-webrtc sends every change of presence to every link at once, those that came from a
 * peer too: each move's chain head (chainHeads.ts) came straight back to the phone that made it,
 * in the task where the other phone was about to check that move.
 */
export function presenceRelay(awareness: Awareness, links: () => Iterable<RelayLink>, schedule: (run: () => void) => void = afterFrame): Relay<number[]> {
	return relayAfterFrame<number[]>(links, (clients) => awarenessMessage(awareness, [...new Set(clients.flat())]), schedule);
}
