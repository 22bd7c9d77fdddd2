import { Awareness } from 'y-protocols/awareness';
import { shareHeads, type HeadCarrier } from './chainHeads';
import type * as Y from 'yjs';
import { docOf, type GameLog } from '$lib/store/gameLog';
import type { Channel } from './channel';
import { descriptionDigest } from './description';
import { takeParked } from './handoff';
import { PeerLink } from './peerLink';
import { readPresence, type PeerPresence, type PresenceState } from './presence';
import { roomName } from './roomName';
import { UpdateGate } from './updateGate';
import { WebrtcTransport, type WebrtcStatus } from './webrtcTransport';

export interface TableSyncOptions {
	/** The game's log; its document is what the transports sync. */
	log: GameLog;
	tableId: string;
	gameId: string;
	secret: string;
	/** The digest of the game's description the invite carried, for a phone that joins (description.ts). */
	description?: string;
	presence: PresenceState;
	signaling: string[];
	iceServers: RTCIceServer[];
	/** This device's fair play, whose chain heads travel in the presence (chainHeads.ts). */
	heads?: HeadCarrier;
}

export interface Notice {
	id: number;
	tone: 'error' | 'info';
	text: string;
	count: number;
	at: number;
}

/**
 * How this device connects, in a player's words: `text` for the table's bar (with the way out when
 * there is none: the menu's Connect without internet), `fact` the same without that advice, for a
 * screen that offers the way itself (the invite sheet, the join screen).
 */
export type Connection = { tone: 'ok' | 'busy' | 'off'; text: string; fact: string };

let nextNotice = 1;

/**
 * Everything that connects one open game to the other devices at its table: the update gate every
 * incoming update passes, the y-webrtc transport (through a signaling server), links paired by
 * code, presence (Yjs awareness), reconnection, and the notices shown when a peer's update is
 * refused. Local persistence is the caller's to load first: this only connects the network.
 */
export class TableSync {
	readonly tableId: string;
	readonly gameId: string;
	readonly awareness: Awareness;
	readonly #o: TableSyncOptions;
	readonly #doc: Y.Doc;
	#gateMade: UpdateGate | null = null;
	#webrtc: WebrtcTransport | null = null;
	#links: PeerLink[] = [];
	#unlisten: (() => void)[] = [];
	#started = false;
	#destroyed = false;
	#secret = $state('');
	webrtc = $state<WebrtcStatus>({ signaling: 'off', peers: 0 });
	paired = $state(0);
	paused = $state(false);
	online = $state(true);
	peers = $state.raw<PeerPresence[]>([]);
	notices = $state<Notice[]>([]);

	constructor(o: TableSyncOptions) {
		this.#o = o;
		this.#doc = docOf(o.log);
		this.tableId = o.tableId;
		this.gameId = o.gameId;
		this.#secret = o.secret;
		this.awareness = new Awareness(this.#doc);
		this.awareness.setLocalState(o.presence);
		const onChange = () => this.#readPeers();
		this.awareness.on('change', onChange);
		this.#unlisten.push(() => this.awareness.off('change', onChange));
		if (o.heads) this.shareHeads(o.heads);
	}

	/** Carries this device's chain heads in its presence from now on (a joining phone's sync, taken by its table). */
	shareHeads(heads: HeadCarrier) {
		this.#unlisten.push(shareHeads(this.awareness, heads));
	}

	/**
	 * The gate of the first transport. It copies the whole document only for the first update it
	 * must judge on a copy (not a plain append: gateShadow.ts), so opening a long game copies nothing.
	 */
	get #gate(): UpdateGate {
		return (this.#gateMade ??= new UpdateGate(this.#doc, { tableId: this.#o.tableId, description: this.#o.description, onRefused: (reason, origin) => (origin instanceof PeerLink && origin.destroy(), this.#refused(reason)) }));
	}

	get secret() {
		return this.#secret;
	}

	/** The digest of the game's description, for its invite (description.ts). */
	get description(): string | null {
		return descriptionDigest(this.#doc);
	}

	/** Devices this one is connected to right now, by any transport. */
	get connected() {
		return this.webrtc.peers + this.paired;
	}

	/** One line for the table screen. */
	get connection(): Connection {
		const n = this.connected;
		const devices = `${n} other device${n === 1 ? '' : 's'}`;
		const said = (tone: Connection['tone'], text: string): Connection => ({ tone, text, fact: text });
		const noWay = (fact: string): Connection => ({ tone: 'off', text: `${fact}: use Connect without internet (menu ☰)`, fact });
		if (this.paused) return said('off', 'Sync paused: playing on this device only');
		if (n > 0) return said('ok', `Connected to ${devices}`);
		if (!this.online && this.webrtc.signaling !== 'off') return said('off', 'This device is offline: playing on it alone');
		if (this.webrtc.signaling === 'connected') return said('busy', 'Waiting for the other devices at this table…');
		if (this.webrtc.signaling === 'connecting') return said('busy', 'Looking for the other phones…');
		if (this.webrtc.signaling === 'unreachable') return noWay("Can't reach the other phones online");
		return noWay('Not connected');
	}

	/** Connects the network, and keeps reconnecting (back on screen, back online, after errors). */
	start() {
		if (this.#started || this.#destroyed) return;
		this.#started = true;
		if (typeof window !== 'undefined') {
			this.online = navigator.onLine;
			const retry = () => this.reconnect();
			const onOnline = () => {
				this.online = true;
				retry();
			};
			const onOffline = () => (this.online = false);
			const onVisible = () => document.visibilityState === 'visible' && retry();
			// Leaving the page: say so while the connections still carry it. y-webrtc closes them in
			// its own beforeunload listener, which is added after this one.
			const onHide = () => this.awareness.setLocalState(null);
			const onShow = (ev: PageTransitionEvent) => {
				if (!ev.persisted) return;
				// Back from the back/forward cache: y-webrtc closed its room on the way out.
				this.awareness.setLocalState(this.#o.presence);
				void this.#disconnectWebrtc().then(() => this.#connectWebrtc());
			};
			window.addEventListener('online', onOnline);
			window.addEventListener('offline', onOffline);
			document.addEventListener('visibilitychange', onVisible);
			window.addEventListener('beforeunload', onHide);
			window.addEventListener('pagehide', onHide);
			window.addEventListener('pageshow', onShow);
			this.#unlisten.push(() => {
				window.removeEventListener('online', onOnline);
				window.removeEventListener('offline', onOffline);
				document.removeEventListener('visibilitychange', onVisible);
				window.removeEventListener('beforeunload', onHide);
				window.removeEventListener('pagehide', onHide);
				window.removeEventListener('pageshow', onShow);
			});
		}
		this.#connectWebrtc();
		for (const c of takeParked(this.tableId)) this.adopt(c);
	}

	#connectWebrtc() {
		if (this.paused || this.#destroyed || this.#o.signaling.length === 0) return;
		// y-webrtc took this device's presence away when the last transport left the room (pause, new secret)
		if (this.awareness.getLocalState() === null) this.awareness.setLocalState(this.#o.presence);
		this.#webrtc = new WebrtcTransport({
			doc: this.#doc,
			gate: this.#gate,
			awareness: this.awareness,
			room: roomName(this.tableId, this.#secret),
			password: this.#secret,
			signaling: this.#o.signaling,
			iceServers: this.#o.iceServers,
			onStatus: (s) => (this.webrtc = s),
			onProblem: (reason) => this.#refused(reason)
		});
	}

	async #disconnectWebrtc() {
		const w = this.#webrtc;
		this.#webrtc = null;
		this.webrtc = { signaling: 'off', peers: 0 };
		await w?.destroy();
	}

	reconnect() {
		if (this.paused || this.#destroyed) return;
		if (this.#webrtc) this.#webrtc.reconnect();
		else this.#connectWebrtc();
	}

	/** Stops syncing (the game goes on here); edits on both sides merge on `resume`. */
	async pause() {
		this.paused = true;
		this.notices = this.notices.filter((n) => n.tone !== 'info');
		for (const l of [...this.#links]) l.destroy();
		await this.#disconnectWebrtc();
	}

	resume() {
		this.paused = false;
		this.#connectWebrtc();
	}

	/**
	 * The table has a new secret: reconnect with it, and drop paired links (they proved the old
	 * one). Devices that only know the old secret can no longer connect.
	 */
	async setSecret(secret: string) {
		this.#secret = secret;
		for (const l of [...this.#links]) l.destroy();
		await this.#disconnectWebrtc();
		this.#connectWebrtc();
	}

	setPresence(p: PresenceState) {
		this.#o.presence = p;
		this.awareness.setLocalState(p);
	}

	/** Syncs over a channel paired by code (after both sides proved the secret). */
	adopt(channel: Channel): PeerLink {
		const link: PeerLink = new PeerLink({
			doc: this.#doc,
			gate: this.#gate,
			awareness: this.awareness,
			channel,
			onProblem: (reason) => this.#refused(reason),
			onClose: () => {
				this.#links = this.#links.filter((l) => l !== link);
				this.paired = this.#links.length;
				this.#readPeers();
				// A paired link cannot come back by itself: there is no server to find the device again.
				if (!this.#destroyed && !this.paused) this.#notify('info', 'A device paired by code disconnected. Connect it again (Menu → Connect without internet) to sync with it.');
			}
		});
		if (!link.closed) this.#links.push(link);
		this.paired = this.#links.length;
		return link;
	}

	#readPeers() {
		const me = this.awareness.clientID;
		const out: PeerPresence[] = [];
		this.awareness.getStates().forEach((state, clientId) => {
			if (clientId === me) return;
			const p = readPresence(state);
			if (!p) return;
			const paired = this.#links.some((l) => l.clients.has(clientId));
			out.push({ ...p, clientId, via: paired ? 'paired' : 'server' });
		});
		this.peers = out.sort((a, b) => a.name.localeCompare(b.name));
	}

	#refused(reason: string) {
		this.#notify('error', `Ignored an update from another device: ${reason}. The game and what is saved on this device are unchanged.`);
	}

	#notify(tone: Notice['tone'], text: string) {
		const same = this.notices.find((n) => n.text === text);
		if (same) {
			same.count++;
			same.at = Date.now();
		} else this.notices.push({ id: nextNotice++, tone, text, count: 1, at: Date.now() });
	}

	dismissNotice(id: number) {
		const i = this.notices.findIndex((n) => n.id === id);
		if (i >= 0) this.notices.splice(i, 1);
	}

	async destroy() {
		if (this.#destroyed) return;
		this.#destroyed = true;
		// Tell the others this device is leaving while the transports still carry it.
		this.awareness.setLocalState(null);
		for (const u of this.#unlisten) u();
		for (const l of [...this.#links]) l.destroy();
		await this.#disconnectWebrtc();
		this.awareness.destroy();
		this.#gateMade?.destroy();
	}
}
