import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiceRound, FairLayer } from '$engine/core';

import { counters } from '$engine/counters';
import { FairView } from '../fairView.svelte';
import { RollsView, SHOW_AFTER_MS } from './rollsView';
import type { PlayedGame } from '../playedGame';
import { seats } from '../testTable';

/** The protocols' part of a fold with seats s0 (key ka) and s1 (kb) bound and these rolls under way. */
const withRounds = (rounds: Record<string, DiceRound>): FairLayer => ({ slices: { seats: { holders: { s0: 'ka', s1: 'kb' }, asks: [] }, dice: { rounds, rolls: [], rollCount: 0 } } });

const then = { kind: 'counters/roll', data: { notation: '1d6' } };
const round: DiceRound = { id: 'r1', seat: 's0', sides: 6, count: 1, then, opener: 'ka', participants: ['ka', 'kb'], commits: { ka: 'h' }, reveals: {} };

/** Ana's device (key ka) holds s0 and has committed to a roll of hers; Bo's (kb) has not. */
function rollsView() {
	const table = { seats, log: [], game: counters } as unknown as PlayedGame;
	const view = new FairView();
	view.publicKey = 'ka';
	view.fair = withRounds({ r1: round });
	return { rolls: new RollsView(table, view), view };
}

describe('what screens show of fair rolls', () => {
	it('a roll under way: the step, who it waits for, whether this device may settle it by hand', () => {
		const { rolls } = rollsView();
		expect(rolls.rounds).toEqual([{ id: 'r1', sides: 6, count: 1, seat: 's0', waitingFor: ['Bo'], step: 'commit', canSettle: true, mine: true, sending: false, then }]);
	});

	it('rolls for some moves of the game, narrowed by the values of the move', () => {
		const { rolls } = rollsView();
		expect(rolls.rollsFor(['counters/roll'])).toHaveLength(1);
		expect(rolls.rollsFor(['counters/roll'], { notation: '1d6' })).toHaveLength(1);
		expect(rolls.rollsFor(['counters/roll'], { notation: '2d6' })).toEqual([]);
		expect(rolls.rollsFor(['counters/adjust'])).toEqual([]);
	});

	it('a roll asked for here shows as sending until its opening is in the log', () => {
		const { rolls, view } = rollsView();
		view.asking = [{ id: 'r2', sides: 20, count: 1, seat: 's0', since: Date.now() }];
		expect(rolls.rounds.map((r) => [r.id, r.sending])).toEqual([
			['r1', false],
			['r2', true]
		]);
	});

	it('a game screen that shows its rolls in place hides them from the table until it stops', () => {
		const { rolls } = rollsView();
		const [r] = rolls.rounds;
		expect(rolls.shownInPlace(r)).toBe(false);
		const stop = rolls.showInPlace(['counters/roll']);
		expect(rolls.shownInPlace(r)).toBe(true);
		stop();
		expect(rolls.shownInPlace(r)).toBe(false);
	});
});

describe('the rolls under way, read after every fold', () => {
	it('are the same list until what they come from changes (a screen reading them again redraws nothing)', () => {
		const { rolls, view } = rollsView();
		const first = rolls.rounds;
		expect(rolls.rounds).toBe(first);
		view.fair = withRounds({ r1: { ...round, commits: { ka: 'h', kb: 'h2' } } });
		const second = rolls.rounds;
		expect(second).not.toBe(first);
		expect(second[0]!.step).toBe('reveal');
		view.asking = [{ id: 'r2', sides: 20, count: 1, seat: 's0', since: Date.now() }];
		expect(rolls.rounds.map((r) => r.id)).toEqual(['r1', 'r2']);
	});
});

describe('the rolls screens show', () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it('a roll under way is listed for the screens only once it has taken a moment (most settle before): the list is told when', () => {
		vi.useFakeTimers();
		const { rolls, view } = rollsView();
		// known at once to what needs it (a second roll of the same move is refused, buttons wait)
		expect(rolls.rollsFor(['counters/roll'])).toHaveLength(1);
		expect(rolls.shownRounds).toEqual([]);
		expect(rolls.shownRollsFor(['counters/roll'])).toEqual([]);
		const tick = view.lateTick;
		vi.advanceTimersByTime(SHOW_AFTER_MS - 1);
		expect(view.lateTick).toBe(tick);
		expect(rolls.shownRounds).toEqual([]);
		vi.advanceTimersByTime(1);
		expect(view.lateTick).toBe(tick + 1);
		expect(rolls.shownRounds.map((r) => r.id)).toEqual(['r1']);
		expect(rolls.shownRollsFor(['counters/roll']).map((r) => r.id)).toEqual(['r1']);
		expect(rolls.shownRollsFor(['counters/adjust'])).toEqual([]);
		// a roll that settles is forgotten: the same round seen again waits again
		view.fair = withRounds({});
		expect(rolls.shownRounds).toEqual([]);
		view.fair = withRounds({ r1: round });
		expect(rolls.shownRounds).toEqual([]);
		rolls.destroy();
		vi.advanceTimersByTime(SHOW_AFTER_MS);
		expect(view.lateTick).toBe(tick + 1);
	});
});

