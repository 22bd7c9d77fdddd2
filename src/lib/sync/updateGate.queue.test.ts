import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { GameEvent } from '$engine/core';
import { decodeEvent } from '$lib/store/codec';
import { appendEvents, docParts, readLog } from '$lib/store/gameDoc';
import { duelTable } from './duelTable';
import { UpdateGate } from './updateGate';

const ev = (id: string): GameEvent => ({ id, seat: 's1', kind: 'counters/round', data: { delta: 1 }, at: 0 });

/** A peer holding `doc`: each change gives the update it sends. */
function peerOf(doc: Y.Doc): (change: (peer: Y.Doc) => void) => Uint8Array {
	const peer = new Y.Doc();
	Y.applyUpdate(peer, Y.encodeStateAsUpdate(doc));
	return (change) => {
		const sv = Y.encodeStateVector(peer);
		change(peer);
		return Y.encodeStateAsUpdate(peer, sv);
	};
}

describe('UpdateGate, offered from inside an offer', () => {
	it('checks what a document observer offers after the update in progress, in order, and reports its refusal', () => {
		const { doc, meta } = duelTable();
		const refused: string[] = [];
		const gate = new UpdateGate(doc, { tableId: meta.tableId, onRefused: (reason) => refused.push(reason) });
		const from = peerOf(doc);
		const first = from((p) => appendEvents(p, meta, [ev('first')]));
		const second = from((p) => appendEvents(p, meta, [ev('second')]));
		const rewrite = peerOf(doc)((p) => docParts(p).meta.set('title', 'Mine now'));
		const third = from((p) => appendEvents(p, meta, [ev('third')]));
		const inner: unknown[] = [];
		const seen: string[][] = [];
		docParts(doc).log.observe(() => {
			seen.push(readLog(doc, meta).map((e) => e.id));
			// offered while `first` is being applied (the queue grows inside the offers it holds, too)
			if (inner.length === 0) inner.push(gate.offer(second, 'b'), gate.offer(rewrite, 'c'));
			else if (inner.length === 2) inner.push(gate.offer(third, 'b'));
		});
		expect(gate.offer(first, 'a')).toEqual({ ok: true });
		expect(inner).toEqual([
			{ ok: true, queued: true },
			{ ok: true, queued: true },
			{ ok: true, queued: true }
		]);
		expect(seen).toEqual([
			['e1', 'first'],
			['e1', 'first', 'second'],
			['e1', 'first', 'second', 'third']
		]);
		expect(refused).toEqual(['an update tried to rewrite the game description']);
		expect(gate.refused).toBe(1);
	});

	it('checks thousands of updates offered each from inside the last one, in order, without growing the stack', () => {
		const { doc, meta } = duelTable();
		const gate = new UpdateGate(doc, { tableId: meta.tableId });
		const from = peerOf(doc);
		// 10,000: draining them by recursion overflowed the stack (5,000 did not)
		const count = 10_000;
		const updates = Array.from({ length: count }, (_, i) => from((p) => appendEvents(p, meta, [ev(`n${i}`)])));
		const added: string[] = [];
		const verdicts: unknown[] = [];
		const log = docParts(doc).log;
		log.observe(() => {
			added.push(decodeEvent(meta.game, meta.created, log.get(log.length - 1))?.id ?? 'unreadable');
			// each update, once applied, offers the next (queued: the one that offered it is still in progress)
			if (added.length < count) verdicts.push(gate.offer(updates[added.length], 'b'));
		});
		expect(gate.offer(updates[0], 'b')).toEqual({ ok: true });
		expect(added).toEqual(Array.from({ length: count }, (_, i) => `n${i}`));
		expect(verdicts).toEqual(Array.from({ length: count - 1 }, () => ({ ok: true, queued: true })));
		expect(gate.refused).toBe(0);
	});

	it('checks what was offered even when an observer threw meanwhile, and throws that error after', () => {
		const { doc, meta } = duelTable();
		const gate = new UpdateGate(doc, { tableId: meta.tableId });
		const from = peerOf(doc);
		const [first, second, third] = ['first', 'second', 'third'].map((id) => from((p) => appendEvents(p, meta, [ev(id)])));
		let applied = 0;
		docParts(doc).log.observe(() => {
			applied++;
			if (applied === 1) [second, third].forEach((u) => gate.offer(u, 'b'));
			// while `second`, offered from inside `first`, is applied: `third` still waits in the queue
			if (applied === 2) throw new Error('observer failed');
		});
		expect(() => gate.offer(first, 'a')).toThrow('observer failed');
		expect(readLog(doc, meta).map((e) => e.id)).toEqual(['e1', 'first', 'second', 'third']);
	});
});
