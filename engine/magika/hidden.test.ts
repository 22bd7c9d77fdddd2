import { describe, expect, it } from 'vitest';
import { isRejection, seededRng } from '../core';
import { checkOrders, magikaHidden, reportsFor } from './hidden';
import { cellName, parseCell } from './geometry';
import { shape, testWorld } from './testkit';
import { resolveTurn } from './turn';
import { readOrders } from './orders';
import { buildReport } from './report';
import type { World } from './types';

const rest5 = { phases: Array.from({ length: 5 }, () => ({ kind: 'rest' })) };

function reportOf(w: World, id: string) {
	return buildReport(w, w.mages.find((m) => m.id === id)!, [[], [], [], [], []]);
}

describe('the hidden-game shape', () => {
	it('sets up 13 seats, bot seats where none sat, and one report per seat', () => {
		const w = magikaHidden.setupWorld({ options: {}, seats: [{ id: 'ann', name: 'Ann' }] }, seededRng(1));
		expect(w.mages[0].seat).toBe('ann');
		expect(w.mages[0].name).toBe('Ann');
		expect(Object.keys(reportsFor(w))).toHaveLength(13);
	});
	it('resolves a turn without changing the world given', () => {
		const w = magikaHidden.setupWorld({ options: {}, seats: [] }, seededRng(2));
		const before = JSON.stringify(w);
		const r = magikaHidden.resolve(w, {}, [], seededRng(3));
		expect(JSON.stringify(w)).toBe(before);
		expect(r.world.turn).toBe(2);
		expect(Object.keys(r.reports)).toHaveLength(13);
	});
	it('default orders from a report always pass the order check', () => {
		for (let seed = 0; seed < 20; seed++) {
			const w = magikaHidden.setupWorld({ options: {}, seats: [] }, seededRng(seed));
			for (const r of Object.values(reportsFor(w))) {
				for (const reason of ['missed', 'empty'] as const) {
					const o = magikaHidden.defaultInput(r, r.seat, seededRng(seed), reason);
					expect(isRejection(magikaHidden.checkInput(r, r.seat, o))).toBe(false);
				}
			}
		}
	});
});

describe('order checks against knowledge', () => {
	const w = testWorld();
	const novice = reportOf(w, 'A');
	const ebon = reportOf(w, 'M');
	const refused = (k: typeof novice, x: unknown) => {
		const r = checkOrders(k, x);
		return isRejection(r) ? r.message : null;
	};
	it('wants five known orders', () => {
		expect(refused(novice, { phases: [] })).toBe('Give exactly five orders, one per phase.');
		expect(refused(novice, { phases: [{ kind: 'fly' }, ...rest5.phases.slice(1)] })).toBe('The order of phase 1 is not one Magika knows.');
	});
	it('refuses a spell not held and a cloak not carried', () => {
		const spell = ['Heals', 'AtEnd'].find((s) => !novice.you.scrolls.some((x) => x.spell === s))!;
		expect(refused(novice, { phases: [{ kind: 'cast', spell, major: false }, ...rest5.phases.slice(1)] })).toContain('you hold no');
		expect(refused(novice, { phases: [{ kind: 'don', colour: 'red' }, ...rest5.phases.slice(1)] })).toContain('no red cloak');
	});
	it('the Ebon Mage must move or teleport once each turn (rule 10)', () => {
		expect(refused(ebon, rest5)).toBe('The Ebon Mage must move or teleport once each turn.');
		expect(refused(ebon, { phases: [{ kind: 'move', dir: 'SW' }, ...rest5.phases.slice(1)] })).toBeNull();
	});
	it('the Ebon Mage may only use the Demand order twice a turn (rule 9)', () => {
		const d = { kind: 'demand', artifact: 'crown' };
		const move = { kind: 'move', dir: 'SW' };
		expect(refused(ebon, { phases: [d, d, move, { kind: 'rest' }, { kind: 'rest' }] })).toBeNull();
		expect(refused(ebon, { phases: [d, d, d, move, { kind: 'rest' }] })).toBe('The Ebon Mage may only use the Demand order twice a turn.');
		expect(refused(novice, { phases: [d, d, d, { kind: 'rest' }, { kind: 'rest' }] })).toBeNull();
	});
	it('refuses a payment beyond what the mage holds, over the whole turn', () => {
		const pay = (amount: Record<string, number>) => ({ kind: 'give', to: 'M', items: [], ...amount });
		const { end, arc } = novice.you;
		expect(refused(novice, { phases: [pay({ arc }), ...rest5.phases.slice(1)] })).toBeNull();
		expect(refused(novice, { phases: [pay({ arc: arc + 1 }), ...rest5.phases.slice(1)] })).toBe(`These orders pay ${arc + 1} Arcania; you have only ${arc}.`);
		expect(refused(novice, { phases: [pay({ end }), pay({ end: 1 }), ...rest5.phases.slice(2)] })).toBe(`These orders pay ${end + 1} Endurance; you have only ${end}.`);
	});
	it('messages: three a turn, 200 characters, 4 lines, one per To/From', () => {
		const m = (to: string, text = 'hi') => ({ to, text });
		expect(refused(novice, { ...rest5, messages: [m('B'), m('C'), m('D'), m('E')] })).toBe('At most three messages a turn.');
		expect(refused(novice, { ...rest5, messages: [m('B', 'x'.repeat(201))] })).toContain('200 characters');
		expect(refused(novice, { ...rest5, messages: [m('B', 'a\nb\nc\nd\ne')] })).toContain('4 lines');
		expect(refused(novice, { ...rest5, messages: [m('B'), m('B')] })).toContain('same To and From');
	});
});

describe('what a report says', () => {
	it('delivers messages to a mage, a colour and ALL, anonymously when asked', () => {
		const w = testWorld();
		shape(w, 'C', { donned: 'red', cloaks: ['red'] });
		const orders = { A: readOrders({ ...rest5, messages: [{ to: 'B', text: 'hello' }, { to: 'red', text: 'team', anonymous: true }, { to: 'ALL', text: 'all' }] }, 'A') };
		const { world } = resolveTurn(w, orders, seededRng(1));
		expect(reportOf(world, 'B').messages.map((x) => x.text)).toEqual(['hello', 'all']);
		expect(reportOf(world, 'C').messages).toEqual([{ to: 'red', from: 'Anonymous', text: 'team' }, { to: 'ALL', from: 'A', text: 'all' }]);
		expect(reportOf(world, 'A').messages).toEqual([]);
	});
	it('senses the direction of the racial artifact, not its distance', () => {
		const w = testWorld();
		shape(w, 'A', { race: 'elf', cell: 'p5' });
		w.artifacts.anhk = { at: parseCell('p12') };
		expect(reportOf(w, 'A').racial).toBe('E');
		w.artifacts.anhk = { at: parseCell('p5') };
		expect(reportOf(w, 'A').racial).toBeNull();
	});
	it('knows its own alignment artifact anywhere; the Ebon Mage knows all three', () => {
		const w = testWorld();
		shape(w, 'A', { align: 'G' });
		expect(reportOf(w, 'A').known.map((k) => k.a)).toEqual(['crown']);
		expect(reportOf(w, 'M').known.map((k) => k.a)).toEqual(['crown', 'orb', 'scepter']);
	});
	it('keeps the last known data of a mage no longer seen', () => {
		const w = testWorld();
		shape(w, 'A', { cell: 'p5' });
		shape(w, 'B', { cell: 'p6', race: 'dwarf' });
		let r = magikaHidden.resolve(w, {}, [], seededRng(1));
		expect(r.reports[w.mages[0].seat].mages.find((s) => s.id === 'B')?.race).toBe('dwarf');
		shape(r.world, 'B', { cell: 'p12' });
		r = magikaHidden.resolve(r.world, {}, [], seededRng(1));
		const a = r.reports[w.mages[0].seat];
		expect(a.mages.find((s) => s.id === 'B')).toBeUndefined();
		expect(a.intel.find((s) => s.id === 'B')).toMatchObject({ at: parseCell('p6'), race: 'dwarf', turn: 1 });
		expect(cellName(a.intel.find((s) => s.id === 'B')!.at)).toBe('p6');
	});
	it('shows a teammate in full and where the carriers of its colour are', () => {
		const w = testWorld();
		shape(w, 'A', { cell: 'p5', donned: 'red', cloaks: ['red'] });
		shape(w, 'B', { cell: 'c1', donned: 'red', cloaks: ['red'] });
		shape(w, 'C', { cell: 'e1', cloaks: ['red'] });
		const r = reportOf(w, 'A');
		expect(r.mages.find((s) => s.id === 'B')).toMatchObject({ spells: w.mages[1].scrolls.map((s) => s.spell), align: w.mages[1].align });
		expect(r.carriers.map((c) => c.id).sort()).toEqual(['B', 'C']);
	});
	it('shows the Ebon Mage his tasks', () => {
		const w = testWorld();
		expect(reportOf(w, 'M').tasks).toHaveLength(10);
		expect(reportOf(w, 'A').tasks).toBeUndefined();
	});
});

describe('game-master adjustments (U-78)', () => {
	it('apply before phase 1 and show as a comment; malformed ones are ignored', () => {
		const w = testWorld();
		shape(w, 'A', { end: 50, arc: 20, maxEnd: 300 });
		const r = magikaHidden.resolve(w, {}, [{ mage: 'A', arc: 10, note: 'payment to the Ebon Mage' }, { mage: 'A', end: -20 }, 'nonsense', { mage: 'Z', end: 5 }], seededRng(1));
		const a = r.world.mages[0];
		expect(a.arc).toBe(30);
		expect(a.end).toBe(50 - 20 + 40 + 25);
		expect(r.reports[a.seat].summary[0].slice(0, 2)).toEqual(['Game Master: arc +10; payment to the Ebon Mage', 'Game Master: end -20']);
	});
});
