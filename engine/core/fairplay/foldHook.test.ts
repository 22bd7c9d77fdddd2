import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counters } from '../../counters';
import { arbitraryCountersLog, seatsOf } from '../../counters/arbitrary';
import { foldLog, LogFolder } from '../fold';
import { reject, type GameEvent, type Rejection } from '../types';
import { UNDO } from '../undo';

const initial = counters.setup({ options: { life: 20, poison: true }, seats: seatsOf(2) });
const forged = reject('core/altered-event', 'forged');

describe('verdicts passed to the fold', () => {
	it('reject the events they block, and a blocked undo cancels nothing', () => {
		const minus = (id: string): GameEvent => ({ id, seat: 's0', kind: 'counters/adjust', data: { player: 's0', counter: 'life', delta: -1 }, at: 0 });
		const log = [minus('a'), minus('b'), { id: 'u', seat: 's1', kind: UNDO, data: { target: 'a' }, at: 0 }];
		const plain = foldLog(counters, initial, log);
		expect(plain.state.values.s0.life).toBe(19);
		const folded = foldLog(counters, initial, log, [undefined, forged, forged]);
		expect(folded.outcomes.map((o) => o.kind)).toEqual(['applied', 'rejected', 'rejected']);
		expect(folded.outcomes[1]).toEqual({ kind: 'rejected', rejection: forged });
		expect(folded.state.values.s0.life).toBe(19);
	});

	it('a cached fold refolds from the first verdict that changed, and equals a fresh fold', () => {
		const verdictsOf = (flags: boolean[], n: number): (Rejection | undefined)[] => Array.from({ length: n }, (_, i) => (flags[i % flags.length] ? forged : undefined));
		fc.assert(
			fc.property(
				arbitraryCountersLog(2, 80),
				fc.array(fc.boolean(), { minLength: 1, maxLength: 9 }),
				fc.array(fc.boolean(), { minLength: 1, maxLength: 9 }),
				fc.integer({ min: 1, max: 20 }),
				(log, f1, f2, interval) => {
					const first = verdictsOf(f1, log.length);
					const second = verdictsOf(f2, log.length);
					const cached = new LogFolder(counters, initial, interval);
					cached.fold(log, first);
					expect(cached.fold(log, second)).toEqual(foldLog(counters, initial, log, second));
					expect(cached.fold(log)).toEqual(foldLog(counters, initial, log));
				}
			),
			{ numRuns: 200 }
		);
	});
});
