import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRejection } from '../types';
import { fogHidden, type FogReport } from '../../fog';
import { diceCommitment, randomToken } from '../fairplay/commitment';
import { generateBoxKeys } from './box';
import { auditHiddenGame } from './audit';
import { gmEvent, gmOpen } from './gmTurn';
import { HIDDEN_KIND_LIST, HIDDEN_KINDS, HIDDEN_REJECTIONS as R, HIDDEN_WARNINGS, NO_INPUT } from './kinds';
import { hiddenStep } from './protocol';
import { hiddenInitial, hiddenSeatView, waitingFor } from './slice';

const hiddenProtocol = { kinds: HIDDEN_KIND_LIST, initial: hiddenInitial, step: hiddenStep, seatView: hiddenSeatView };
import { DOMAIN, newGmKeys, newId, newTable } from './testKit';

const ctx = { options: { turns: 4, empty: 1 }, seats: ['A', 'B', 'C'].map((id) => ({ id, name: id })) };
const still = { add: [0, 0, 0] };
const audit = (t: Awaited<ReturnType<typeof newTable>>) => auditHiddenGame(fogHidden, ctx, DOMAIN, t.seats, t.log);

describe('a whole hidden game (Fog Counters, GM and three seats)', () => {
	it('runs to the end; each seat opens exactly its reports; the audit re-runs every turn', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		expect(t.slice.turn).toBe(0);
		expect(Object.keys(t.slice.turns[0].reports).sort()).toEqual(['A', 'B', 'C', 'bot-1']);
		for (let turn = 1; turn <= 4; turn++) {
			expect(waitingFor(t.slice)).toEqual(['A', 'B', 'C']);
			await t.sealFor('A', { add: [1, 1, 1] });
			await t.sealFor('B', { add: [3, 0, 0] });
			expect(waitingFor(t.slice)).toEqual(['C']);
			expect(await t.runTurn()).toBeNull();
			for (const seat of t.seats) {
				const opened = await t.openLatest(seat);
				expect(opened.ok).toBe(true);
				if (opened.ok) expect((opened.report as FogReport).seat).toBe(seat);
			}
			// a seat cannot open another seat's report
			const own = t.boxes.B;
			t.boxes.B = t.boxes.C;
			expect((await t.openLatest('B')).ok).toBe(false);
			t.boxes.B = own;
		}
		expect(t.slice.over).toBe(true);
		expect(t.slice.turns[1].notes).toEqual([]);
		expect(t.slice.turns[1].used.C).toBe('default');
		expect(await t.sealFor('A', still)).toBe(R.over);
		expect(await t.reveal()).toBeNull();
		expect(await audit(t)).toEqual({ ok: true, turns: 4, text: 'Audit: 4/4 turns' });
	});

	it('echoes, in each report, the commitment of the orders used; the last sealed counts', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		await t.sealFor('A', { add: [1, 0, 0] });
		await t.sealFor('A', { add: [0, 2, 0] });
		const last = t.slice.inputs.A.at(-1)!;
		await t.runTurn();
		const opened = await t.openLatest('A');
		expect(opened.ok && opened.echo).toBe(last.commit);
		expect(t.slice.turns[1].used.A).toBe(last.id);
		const b = await t.openLatest('B');
		expect(b.ok && b.echo).toBeNull();
	});
});

describe('seats nobody holds (bots on the GM\'s phone)', () => {
	it('play as empty: the default of an empty seat, not a miss, and the audit re-runs them so', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		while (!t.slice.over) {
			await t.sealFor('A', { add: [1, 0, 0] });
			expect(await t.runTurn([], ['C'])).toBeNull();
		}
		expect(t.slice.turns.slice(1).map((r) => [r.used.B, r.used.C])).toEqual(Array(4).fill([NO_INPUT.missed, NO_INPUT.empty]));
		// the empty seat's report echoes no orders, as a missed seat's does
		const c = await t.openLatest('C');
		expect(c.ok && c.echo).toBeNull();
		expect(await t.reveal()).toBeNull();
		expect(await audit(t)).toEqual({ ok: true, turns: 4, text: 'Audit: 4/4 turns' });
	});

	it('a seat whose orders were sealed cannot be played as empty', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		await t.sealFor('C', still);
		const { event } = await t.computeTurn();
		expect(await t.gm(t.resign({ ...event, at: 0, seat: null, data: { ...event.data, used: { ...event.data.used, C: NO_INPUT.empty } } }))).toBe(R.unknownInput);
		// the GM's phone itself plays a seat it holds as empty only while nothing is sealed for it
		expect((await t.computeTurn([], ['C'])).event.data.used.C).toBe(t.slice.inputs.C[0].id);
	});

	it('a seat the GM plays itself is named in public by the set-up, before any orders; only a seat of the game', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.gm(gmOpen(t.keys, DOMAIN, newId()));
		await t.seatUp([], undefined, ['C', 'Z']);
		expect(t.slice.turns[0].gmPlays).toEqual(['C']);
		const honest = t.log.at(-1)!;
		const { gmPlays: _named, ...older } = honest.data as { gmPlays?: string[] };
		const naming = (gmPlays?: unknown) => t.resign({ ...honest, id: newId(), data: gmPlays === undefined ? older : { ...older, gmPlays } });
		t.log.pop();
		await t.fold();
		expect(await t.append(await naming(['Z']))).toBe(R.malformed);
		expect(await t.append(await naming('C'))).toBe(R.malformed);
		// an older set-up names none: the table then reads it from the GM's first sealed orders
		expect(await t.append(await naming())).toBeNull();
		expect(t.slice.turns[0].gmPlays).toBeUndefined();
	});
});

describe('refusals, at once on every phone', () => {
	it('only the key named at the opening signs GM events', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		const impostor = await newGmKeys();
		expect(await t.gm(gmEvent(impostor, DOMAIN, newId(), HIDDEN_KINDS.pause, { paused: true }))).toBe(R.notGm);
		expect(await t.gm(gmOpen(impostor, DOMAIN, newId()))).toBe(R.gmOpen);
		// the GM's own signature, moved to another event, does not hold
		const real = await gmEvent(t.keys, DOMAIN, newId(), HIDDEN_KINDS.pause, { paused: true });
		expect(await t.append({ id: newId(), seat: null, kind: real.kind, data: real.data })).toBe(R.notGm);
		// a seat cannot act as the GM
		expect(await t.append({ id: real.id, seat: 'A', kind: real.kind, data: real.data })).toBe(R.notGm);
	});

	it('the mix: the GM commits first; no contribution is shown before every seat committed; a contribution must be the one committed to', async () => {
		const t = await newTable(fogHidden, ctx);
		expect(await t.seat('A', HIDDEN_KINDS.mixCommit, { commit: diceCommitment('gm-mix', randomToken(32)) })).toBe(R.noGm);
		await t.gm(gmOpen(t.keys, DOMAIN, newId()));
		const mine = randomToken(32);
		await t.seat('A', HIDDEN_KINDS.mixCommit, { commit: diceCommitment('gm-mix', mine) });
		expect(await t.seat('A', HIDDEN_KINDS.mixReveal, { contribution: mine })).toBe(R.mixEarly);
		await t.seat('B', HIDDEN_KINDS.mixCommit, { commit: diceCommitment('gm-mix', mine) });
		await t.seat('C', HIDDEN_KINDS.mixCommit, { commit: diceCommitment('gm-mix', mine) });
		expect(await t.seat('A', HIDDEN_KINDS.mixReveal, { contribution: randomToken(32) })).toBe(R.mixMismatch);
		expect(await t.seat('A', HIDDEN_KINDS.mixReveal, { contribution: mine })).toBeNull();
		expect(await t.seat('D', HIDDEN_KINDS.mixReveal, { contribution: mine })).toBe(R.notSeat);
	});

	it('a seat that never shows its contribution is named publicly in the set-up, never silently left out', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start(['C']);
		expect(t.slice.turns[0].skipped).toEqual(['C']);
		const honest = t.log.at(-1)!;
		const hiding = await t.resign({ ...honest, id: newId(), data: { ...(honest.data as object), skipped: [] } });
		t.log.pop();
		await t.fold();
		expect(await t.append(hiding)).toBe(R.unknownInput);
	});

	it('one turn event per turn; orders for another turn are refused', async () => {
		const t = await newTable(fogHidden, ctx);
		expect(await t.sealFor('A', still, 1)).toBe(R.notStarted);
		await t.start();
		const { event } = await t.computeTurn();
		await t.gm(Promise.resolve(event));
		expect(await t.gm(t.resign({ ...event, id: newId(), at: 0, seat: null }))).toBe(R.turnRepeated);
		expect(await t.sealFor('A', still, 1)).toBe(R.wrongTurn);
		expect(await t.sealFor('A', still, 3)).toBe(R.wrongTurn);
	});

	it('a turn without a report for a seat is refused', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		const { event } = await t.computeTurn();
		const reports = { ...event.data.reports };
		delete reports.B;
		expect(await t.gm(t.resign({ ...event, at: 0, seat: null, data: { ...event.data, reports } }))).toBe(R.reportMissing);
	});

	it('a turn that uses orders never sealed is refused', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		const { event } = await t.computeTurn();
		expect(await t.gm(t.resign({ ...event, at: 0, seat: null, data: { ...event.data, used: { ...event.data.used, A: 'made-up' } } }))).toBe(R.unknownInput);
	});

	it('the pause is public and stops turns', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		await t.gm(gmEvent(t.keys, DOMAIN, newId(), HIDDEN_KINDS.pause, { paused: true }));
		expect(await t.runTurn()).toBe(R.paused);
		await t.gm(gmEvent(t.keys, DOMAIN, newId(), HIDDEN_KINDS.peek, { turn: 0 }));
		expect(t.slice.actions.map((a) => a.kind)).toEqual([HIDDEN_KINDS.pause, HIDDEN_KINDS.peek]);
	});

	it('the step never throws, whatever event it is given at whatever point of a game', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		await t.sealFor('A', still);
		const slices = [hiddenProtocol.initial(t.seats), t.slice];
		fc.assert(
			fc.property(fc.nat(1), fc.constantFrom(...hiddenProtocol.kinds, 'core/other'), fc.option(fc.constantFrom('A', 'B', 'Z'), { nil: null }), fc.anything(), fc.constantFrom('valid', 'invalid', 'pending'), (at, kind, seat, data, sig) => {
				const out = hiddenProtocol.step(slices[at], { id: 'x', seat, kind, data, at: 0 }, { gmSig: () => sig as 'valid' });
				expect(isRejection(out) || typeof out.turn === 'number').toBe(true);
			}),
			{ numRuns: 2000 }
		);
	});

	it('the step never throws on junk and its seat view is public bookkeeping only', async () => {
		const t = await newTable(fogHidden, ctx);
		for (const data of [null, 1, 'x', [], { turn: 'x' }]) {
			for (const kind of hiddenProtocol.kinds) {
				const out = hiddenProtocol.step(t.slice, { id: 'j', seat: 'A', kind, data, at: 0 }, { gmSig: () => 'valid' });
				expect(out).toHaveProperty('code');
			}
		}
		await t.start();
		await t.sealFor('A', still);
		const view = hiddenProtocol.seatView(t.slice, 'A');
		expect(view.sealed).toBe(t.slice.inputs.A[0].commit);
		expect(view.report?.hash).toBe(t.slice.turns[0].reports.A);
		expect(view.waiting).toEqual(['B', 'C']);
	});
});

describe('tampering, caught at once or at the audit', () => {
	it('a replayed old input is refused at once; one relabelled for this turn does not open, and is refused publicly', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		await t.sealFor('A', { add: [2, 2, 2] });
		await t.runTurn();
		const old = t.log.find((e) => e.kind === HIDDEN_KINDS.input)!;
		expect(await t.seat('A', HIDDEN_KINDS.input, old.data)).toBe(R.wrongTurn);
		expect(await t.seat('A', HIDDEN_KINDS.input, { ...(old.data as object), turn: 2 })).toBeNull();
		await t.runTurn();
		expect(t.slice.turns[2].refused.A.why).toContain('did not open');
		expect(t.slice.turns[2].notes).toEqual([]);
		await t.reveal();
		expect((await audit(t)).ok).toBe(true);
	});

	it("an input moved to another seat does not open for that seat", async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		await t.sealFor('B', { add: [3, 3, 3] });
		await t.seat('C', HIDDEN_KINDS.input, t.log.at(-1)!.data);
		await t.runTurn();
		expect(t.slice.turns[1].used.B).not.toBe('default');
		expect(t.slice.turns[1].refused.C.why).toContain('did not open');
	});

	it('a GM that leaves an order out is shown at once on every phone', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		await t.sealFor('B', { add: [3, 3, 3] });
		const { event } = await t.computeTurn();
		const used = { ...event.data.used, B: 'default' };
		expect(await t.gm(t.resign({ ...event, at: 0, seat: null, data: { ...event.data, used } }))).toBeNull();
		expect(t.slice.turns[1].notes).toEqual([{ seat: 'B', code: HIDDEN_WARNINGS.notUsed }]);
	});

	it('orders the GM had not received when it ran the turn are shown as late, not as left out', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		await t.sealFor('A', { add: [1, 1, 1] });
		const { event } = await t.computeTurn();
		await t.sealFor('A', { add: [2, 2, 2] });
		await t.sealFor('B', { add: [2, 2, 2] });
		// a GM cannot claim to have had orders that were never sealed
		const seen = { ...event.data.seen, C: 1 };
		expect(await t.gm(t.resign({ ...event, id: newId(), at: 0, seat: null, data: { ...event.data, seen } }))).toBe(R.unknownInput);
		expect(await t.gm(Promise.resolve(event))).toBeNull();
		expect(t.slice.turns[1].notes).toEqual([
			{ seat: 'A', code: HIDDEN_WARNINGS.late },
			{ seat: 'B', code: HIDDEN_WARNINGS.late }
		]);
	});

	it('a GM that refuses valid orders with an excuse is caught at the audit', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		await t.sealFor('B', { add: [3, 3, 3] });
		const { event } = await t.computeTurn();
		const id = t.slice.inputs.B[0].id;
		const data = { ...event.data, used: { ...event.data.used, B: 'default' }, refused: { B: { id, why: 'late' } } };
		await t.gm(t.resign({ ...event, at: 0, seat: null, data }));
		expect(t.slice.turns[1].notes).toEqual([]);
		await t.reveal();
		expect(await audit(t)).toMatchObject({ ok: false, difference: { turn: 1, field: 'refused.B' } });
	});

	it('a report that does not match its hash is caught by its seat at once', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		const { event } = await t.computeTurn();
		const reports = { ...event.data.reports, B: { ...event.data.reports.B, box: event.data.reports.C.box } };
		await t.gm(t.resign({ ...event, at: 0, seat: null, data: { ...event.data, reports } }));
		expect(await t.openLatest('B')).toEqual({ ok: false, why: 'tampered' });
	});

	it('a changed report with a matching hash, or a bent rule, is caught at the audit at its turn and field', async () => {
		for (const cheat of ['report', 'rule'] as const) {
			// the GM runs a bent copy of the rules at turn 2
			const bent: typeof fogHidden = {
				...fogHidden,
				resolve: (world, inputs, adjustments, rng) => {
					const out = fogHidden.resolve(world, inputs, adjustments, rng);
					if (out.world.turn !== 2) return out;
					if (cheat === 'report') return { ...out, reports: { ...out.reports, B: { ...out.reports.B, total: out.reports.B.total + 1 } } };
					const counters = { ...out.world.counters, B: out.world.counters.B.map((c) => c + 3) };
					return { ...out, world: { ...out.world, counters } };
				}
			};
			const t = await newTable(bent, ctx);
			await t.start();
			for (let turn = 1; turn <= 3; turn++) await t.runTurn();
			await t.reveal();
			const field = cheat === 'rule' ? 'worldHash' : 'reports.B';
			expect(await audit(t)).toMatchObject({ ok: false, checked: 1, difference: { turn: 2, field } });
		}
	});

	it('a GM that grinds its seed (plays with another secret than it committed to) is caught at the set-up', async () => {
		const t = await newTable(fogHidden, ctx);
		const committed = t.keys.secret;
		await t.gm(gmOpen(t.keys, DOMAIN, newId()));
		t.keys.secret = crypto.getRandomValues(new Uint8Array(32));
		await t.seatUp();
		await t.runTurn();
		expect(await t.reveal()).toBe(R.secretMismatch);
		expect(await audit(t)).toMatchObject({ ok: false, difference: { field: 'secret' } });
		t.keys.secret = committed;
		expect(await t.reveal()).toBeNull();
		expect(await audit(t)).toMatchObject({ ok: false, difference: { turn: 0, field: 'worldHash' } });
	});

	it('a revealed orders key that is not the GM\'s is caught at the audit', async () => {
		const t = await newTable(fogHidden, ctx);
		await t.start();
		await t.runTurn();
		const real = t.keys.orders;
		t.keys.orders = await generateBoxKeys(true);
		await t.reveal();
		t.keys.orders = real;
		expect(await audit(t)).toMatchObject({ ok: false, difference: { field: 'ordersKey' } });
	});
});
