import { render } from 'svelte/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceNameProblem, FAIR_KINDS as K, type GameEvent, type Outcome } from '$engine/core';
import { hostileDeviceName, UNSHOWN_TEXT } from '$engine/core/fairplay/deviceNameArbitrary';
import { DeviceNames, type Acting } from '$lib/fairplay/deviceNames';
import { madeByText, whoMade } from './historyText';
import type { GameSession } from './session.svelte';
import type { HistoryEntry } from './types';
import History from './History.svelte';

/**
 * A device's name in History is what a peer signed about itself: the engine's rule decides whether
 * it is shown at all (deviceName.ts), and History sets each name apart (`<bdi>`) from the words
 * around it, so a name written right to left cannot pull "for Bo" or the time into itself.
 */

const EVE = 'E'.repeat(87);
const at = 1_700_000_000_000;
const applied: Outcome = { kind: 'applied' };

/** History's entries for a log where Eve announces `name`, then moves for the table and for Bo's seat, which she does not hold. */
function entriesAfter(name: unknown): HistoryEntry[] {
	const log: GameEvent[] = [
		{ id: 'd1', seat: null, kind: K.device, data: { publicKey: EVE, name }, at },
		{ id: 'm1', seat: null, kind: 'counters/round', data: { delta: 1 }, at },
		{ id: 'm2', seat: 's1', kind: 'counters/round', data: { delta: 1 }, at }
	];
	const acting: Acting = { verdicts: [], signers: [EVE, EVE, EVE], holders: {} };
	const names = new DeviceNames();
	return log.slice(1).map((event, i) => {
		const by = whoMade(log, i + 1, acting, names, event.seat === null ? 'Table' : 'Bo');
		return { index: i + 1, event, outcome: applied, text: 'Round', who: madeByText(by), by };
	});
}

/** The "by" parts of History as rendered (each `.meta` span's inner markup), in log order (History shows the newest first). */
function byMarkup(entries: HistoryEntry[]): string[] {
	const session = { outcomes: entries.map(() => applied), historyRange: () => entries.slice() } as unknown as GameSession;
	const body = render(History, { props: { session } }).body;
	return [...body.matchAll(/<span class="muted meta[^"]*">by (.*?) · /gs)].map((m) => m[1].replace(/<!--[^>]*-->/g, '').replaceAll('&#39;', "'")).reverse();
}

describe("History's maker of a move", () => {
	it('sets the device and the seat each in its own <bdi>', () => {
		expect(byMarkup(entriesAfter('هاتف إيف'))).toEqual(['<bdi>هاتف إيف</bdi>', '<bdi>هاتف إيف</bdi> for <bdi>Bo</bdi>']);
	});

	it('shows no name a hostile peer signed that would read otherwise: the table, another device', () => {
		expect(byMarkup(entriesAfter("\u202Eenohp s'anA"))).toEqual(['<bdi>Table</bdi>', '<bdi>another device</bdi> for <bdi>Bo</bdi>']);
	});

	it('whatever name a peer signs, no line break, control or direction mark reaches the screen, and a name the rule passes is shown', () => {
		fc.assert(
			fc.property(fc.oneof(hostileDeviceName, fc.anything()), (name) => {
				const shown = byMarkup(entriesAfter(name));
				expect(shown).toHaveLength(2);
				for (const line of shown) expect(line).not.toMatch(UNSHOWN_TEXT);
				if (typeof name === 'string' && deviceNameProblem(name) === null) expect(shown[0]).not.toBe('<bdi>Table</bdi>');
				else expect(shown).toEqual(['<bdi>Table</bdi>', '<bdi>another device</bdi> for <bdi>Bo</bdi>']);
			})
		);
	});
});
