import { describe, expect, it } from 'vitest';
import { hiddenInitial } from '$engine/core/hidden';
import type { HiddenTableView } from '$lib/hidden/hiddenTable';
import { seatReports } from './seatReports';

const r1 = { turn: 1 };
const r2 = { turn: 2 };
const view = (reports: { turn: number; report: unknown }[]): HiddenTableView => ({ slice: hiddenInitial(['s1']), gm: false, seats: ['s1'], started: false, everySeat: false, gmPlays: [], reports: { s1: reports.map((r) => ({ ...r, knowledge: null })) } });

describe("a seat's reports on its screen", () => {
	it('stay the same array while they are the same reports (a fold of another phone keeps the draft), and change with a new one', () => {
		const first = seatReports(view([{ turn: 0, report: r1 }]), 's1', []);
		expect(first).toEqual([r1]);
		expect(seatReports(view([{ turn: 0, report: r1 }]), 's1', first)).toBe(first);
		const second = seatReports(view([{ turn: 0, report: r1 }, { turn: 1, report: r2 }, { turn: 2, report: null }]), 's1', first);
		expect(second).toEqual([r1, r2]);
		expect(seatReports(null, 's1', second)).toEqual([]);
	});
});
