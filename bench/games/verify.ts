import { Device, META, pickGame, SEATS, useSignedForm } from '../../engine/core/fairplay/testKit';
import { eventBytes, gameDomain, importPublicKey, keyRef, parseSig, verifyBytes, verifyGameFile } from '../../engine/core/fairplay';
import type { GameEvent } from '../../engine/core';

/**
 * verify_events_per_s: re-verifying a finished 10,000-event game from its file (every signature
 * checked with WebCrypto, seat bindings, reveals and fair rolls refolded), best of a few runs. The
 * events are in the form the table signs now (ids bound to their device, `after`).
 */
async function measure(): Promise<Record<string, number>> {
	useSignedForm(2);
	const [ana, bo] = await Promise.all([Device.make(), Device.make()]);
	const log: GameEvent[] = [await ana.claim('s0'), await bo.claim('s1')];
	// two sealed turns (Pick ends after three: the rolls that follow must still be playable moves)
	for (let turn = 1; turn <= 2; turn++) {
		const a = await ana.seal('s0', turn, { turn, n: 3 });
		const b = await bo.seal('s1', turn, { turn, n: 5 });
		log.push(a.commit, b.commit, a.reveal, b.reveal);
	}
	let round = 0;
	while (log.length < 10_000) {
		const id = `r${round++}`;
		const a = await ana.contribute('s0', id, { sides: 6, count: 1, then: { kind: 'pick/roll', data: {} } });
		const b = await bo.contribute('s1', ana.rid(id));
		log.push(a.commit, b.commit, a.reveal, b.reveal);
	}
	log.length = 10_000;
	const file = { meta: META, seats: SEATS, log };
	let best = Infinity;
	for (let i = 0; i < 3; i++) {
		const t = performance.now();
		const report = await verifyGameFile(file, pickGame);
		best = Math.min(best, performance.now() - t);
		if (!report.ok) throw new Error(`the benchmark game does not verify: ${JSON.stringify(report.problems[0])}`);
	}
	// the ceiling on this machine now: WebCrypto alone checking the same signatures, all at once
	const imported = new Map<string, CryptoKey>();
	for (const d of [ana, bo]) imported.set(keyRef(d.publicKey), (await importPublicKey(d.publicKey))!);
	const domain = gameDomain(META);
	const items = log.map((e) => {
		const sig = parseSig(e.sig)!;
		return { key: imported.get(sig.ref)!, sig: sig.signature, bytes: eventBytes(domain, e)! };
	});
	let raw = Infinity;
	for (let i = 0; i < 3; i++) {
		const t = performance.now();
		const ok = await Promise.all(items.map((x) => verifyBytes(x.key, x.sig, x.bytes)));
		raw = Math.min(raw, performance.now() - t);
		if (ok.some((v) => !v)) throw new Error('a benchmark signature does not verify');
	}
	return {
		verify_events_per_s: Math.round(log.length / (best / 1000)),
		verify_signatures_ceiling_per_s: Math.round(log.length / (raw / 1000))
	};
}

export default measure;
