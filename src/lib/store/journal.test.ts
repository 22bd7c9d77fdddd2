import { describe, expect, it } from 'vitest';
import { Journal, type JournalStorage } from './journal';

/** localStorage in a map; `full` makes setItem throw as a full storage does. */
class MapStorage implements JournalStorage {
	readonly items = new Map<string, string>();
	full = false;
	get length() {
		return this.items.size;
	}
	key(i: number) {
		return [...this.items.keys()][i] ?? null;
	}
	getItem(key: string) {
		return this.items.get(key) ?? null;
	}
	setItem(key: string, value: string) {
		if (this.full) throw new DOMException('full', 'QuotaExceededError');
		this.items.set(key, value);
	}
	removeItem(key: string) {
		this.items.delete(key);
	}
}

const bytes = (...b: number[]) => new Uint8Array(b);

describe('Journal', () => {
	it('keeps updates of several games until they are forgotten', () => {
		const storage = new MapStorage();
		const journal = new Journal(storage, 'familiar');
		const a = journal.keep('game-a', bytes(1, 2, 3));
		const b = journal.keep('game-b', bytes(4));
		expect(a).not.toBeNull();
		expect(b).not.toBe(a);
		const entries = journal.entries();
		expect(entries.map((e) => [e.gameId, [...e.update]])).toEqual([
			['game-a', [1, 2, 3]],
			['game-b', [4]]
		]);
		journal.forget([a!]);
		expect(journal.entries().map((e) => e.gameId)).toEqual(['game-b']);
	});

	it("finds what another page (an earlier load, another tab) kept, and leaves other databases' and keys alone", () => {
		const storage = new MapStorage();
		storage.setItem('familiar-preferences', '{}');
		new Journal(storage, 'other-db').keep('game-a', bytes(9));
		new Journal(storage, 'familiar').keep('game-a', bytes(1));
		new Journal(storage, 'familiar').keep('game-a', bytes(2));
		const entries = new Journal(storage, 'familiar').entries();
		expect(entries.map((e) => [...e.update]).sort()).toEqual([[1], [2]]);
		expect(storage.items.size).toBe(4);
	});

	it('says so when it cannot keep an update (storage full)', () => {
		const storage = new MapStorage();
		storage.full = true;
		expect(new Journal(storage, 'familiar').keep('game-a', bytes(1))).toBeNull();
	});

	it('drops an entry it cannot read', () => {
		const storage = new MapStorage();
		const journal = new Journal(storage, 'familiar');
		journal.keep('game-a', bytes(1));
		storage.setItem('familiar.journal/familiar/game-a/x.0', 'not base64!');
		storage.setItem('familiar.journal/familiar/no-game', 'AQ');
		expect(journal.entries()).toHaveLength(1);
		expect(storage.items.size).toBe(1);
	});
});
