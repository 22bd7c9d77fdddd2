import * as Y from 'yjs';
import { applyAwarenessUpdate, type Awareness } from 'y-protocols/awareness';
import { frameAhead } from '$lib/timing/afterPaint';
import { LIMITS } from './limits';
import { readMessage, syncStep2Message, type Incoming } from './protocol';
import type { UpdateGate } from './updateGate';

/** What becomes of one message from a peer before y-webrtc reads it. */
export interface Inspected {
	/** What y-webrtc gets (null: nothing). */
	pass: Uint8Array | null;
	/** Why the message was dropped, for a notice (the gate reports the updates it refuses). */
	problem?: string;
	/** The gate refused the update it carried. */
	refused?: true;
	/** The update builds on parts this device lacks: ask the sender for a sync (it has them). */
	held?: true;
}

/** A sync step 2 carrying an empty update: what y-webrtc gets once the gate has applied the real one. */
const EMPTY_STEP2 = syncStep2Message(Y.encodeStateAsUpdate(new Y.Doc()));

/**
 * Reads a y-webrtc message from a peer before y-webrtc does. Updates (and the answer to a sync
 * request) go through the update gate, which applies them to the game with `origin`; y-webrtc gets
 * nothing of an update, and an empty answer in place of the real one, so that it still counts the
 * link as synced. Presence is bounded in size; given `presence` (the table's awareness), it is
 * applied there with `origin` too, and y-webrtc gets nothing of it. Requests (sync step 1, a query
 * for presence) pass as they are: y-webrtc answers them from the game document.
 */
export function inspectPeerMessage(message: Uint8Array, gate: UpdateGate, origin: unknown, presence?: Awareness): Inspected {
	let m: Incoming;
	try {
		m = readMessage(message);
	} catch {
		return { pass: null, problem: 'a message was malformed' };
	}
	if (m.type === 'awareness' && m.update.byteLength > LIMITS.awarenessBytes) return { pass: null, problem: 'a presence message was too large' };
	if (m.type === 'awareness' && presence) {
		try {
			applyAwarenessUpdate(presence, m.update, origin);
		} catch {
			return { pass: null, problem: 'a presence message was malformed' };
		}
		return { pass: null };
	}
	if (m.type !== 'update' && m.type !== 'step2') return { pass: message };
	// the frame that will show it (and after which the relay, the store and the shadow take it)
	frameAhead();
	const verdict = gate.offer(m.update, origin);
	if (!verdict.ok) return { pass: null, refused: true };
	return { pass: m.type === 'step2' ? EMPTY_STEP2 : null, ...(verdict.held ? { held: true as const } : {}) };
}
