import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { GameEvent } from '$engine/core';
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
});
