import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counters } from '../counters';
import { applyEvent, foldLog, LogFolder, UNDO, type GameEvent } from '.';
import { arbitraryCountersLog, seatsOf } from '../counters/arbitrary';

const initial = counters.setup({ options: { life: 20, poison: true }, seats: seatsOf(3) });

describe('fold', () => {
	it('never throws, whatever the log holds', () => {
		fc.assert(
			fc.property(fc.array(fc.anything(), { maxLength: 40 }), (junk) => {
				const folded = foldLog(counters, initial, junk as GameEvent[]);
				expect(folded.outcomes).toHaveLength(junk.length);
			}),
			{ numRuns: 300 }
		);
	});

	it('is deterministic and equals the cached fold from any snapshot interval', () => {
		fc.assert(
			fc.property(arbitraryCountersLog(3, 120), fc.integer({ min: 1, max: 40 }), (log, interval) => {
				const a = foldLog(counters, initial, log);
				const b = foldLog(counters, initial, log);
				expect(b).toEqual(a);
				const cached = new LogFolder(counters, initial, interval);
				// fold growing prefixes, as a live game does, then the whole log
				for (let n = 0; n <= log.length; n += 7) cached.fold(log.slice(0, n));
				expect(cached.fold(log)).toEqual(a);
			}),
			{ numRuns: 200 }
		);
	});

	it('folds appends, replays and changing verdicts as a fold from scratch does', () => {
		const blocked = { code: 'test/blocked', message: 'Blocked by a verdict.' };
		fc.assert(
			fc.property(
				arbitraryCountersLog(3, 90),
				fc.array(fc.record({ grow: fc.integer({ min: 0, max: 9 }), replay: fc.nat(), block: fc.nat(), unblock: fc.boolean() }), { maxLength: 30 }),
				fc.integer({ min: 1, max: 16 }),
				(events, steps, interval) => {
					const cached = new LogFolder(counters, initial, interval);
					const log: GameEvent[] = [];
					const verdicts: ({ code: string; message: string } | undefined)[] = [];
					let next = 0;
					for (const step of steps) {
						for (let i = 0; i < step.grow && next < events.length; i++) log.push(events[next++]);
						// sometimes a replay of an earlier event arrives, and a verdict appears or goes
						if (log.length > 0 && step.replay % 4 === 0) log.push(log[step.replay % log.length]);
						if (log.length > 0 && step.block % 3 === 0) verdicts[step.block % log.length] = step.unblock ? undefined : { ...blocked };
						const v = Array.from({ length: log.length }, (_, i) => verdicts[i]);
						expect(cached.fold(log, v)).toEqual(foldLog(counters, initial, log, v));
					}
				}
			),
			{ numRuns: 300 }
		);
	});

	it('refolds correctly when a concurrent event lands in the middle', () => {
		fc.assert(
			fc.property(arbitraryCountersLog(3, 80), fc.nat(), (log, cut) => {
				if (log.length === 0) return;
				const at = cut % log.length;
				const without = log.filter((_, i) => i !== at);
				const cached = new LogFolder(counters, initial, 8);
				cached.fold(without);
				expect(cached.fold(log)).toEqual(foldLog(counters, initial, log));
			}),
			{ numRuns: 200 }
		);
	});

	it('never mutates a state it was given', () => {
		fc.assert(
			fc.property(arbitraryCountersLog(2, 60), (log) => {
				let state = counters.setup({ options: { life: 20, poison: false }, seats: seatsOf(2) });
				for (const e of log) {
					const frozen = structuredClone(state);
					const r = applyEvent(counters, state, e);
					expect(state).toEqual(frozen);
					state = r.state;
				}
			}),
			{ numRuns: 100 }
		);
	});
});

describe('undo and redo', () => {
	const ev = (id: string, kind: string, data: unknown): GameEvent => ({ id, seat: 's0', kind, data, at: 0 });
	const minus = (id: string) => ev(id, 'counters/adjust', { player: 's0', counter: 'life', delta: -3 });

	it('an undo cancels the event it names, and an undo of the undo restores it', () => {
		const log = [minus('a'), minus('b'), ev('u', UNDO, { target: 'b' })];
		let folded = foldLog(counters, initial, log);
		expect(folded.state.values.s0.life).toBe(17);
		expect(folded.outcomes.map((o) => o.kind)).toEqual(['applied', 'undone', 'undo']);
		folded = foldLog(counters, initial, [...log, ev('r', UNDO, { target: 'u' })]);
		expect(folded.state.values.s0.life).toBe(14);
	});

	it('rejects an undo of nothing, of a later event and of itself', () => {
		const folded = foldLog(counters, initial, [
			ev('u1', UNDO, { target: 'zzz' }),
			ev('u2', UNDO, { target: 'later' }),
			minus('later'),
			ev('u3', UNDO, { target: 'u3' })
		]);
		const codes = folded.outcomes.map((o) => (o.kind === 'rejected' ? o.rejection.code : o.kind));
		expect(codes).toEqual(['core/undo-unknown-target', 'core/undo-unknown-target', 'applied', 'core/undo-self']);
	});

	it('rejects a replayed event', () => {
		const folded = foldLog(counters, initial, [minus('a'), minus('a')]);
		expect(folded.state.values.s0.life).toBe(17);
		expect(folded.outcomes[1]).toMatchObject({ kind: 'rejected', rejection: { code: 'core/duplicate-event' } });
	});
});
