import { WebrtcProvider } from 'y-webrtc';
import type { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { chunkingWrtc, lastHeard, type Peer } from './adapters/simplePeer';
import { leaveBroadcastChannel, peerOnChannel, replacePresenceSender, replaceUpdateSender, roomLinks, signalingConns, type RoomLink } from './adapters/yWebrtc';
import { linkGaveUp, linkWentSilent } from './linkWait';
import { inspectPeerMessage } from './peerMessage';
import { syncStep1 } from './protocol';
import { FromPeer, peerRelay, presenceRelay, type RelayLink } from './peerRelay';
import type { UpdateGate } from './updateGate';

export type SignalingState = 'off' | 'connecting' | 'connected' | 'unreachable';

export interface WebrtcStatus {
	signaling: SignalingState;
	/** Devices this one has a live WebRTC connection to. */
	peers: number;
}

export interface WebrtcOptions {
	doc: Y.Doc;
	gate: UpdateGate;
	awareness: Awareness;
	/** The y-webrtc room: the table id and a digest of its secret (roomName.ts). */
	room: string;
	/** The table secret: y-webrtc derives the key that encrypts all signaling from it. */
	password: string;
	signaling: string[];
	iceServers: RTCIceServer[];
	onStatus: (s: WebrtcStatus) => void;
	/** A message from a peer that was dropped (the update gate reports refused updates itself). */
	onProblem: (reason: string) => void;
}

/**
 * Two changes to the room y-webrtc opens once it has derived the key (through adapters/yWebrtc.ts,
 * whose contract test checks the internals they use):
 *
 * - y-webrtc also relays every update, encrypted, to the page's other tabs through a
 *   BroadcastChannel. A table's devices are separate browsers (two tabs of one game meet over
 *   WebRTC like any peers), and that encryption queues on the crypto thread ahead of the signature
 *   checks of the next move, so the room leaves the channel. It must: what arrives over it would
 *   reach the game without passing the update gate. It leaves in the microtask after joining, so
 *   no message (each comes in a task of its own) is ever read.
 * - y-webrtc sends every update of its document to every peer, those that came from a peer too
 *   (back to the sender as well). That relay is only needed when the mesh has a gap, and it ran
 *   in the task that received the move, ahead of drawing it; updates from peers are now passed on
 *   after the frame, merged, and never back to their sender (peerRelay.ts). This device's own moves
 *   still go out at once.
 * - The same for presence (which carries each move's chain head, chainHeads.ts): y-webrtc sent
 *   every change of it to every link at once, the sender's included, in the task where this phone
 *   was about to check the move that head covers. A change that came from a peer is passed on
 *   after the frame, never back to its sender; this device's own goes out at once.
 */
function tuneRoom(provider: WebrtcProvider): void {
	void provider.key.then(() => {
		const room = provider.room;
		if (!room) return;
		leaveBroadcastChannel(room);
		const links = (): RelayLink[] => roomLinks(provider).filter((l) => l.connected).map(relayLink);
		const fromThisRoom = (origin: unknown): origin is FromPeer => origin instanceof FromPeer && origin.room === room;
		replaceUpdateSender(room, (send) => {
			const relay = peerRelay(links);
			return (update, origin) => (fromThisRoom(origin) ? relay.push(update, origin.channel) : send(update, origin));
		});
		replacePresenceSender(room, (send) => {
			const relay = presenceRelay(room.awareness, links);
			return (changes, origin) => (fromThisRoom(origin) ? relay.push([...changes.added, ...changes.updated, ...changes.removed], origin.channel) : send(changes, origin));
		});
	});
}

function relayLink(link: RoomLink): RelayLink {
	return { channel: link.channel, send: (m) => link.peer.send(m) };
}

/**
 * y-webrtc is given the game document itself, and every message a peer sends passes
 * `#inspect` first (on the data channel, before y-webrtc reads it): updates go through the update
 * gate, which applies them to the game with the link they came by as origin (`FromPeer`, so that
 * they are relayed to the other peers only), and are then swallowed; a sync answer is handed on as
 * an empty one once the gate took it (y-webrtc counts the link as synced); presence, bounded in
 * size, is applied to the table's the same way (with `FromPeer`), and swallowed. A refused update reaches
 * neither the game nor y-webrtc, and closes the link it came by (the others stay). An update the
 * gate holds (it builds on parts this device lacks) makes this device ask its sender for a sync:
 * the sender has those parts, and answers with all of them in one update. The path of a move is then one Yjs apply shorter on each phone
 * than with a copy of the game for y-webrtc to write into, which the gate then read from.
 *
 * y-webrtc allows one provider per room in a page: a new one waits until the last one is gone.
 */
const rooms = new Map<string, Promise<void>>();

interface Live {
	provider: WebrtcProvider;
	/** Lets the next provider of this room start. */
	release: () => void;
}

export class WebrtcTransport {
	readonly #o: WebrtcOptions;
	#live: Live | null = null;
	#destroyed = false;
	#timer: ReturnType<typeof setInterval> | null = null;
	/** When each link (by its peer) was first seen (connecting, then the start of its silence). */
	#firstSeen = new WeakMap<Peer, number>();
	#last = '';
	/** The origin of what each link brings (one object per link, as the gate compares origins). */
	#origins = new WeakMap<RTCDataChannel, FromPeer>();

	constructor(o: WebrtcOptions) {
		this.#o = o;
		void this.#start();
		this.#timer = setInterval(() => this.#report(), 500);
	}

	async #start() {
		const { room } = this.#o;
		let release!: () => void;
		const previous = rooms.get(room) ?? Promise.resolve();
		const gone = new Promise<void>((ok) => (release = ok));
		rooms.set(room, previous.then(() => gone));
		await previous;
		if (this.#destroyed) return release();
		const { doc, awareness, password, signaling, iceServers } = this.#o;
		let provider: WebrtcProvider | null = null;
		const wrtc = chunkingWrtc((message, channel) => (provider ? this.#inspect(provider, message, channel) : null));
		provider = new WebrtcProvider(room, doc, { signaling, password, awareness, peerOpts: { config: { iceServers }, wrtc } });
		tuneRoom(provider);
		provider.on('peers', () => this.#report());
		provider.on('synced', () => this.#report());
		this.#live = { provider, release };
		this.#report();
	}

	/** What y-webrtc gets of a message from a peer (see `rooms`). */
	#inspect(provider: WebrtcProvider, message: Uint8Array, channel: RTCDataChannel): Uint8Array | null {
		const room = provider.room;
		if (!room || this.#live?.provider !== provider) return null;
		const r = inspectPeerMessage(message, this.#o.gate, this.#originOf(room, channel), this.#o.awareness);
		if (r.problem) this.#o.onProblem(r.problem);
		const link = peerOnChannel(provider, channel);
		// a refused update closes its link only; y-webrtc offers it again when the device announces itself
		if (r.refused) setTimeout(() => link?.destroy(), 0);
		else if (r.held) link?.send(syncStep1(this.#o.doc));
		return r.pass;
	}

	#originOf(room: object, channel: RTCDataChannel): FromPeer {
		let origin = this.#origins.get(channel);
		if (!origin) this.#origins.set(channel, (origin = new FromPeer(room, channel)));
		return origin;
	}

	async #stop() {
		const w = this.#live;
		if (!w) return;
		this.#live = null;
		w.provider.destroy();
		try {
			await w.provider.key;
		} catch {
			// The key could not be derived: there was never a room.
		}
		// y-webrtc removes the room in a callback on the same key; let it run first.
		await new Promise((ok) => setTimeout(ok, 0));
		w.release();
	}

	/**
	 * y-webrtc takes the presence of its document's client away when it leaves the room, and its
	 * document is the game: that is this device's own presence. It is put back (with a newer clock,
	 * so that peers take it again) when the transport goes on.
	 */
	#restorePresence(local: Record<string, unknown> | null) {
		const { awareness } = this.#o;
		if (local !== null && awareness.getLocalState() === null) awareness.setLocalState(local);
	}

	get status(): WebrtcStatus {
		const p = this.#live?.provider;
		if (!p || this.#o.signaling.length === 0) return { signaling: 'off', peers: 0 };
		// y-webrtc keeps the connections of earlier connect() calls in this list: the last per URL is live.
		const byUrl = new Map<string, { connected: boolean; unsuccessfulReconnects: number }>();
		for (const c of signalingConns(p)) byUrl.set(c.url, c);
		const conns = [...byUrl.values()];
		const signaling: SignalingState = conns.some((c) => c.connected)
			? 'connected'
			: conns.every((c) => c.unsuccessfulReconnects > 0)
				? 'unreachable'
				: 'connecting';
		const peers = roomLinks(p).filter((l) => l.connected).length;
		return { signaling, peers };
	}

	/**
	 * y-webrtc offers a link to every device it hears announce itself, and keeps the offer until the
	 * link closes. An offer to a device that left before answering (a join screen that became the
	 * table, a phone that went away) never connects and never closes, and every move was still sent
	 * into it (and failed, at a cost). Such a link is dropped once it has waited long enough
	 * (linkWait.ts); if the device is still there, y-webrtc offers again when it next announces
	 * itself. A connected link that has heard nothing for too long is closed the same way (y-webrtc
	 * then announces this device again, and the two reconnect).
	 */
	#pruneDeadLinks() {
		const p = this.#live?.provider;
		if (!p) return;
		const now = Date.now();
		for (const link of roomLinks(p)) {
			const { peer, channel } = link;
			if (link.connected) {
				const since = this.#firstSeen.get(peer) ?? now;
				this.#firstSeen.set(peer, since);
				if (linkWentSilent(link, Math.max(since, (channel && lastHeard(channel)) || 0), now)) peer.destroy();
				continue;
			}
			if (link.closed) continue;
			const since = this.#firstSeen.get(peer);
			if (since === undefined) this.#firstSeen.set(peer, now);
			else if (linkGaveUp(link, now - since)) peer.destroy();
		}
	}

	#report() {
		this.#pruneDeadLinks();
		const s = this.status;
		const key = `${s.signaling}/${s.peers}`;
		if (key === this.#last) return;
		this.#last = key;
		this.#o.onStatus(s);
	}

	/** Retries now (back on screen, back online, after an error): a fresh signaling connection. */
	reconnect() {
		const p = this.#live?.provider;
		if (!p) return;
		const s = this.status;
		if (s.signaling === 'connected' && s.peers > 0) return;
		const local = this.#o.awareness.getLocalState();
		p.disconnect();
		this.#restorePresence(local);
		p.connect();
		tuneRoom(p);
		this.#report();
	}

	async destroy() {
		if (this.#destroyed) return;
		this.#destroyed = true;
		if (this.#timer) clearInterval(this.#timer);
		await this.#stop();
	}
}
