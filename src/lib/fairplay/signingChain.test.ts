import { beforeEach, describe, expect, it } from 'vitest';
import { FAIR_KINDS, type DeviceKeys } from '$engine/core';
import { newGameDoc } from '$lib/store/gameDoc';
import { open, seats, twoDevices, until } from './testTable';

let anaKeys: DeviceKeys;
beforeEach(async () => {
	[anaKeys] = await twoDevices();
});

describe('a session signs what it appends', () => {
	it('pass-and-play: the device that makes the game claims every seat, then plays them all', async () => {
		const { doc } = newGameDoc({ game: 'counters', title: 'T', options: { life: 20, poison: false }, seats });
		const s = open(doc, anaKeys);
		await until(() => s.log.length === 2, 'the claims');
		expect(s.log.map((e) => e.kind)).toEqual([FAIR_KINDS.claim, FAIR_KINDS.claim]);
		expect(s.act('counters/adjust', { player: 's1', counter: 'life', delta: -3 }, 's1')).toBeNull();
		expect(s.act('counters/adjust', { player: 's0', counter: 'life', delta: -1 }, 's0')).toBeNull();
		await until(() => s.log.length === 4, 'the moves');
		expect(s.log.every((e) => typeof e.sig === 'string')).toBe(true);
		await until(() => s.fair.auth.pending === 0, 'the checks');
		expect(s.outcomes.map((o) => o.kind)).toEqual(['applied', 'applied', 'applied', 'applied']);
		expect((s.state as { values: Record<string, { life: number }> }).values.s1.life).toBe(17);
		// the history shows the moves, not the seat bookkeeping
		expect(s.history.map((h) => h.text)).toHaveLength(2);
		expect(s.canUndo).toBe(true);
		expect(s.undo()).toBeNull();
		await until(() => s.log.length === 5, 'the undo');
		expect((s.state as { values: Record<string, { life: number }> }).values.s0.life).toBe(20);
		const report = await s.fair.verify();
		expect(report).toMatchObject({ ok: true, signed: true, events: 5 });
		s.destroy();
	});
});
