// Contract test: the y-webrtc internals yWebrtc.ts relies on, against the installed library (a real
// provider and room, with no signaling server). It fails when an upgrade renames or reroutes them.
import * as bc from 'lib0/broadcastchannel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebrtcProvider, type Room } from 'y-webrtc';
import * as Y from 'yjs';
import { applyAwarenessUpdate, Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { leaveBroadcastChannel, replacePresenceSender, replaceUpdateSender, roomLinks } from './yWebrtc';

const opened: { provider: WebrtcProvider; doc: Y.Doc }[] = [];
let rooms = 0;

/** A provider in a room of its own, once it has derived the key and opened the room. */
async function roomOf(): Promise<{ provider: WebrtcProvider; doc: Y.Doc; room: Room }> {
	const doc = new Y.Doc();
	const provider = new WebrtcProvider(`contract-${process.pid}-${++rooms}`, doc, { signaling: [], password: 'the table secret' });
	opened.push({ provider, doc });
	await provider.key;
	if (!provider.room) throw new Error('y-webrtc opened no room once it had the key');
	return { provider, doc, room: provider.room };
}

/** A link that records what the room sends on it. */
function fakeLink(room: Room) {
	const sent: Uint8Array[] = [];
	room.webrtcConns.set('fake', { connected: true, closed: false, peer: { send: (m: Uint8Array) => sent.push(m), destroy() {} }, destroy() {} } as never);
	return sent;
}

const edit = (doc: Y.Doc) => doc.getMap('m').set('k', Math.random());

afterEach(() => {
	vi.restoreAllMocks();
	for (const { provider, doc } of opened.splice(0)) {
		provider.room?.webrtcConns.delete('fake');
		provider.destroy();
		doc.destroy();
	}
});

describe('y-webrtc room internals (yWebrtc.ts)', () => {
	it("subscribes the room's _bcSubscriber to its name on lib0's BroadcastChannel", async () => {
		const { room } = await roomOf();
		expect(room.bcconnected).toBe(true);
		expect(bc.unsubscribe(room.name, room._bcSubscriber)).toBe(true);
		bc.subscribe(room.name, room._bcSubscriber);
	});

	it('leaveBroadcastChannel unsubscribes it, and the room encrypts nothing more for other tabs', async () => {
		const { doc, room } = await roomOf();
		const encrypt = vi.spyOn(crypto.subtle, 'encrypt');
		edit(doc);
		expect(encrypt).toHaveBeenCalled();
		leaveBroadcastChannel(room);
		encrypt.mockClear();
		edit(doc);
		expect(encrypt).not.toHaveBeenCalled();
		expect(room.bcconnected).toBe(false);
		expect(bc.unsubscribe(room.name, room._bcSubscriber)).toBe(false);
	});

	it("sends each update to every link through _docUpdateHandler, which replaceUpdateSender takes the place of, through a reconnect too", async () => {
		const { provider, doc, room } = await roomOf();
		const sent = fakeLink(room);
		edit(doc);
		expect(sent).toHaveLength(1);
		const seen: unknown[] = [];
		expect(replaceUpdateSender(room, (send) => (update, origin) => seen.push(origin === 'relay' ? send(update, origin) : origin))).toBe(true);
		edit(doc);
		expect(seen).toHaveLength(1);
		expect(sent).toHaveLength(1);
		// the sender it replaced still sends to every link
		doc.transact(() => edit(doc), 'relay');
		expect(sent).toHaveLength(2);
		room.webrtcConns.delete('fake');
		provider.disconnect();
		provider.connect();
		const after = fakeLink(room);
		edit(doc);
		expect(seen).toHaveLength(3);
		expect(after).toHaveLength(0);
		expect(replaceUpdateSender(room, (send) => send)).toBe(false);
	});

	it('sends each change of presence to every link through _awarenessUpdateHandler, which replacePresenceSender takes the place of, through a reconnect too', async () => {
		const { provider, room } = await roomOf();
		const presence = room.awareness;
		const sent = fakeLink(room);
		presence.setLocalStateField('n', 1);
		expect(sent).toHaveLength(1);
		const seen: unknown[] = [];
		expect(replacePresenceSender(room, (send) => (changes, origin) => (origin === 'relay' ? send(changes, origin) : seen.push(changes)))).toBe(true);
		presence.setLocalStateField('n', 2);
		expect(seen).toEqual([{ added: [], updated: [presence.clientID], removed: [] }]);
		expect(sent).toHaveLength(1);
		// the sender it replaced still sends to every link
		const other = new Awareness(new Y.Doc());
		other.setLocalState({ name: 'Bo' });
		applyAwarenessUpdate(presence, encodeAwarenessUpdate(other, [other.clientID]), 'relay');
		expect(sent).toHaveLength(2);
		room.webrtcConns.delete('fake');
		provider.disconnect();
		provider.connect();
		const after = fakeLink(room);
		const before = seen.length;
		// (leaving the room took this device's presence away)
		presence.setLocalState({ n: 3 });
		expect(seen).toHaveLength(before + 1);
		expect(after).toHaveLength(0);
		expect(replacePresenceSender(room, (send) => send)).toBe(false);
	});

	it("lists the room's links (webrtcConns) with the state the transport reads", async () => {
		const { provider, room } = await roomOf();
		fakeLink(room);
		expect(roomLinks(provider).map(({ connected, closed }) => ({ connected, closed }))).toEqual([{ connected: true, closed: false }]);
	});
});
