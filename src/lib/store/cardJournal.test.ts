import { describe, expect, it } from 'vitest';
import { CardJournal, newerCard, writeKeptCards } from './cardJournal';
import { memoryStorage as storage } from './testStorage';

describe('the home cards a page kept as it went', () => {
	it('keeps the newest card of each game, of this database only, and writes then forgets them', async () => {
		const s = storage();
		const cards = new CardJournal(s, 'familiar');
		cards.keep('g1', { updated: 1, state: 'Round 1' });
		cards.keep('g1', { updated: 2, state: 'Round 2', events: 4 });
		new CardJournal(s, 'other').keep('g2', { updated: 1 });
		expect([...cards.cards()]).toEqual([['g1', { updated: 2, state: 'Round 2', events: 4 }]]);
		const written: unknown[] = [];
		await writeKeptCards(cards, async (id, changes) => void written.push([id, changes]));
		expect(written).toEqual([['g1', { updated: 2, state: 'Round 2', events: 4 }]]);
		expect(cards.cards().size).toBe(0);
		expect(new CardJournal(s, 'other').cards().size).toBe(1);
	});

	it('a card whose write fails stays for the next start', async () => {
		const cards = new CardJournal(storage(), 'familiar');
		cards.keep('g1', { updated: 1 });
		await expect(writeKeptCards(cards, async () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
		expect(cards.cards().size).toBe(1);
	});

	it('takes only the card fields, of the right types, from what localStorage holds', () => {
		const s = storage();
		s.setItem('familiar.card/familiar/g1', JSON.stringify({ updated: 'x', state: 7, status: 'won', players: ['Ana', 3], events: 2, secret: 'k' }));
		s.setItem('familiar.card/familiar/g2', 'not json');
		const cards = new CardJournal(s, 'familiar').cards();
		expect([...cards]).toEqual([['g1', { events: 2 }]]);
		expect(s.m.has('familiar.card/familiar/g2')).toBe(false);
	});

	it('a row written after the card (a later session) is left alone', () => {
		expect(newerCard({ updated: 5 }, { updated: 4 })).toBe(false);
		expect(newerCard({ updated: 4 }, { updated: 4 })).toBe(true);
		expect(newerCard({}, { updated: 4 })).toBe(true);
	});

	it('a storage that refuses keeps nothing, and says so', () => {
		const s = { ...storage(), setItem: () => { throw new Error('quota'); } };
		expect(new CardJournal(s, 'familiar').keep('g1', { updated: 1 })).toBe(false);
	});
});
