import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, foldLog, LogFolder, type GameEvent } from '../core';
import { arbitraryGame } from './arbitrary';
import { parseSquare } from './board';
import { arena } from './game';
import type { ArenaState, ArenaView } from './state';

/** Invariants every reachable state keeps. */
function checkInvariants(s: ArenaState) {
	const alive = s.order.filter((id) => s.players[id].alive);
	for (const id of s.order) {
		const p = s.players[id];
		expect(p.mp).toBeGreaterThanOrEqual(0);
		expect(p.alive).toBe(p.hp > 0);
		if (s.rules.healCap) expect(p.hp).toBeLessThanOrEqual(s.rules.hp);
		if (s.phase !== 'placing') expect(parseSquare(s.rules.size, p.square!)).not.toBeNull();
		expect(p.types.length).toBe(s.phase === 'placing' ? 0 : s.rules.types === 'one' ? 1 : s.rules.types === 'two' ? 2 : 0);
	}
	expect(s.phase === 'over').toBe(s.result !== null);
	if (s.phase !== 'over') expect(alive.length).toBeGreaterThanOrEqual(2);
	else expect(alive.length).toBeLessThanOrEqual(1);
	expect(s.sealed).toHaveLength(s.order.length);
	s.reports.forEach((r, i) => expect(r.turn).toBe(s.reports[0].turn + i));
}

describe('random logs of legal and illegal events', () => {
	it('never throw, never hit an internal error, and keep the invariants', () => {
		fc.assert(
			fc.property(arbitraryGame(80), ({ initial, log }) => {
				let state = initial;
				for (const e of log) {
					if (e.kind === 'core/undo') continue;
					const before = state;
					const r = applyEvent<ArenaState>(arena, state, e);
					if (!r.ok) {
						expect(r.rejection.code).not.toBe('core/internal-error');
						expect(r.state).toBe(before);
					}
					state = r.state;
					checkInvariants(state);
				}
			}),
			{ numRuns: 150 }
		);
	});

	it('fold deterministically, with or without snapshots, undos included', () => {
		fc.assert(
			fc.property(arbitraryGame(60), fc.integer({ min: 1, max: 16 }), ({ initial, log }, interval) => {
				const a = foldLog(arena, initial, log);
				const b = foldLog(arena, initial, structuredClone(log));
				expect(b).toEqual(a);
				const cached = new LogFolder(arena, initial, interval);
				for (let n = 0; n <= log.length; n += 5) cached.fold(log.slice(0, n));
				expect(cached.fold(log)).toEqual(a);
				expect(a.outcomes.some((o) => o.kind === 'rejected' && o.rejection.code === 'core/internal-error')).toBe(false);
			}),
			{ numRuns: 100 }
		);
	});

	it('never mutate the state they are applied to', () => {
		fc.assert(
			fc.property(arbitraryGame(50), ({ initial, log }) => {
				const pristine = structuredClone(initial);
				let state = initial;
				for (const e of log) {
					const frozen = structuredClone(state);
					const next = applyEvent<ArenaState>(arena, state, e as GameEvent).state;
					expect(state).toEqual(frozen);
					state = next;
				}
				expect(initial).toEqual(pristine);
			}),
			{ numRuns: 60 }
		);
	});

	it('account for every HP and MP: each report adds up', () => {
		fc.assert(
			fc.property(arbitraryGame(80), ({ initial, log }) => {
				let state = initial;
				for (const e of log) {
					const before = state;
					state = applyEvent<ArenaState>(arena, state, e).state;
					if (state.reports.length === before.reports.length) continue;
					const r = state.reports[state.reports.length - 1];
					for (const [seat, { before: hp0, after }] of Object.entries(r.hp)) {
						const hits = r.effects.flatMap((x) => x.hits).filter((h) => h.seat === seat).reduce((a, h) => a + h.damage, 0);
						const heals = r.heals.filter((h) => h.seat === seat).reduce((a, h) => a + h.amount, 0);
						expect(after).toBe(hp0 - hits + heals);
						expect(hp0).toBe(before.players[seat].hp);
						const gain = state.phase === 'over' || after <= 0 ? 0 : 5;
						expect(state.players[seat].mp).toBe(before.players[seat].mp - r.spent[seat] + gain);
						expect(r.effects.every((x) => x.hits.every((h) => h.seat !== x.seat))).toBe(true);
					}
				}
			}),
			{ numRuns: 100 }
		);
	});

	it('describe every event, whatever it holds, without throwing', () => {
		fc.assert(
			fc.property(arbitraryGame(40), ({ initial, log }) => {
				const { state } = foldLog<ArenaState>(arena, initial, log);
				for (const e of log) expect(typeof arena.describe!(state, e)).toBe('string');
				expect(typeof arena.prompt!(state).text).toBe('string');
			}),
			{ numRuns: 60 }
		);
	});

	it("never show a seat another seat's sealed input", () => {
		fc.assert(
			fc.property(arbitraryGame(40), ({ initial, log }) => {
				const { state } = foldLog<ArenaState>(arena, initial, log);
				state.order.forEach((seat, i) => {
					const v = arena.view(state, seat) as ArenaView;
					expect('sealed' in v).toBe(false);
					expect(v.mine).toEqual(state.sealed[i]);
				});
				expect((arena.view(state, null) as ArenaView).mine).toBeNull();
			}),
			{ numRuns: 60 }
		);
	});
});
