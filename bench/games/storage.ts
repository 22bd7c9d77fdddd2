import * as Y from 'yjs';
import { appendEvents, newGameDoc } from '../../src/lib/store/gameDoc';
import { gameDomain, generateDeviceKeys, keyRef, signEvent } from '../../engine/core/fairplay';
import type { GameEvent } from '../../engine/core';

const N = 10_000;

/**
 * bytes_per_event: size of a stored Counters document (its whole Yjs state) per event, for a
 * 10,000-event game written one move per transaction, as the table writes it, moves unsigned (a
 * game on one device, or made before fair play).
 * bytes_per_signed_event: the same game with every move signed as a table of several devices signs
 * it (the second form: an id bound to the device, `after` naming the event before; a P-256 signature
 * is 64 bytes before its text encoding, so this cannot come near 64 until signatures are amortised,
 * docs/design-notes.md).
 */
export default async function run(): Promise<Record<string, number>> {
	const seats = [0, 1, 2, 3].map((i) => ({ id: `s${i}`, name: `Player ${i + 1}` }));
	const keys = await generateDeviceKeys();
	const sizeOf = async (signed: boolean) => {
		const { doc, meta } = newGameDoc({ game: 'counters', title: 'Bench', options: { life: 20, poison: false }, seats });
		const domain = gameDomain(meta);
		const empty = Y.encodeStateAsUpdate(doc).byteLength;
		const ref = keyRef(keys.publicKey);
		let last: string | null = null;
		for (let i = 0; i < N; i++) {
			const e: GameEvent = {
				id: (signed ? ref : '') + Math.random().toString(36).slice(2, 10),
				seat: `s${i % 4}`,
				kind: 'counters/adjust',
				data: { player: `s${(i * 7) % 4}`, counter: 'life', delta: i % 3 ? -1 : 1 },
				at: meta.created + i * 4000
			};
			if (signed) {
				e.after = last === null ? [] : [last];
				e.sig = await signEvent(keys, domain, e);
				last = e.id;
			}
			appendEvents(doc, meta, [e]);
		}
		return Math.round(((Y.encodeStateAsUpdate(doc).byteLength - empty) / N) * 10) / 10;
	};
	return { bytes_per_event: await sizeOf(false), bytes_per_signed_event: await sizeOf(true) };
}
