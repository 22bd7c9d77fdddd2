import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchGameList } from './gameList';
import type { GameSummary } from './gameStore';
import { readListSummary, summaryKey, writeListSummary } from './listSummary';

const game: GameSummary = { id: 'g1', title: 'Friday', game: 'counters', players: ['Ann', 'Bo'], created: 1, updated: 2, status: 'playing', events: 12 };

beforeEach(() => {
	const items = new Map<string, string>();
	vi.stubGlobal('localStorage', {
		getItem: (k: string) => items.get(k) ?? null,
		setItem: (k: string, v: string) => void items.set(k, v),
		removeItem: (k: string) => void items.delete(k)
	});
});
afterEach(() => vi.unstubAllGlobals());

describe('the home list kept for the next start', () => {
	it('gives back the list it kept, per database', () => {
		writeListSummary('a', [game]);
		expect(readListSummary('a')).toEqual([game]);
		expect(readListSummary('b')).toBeNull();
		writeListSummary('a', null);
		expect(readListSummary('a')).toBeNull();
	});

	it('ignores what is not a list of games', () => {
		for (const raw of ['{', '{"id":1}', '[{"id":"x"}]', JSON.stringify([{ ...game, players: [1] }]), JSON.stringify([{ ...game, status: 'won' }])]) {
			localStorage.setItem(summaryKey('a'), raw);
			expect(readListSummary('a')).toBeNull();
		}
	});

	it('plays on without localStorage', () => {
		vi.stubGlobal('localStorage', undefined);
		expect(() => writeListSummary('a', [game])).not.toThrow();
		expect(readListSummary('a')).toBeNull();
	});

	it('is drawn first, and the database has the last word', () => {
		writeListSummary('familiar', [game]);
		const seen: (GameSummary[] | null)[] = [];
		// No IndexedDB in Node: the database's answer is "nothing to read".
		const stop = watchGameList((list) => seen.push(list));
		stop();
		expect(seen).toEqual([[game], null]);
		expect(readListSummary('familiar')).toBeNull();
	});
});
