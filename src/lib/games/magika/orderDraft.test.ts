import { describe, expect, it } from 'vitest';
import { isRejection } from '$engine/core';
import { checkOrders, type Report } from '$engine/magika';
import { castWarning } from '$engine/magika/plan';
import { playedContest } from './fixtures';
import { orderChoices } from './orderChoices';
import { OrderDraft } from './orderDraft.svelte';

const withScrolls = (r: Report): Report => ({ ...r, you: { ...r.you, arc: 100, scrolls: [{ spell: 'AtEnd' } as Report['you']['scrolls'][number], { spell: 'TelPt' } as Report['you']['scrolls'][number]] } });

describe('the phase sheet offers what the engine accepts', () => {
	it('every offered order, put in a phase, passes the order check, or the sheet shows why it will rest', () => {
		const { reports } = playedContest(2);
		for (const r of Object.values(reports).map((rs) => withScrolls(rs.at(-1)!))) {
			for (const c of orderChoices(r)) {
				const phases = [{ kind: 'move', dir: 'NE' }, { kind: 'rest' }, c.order, { kind: 'rest' }, { kind: 'rest' }];
				const verdict = checkOrders(r, { phases });
				if (isRejection(verdict)) expect(c.order.kind === 'cast' && castWarning(r.you, c.order)).toBeTruthy();
			}
		}
	});
	it('offers a cast for each scroll held, minor and major, and a move in each direction', () => {
		const r = withScrolls(playedContest(0).reports.ann[0]);
		const groups = new Set(orderChoices(r).map((c) => c.group));
		expect([...groups]).toEqual(expect.arrayContaining(['Cast AtEnd (Attack Endurance)', 'Cast AtEnd X (Attack Endurance)', 'move', 'rest', 'meditate', 'search']));
		expect(orderChoices(r).filter((c) => c.order.kind === 'move')).toHaveLength(6);
	});
});

describe('the order draft', () => {
	it('the standard turn moves on phases 2 and 4 and may be sealed', () => {
		const d = new OrderDraft(playedContest(1).reports.ann);
		d.standard();
		expect(d.phases.map((o) => o.kind)).toEqual(['rest', 'move', 'rest', 'move', 'rest']);
		expect(d.problem).toBeNull();
	});
	it('says in words what the engine refuses, e.g. a cast of a scroll not held', () => {
		const d = new OrderDraft(playedContest(0).reports.ann);
		d.set(2, { kind: 'cast', spell: 'Chaos', major: false });
		expect(d.problem).toMatch(/hold no Chaos/);
	});
	it('same as last turn copies the last sealed orders', () => {
		const last = { phases: [{ kind: 'meditate' as const }, { kind: 'rest' as const }, { kind: 'rest' as const }, { kind: 'rest' as const }, { kind: 'search' as const }] };
		const d = new OrderDraft(playedContest(0).reports.ann, last);
		d.sameAsLast();
		expect(d.phases).toEqual(last.phases);
	});
	it('keeps at most three messages and refuses a second to the same mage from the same sender', () => {
		const d = new OrderDraft(playedContest(0).reports.ann);
		expect(d.addMessage({ to: 'ALL', text: 'hello', anonymous: false })).toBeNull();
		expect(d.addMessage({ to: 'ALL', text: 'again', anonymous: false })).toMatch(/already/);
		expect(d.addMessage({ to: 'ALL', text: 'masked', anonymous: true })).toBeNull();
		expect(d.addMessage({ to: 'red', text: 'team', anonymous: false })).toBeNull();
		expect(d.addMessage({ to: 'blue', text: 'more', anonymous: false })).toMatch(/Only 3/);
		expect(d.messagesLeft).toBe(0);
	});
	it('plans moves to a known space along a path, refused for an unknown one', () => {
		const d = new OrderDraft(playedContest(0).reports.ann);
		const known = [...d.map.cells.keys()].find((c) => c !== d.report.you.at && d.map.cells.get(c)!.t > 0 && c < d.report.you.at)!;
		expect(d.planTo(known)).toBe(true);
		expect(d.phases.some((o) => o.kind === 'move')).toBe(true);
		expect(d.planTo(0)).toBe(false);
	});
});
