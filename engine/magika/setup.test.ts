import { describe, expect, it } from 'vitest';
import { seededRng } from '../core';
import { RACES } from './data/races';
import { TASKS } from './data/tasks';
import { cellName } from './geometry';
import { balanceProblems, setupWorld, startAptitude } from './setup';
import { readOptionValues } from '../core';
import { MAGIKA_OPTIONS } from './about';
import { setupFromSeats } from './hidden';
import { FOREVER } from './effects';

const seats = Array.from({ length: 12 }, (_, i) => ({ seat: `s${i}` }));

describe('setting up the mages', () => {
	it('starts every mage with 50 Arcania and his race maximum Endurance, novices on the even y spaces', () => {
		const w = setupWorld(seededRng(3), seats, { seat: 'gm' });
		expect(w.mages).toHaveLength(13);
		for (const m of w.mages) {
			expect(m.arc).toBe(50);
			expect(m.end).toBe(RACES[m.race].maxEnd);
			expect(RACES[m.race].alignments).toContain(m.align);
			if (!m.ebon) expect(m.skill).toBe(RACES[m.race].skill);
		}
		const novices = w.mages.filter((m) => !m.ebon);
		expect(novices.map((m) => m.id).join('')).toBe('ABCDEFGHIJKL');
		expect(novices.map((m) => cellName(m.at)).sort()).toEqual(['y10', 'y12', 'y14', 'y16', 'y18', 'y2', 'y20', 'y22', 'y24', 'y4', 'y6', 'y8']);
	});
	it('gives each novice two scrolls, the Ebon Mage a Prolonged Teleport besides', () => {
		const w = setupWorld(seededRng(4), seats, { seat: 'gm' });
		for (const m of w.mages) expect(m.scrolls).toHaveLength(m.ebon ? 3 : 2);
		const ebon = w.mages.find((m) => m.ebon)!;
		expect(ebon.id).toBe('M');
		expect(ebon.skill).toBe(100);
		expect(ebon.scrolls[0]).toEqual({ spell: 'TelPt', prolongedUntil: FOREVER, ebon: true });
		expect(Number(cellName(ebon.at).slice(1)) % 2).toBe(1);
	});
	it('starts Good at +90, Evil at -90, Neutral at +5 or -5', () => {
		expect([startAptitude('G', 1), startAptitude('E', 1), startAptitude('N', 1), startAptitude('N', -1)]).toEqual([90, -90, 5, -5]);
	});
	it('keeps the table balanced when the seats do not choose', () => {
		for (let seed = 0; seed < 50; seed++) {
			const w = setupWorld(seededRng(seed), seats, { seat: 'gm' });
			expect(balanceProblems(w.mages.filter((m) => !m.ebon))).toEqual([]);
		}
	});
	it('honours a legal choice and fixes an illegal one (an Elf cannot be Neutral)', () => {
		const chosen = [{ seat: 'a', race: 'elf' as const, align: 'N' as const }, { seat: 'b', race: 'dwarf' as const, align: 'N' as const, name: 'Thrain' }, ...seats.slice(2)];
		const w = setupWorld(seededRng(1), chosen, { seat: 'gm' });
		expect(w.mages[0].race).toBe('elf');
		expect(w.mages[0].align).not.toBe('N');
		expect([w.mages[1].race, w.mages[1].align, w.mages[1].name]).toEqual(['dwarf', 'N', 'Thrain']);
	});
	it('draws ten distinct Ebon tasks, none needing a game master', () => {
		const w = setupWorld(seededRng(9), seats, { seat: 'gm' });
		expect(new Set(w.tasks).size).toBe(10);
		for (const id of w.tasks) expect(TASKS.find((t) => t.id === id)!.gmJudged).toBeFalsy();
	});
	it('names what the balance lacks', () => {
		const all = Array.from({ length: 12 }, () => ({ race: 'human' as const, align: 'G' as const }));
		expect(balanceProblems(all)).toHaveLength(6);
	});
});

describe('repeat players (section XX, U-76)', () => {
	it('start with 15% of their old Arcania as a bonus and up to two old scrolls', () => {
		const chosen = [{ seat: 'a', race: 'human' as const, align: 'G' as const, veteran: { arcania: 90, scrolls: ['Heals', 'ProEl', 'Chaos'] as ('Heals' | 'ProEl' | 'Chaos')[] } }, ...seats.slice(1)];
		const w = setupWorld(seededRng(1), chosen, { seat: 'gm' });
		expect(w.mages[0].arc).toBe(50 + 14); // 13.5 rounded half up
		expect(w.mages[0].scrolls.map((s) => s.spell)).toEqual(['Heals', 'ProEl']);
	});
});

describe('the table balance as a New game option (U-7)', () => {
	const seats = Array.from({ length: 12 }, (_, i) => ({ id: `s${i}`, name: `P${i}` }));
	const claims = Object.fromEntries(seats.map((s) => [s.id, { first: { race: 'human', align: 'G' } }]));
	const humansGood = (options: unknown) => setupFromSeats({ options: readOptionValues(MAGIKA_OPTIONS, options), seats }, seededRng(3), claims).mages.filter((m) => !m.ebon && m.race === 'human' && m.align === 'G').length;

	it('is offered with enforce as its default, and "warn" keeps every first choice where "enforce" balances the table', () => {
		expect(MAGIKA_OPTIONS.find((o) => o.key === 'balance')).toBeTruthy();
		expect(readOptionValues<{ balance: string }>(MAGIKA_OPTIONS, {}).balance).toBe('enforce');
		expect(humansGood({ balance: 'warn' })).toBe(12);
		expect(humansGood({})).toBeLessThan(12);
	});
});
