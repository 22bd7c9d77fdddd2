import { Device, META, pickGame, SEATS, useSignedForm } from '../../engine/core/fairplay/fairKit';
import { ChainDevice } from '../../engine/core/fairplay/chainKit';
import { diceCommitment, FAIR_KINDS as K, HEAD_EVERY, ordersCommitment, randomToken, verifyGameFile } from '../../engine/core/fairplay';
import type { GameEvent } from '../../engine/core';

/**
 * verify_events_per_s: re-verifying a finished 10,000-event game from its file (every chain hashed
 * and every head signature checked with WebCrypto, seat bindings, reveals and fair rolls refolded),
 * best of a few runs, counted per event covered. The game is in the forms the table writes now:
 * the third (hash chains, a head stored every HEAD_EVERY events of a device) and, for a roll's
 * opening, the second; two phones taking turns, each event naming the other's last (by a compact
 * step where it can, as the app writes it).
 */
async function measure(): Promise<Record<string, number>> {
	const [a, b] = await Promise.all([Device.make(), Device.make()]);
	const genesis = await a.genesis();
	const ana = new ChainDevice(a);
	const bo = new ChainDevice(b);
	const log: GameEvent[] = [];
	const last = new Map<ChainDevice, string>();
	const named = new Set<string>();
	const write = async (d: ChainDevice, e: { seat: string | null; kind: string; data: unknown }) => {
		const other = d === ana ? bo : ana;
		const seen = last.get(other);
		const after = seen && !named.has(`${d.ref}>${seen}`) ? [seen] : [];
		if (seen) named.add(`${d.ref}>${seen}`);
		// as the app writes it: a step when it names a later event of the device its chain named last
		const event = d.next({ ...e, after }, true);
		log.push(event);
		last.set(d, event.id);
		if (d.n % HEAD_EVERY === 0) log.push(await d.headEntry());
		return event;
	};
	await write(ana, { seat: 's1', kind: K.handOver, data: { seat: 's1', publicKey: bo.publicKey } });
	// two sealed turns (Pick ends after three: the rolls that follow must still be playable moves)
	for (let turn = 1; turn <= 2; turn++) {
		const seals = [ana, bo].map((d, i) => ({ d, seat: `s${i}`, orders: { turn, n: 3 + 2 * i }, salt: randomToken(16) }));
		for (const s of seals) await write(s.d, { seat: s.seat, kind: K.commit, data: { turn, hash: ordersCommitment(turn, s.seat, s.orders, s.salt) } });
		for (const s of seals) await write(s.d, { seat: s.seat, kind: K.reveal, data: { turn, kind: 'pick/choose', orders: s.orders, salt: s.salt } });
	}
	// a roll's opening is signed on its own, as the table signs it (its id, the round, is in its commitment)
	useSignedForm(2);
	while (log.length < 10_000) {
		const round = `${ana.ref}r${log.length}`;
		const [ca, cb] = [randomToken(32), randomToken(32)];
		const open = await a.sign({ id: round, seat: 's0', kind: K.diceOpen, data: { sides: 6, count: 1, then: { kind: 'pick/roll', data: {} }, hash: diceCommitment(round, ca) }, after: [last.get(bo)!, last.get(ana)!] });
		log.push(open);
		last.set(ana, open.id);
		await write(bo, { seat: 's1', kind: K.diceCommit, data: { round, hash: diceCommitment(round, cb) } });
		await write(ana, { seat: 's0', kind: K.diceReveal, data: { round, contribution: ca } });
		await write(bo, { seat: 's1', kind: K.diceReveal, data: { round, contribution: cb } });
	}
	useSignedForm(1);
	log.push(await ana.headEntry(), await bo.headEntry());
	const file = { meta: { ...META, genesis }, seats: SEATS, log };
	const covered = log.filter((e) => e.kind !== K.head).length;
	let best = Infinity;
	for (let i = 0; i < 3; i++) {
		const t = performance.now();
		const report = await verifyGameFile(file, pickGame);
		best = Math.min(best, performance.now() - t);
		if (!report.ok) throw new Error(`the benchmark game does not verify: ${JSON.stringify(report.problems[0])}`);
	}
	return { verify_events_per_s: Math.round(covered / (best / 1000)) };
}

export default measure;
