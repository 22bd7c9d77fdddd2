import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import { isFromPeer } from '$lib/store/peerOrigin';
import { applyAwarenessUpdate, Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { FromPeer, peerRelay, presenceRelay, type RelayLink } from './peerRelay';
import { MESSAGE } from './protocol';

/** Stands in for a data channel: the relay only compares them. */
const channel = (name: string) => ({ name }) as unknown as RTCDataChannel;

function link(name: string): RelayLink & { got: Uint8Array[] } {
	const got: Uint8Array[] = [];
	return { channel: channel(name), got, send: (m) => got.push(m) };
}

/** The log of a document built from the sync messages a link got. */
function logOf(messages: Uint8Array[]): unknown[] {
	const doc = new Y.Doc();
	for (const m of messages) {
		const d = decoding.createDecoder(m);
		expect(decoding.readVarUint(d)).toBe(MESSAGE.sync);
		decoding.readVarUint(d); // update
		Y.applyUpdate(doc, decoding.readVarUint8Array(d));
	}
	return doc.getArray('log').toArray();
}

function updates(...items: string[]): Uint8Array[] {
	const doc = new Y.Doc();
	const out: Uint8Array[] = [];
	doc.on('update', (u: Uint8Array) => out.push(u));
	for (const item of items) doc.getArray('log').push([item]);
	return out;
}

describe('peerRelay', () => {
	it("marks what a link brought as another device's (saved later)", () => {
		expect(isFromPeer(new FromPeer({}, channel('a')))).toBe(true);
	});

	it('passes a peer update on to the other links only, never back to its sender', () => {
		const [a, b, c] = [link('a'), link('b'), link('c')];
		const runs: (() => void)[] = [];
		const relay = peerRelay(() => [a, b, c], (run) => runs.push(run));
		relay.push(updates('x')[0], a.channel!);
		expect(b.got).toHaveLength(0); // waits for the schedule
		expect(runs).toHaveLength(1);
		runs[0]();
		expect(a.got).toHaveLength(0);
		expect(logOf(b.got)).toEqual(['x']);
		expect(logOf(c.got)).toEqual(['x']);
	});

	it('merges what waits into one message per link, leaving out what each link sent', () => {
		const [a, b] = [link('a'), link('b')];
		const runs: (() => void)[] = [];
		const relay = peerRelay(() => [a, b], (run) => runs.push(run));
		const [u1, u3] = updates('1', '3');
		const [u2] = updates('2');
		relay.push(u1, a.channel!);
		relay.push(u2, b.channel!);
		relay.push(u3, a.channel!);
		expect(runs).toHaveLength(1); // one schedule for the batch
		runs[0]();
		expect(b.got).toHaveLength(1);
		expect(logOf(b.got)).toEqual(['1', '3']);
		expect(a.got).toHaveLength(1);
		expect(logOf(a.got)).toEqual(['2']);
		relay.flush();
		expect([a.got.length, b.got.length]).toEqual([1, 1]); // nothing more waited
	});

	it('a link that fails to send does not stop the others', () => {
		const broken: RelayLink = {
			channel: channel('broken'),
			send: () => {
				throw new Error('closed');
			}
		};
		const ok = link('ok');
		const relay = peerRelay(() => [broken, ok], () => {});
		relay.push(updates('x')[0], channel('elsewhere'));
		relay.flush();
		expect(logOf(ok.got)).toEqual(['x']);
	});
});

/** The presence a device learns from the messages a link got. */
function presenceOf(messages: Uint8Array[]): Map<number, unknown> {
	const presence = new Awareness(new Y.Doc());
	for (const m of messages) {
		const d = decoding.createDecoder(m);
		expect(decoding.readVarUint(d)).toBe(MESSAGE.awareness);
		applyAwarenessUpdate(presence, decoding.readVarUint8Array(d), 'peer');
	}
	presence.getStates().delete(presence.clientID);
	return presence.getStates();
}

describe('presenceRelay', () => {
	it("passes other devices' presence on to the other links only, once per link, as it stands when it goes", () => {
		const table = new Awareness(new Y.Doc());
		const [bo, cy] = [new Awareness(new Y.Doc()), new Awareness(new Y.Doc())];
		bo.setLocalState({ name: 'Bo', head: 1 });
		cy.setLocalState({ name: 'Cy' });
		applyAwarenessUpdate(table, encodeAwarenessUpdate(bo, [bo.clientID]), 'a');
		applyAwarenessUpdate(table, encodeAwarenessUpdate(cy, [cy.clientID]), 'b');
		const [a, b, c] = [link('a'), link('b'), link('c')];
		const runs: (() => void)[] = [];
		const relay = presenceRelay(table, () => [a, b, c], (run) => runs.push(run));
		relay.push([bo.clientID], a.channel!);
		relay.push([cy.clientID], b.channel!);
		relay.push([bo.clientID], a.channel!);
		expect(runs).toHaveLength(1);
		// Bo's phone moves on before the relay goes: the newest goes
		bo.setLocalState({ name: 'Bo', head: 2 });
		applyAwarenessUpdate(table, encodeAwarenessUpdate(bo, [bo.clientID]), 'a');
		runs[0]();
		expect([a.got.length, b.got.length, c.got.length]).toEqual([1, 1, 1]);
		expect(presenceOf(a.got)).toEqual(new Map([[cy.clientID, { name: 'Cy' }]]));
		expect(presenceOf(b.got)).toEqual(new Map([[bo.clientID, { name: 'Bo', head: 2 }]]));
		expect(presenceOf(c.got)).toEqual(new Map<number, unknown>([[bo.clientID, { name: 'Bo', head: 2 }], [cy.clientID, { name: 'Cy' }]]));
	});
});
