import { describe, expect, it } from 'vitest';
import { counters } from '../../counters';
import { LogFolder } from '../fold';
import { fairInitial, fairStep } from '../protocols/layer';
import type { GameEvent, SeatInfo } from '../types';
import { Authenticator, type SigCheck } from './auth';
import { genesisHolders, signGenesis } from './genesis';
import { generateDeviceKeys } from './signature';

/**
 * A peer's append costs work in proportion to what it adds: the fair-play pass and the fold, resumed
 * as the session runs them (told how much of the log is as before), read and copy only the new tail,
 * however long the log already is (20,000 entries kept, e.g. signed junk of a device of the table).
 */

const SEATS: SeatInfo[] = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];
const SEAT_IDS = SEATS.map((s) => s.id);

function move(i: number): GameEvent {
	return { id: `e${i}`, seat: SEAT_IDS[i % 2], kind: 'counters/round', data: { delta: 1 }, at: i };
}

/** Counts index reads of `array` (the log, the verdicts) while `work.on`. */
function counted<T extends object>(array: T, work: { on: boolean; reads: number }): T {
	return new Proxy(array, {
		get(target, key, receiver) {
			if (work.on && typeof key === 'string' && /^\d+$/.test(key)) work.reads++;
			return Reflect.get(target, key, receiver);
		}
	});
}

/** How many array elements `fn` copies with `slice` (the fold's and the pass's copies of what they keep). */
function copiedBy(fn: () => void): number {
	const slice = Array.prototype.slice;
	let copied = 0;
	Array.prototype.slice = function (this: unknown[], ...args: [number?, number?]) {
		const part = slice.apply(this, args);
		copied += part.length;
		return part;
	};
	try {
		fn();
	} finally {
		Array.prototype.slice = slice;
	}
	return copied;
}

/** The work of one appended move on a game of `length` moves, after the pass and the fold have read them. */
async function appendWork(length: number) {
	const keys = await generateDeviceKeys();
	const genesis = await signGenesis(keys, { game: 'counters', created: 0, options: { life: 20, poison: false }, tableId: 'TableCost001', title: 'Cost' }, SEATS);
	const valid: SigCheck = { status: 'valid', key: keys.publicKey };
	const check = () => valid;
	const events = Array.from({ length }, (_, i) => move(i));
	const work = { on: false, reads: 0 };
	const log = counted(events, work);
	const auth = new Authenticator();
	const initial = fairInitial(counters.setup({ options: { life: 20, poison: false }, seats: SEATS }), genesisHolders(genesis, SEAT_IDS));
	const folder = new LogFolder(counters, initial, 256, fairStep(counters));
	// as the session folds: the pass, then the fold, both told how many entries are as before
	const fold = (kept: number) => {
		const verdicts = counted(auth.run(log, SEAT_IDS, check, 0, genesis, kept).verdicts, work);
		return folder.fold(log, verdicts, Math.min(kept, auth.unchanged));
	};
	fold(0);
	events.push(move(length));
	work.on = true;
	let folded: ReturnType<typeof fold> | undefined;
	const copied = copiedBy(() => (folded = fold(length)));
	work.on = false;
	return { reads: work.reads, copied, folded: folded! };
}

describe('an append to a long log', () => {
	it('costs the pass and the fold what it costs on a 100-entry game (entries read, compared and copied), not what the log holds', async () => {
		const short = await appendWork(100);
		const long = await appendWork(20_000);
		expect(long.folded.outcomes).toHaveLength(20_001);
		expect(long.folded.outcomes[20_000]).toEqual({ kind: 'applied' });
		expect(long.folded.state.game).toEqual(foldedFresh(20_001));
		expect(long.reads).toBeLessThanOrEqual(2 * short.reads);
		expect(long.copied).toBeLessThanOrEqual(2 * short.copied + 16);
	});
});

/** The game's state after `n` moves, folded from nothing (what the resumed fold must equal). */
function foldedFresh(n: number) {
	const folder = new LogFolder(counters, fairInitial(counters.setup({ options: { life: 20, poison: false }, seats: SEATS })), Infinity, fairStep(counters));
	return folder.fold(Array.from({ length: n }, (_, i) => move(i))).state.game;
}
