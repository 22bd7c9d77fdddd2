import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FAIR_REJECTIONS, type DeviceKeys } from '$engine/core';
import { newGameDoc } from '$lib/store/gameDoc';
import { getSecret } from '../keyStore';
import { open, seats, twoDevices, until } from '../testTable';

let anaKeys: DeviceKeys;
beforeEach(async () => {
	[anaKeys] = await twoDevices();
});

describe('sealed orders in a session', () => {
	it('pass-and-play: each seat seals; nothing clear in the log until all have; then all reveal by themselves', async () => {
		const { doc, meta } = newGameDoc({ game: 'pick', title: 'P', options: {}, seats });
		const s = open(doc, anaKeys);
		await until(() => s.log.length === 2, 'the claims');
		expect(await s.fair.seal('s0', { turn: 1, n: 7, note: 'secret-plan-ana' })).toBeNull();
		await until(() => s.fair.committed.length === 1, 'the first commitment');
		expect(await getSecret(meta.tableId, 'orders|1|s0')).toMatchObject({ orders: { n: 7 } });
		expect(JSON.stringify(doc.getArray('log').toJSON())).not.toContain('secret-plan-ana');
		expect((await s.fair.seal('s0', { turn: 1, n: 9 }))?.code).toBe('core/already-committed');
		// orders in the clear are refused: they must be sealed
		expect(s.act('pick/choose', { turn: 1, n: 3 }, 's1')?.code).toBe(FAIR_REJECTIONS.mustSeal);
		expect(await s.fair.seal('s1', { turn: 1, n: 4 })).toBeNull();
		await until(() => (s.state as { turn: number }).turn === 2, 'the reveals and the turn');
		expect((s.state as { score: Record<string, number> }).score).toEqual({ s0: 1, s1: 0 });
		expect(JSON.stringify(doc.getArray('log').toJSON())).toContain('secret-plan-ana');
		// once revealed, the clear orders leave this device's own storage too
		await vi.waitFor(async () => expect(await getSecret(meta.tableId, 'orders|1|s0')).toBeUndefined());
		expect((await s.fair.verify()).reveals).toBe(2);
		s.destroy();
	});
});
