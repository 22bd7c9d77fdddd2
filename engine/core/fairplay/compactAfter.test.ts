import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../types';
import { authenticate, Authenticator, type SigCheck } from './auth';
import { ChainDevice, ChainTable, rollMove } from './chainKit';
import { FAIR_REJECTIONS as F } from './codes';
import { FAIR_KINDS as K } from './kinds';
import { Device, pickGame, SEATS } from './fairKit';
import { verifyGameFile } from './verifyFile';
import type { Genesis } from './genesis';

/*
 * The compact `after` of the third form (docs/fair-play.md, "Compact after"): an event names a later
 * event of the device its chain named last by a step, read from its predecessor that counted.
 */

let devices: Device[];
let genesis: Genesis;

beforeAll(async () => {
	devices = await Promise.all([Device.make(), Device.make(), Device.make(), Device.make()]);
	genesis = await devices[0].genesis();
});

/** A table of `count` devices: 0 made the game (s0), 1 is handed s1, the others announce themselves and move for the table. */
function table(count: number, compact: boolean): { t: ChainTable; d: ChainDevice[] } {
	const d = devices.slice(0, count).map((x) => new ChainDevice(x));
	const t = new ChainTable(d, genesis);
	t.compact = compact;
	t.write(d[0], { seat: 's1', kind: K.handOver, data: { seat: 's1', publicKey: d[1].publicKey } });
	for (const x of d.slice(2)) t.write(x, { seat: null, kind: K.device, data: { publicKey: x.publicKey } });
	return { t, d };
}

/** A move of device `i` (a roll of its seat, or of the table for a watcher). */
const moveOf = (i: number, value: number) => (i < 2 ? rollMove(`s${i}`, value) : { ...rollMove('s0', value), seat: null });

async function problems(t: ChainTable, log: GameEvent[], d: ChainDevice[]) {
	const withHeads = [...log];
	for (const x of d) if (x.n > 0) withHeads.push(await x.headEntry());
	const report = await verifyGameFile(t.file(withHeads), pickGame);
	return report.problems.map((p) => [p.index, p.code]);
}

/** Every event taken as signed by the device its id names: the order rules alone. */
function orderOutcome(log: readonly GameEvent[], d: readonly ChainDevice[], judged: (e: GameEvent) => SigCheck['status'] = () => 'valid') {
	const keys = new Map(d.map((x) => [x.ref, x.publicKey]));
	const check = (e: GameEvent): SigCheck => {
		const status = judged(e);
		return status === 'valid' ? { status, key: keys.get(e.id.slice(0, 8))! } : ({ status } as SigCheck);
	};
	const auth = authenticate(log, SEATS.map((s) => s.id), check, genesis);
	return { verdicts: auth.verdicts.map((v) => v?.code), frontier: auth.frontier };
}

/** Ana and Bo taking turns: [hand-over, A2, B1, A3, B2 (step 1 from B1's A2), A4 (step 1 from A3's B1)]. */
function turns() {
	const { t, d } = table(2, true);
	const [ana, bo] = d;
	t.write(ana, moveOf(0, 1));
	t.write(bo, moveOf(1, 2));
	t.write(ana, moveOf(0, 3));
	t.write(bo, moveOf(1, 4));
	t.write(ana, moveOf(0, 5));
	return { t, d, ana, bo };
}

describe('compact after: what can be attacked', () => {
	it('two phones taking turns store a step from the second naming on; the game verifies', async () => {
		const { t, d } = turns();
		expect(t.log.map((e) => e.step)).toEqual([undefined, undefined, undefined, undefined, 1, 1]);
		expect(t.log[3].after).toEqual([t.log[2].id]);
		expect(await problems(t, t.log, d)).toEqual([]);
	});

	it('a copy of a compact event placed before the event it names, or before the one its predecessor named, is out of place; the real one counts', async () => {
		const { t, d } = turns();
		const [a1, a2, b1, a3, b2, a4] = t.log;
		// B2 names A3 (one place after A2, which B1 named)
		expect(await problems(t, [a1, a2, b1, { ...b2 }, a3, b2, a4], d)).toEqual([[3, F.outOfPlace]]);
		// before A2, which its predecessor B1 named: B1 has not counted, so neither can B2
		expect(await problems(t, [a1, { ...b2 }, a2, b1, a3, b2, a4], d)).toEqual([[1, F.outOfPlace]]);
	});

	it('a forged predecessor beside the real one: the step is read from the one that counted, wherever the forgery stands', async () => {
		const { t, d } = turns();
		const [a1, a2, b1, a3, b2, a4] = t.log;
		// a B1 naming only the hand-over: were B2's step read from it, B2 would name A2 and count before A3
		const forged = { ...b1, after: [a1.id] };
		expect(await problems(t, [a1, a2, forged, b1, { ...b2 }, a3, b2, a4], d)).toEqual([
			[2, F.altered],
			[4, F.outOfPlace]
		]);
		expect(await problems(t, [a1, a2, b1, forged, { ...b2 }, a3, b2, a4], d)).toEqual([
			[3, F.altered],
			[4, F.outOfPlace]
		]);
		// the order rules alone, with the forgery known to be altered: the same verdicts
		const altered = (e: GameEvent) => (e === forged ? 'altered' : 'valid');
		expect(orderOutcome([a1, a2, b1, forged, { ...b2 }, a3, b2, a4], d, altered).verdicts).toEqual([undefined, undefined, undefined, F.altered, F.outOfPlace, undefined, undefined, undefined]);
	});

	it('a step is hashed into its chain as stored: changing it, or writing the list it stands for in its place, breaks the chain', async () => {
		const { t, d } = turns();
		const [a1, a2, b1, a3, b2, a4] = t.log;
		const stepped = { ...b2, step: 2 };
		// Bo's head no longer holds for his chain: none of his moves counts, nor Ana's naming them
		const broken = [
			[2, F.uncovered],
			[3, F.outOfPlace],
			[4, F.uncovered],
			[5, F.outOfPlace]
		];
		expect(await problems(t, [a1, a2, b1, a3, stepped, a4], d)).toEqual(broken);
		const listed: GameEvent = { ...b2, after: [a3.id] };
		delete listed.step;
		expect(await problems(t, [a1, a2, b1, a3, listed, a4], d)).toEqual(broken);
	});

	it('a step from a chain that never named another device, or at the start of a chain, names nothing: out of place', async () => {
		const { t, d } = table(2, true);
		const [ana, bo] = d;
		const handOver = t.log[0];
		const lone = ana.next({ ...moveOf(0, 1), step: 1 });
		const first = bo.next({ ...moveOf(1, 2), step: 1 });
		expect(await problems(t, [handOver, lone, first], d)).toEqual([
			[1, F.outOfPlace],
			[2, F.outOfPlace]
		]);
	});

	it('a device switching which devices it names writes the list, then steps from the device it named last (3 devices)', async () => {
		const order = [0, 1, 0, 2, 0, 1, 2, 0, 2, 0, 0, 1, 0];
		const [compact, lists] = [table(3, true), table(3, false)];
		for (const [i, who] of order.entries()) {
			compact.t.write(compact.d[who], moveOf(who, (i % 6) + 1));
			lists.t.write(lists.d[who], moveOf(who, (i % 6) + 1));
		}
		// Ana's moves (device 0) after the start: a list when the device she names changes, else a step
		const ana = compact.t.log.filter((e) => e.id.startsWith(compact.d[0].ref) && e.n! > 2);
		const [bo, cy] = [compact.d[1].ref, compact.d[2].ref];
		// A3 names B1 (her A2 named Cy's announcement), A4 names C2: lists; A5 and A6 name C3 and C4: steps
		expect(ana.map((e) => e.step ?? e.after)).toEqual([[bo + 1], [cy + 2], 1, 1, [], [bo + 3]]);
		expect(await problems(compact.t, compact.t.log, compact.d)).toEqual([]);
		expect(orderOutcome(compact.t.log, compact.d)).toEqual(orderOutcome(lists.t.log, lists.d));
	});
});

describe('compact after: property', () => {
	const history = fc.record({
		count: fc.integer({ min: 2, max: 4 }),
		moves: fc.array(fc.nat(3), { minLength: 1, maxLength: 30 }),
		/** a hostile placement: where each entry goes (a stable sort by these keys), and replays added */
		keys: fc.array(fc.nat(60), { minLength: 60, maxLength: 60 }),
		replays: fc.array(fc.nat(), { maxLength: 4 })
	});
	let steps = 0;

	it('random honest 2–4-device histories written with steps verify, and any placement of their entries is judged as the same history written with lists', async () => {
		await fc.assert(
			fc.asyncProperty(history, async ({ count, moves, keys, replays }) => {
				const [compact, lists] = [table(count, true), table(count, false)];
				for (const [i, m] of moves.entries()) {
					const who = m % count;
					compact.t.write(compact.d[who], moveOf(who, (i % 6) + 1));
					lists.t.write(lists.d[who], moveOf(who, (i % 6) + 1));
				}
				steps += compact.t.log.filter((e) => e.step !== undefined).length;
				expect(await problems(compact.t, compact.t.log, compact.d)).toEqual([]);
				const place = (log: GameEvent[]) => {
					const placed = [...log, ...replays.map((r) => ({ ...log[r % log.length] }))];
					return placed.map((e, i) => ({ e, k: keys[i % keys.length] })).sort((x, y) => x.k - y.k).map((x) => x.e);
				};
				expect(orderOutcome(place(compact.t.log), compact.d)).toEqual(orderOutcome(place(lists.t.log), lists.d));
				// resumed passes (an entry appended at a time, then one answer changing and back) give the same
				const placed = place(compact.t.log);
				const keysOf = new Map(compact.d.map((x) => [x.ref, x.publicKey]));
				const flipped = placed[keys[0] % placed.length];
				let answers = 0;
				const check = (e: GameEvent): SigCheck => (e === flipped && answers % 2 === 1 ? { status: 'altered' } : { status: 'valid', key: keysOf.get(e.id.slice(0, 8))! });
				const resumed = new Authenticator();
				const seatIds = SEATS.map((x) => x.id);
				for (let i = 1; i <= placed.length; i++) resumed.run(placed.slice(0, i), seatIds, check, answers, genesis);
				for (; answers < 3; answers++) expect(resumed.run(placed, seatIds, check, answers, genesis)).toEqual(authenticate(placed, seatIds, check, genesis));
			}),
			{ numRuns: 150 }
		);
		// the histories did use steps (a property over lists only would prove nothing)
		expect(steps).toBeGreaterThan(20);
	});
});
