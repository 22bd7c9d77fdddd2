import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { appendEvents, docParts, newGameDoc, readLog } from '$lib/store/gameDoc';
import { LIMITS } from './limits';
import { inspectPeerMessage } from './peerMessage';
import { awarenessMessage, queryAwarenessMessage, readMessage, syncStep1, syncStep2, updateMessage } from './protocol';
import { UpdateGate } from './updateGate';

function setup() {
	const { doc, meta } = newGameDoc({ game: 'counters', title: 'Duel', options: { life: 20, poison: false }, seats: [{ id: 's0', name: 'Ana' }] });
	const refused: string[] = [];
	const gate = new UpdateGate(doc, { tableId: meta.tableId, onRefused: (reason) => refused.push(reason) });
	const peer = new Y.Doc();
	Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
	/** The update of one move the peer makes. */
	const move = (id: string) => {
		const sv = Y.encodeStateVector(peer);
		appendEvents(peer, meta, [{ id, seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: meta.created }]);
		return Y.encodeStateAsUpdate(peer, sv);
	};
	return { doc, meta, gate, refused, peer, move, ids: () => readLog(doc, meta).map((e) => e.id) };
}

const ROOM = { room: 'r' };

describe('inspectPeerMessage', () => {
	it('applies an update through the gate, with the room as origin, and hands y-webrtc nothing', () => {
		const { doc, gate, move, ids } = setup();
		const origins: unknown[] = [];
		doc.on('update', (_u, origin) => origins.push(origin));
		expect(inspectPeerMessage(updateMessage(move('e1')), gate, ROOM)).toEqual({ pass: null });
		expect(ids()).toEqual(['e1']);
		expect(origins).toEqual([ROOM]);
	});

	it("applies a sync answer through the gate and hands y-webrtc an empty one, so it counts the link as synced", () => {
		const { doc, gate, peer, move, ids } = setup();
		move('e1');
		const answer = syncStep2(peer, Y.encodeStateVector(doc));
		const r = inspectPeerMessage(answer, gate, ROOM);
		expect(ids()).toEqual(['e1']);
		const passed = readMessage(r.pass!);
		expect(passed.type).toBe('step2');
		const empty = new Y.Doc();
		Y.applyUpdate(empty, (passed as { update: Uint8Array }).update);
		expect(empty.store.clients.size).toBe(0);
	});

	it('passes requests as they are: y-webrtc answers them from the game', () => {
		const { gate, peer } = setup();
		for (const m of [syncStep1(peer), queryAwarenessMessage()]) expect(inspectPeerMessage(m, gate, ROOM)).toEqual({ pass: m });
		const presence = new Awareness(peer);
		presence.setLocalState({ name: 'Bo' });
		const m = awarenessMessage(presence, [peer.clientID]);
		expect(inspectPeerMessage(m, gate, ROOM)).toEqual({ pass: m });
	});

	it('drops a presence message past the limit, with a reason', () => {
		const { gate, peer } = setup();
		const presence = new Awareness(peer);
		presence.setLocalState({ name: 'x'.repeat(LIMITS.awarenessBytes) });
		expect(inspectPeerMessage(awarenessMessage(presence, [peer.clientID]), gate, ROOM)).toEqual({ pass: null, problem: 'a presence message was too large' });
	});

	it("given the table's presence, applies a peer's presence there with the origin, and hands y-webrtc nothing", () => {
		const { doc, gate, peer } = setup();
		const table = new Awareness(doc);
		const seen: unknown[] = [];
		table.on('update', (_: unknown, origin: unknown) => seen.push(origin));
		const presence = new Awareness(peer);
		presence.setLocalState({ name: 'Bo' });
		expect(inspectPeerMessage(awarenessMessage(presence, [peer.clientID]), gate, ROOM, table)).toEqual({ pass: null });
		expect(table.getStates().get(peer.clientID)).toEqual({ name: 'Bo' });
		expect(seen).toEqual([ROOM]);
		// a presence that cannot be read changes nothing, with a reason
		const broken = encoding.createEncoder();
		encoding.writeVarUint(broken, 1);
		encoding.writeVarUint8Array(broken, new Uint8Array([3, 1]));
		expect(inspectPeerMessage(encoding.toUint8Array(broken), gate, ROOM, table)).toEqual({ pass: null, problem: 'a presence message was malformed' });
		expect([...table.getStates().keys()].sort()).toEqual([doc.clientID, peer.clientID].sort());
	});

	it('drops a malformed message, with a reason, and changes nothing', () => {
		const { doc, gate } = setup();
		const before = Y.encodeStateAsUpdate(doc);
		const e = encoding.createEncoder();
		encoding.writeVarUint(e, 9);
		for (const m of [new Uint8Array([0, 2, 200]), encoding.toUint8Array(e), new Uint8Array()]) {
			expect(inspectPeerMessage(m, gate, ROOM)).toEqual({ pass: null, problem: 'a message was malformed' });
		}
		expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
	});

	it('keeps an update the gate refuses from the game and from y-webrtc', () => {
		const { doc, gate, refused, peer, move, ids } = setup();
		expect(inspectPeerMessage(updateMessage(move('e1')), gate, ROOM).pass).toBeNull();
		const sv = Y.encodeStateVector(peer);
		docParts(peer).log.delete(0, 1);
		const before = Y.encodeStateAsUpdate(doc);
		expect(inspectPeerMessage(updateMessage(Y.encodeStateAsUpdate(peer, sv)), gate, ROOM)).toEqual({ pass: null, refused: true });
		expect(refused).toEqual([expect.stringMatching(/delete moves/)]);
		expect(ids()).toEqual(['e1']);
		expect(Y.encodeStateAsUpdate(doc)).toEqual(before);
	});
});
