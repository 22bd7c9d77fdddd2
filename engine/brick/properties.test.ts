import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, foldLog, LogFolder, seededRng, type GameEvent } from '../core';
import { botMove, junkMove, seatsOf } from './arbitrary';
import { brick } from './game';
import type { BrickState } from './state';
import { CHRONICLE_LENGTH } from './units';

const OPTION_SETS = [
	{},
	{ surgeDice: 'sum', stuckStop: 'd12', halfDie: 'down', idleLosesMana: true, castRoundCounts: true, flyExtraPerDie: true, designApproval: false, openBooks: true, attackDie: '10' },
	{ surgeDice: 'd12', pointLimit: 120 }
];

function setup(optionSet: number, players: number): BrickState {
	return brick.setup({ options: OPTION_SETS[optionSet] as never, seats: seatsOf(players) });
}

/** A game played by the bot, with junk moves and undos mixed in; returns the log. */
function playLog(seed: number, optionSet: number, players: number, length: number): GameEvent[] {
	const rng = seededRng(seed);
	let state = setup(optionSet, players);
	const log: GameEvent[] = [];
	for (let i = 0; i < length; i++) {
		const id = `e${i}`;
		const r = rng.below(20);
		let e: GameEvent;
		if (r === 0 && log.length) e = { id, seat: null, kind: 'core/undo', data: { target: log[rng.below(log.length)].id }, at: i };
		else e = r === 1 ? junkMove(state, rng, id) : botMove(state, rng, id);
		log.push(e);
		if (e.kind !== 'core/undo') state = applyEvent(brick, state, e).state;
	}
	return log;
}

function checkInvariants(s: BrickState): void {
	for (const u of Object.values(s.units)) {
		expect(Number.isInteger(u.mana) && u.mana >= 0 && u.mana <= Math.max(0, s.round)).toBe(true);
		if (u.marks.concentrated) expect(u.marks.moved || u.marks.acted || u.marks.cast).toBe(false);
		if (u.status !== 'up') expect(u.mana).toBe(0);
	}
	expect(s.open.slice().sort()).toEqual(Object.values(s.casts).filter((c) => c.outcome === 'open').map((c) => c.id).sort());
	for (const e of s.effects) if (e.endsAfter !== null) expect(e.endsAfter).toBeGreaterThanOrEqual(s.round);
	expect(s.chronicle.length).toBeLessThanOrEqual(CHRONICLE_LENGTH);
	expect(Object.keys(s.units).sort()).toEqual(s.order.slice().sort());
}

const game = fc.record({ seed: fc.integer(), optionSet: fc.integer({ min: 0, max: OPTION_SETS.length - 1 }), players: fc.integer({ min: 1, max: 4 }) });

describe('Brick under random play', () => {
	it('apply never throws, never mutates its input, keeps plain data and the invariants', () => {
		fc.assert(
			fc.property(game, ({ seed, optionSet, players }) => {
				const rng = seededRng(seed);
				let state = setup(optionSet, players);
				for (let i = 0; i < 200; i++) {
					const e = rng.below(6) === 0 ? junkMove(state, rng, `e${i}`) : botMove(state, rng, `e${i}`);
					const before = JSON.stringify(state);
					let next: unknown;
					expect(() => (next = brick.apply(state, e))).not.toThrow();
					if (JSON.stringify(state) !== before) expect.fail(`${e.kind} mutated its input state`);
					if (next && !(next instanceof Error) && !('code' in (next as object))) {
						state = next as BrickState;
						checkInvariants(state);
					}
				}
				expect(JSON.parse(JSON.stringify(state))).toEqual(state);
			}),
			{ numRuns: 30 }
		);
	}, 30_000);

	it('apply never throws on events of any shape', () => {
		const base = setup(0, 2);
		fc.assert(
			fc.property(fc.constantFrom(...['add-unit', 'cast', 'roll', 'hit', 'trigger', 'design-spell', 'revive', 'notice', 'end-battle', 'concentrate']), fc.anything(), fc.constantFrom(null, 's0', 's1', 's9'), (kind, data, seat) => {
				expect(() => brick.apply(base, { id: 'x', seat, kind: `brick/${kind}`, data, at: 0 })).not.toThrow();
			}),
			{ numRuns: 400 }
		);
	});

	it('folds deterministically, from any snapshot interval, undos included', () => {
		fc.assert(
			fc.property(game, fc.integer({ min: 1, max: 50 }), ({ seed, optionSet, players }, interval) => {
				const log = playLog(seed, optionSet, players, 200);
				const initial = setup(optionSet, players);
				const a = foldLog(brick, initial, log);
				expect(foldLog(brick, initial, log)).toEqual(a);
				const cached = new LogFolder(brick, initial, interval);
				for (let n = 0; n <= log.length; n += 13) cached.fold(log.slice(0, n));
				expect(cached.fold(log)).toEqual(a);
			}),
			{ numRuns: 25 }
		);
	});

	it('the bot really plays: rounds pass, spells resolve, surges happen', () => {
		let rounds = 0;
		let worked = 0;
		let surged = 0;
		for (let seed = 1; seed <= 20; seed++) {
			const { state } = foldLog(brick, setup(0, 2), playLog(seed, 0, 2, 300));
			rounds += state.round;
			const casts = Object.values(state.casts);
			worked += casts.filter((c) => c.outcome === 'worked').length;
			surged += casts.filter((c) => c.outcome === 'surged').length;
		}
		expect(rounds).toBeGreaterThan(100);
		expect(worked).toBeGreaterThan(20);
		expect(surged).toBeGreaterThan(0);
	});
});
