import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';

/** Message types on a paired channel; the same numbers as y-webrtc and y-websocket use. */
export const MESSAGE = { sync: 0, awareness: 1, queryAwareness: 3 } as const;

export function syncStep1(doc: Y.Doc): Uint8Array {
	const e = encoding.createEncoder();
	encoding.writeVarUint(e, MESSAGE.sync);
	syncProtocol.writeSyncStep1(e, doc);
	return encoding.toUint8Array(e);
}

export function syncStep2(doc: Y.Doc, stateVector: Uint8Array): Uint8Array {
	const e = encoding.createEncoder();
	encoding.writeVarUint(e, MESSAGE.sync);
	syncProtocol.writeSyncStep2(e, doc, stateVector);
	return encoding.toUint8Array(e);
}

/** A sync step 2 message carrying `update` (y-protocols writes one only from a document). */
export function syncStep2Message(update: Uint8Array): Uint8Array {
	const e = encoding.createEncoder();
	encoding.writeVarUint(e, MESSAGE.sync);
	encoding.writeVarUint(e, syncProtocol.messageYjsSyncStep2);
	encoding.writeVarUint8Array(e, update);
	return encoding.toUint8Array(e);
}

export function updateMessage(update: Uint8Array): Uint8Array {
	const e = encoding.createEncoder();
	encoding.writeVarUint(e, MESSAGE.sync);
	syncProtocol.writeUpdate(e, update);
	return encoding.toUint8Array(e);
}

export function awarenessMessage(awareness: awarenessProtocol.Awareness, clients: number[]): Uint8Array {
	const e = encoding.createEncoder();
	encoding.writeVarUint(e, MESSAGE.awareness);
	encoding.writeVarUint8Array(e, awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
	return encoding.toUint8Array(e);
}

export function queryAwarenessMessage(): Uint8Array {
	const e = encoding.createEncoder();
	encoding.writeVarUint(e, MESSAGE.queryAwareness);
	return encoding.toUint8Array(e);
}

export type Incoming =
	| { type: 'step1'; stateVector: Uint8Array }
	| { type: 'step2' | 'update'; update: Uint8Array }
	| { type: 'awareness'; update: Uint8Array }
	| { type: 'queryAwareness' };

/** Reads one message; throws on anything malformed (the caller drops it with a notice). */
export function readMessage(message: Uint8Array): Incoming {
	const d = decoding.createDecoder(message);
	const type = decoding.readVarUint(d);
	if (type === MESSAGE.sync) {
		const sub = decoding.readVarUint(d);
		const payload = decoding.readVarUint8Array(d);
		if (sub === syncProtocol.messageYjsSyncStep1) return { type: 'step1', stateVector: payload };
		if (sub === syncProtocol.messageYjsSyncStep2) return { type: 'step2', update: payload };
		if (sub === syncProtocol.messageYjsUpdate) return { type: 'update', update: payload };
		throw new Error(`unknown sync message ${sub}`);
	}
	if (type === MESSAGE.awareness) return { type: 'awareness', update: decoding.readVarUint8Array(d) };
	if (type === MESSAGE.queryAwareness) return { type: 'queryAwareness' };
	throw new Error(`unknown message ${type}`);
}
