import { describe, expect, it } from 'vitest';
import { seededRng, type SeatInfo } from '$engine/core';
import { hiddenInitial } from '$engine/core/hidden';
import { reportsFor, setupFromSeats, type World } from '$engine/magika';
import { mageName } from './mageName';
import { mapTokens } from './mapTokens';
import { intelRow } from './reportText';
import { seatMage, setupSeats } from './setupSeats';
import { mageRows, worldMap } from './worldMap';

const seats: SeatInfo[] = [
	{ id: 's0', name: 'Ana' },
	{ id: 's1', name: 'Bo' }
];
const world = (): World => setupFromSeats({ options: {}, seats }, seededRng(3));

/** The mage's letter written twice: "K Mage K", "K · Mage K", "Mage K (K)". */
const doubled = (text: string, id: string) => new RegExp(`\\b${id}\\b.*\\b${id}\\b`).test(text);

describe("a mage's name, once, on every screen", () => {
	it('the finale and the numbers: a bot reads "Mage K (bot)", a player "Ana (A)", the Ebon bot "The Ebon Mage (bot)"', () => {
		const names = Object.fromEntries(mageRows(world()).map((r) => [r.id, mageName(r)]));
		expect(names.A).toBe('Ana (A)');
		expect(names.K).toBe('Mage K (bot)');
		expect(names.M).toBe('The Ebon Mage (bot)');
		for (const [id, name] of Object.entries(names)) expect(doubled(name, id), name).toBe(false);
	});

	it("a seat's report and the maps name a bot once, without its seat", () => {
		const w = world();
		const reports = reportsFor(w);
		const seen = Object.values(reports).flatMap((r) => [...r.mages, ...r.intel]);
		expect(seen.length).toBeGreaterThan(0);
		for (const m of seen) expect(doubled(intelRow({ ...m, now: true }, w.turn).title, m.id)).toBe(false);
		for (const t of mapTokens(worldMap(w)).filter((t) => t.kind !== 'artifact')) expect(doubled(t.title, t.label), t.title).toBe(false);
		expect(mapTokens(worldMap(w)).find((t) => t.label === 'K')!.title).toBe('Mage K (bot)');
	});

	it("the GM's set-up list: a missing seat is \"Mage K\" beside its \"bot\", a table's seat \"Ana (A)\"", () => {
		const rows = setupSeats(seats, ['s0'], hiddenInitial(['s0', 's1']));
		expect(rows.map((r) => r.label).slice(0, 3)).toEqual(['Ana (A)', 'Bo (B)', 'Mage C']);
		expect(rows.at(-1)!.label).toBe('The Ebon Mage');
		expect(seatMage(seats, 1)).toBe('Bo (B)');
	});
});
