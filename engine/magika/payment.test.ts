/** Paying the Ebon Mage in Endurance or Arcania (l. 655-660, EBN-12, U-69). */
import { describe, expect, it } from 'vitest';
import { readOrder } from './orders';
import { mage, play, shape, testWorld } from './testkit';
import type { Order } from './types';

const pay = (to: string, amount: { end?: number; arc?: number }): Order => ({ kind: 'give', to, items: [], ...amount });

function table() {
	const w = testWorld();
	shape(w, 'A', { cell: 'p5', arc: 50, end: 60, maxEnd: 100 });
	shape(w, 'B', { cell: 'p5' });
	shape(w, 'M', { cell: 'p5', arc: 40, maxArc: 200, end: 30, maxEnd: 200 });
	return w;
}

describe('paying the Ebon Mage in Endurance or Arcania', () => {
	it('30 Arcania pass from the payer to the Ebon Mage', () => {
		const { world, notes } = play(table(), { A: [pay('M', { arc: 30 })] });
		expect(mage(world, 'A').arc).toBe(20);
		expect(mage(world, 'M').arc).toBe(70);
		expect(notes.A[0].join()).toContain('Paid 30 Arcania to M');
		expect(notes.M[0].join()).toContain('A paid you 30 Arcania');
	});
	it('Endurance passes the same way, and an item may go with it', () => {
		const w = table();
		shape(w, 'A', { scrolls: [{ spell: 'Heals' }] });
		const control = play(w, { A: [{ kind: 'give', to: 'M', items: ['Heals'] }] }).world;
		const { world } = play(w, { A: [{ kind: 'give', to: 'M', items: ['Heals'], end: 20 }] });
		expect(mage(world, 'M').end - mage(control, 'M').end).toBe(20);
		expect(mage(control, 'A').end - mage(world, 'A').end).toBe(20);
		expect(mage(world, 'A').scrolls).toEqual([]);
	});
	it('what would take him above his maximum is lost', () => {
		const w = table();
		shape(w, 'M', { arc: 190 });
		const { world } = play(w, { A: [pay('M', { arc: 30 })] });
		expect(mage(world, 'M').arc).toBe(200);
		expect(mage(world, 'A').arc).toBe(20);
	});
	it('is only for the Ebon Mage: a novice cannot be paid so', () => {
		const { world, notes } = play(table(), { A: [pay('B', { arc: 30 })] });
		expect(mage(world, 'A').arc).toBe(50);
		expect(notes.A[0].join()).toContain('only be paid to the Ebon Mage');
	});
	it('cannot pay more than the payer has, nor from elsewhere', () => {
		const w = table();
		shape(w, 'A', { arc: 10 });
		expect(mage(play(w, { A: [pay('M', { arc: 30 })] }).world, 'M').arc).toBe(40);
		shape(w, 'A', { arc: 50, cell: 'o5' });
		expect(mage(play(w, { A: [pay('M', { arc: 30 })] }).world, 'A').arc).toBe(50);
	});
	it('amounts must be whole and positive', () => {
		expect(readOrder({ kind: 'give', to: 'M', items: [], arc: 30 })).toEqual(pay('M', { arc: 30 }));
		for (const arc of [0, -5, 2.5, '30']) expect(readOrder({ kind: 'give', to: 'M', items: [], arc })).toBeNull();
	});
});
