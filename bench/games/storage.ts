import * as Y from 'yjs';
import { appendEvents, newGameDoc } from '../../src/lib/store/gameDoc';
import type { GameEvent } from '../../engine/core';

/**
 * bytes_per_event: size of a stored Counters document (its whole Yjs state) per event, for a
 * 10,000-event game written one move per transaction, as the table writes it.
 */
export default function run(): Record<string, number> {
	const seats = [0, 1, 2, 3].map((i) => ({ id: `s${i}`, name: `Player ${i + 1}` }));
	const { doc, meta } = newGameDoc({ game: 'counters', title: 'Bench', options: { life: 20, poison: false }, seats });
	const empty = Y.encodeStateAsUpdate(doc).byteLength;
	const n = 10_000;
	for (let i = 0; i < n; i++) {
		const e: GameEvent = {
			id: Math.random().toString(36).slice(2, 10),
			seat: `s${i % 4}`,
			kind: 'counters/adjust',
			data: { player: `s${(i * 7) % 4}`, counter: 'life', delta: i % 3 ? -1 : 1 },
			at: meta.created + i * 4000
		};
		appendEvents(doc, meta, [e]);
	}
	const size = Y.encodeStateAsUpdate(doc).byteLength;
	return { bytes_per_event: Math.round(((size - empty) / n) * 10) / 10 };
}
