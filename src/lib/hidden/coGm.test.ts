import { describe, expect, it } from 'vitest';
import type { GameEvent } from '$engine/core';
import { generateBoxKeys, HIDDEN_KINDS, type GmAction } from '$engine/core/hidden';
import { escrowedLine } from './coGm';
import { escrowData, exportGmKeys, generateGmKeys } from './gmKeys';

const domain = 'test|cogm';

/** A log that fails the test if anything reads it. */
const unread = new Proxy([] as GameEvent[], {
	get(target, key) {
		if (key === 'length' || typeof key === 'symbol' || /^\d+$/.test(String(key)) || typeof (target as never)[key] === 'function') throw new Error('the log was read');
		return Reflect.get(target, key);
	}
});

async function escrowed() {
	const keys = await generateGmKeys();
	const coGm = await generateBoxKeys();
	const event: GameEvent = { id: 'e-escrow', seat: null, kind: HIDDEN_KINDS.escrow, data: await escrowData(keys, domain, coGm.publicKey), at: 1 } as GameEvent;
	const accepted: GmAction = { kind: HIDDEN_KINDS.escrow, eventId: event.id, turn: 0 };
	return { keys, coGm, event, accepted };
}

describe("a co-GM's escrow is read from the fold's own record", () => {
	it('reads no log while the fold holds no escrow', async () => {
		const { coGm } = await escrowed();
		expect(await escrowedLine({ actions: [] }, unread, [coGm], domain)).toBeNull();
	});

	it('opens the escrow the fold accepted, and never one it did not accept', async () => {
		const { keys, coGm, event, accepted } = await escrowed();
		const log = [{ ...event, id: 'e-other' }, event];
		expect(await escrowedLine({ actions: [accepted] }, log, [coGm], domain)).toBe(await exportGmKeys(keys));
		// the same escrow in the log under an id the fold refused (a forged GM event): not opened
		expect(await escrowedLine({ actions: [accepted] }, [{ ...event, id: 'e-forged' }], [coGm], domain)).toBeNull();
	});
});
