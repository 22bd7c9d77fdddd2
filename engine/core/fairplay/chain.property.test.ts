import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../types';
import { ChainDevice, ChainTable, rollMove } from './chainKit';
import { Device, pickGame } from './fairKit';
import { verifyGameFile } from './verifyFile';
import type { Genesis } from './genesis';

let devices: Device[];
let genesis: Genesis;

beforeAll(async () => {
	devices = await Promise.all([Device.make(), Device.make(), Device.make()]);
	genesis = await devices[0].genesis();
});

/** An honest history: devices (0 made the game, holds s0; 1 got s1; 2 watches) writing in turn as `steps` says, storing heads now and then and at the end; `after` as compact steps where they can (as the app writes it) or always as lists. */
async function history(steps: { who: number; head: boolean }[], watchers: boolean, compact: boolean): Promise<ChainTable> {
	const d = devices.map((x) => new ChainDevice(x));
	const t = new ChainTable(d, genesis);
	t.compact = compact;
	t.write(d[0], { seat: 's1', kind: 'core/hand-over', data: { seat: 's1', publicKey: d[1].publicKey } });
	if (watchers) t.write(d[2], { seat: null, kind: 'core/device', data: { publicKey: d[2].publicKey } });
	const count = watchers ? 3 : 2;
	for (const [i, s] of steps.entries()) {
		const who = s.who % count;
		t.write(d[who], who === 2 ? { ...rollMove('s0', 1), seat: null } : rollMove(`s${who}`, (i % 6) + 1));
		if (s.head) await t.head(d[who]);
	}
	for (const x of d.slice(0, count)) if (x.n > 0) await t.head(x);
	return t;
}

const steps = fc.array(fc.record({ who: fc.nat(2), head: fc.boolean() }), { minLength: 1, maxLength: 24 });

describe('chains: property', () => {
	it('random honest multi-device histories always verify fully', async () => {
		await fc.assert(
			fc.asyncProperty(steps, fc.boolean(), fc.boolean(), async (s, watchers, compact) => {
				const t = await history(s, watchers, compact);
				const report = await verifyGameFile(t.file(), pickGame);
				expect(report.problems).toEqual([]);
				expect(report.ok).toBe(true);
			}),
			{ numRuns: 40 }
		);
	});

	it('any single mutation of an event (altered, removed, replayed, moved before its predecessor) is detected', async () => {
		const mutations = ['alter', 'remove', 'replay', 'move'] as const;
		await fc.assert(
			fc.asyncProperty(steps, fc.boolean(), fc.boolean(), fc.constantFrom(...mutations), fc.nat(), async (s, watchers, compact, how, pick) => {
				const t = await history(s, watchers, compact);
				const log = t.log.slice();
				// removed: an event in the middle of its chain (a device's last event cut off the end of a
				// file leaves no trace in any scheme: docs/fair-play.md, "Known limits")
				const later = (e: GameEvent) => log.some((x) => x.n !== undefined && x.n > e.n! && x.id.slice(0, 8) === e.id.slice(0, 8));
				const events = log.flatMap((e, i) => (e.n !== undefined && (how !== 'remove' || later(e)) ? [i] : []));
				if (events.length === 0) return;
				const at = events[pick % events.length];
				const e = log[at];
				if (how === 'alter') log[at] = { ...e, data: { ...(e.data as object), extra: 1 } };
				else if (how === 'remove') log.splice(at, 1);
				else if (how === 'replay') log.push({ ...e });
				else {
					// the event placed before its device's previous one (its first: before the start)
					const before = log.findIndex((x) => x.id === e.id.slice(0, 8) + String(e.n! - 1));
					log.splice(at, 1);
					log.splice(Math.max(0, before), 0, e);
					if (before < 0 && at === 0) return; // already first: nothing moved
				}
				const report = await verifyGameFile(t.file(log as GameEvent[]), pickGame);
				expect(report.ok).toBe(false);
			}),
			{ numRuns: 120 }
		);
	});
});
