import { describe, expect, it, vi } from 'vitest';
import { counters } from '$engine/counters';
import type { FairGame } from '$engine/core';
import { CheckSchedule } from '$lib/fairplay/checkSchedule';
import { FairPlay } from '$lib/fairplay/fairPlay';
import { oneDeviceEachTest, seats, until } from '$lib/fairplay/testTable';
import { newGameDoc } from '$lib/store/gameDoc';
import { logOf } from '$lib/store/gameLog';
import { GameSession } from '$lib/table/session.svelte';
import { playSession } from './playSession';


oneDeviceEachTest();

function counterLog() {
	return logOf(newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats }).doc);
}

describe("a session and its fair play, as the root builds them", () => {
	it('builds the session, then its fair play on it, then folds with fair play\'s verdicts; fair play appends to the log', async () => {
		const steps: string[] = [];
		const setup = counters.setup;
		const game = { ...counters, setup: (...a: Parameters<FairGame['setup']>) => (steps.push('session'), setup(...a)) } as FairGame;
		const verdicts = CheckSchedule.prototype.verdicts; // fair play's verdicts are its check schedule's own
		const tables: unknown[] = [];
		vi.spyOn(CheckSchedule.prototype, 'verdicts').mockImplementation(function (this: CheckSchedule, log) {
			steps.push('fold with fair play');
			return verdicts.call(this, log);
		});
		const start = GameSession.prototype.start;
		vi.spyOn(GameSession.prototype, 'start').mockImplementation(function (this: GameSession, fair) {
			steps.push('fair play given');
			tables.push(this);
			return start.call(this, fair);
		});
		const s = playSession(counterLog(), game);
		expect(steps.slice(0, 3)).toEqual(['session', 'fair play given', 'fold with fair play']);
		expect(tables).toEqual([s]);
		// this device's seat claims, signed by fair play, reach the session's log and its fold
		await until(() => s.log.length === 2 && s.outcomes.length === 2, 'the claims');
		expect(s.log.map((e) => e.kind)).toEqual(['core/claim-seat', 'core/claim-seat']);
		expect(s.outcomes.map((o) => o.kind)).toEqual(['applied', 'applied']);
		s.fair.destroy();
		s.destroy();
	});

	it('a fair play that cannot be given to the session takes both down, and says why', () => {
		vi.spyOn(GameSession.prototype, 'start').mockImplementation(() => {
			throw new Error('no fair play today');
		});
		const destroyed = vi.spyOn(GameSession.prototype, 'destroy');
		const fairDestroyed = vi.spyOn(FairPlay.prototype, 'destroy');
		expect(() => playSession(counterLog(), counters)).toThrow('no fair play today');
		expect(destroyed).toHaveBeenCalledTimes(1);
		expect(fairDestroyed).toHaveBeenCalledTimes(1);
	});
});
