import * as Y from 'yjs';
import { appendEvents, newGameDoc } from '../../src/lib/store/gameDoc';
import { chainId, chainLink, chainReference, chainStart, compactStep, eventText, FAIR_KINDS, gameDomain, generateDeviceKeys, HEAD_EVERY, keyRef, signHead, type DeviceKeys } from '../../engine/core/fairplay';
import type { GameEvent } from '../../engine/core';

const N = 10_000;

/**
 * bytes_per_event: size of a stored Counters document (its whole Yjs state) per event, for a
 * 10,000-event game written one move per transaction, as the table writes it, moves unsigned (a
 * game made before fair play, or on a page that cannot sign).
 * bytes_per_signed_event: the same game signed as the table signs it now, in the third form
 * (docs/fair-play.md, "Chains"): each move carries its place `n` in its device's hash chain and
 * `after` (the other devices' events it had seen), no signature of its own; every HEAD_EVERY moves
 * the device stores its signed head (the codec keeps its raw signature bytes). Measured with one
 * device holding every seat, as the figure always was; bytes_per_signed_event_2_devices: two phones taking turns, each move naming the
 * other's last, as the app stores it: a compact step from what its own previous move named
 * (docs/fair-play.md, "Compact after"; the first is a list).
 */
export default async function run(): Promise<Record<string, number>> {
	const seats = [0, 1, 2, 3].map((i) => ({ id: `s${i}`, name: `Player ${i + 1}` }));
	const keys = await Promise.all([generateDeviceKeys(), generateDeviceKeys()]);
	const sizeOf = async (devices: DeviceKeys[] | null) => {
		const { doc, meta } = newGameDoc({ game: 'counters', title: 'Bench', options: { life: 20, poison: false }, seats });
		const domain = gameDomain(meta);
		const empty = Y.encodeStateAsUpdate(doc).byteLength;
		const chains = (devices ?? []).map((k) => ({ keys: k, ref: keyRef(k.publicKey), n: 0, hash: chainStart(domain, k.publicKey), reference: undefined as string | undefined }));
		let last: string | null = null;
		for (let i = 0; i < N; i++) {
			const e: GameEvent = {
				id: Math.random().toString(36).slice(2, 10),
				seat: `s${i % 4}`,
				kind: 'counters/adjust',
				data: { player: `s${(i * 7) % 4}`, counter: 'life', delta: i % 3 ? -1 : 1 },
				at: meta.created + i * 4000
			};
			const out = [e];
			if (devices) {
				const c = chains[i % chains.length];
				e.n = ++c.n;
				e.id = chainId(c.ref, e.n);
				const named = last !== null && !last.startsWith(c.ref) ? [last] : [];
				const step = compactStep(c.reference, named);
				if (step === undefined) e.after = named;
				else e.step = step;
				c.reference = chainReference(c.reference, c.ref, named);
				c.hash = chainLink(c.hash, eventText(domain, e)!);
				last = e.id;
				if (c.n % HEAD_EVERY === 0) {
					const head = await signHead(c.keys, domain, c.n, c.hash);
					out.push({ id: '~' + Math.random().toString(36).slice(2, 8), seat: null, kind: FAIR_KINDS.head, data: head, at: e.at });
				}
			}
			appendEvents(doc, meta, out);
		}
		return Math.round(((Y.encodeStateAsUpdate(doc).byteLength - empty) / N) * 10) / 10;
	};
	return { bytes_per_event: await sizeOf(null), bytes_per_signed_event: await sizeOf(keys.slice(0, 1)), bytes_per_signed_event_2_devices: await sizeOf(keys) };
}
