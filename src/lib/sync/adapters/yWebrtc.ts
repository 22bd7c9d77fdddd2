import * as bc from 'lib0/broadcastchannel';
import type { Room, SignalingConn, WebrtcConn, WebrtcProvider } from 'y-webrtc';
import { dataChannelOf, peerConnectionOf, type Peer } from './simplePeer';

/*
 * y-webrtc's rooms, pinned in package.json; yWebrtc.test.ts checks each internal this file relies on
 * against the installed library:
 * - a room's `_bcSubscriber` is what it subscribed to the room's name on lib0's BroadcastChannel, and
 *   its `bcconnected` decides whether it sends there (encrypted, for the page's other tabs);
 * - a room's `_docUpdateHandler` is its document's 'update' listener, which sends each update to
 *   every link, and its `_awarenessUpdateHandler` is its presence's (awareness) 'update' listener,
 *   which sends each change of presence to every link; `connect()` adds and `disconnect()` removes
 *   the listeners these fields hold.
 * What else the transport reads (a room's `webrtcConns`, a link's `connected`, `closed` and `peer`,
 * the provider's `signalingConns`) is in y-webrtc's own typings.
 */

export type UpdateSender = (update: Uint8Array, origin: unknown) => void;

/** One link of a room to another device, and the simple-peer instance that carries it. */
export interface RoomLink {
	connected: boolean;
	closed: boolean;
	peer: Peer;
	/** The link's data channel (undefined while it has none). */
	channel: RTCDataChannel | undefined;
	/** Whether the other device's offer or answer came (undefined: the link has no connection). */
	answered: boolean | undefined;
}

/** Takes the room off the page's BroadcastChannel: it neither hears nor sends anything there. */
export function leaveBroadcastChannel(room: Room): void {
	if (!room.bcconnected) return;
	room.bcconnected = false;
	bc.unsubscribe(room.name, room._bcSubscriber);
}

/** A change of presence, as an awareness reports it. */
export interface PresenceChanges {
	added: number[];
	updated: number[];
	removed: number[];
}

export type PresenceSender = (changes: PresenceChanges, origin: unknown) => void;

type Senders = { _docUpdateHandler: UpdateSender; _awarenessUpdateHandler: PresenceSender };
type Emitter<F> = { on(name: 'update', f: F): void; off(name: 'update', f: F): void };

const replaced = new WeakMap<Room, Set<keyof Senders>>();

/**
 * Puts `make(send)` in the place of the room's listener `field` on `emitter` (`send` is that
 * listener): it stays there through `disconnect()` and `connect()`. Once per room and field; false
 * when it was done already.
 */
function replaceSender<K extends keyof Senders>(room: Room, field: K, emitter: Emitter<Senders[K]>, make: (send: Senders[K]) => Senders[K]): boolean {
	const done = replaced.get(room) ?? new Set();
	if (done.has(field)) return false;
	replaced.set(room, done.add(field));
	const send = (room as unknown as Senders)[field];
	const sender = make(send);
	emitter.off('update', send);
	(room as unknown as Senders)[field] = sender;
	emitter.on('update', sender);
	return true;
}

/** Puts `make(send)` in the place of the room's listener that sends each update of its document to every link. */
export function replaceUpdateSender(room: Room, make: (send: UpdateSender) => UpdateSender): boolean {
	return replaceSender(room, '_docUpdateHandler', room.doc as Emitter<UpdateSender>, make);
}

/** Puts `make(send)` in the place of the room's listener that sends each change of presence to every link. */
export function replacePresenceSender(room: Room, make: (send: PresenceSender) => PresenceSender): boolean {
	return replaceSender(room, '_awarenessUpdateHandler', room.awareness as Emitter<PresenceSender>, make);
}

function linkOf(conn: WebrtcConn): RoomLink {
	const peer = conn.peer as Peer;
	return {
		connected: conn.connected,
		closed: conn.closed,
		peer,
		channel: dataChannelOf(peer),
		get answered() {
			const pc = peerConnectionOf(peer);
			return pc && !!pc.remoteDescription;
		}
	};
}

/** The links of the provider's room (none before it has a room). */
export function roomLinks(provider: WebrtcProvider): RoomLink[] {
	return [...(provider.room?.webrtcConns.values() ?? [])].map(linkOf);
}

/** The peer of the provider's link whose data channel is `channel` (for each message: reads no more than it needs). */
export function peerOnChannel(provider: WebrtcProvider, channel: RTCDataChannel): Peer | undefined {
	for (const conn of provider.room?.webrtcConns.values() ?? []) if (dataChannelOf(conn.peer) === channel) return conn.peer as Peer;
	return undefined;
}

/** The provider's signaling connections, those of earlier connect() calls too. */
export function signalingConns(provider: WebrtcProvider): SignalingConn[] {
	return provider.signalingConns as SignalingConn[];
}
