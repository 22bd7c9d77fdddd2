import * as awarenessProtocol from 'y-protocols/awareness';
import type * as Y from 'yjs';
import type { Channel } from './channel';
import { LIMITS } from './limits';
import { awarenessMessage, queryAwarenessMessage, readMessage, syncStep1, syncStep2, updateMessage } from './protocol';
import type { UpdateGate } from './updateGate';
import type { PeerOrigin } from '$lib/store/peerOrigin';
import { frameAhead } from '$lib/timing/afterPaint';

export interface PeerLinkOptions {
	doc: Y.Doc;
	gate: UpdateGate;
	awareness: awarenessProtocol.Awareness;
	channel: Channel;
	/** A message from the peer that could not be read (the update gate reports refused updates). */
	onProblem?: (reason: string) => void;
	/** The first full exchange of state with the peer is done. */
	onSynced?: () => void;
	onClose?: () => void;
}

/**
 * Runs the Yjs sync protocol and awareness over one channel to one peer. Updates the peer sends go
 * through the update gate, which applies them with this link as the origin (a refused one closes
 * the link); every other update of
 * the document (local moves, and what other links and transports brought in) is forwarded to the
 * peer, so a device relays between its peers and the whole table converges (Yjs drops duplicates).
 */
export class PeerLink implements PeerOrigin {
	readonly fromPeer = true;
	readonly #o: PeerLinkOptions;
	#synced = false;
	#closed = false;
	/** Awareness clients this link told us about, forgotten when it closes. */
	readonly #clients = new Set<number>();
	readonly #onUpdate = (update: Uint8Array, origin: unknown) => {
		if (origin !== this) this.#send(updateMessage(update));
	};
	readonly #onAwareness = (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
		if (origin === this) return;
		const clients = [...changes.added, ...changes.updated, ...changes.removed];
		this.#send(awarenessMessage(this.#o.awareness, clients));
	};

	constructor(o: PeerLinkOptions) {
		this.#o = o;
		o.channel.onMessage((m) => this.#receive(m));
		o.channel.onClose(() => this.destroy());
		o.doc.on('update', this.#onUpdate);
		o.awareness.on('update', this.#onAwareness);
		this.#send(syncStep1(o.doc));
		const known = [...o.awareness.getStates().keys()];
		if (known.length) this.#send(awarenessMessage(o.awareness, known));
		this.#send(queryAwarenessMessage());
		// A peer that saw us leave keeps our last clock and ignores that state again: announce anew.
		const local = o.awareness.getLocalState();
		if (local) o.awareness.setLocalState(local);
	}

	get synced() {
		return this.#synced;
	}
	get closed() {
		return this.#closed;
	}
	get channel() {
		return this.#o.channel;
	}
	/** Awareness clients (devices) this link told us about. */
	get clients(): ReadonlySet<number> {
		return this.#clients;
	}

	#send(message: Uint8Array) {
		if (this.#closed || !this.#o.channel.open) return;
		try {
			this.#o.channel.send(message);
		} catch {
			this.destroy();
		}
	}

	#receive(message: Uint8Array) {
		if (this.#closed) return;
		const { doc, gate, awareness } = this.#o;
		try {
			const m = readMessage(message);
			if (m.type === 'step1') {
				this.#send(syncStep2(doc, m.stateVector));
			} else if (m.type === 'step2' || m.type === 'update') {
				frameAhead();
				const verdict = gate.offer(m.update, this);
				// a refused update drops this link only; one that builds on what this device lacks: the
				// peer has that part, and answers a sync request with all of it in one complete update
				if (!verdict.ok) return this.destroy();
				if (verdict.held) this.#send(syncStep1(doc));
				if (m.type === 'step2' && !this.#synced) {
					this.#synced = true;
					this.#o.onSynced?.();
				}
			} else if (m.type === 'awareness') {
				if (m.update.byteLength > LIMITS.awarenessBytes) throw new Error('presence message too large');
				const before = new Set(awareness.getStates().keys());
				awarenessProtocol.applyAwarenessUpdate(awareness, m.update, this);
				for (const id of awareness.getStates().keys()) if (!before.has(id) && id !== doc.clientID) this.#clients.add(id);
			} else {
				this.#send(awarenessMessage(awareness, [...awareness.getStates().keys()]));
			}
		} catch (err) {
			this.#o.onProblem?.(`a message from a paired device was malformed (${err instanceof Error ? err.message : String(err)})`);
		}
	}

	/** Stops syncing and closes the channel. */
	destroy() {
		if (this.#closed) return;
		this.#closed = true;
		const { doc, awareness, channel } = this.#o;
		doc.off('update', this.#onUpdate);
		awareness.off('update', this.#onAwareness);
		const gone = [...this.#clients].filter((id) => awareness.getStates().has(id));
		if (gone.length) awarenessProtocol.removeAwarenessStates(awareness, gone, this);
		channel.close();
		this.#o.onClose?.();
	}
}
