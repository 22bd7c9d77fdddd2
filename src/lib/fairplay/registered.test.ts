import { describe, expect, it } from 'vitest';
import { FAIR_KINDS } from '$engine/core';
import { logOf } from '$lib/store/gameLog';
import { playSession } from '$lib/root/playSession';
import { findGame } from '$engine';
import type { DeviceProtocolFactory } from './deviceParts';
import { newEvent } from './ownEvents';
import type { DeviceProtocol, Reacting } from './reaction';
import { DEVICE_PROTOCOLS, diceDevice } from './registered';
import { madeWithGenesis, twoDevicesEachTest, until } from './testTable';

const keys = twoDevicesEachTest();

/** A toy device protocol: once, it signs a round of the table, and counts the folds it saw. */
class Toy implements DeviceProtocol {
	folds = 0;
	#sent = false;
	constructor(readonly created: number) {}
	react({ me }: Reacting) {
		this.folds++;
		if (this.#sent || !me) return [];
		this.#sent = true;
		return [{ build: () => [newEvent(this.created, null, 'counters/round', { delta: 1 })], options: { once: 'toy' } }];
	}
}

describe('the registered device protocols', () => {
	it('a protocol added to the list is built once, reacts to folds, and appends through the one chain', async () => {
		const made = await madeWithGenesis(keys.ana);
		const toy: DeviceProtocolFactory<Toy> = ({ table }) => new Toy(table.meta.created);
		const s = playSession(logOf(made.doc), findGame('counters')!, undefined, { protocols: [...DEVICE_PROTOCOLS, toy] });
		await until(() => s.log.some((e) => e.kind === 'counters/round'), "the toy's event");
		const built = s.fair.part(toy);
		expect(built).toBeInstanceOf(Toy);
		expect(built.folds).toBeGreaterThan(0);
		expect(s.fair.part(diceDevice)).toBe(s.fair.part(diceDevice));
		expect(s.log.filter((e) => e.kind !== FAIR_KINDS.device).map((e) => e.kind)).toEqual(['counters/round']);
		s.fair.destroy();
		s.destroy();
	});

	it('fair play asks only for protocols of its list', async () => {
		const made = await madeWithGenesis(keys.ana);
		const s = playSession(logOf(made.doc), findGame('counters')!);
		expect(() => s.fair.part(({ table }) => new Toy(table.meta.created))).toThrow(/not registered/);
		s.fair.destroy();
		s.destroy();
	});
});
