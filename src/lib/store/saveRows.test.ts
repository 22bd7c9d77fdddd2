import { describe, expect, it } from 'vitest';
import { DOC_UPDATES } from './adapters/yDexie';
import { saveRows } from './saveRows';

/** Stands in for IndexedDB: records the transactions opened and the rows added. */
function fakeDb() {
	const opened: { store: string; mode: string; options: unknown }[] = [];
	const added: unknown[] = [];
	let tx: { oncomplete?: () => void; onabort?: () => void; error: null } | null = null;
	const db = {
		transaction(store: string, mode: string, options?: unknown) {
			opened.push({ store, mode, options });
			tx = { error: null, objectStore: () => ({ add: (row: unknown) => added.push(row) }), commit() {} } as never;
			return tx;
		}
	} as unknown as IDBDatabase;
	return { db, opened, added, complete: () => tx?.oncomplete?.() };
}

describe('saveRows', () => {
	it("writes y-dexie's rows with the durability asked for, and tells when they committed", () => {
		const { db, opened, added, complete } = fakeDb();
		const results: unknown[] = [];
		saveRows(db, [{ gameId: 'g', update: new Uint8Array([1]) }], (err) => results.push(err), 'strict');
		expect(opened).toEqual([{ store: DOC_UPDATES, mode: 'readwrite', options: { durability: 'strict' } }]);
		expect(added).toEqual([{ k: 'g', u: new Uint8Array([1]), f: 1 }]);
		expect(results).toEqual([]);
		complete();
		expect(results).toEqual([null]);
	});
});
