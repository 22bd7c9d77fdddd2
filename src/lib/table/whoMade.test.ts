import { beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { authenticate, FAIR_KINDS as K, keyRef, type GameEvent } from '$engine/core';
import { Device, DOMAIN, Table } from '$engine/core/fairplay/fairKit';
import { checkAll } from '$engine/core/fairplay/verifier';
import { preferences } from '$lib/app/preferences.svelte';
import { newGameDoc } from '$lib/store/gameDoc';
import { signGenesis } from '$engine/core';
import { link, open, join, seats, twoDevices, until } from '$lib/fairplay/testTable';
import { DeviceNames } from '$lib/fairplay/deviceNames';
import { madeByText, whoMade } from './historyText';

/**
 * History names the device that made a move, and the seat it made it for, when that device does
 * not hold the seat now (#18 item 6): "by Ana's phone for Bo". The name comes from the log, in an
 * announcement signed by the device it names.
 */

let [ana, bo, eve] = [] as Device[];
beforeAll(async () => void ([ana, bo, eve] = await Promise.all([0, 1, 2].map(() => Device.make()))));

/** A Pick move (fairKit): a die the device rolled itself. */
const roll = (value: number) => ({ roll: { values: [value], sides: 6, source: 'device' } });
const nameOf = (seat: string | null) => (seat === null ? 'Table' : seat === 's0' ? 'Ana' : 'Bo');

/** The "by" of every entry of `log`, as History shows it, every signature checked. */
async function byLines(t: Table, log: GameEvent[] = t.log): Promise<string[]> {
	const check = await checkAll(DOMAIN, log, [ana.publicKey]);
	const acting = authenticate(log, ['s0', 's1'], (e) => check(e), t.genesis);
	const names = new DeviceNames();
	return log.map((e, i) => madeByText(whoMade(log, i, acting, names, nameOf(e.seat))));
}

describe('who made a move', () => {
	it("names the device that acted for a seat it does not hold now, by the name it signed, and only then", async () => {
		const t = new Table([ana, bo, eve], await ana.genesis());
		await t.write(ana, { seat: null, kind: K.device, data: { publicKey: ana.publicKey, name: "Ana's phone" } });
		await t.write(ana, { seat: 's1', kind: 'pick/roll', data: roll(1) });
		await t.write(ana, { seat: 's1', kind: K.handOver, data: { seat: 's1', publicKey: bo.publicKey } });
		await t.write(bo, { seat: null, kind: K.device, data: { publicKey: bo.publicKey, name: "Bo's phone" } });
		await t.write(bo, { seat: 's1', kind: 'pick/roll', data: roll(2) });
		await t.write(ana, { seat: 's0', kind: 'pick/roll', data: roll(3) });
		const by = await byLines(t);
		expect(by[1]).toBe("Ana's phone for Bo");
		expect(by[4]).toBe('Bo');
		expect(by[5]).toBe('Ana');
	});

	it('takes no name a device gives another: an announcement must be signed by the key it names', async () => {
		const t = new Table([ana, bo, eve], await ana.genesis());
		// Eve signs an announcement of Ana's key with a name of her choosing
		const forged = await eve.sign({ id: `${keyRef(eve.publicKey)}f1`, seat: null, kind: K.device, data: { publicKey: ana.publicKey, name: 'Cheater' }, after: t.auth().frontier });
		t.log.push(forged);
		await t.write(ana, { seat: 's1', kind: 'pick/roll', data: roll(1) });
		await t.write(ana, { seat: 's1', kind: K.handOver, data: { seat: 's1', publicKey: bo.publicKey } });
		expect((await byLines(t))[1]).toBe('another device for Bo');
		// the forgery, with the signature of Ana's key copied from another event, is no better
		const copied = { ...forged, id: t.log[1].id.slice(0, 8) + 'f2', sig: t.log[1].sig };
		expect((await byLines(t, [copied, ...t.log.slice(1)]))[1]).toBe('another device for Bo');
	});

	it("does not show a name a peer signed that would read otherwise on screen: that device is 'another device'", async () => {
		/** The "by" of a move Eve made for Bo's seat before handing it on, after she announced `name`. */
		const byEve = async (name: string) => {
			const t = new Table([ana, bo, eve], await ana.genesis());
			await t.write(ana, { seat: 's1', kind: K.handOver, data: { seat: 's1', publicKey: eve.publicKey } });
			await t.write(eve, { seat: null, kind: K.device, data: { publicKey: eve.publicKey, name } });
			await t.write(eve, { seat: 's1', kind: 'pick/roll', data: roll(4) });
			await t.write(eve, { seat: 's1', kind: K.handOver, data: { seat: 's1', publicKey: bo.publicKey } });
			return (await byLines(t))[2];
		};
		expect(await byEve("Eve's phone")).toBe("Eve's phone for Bo");
		// "Ana's phone" written backwards behind a right-to-left override, a line break that starts a fake line
		expect(await byEve("\u202Eenohp s'anA")).toBe('another device for Bo');
		expect(await byEve('Eve\nAna for Bo')).toBe('another device for Bo');
		expect(await byEve('Eve\u2067 rof')).toBe('another device for Bo');
	});

	it('two phones: a move Ana made for Bo before Bo took the seat reads "by Ana\'s phone for Bo"', async () => {
		const [anaKeys, boKeys] = await twoDevices();
		const created = Date.now();
		const options = { life: 20, poison: false };
		const genesis = await signGenesis(anaKeys, { game: 'counters', created, options }, seats);
		const made = newGameDoc({ game: 'counters', title: 'T', options, seats, created, genesis });
		preferences.deviceName = "Ana's phone";
		const a = open(made.doc, anaKeys);
		await until(() => a.fair.publicKey !== null && a.fair.auth.signed, "Ana's key");
		expect(a.act('counters/adjust', { player: 's1', counter: 'life', delta: -1 }, 's1')).toBeNull();
		await until(() => a.log.length === 2, "Ana's move");
		preferences.deviceName = "Bo's phone";
		const docB = new Y.Doc();
		link(made.doc, docB);
		const b = await join(docB, boKeys, made.meta.tableId, ['s1']);
		expect(b.act('counters/adjust', { player: 's1', counter: 'life', delta: 1 }, 's1')).toBeNull();
		// Ana's phone has moved for Bo: its player answers the request
		await until(() => a.fair.requests.length === 1, "Bo's request");
		// the request says which phone asks, before that phone has announced its name with a move
		expect(a.fair.requests[0].name).toBe("Bo's phone");
		a.fair.handOver(a.fair.requests[0]);
		await until(() => a.history.length === 2 && a.fair.auth.pending === 0 && a.fair.auth.holders.s1 === b.fair.publicKey, "the hand-over and Bo's move");
		expect(a.history.map((h) => h.who)).toEqual(["Ana's phone for Bo", 'Bo']);
		expect(a.log.filter((e) => e.kind === K.device).map((e) => (e.data as { name: string }).name)).toEqual(["Ana's phone", "Bo's phone"]);
		preferences.deviceName = '';
		a.destroy();
		b.destroy();
	});
});
