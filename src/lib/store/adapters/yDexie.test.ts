// Contract test: what yDexie.ts relies on, against the installed y-dexie and Dexie (the app's own
// database schema, a real provider; IndexedDB is not needed: the table's `add` is watched instead).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DexieYProvider } from 'y-dexie';
import * as Y from 'yjs';
import { openDb } from '../db';
import { DOC_UPDATES, stopObserving, updateRow } from './yDexie';

const open: Y.Doc[] = [];

/** A game's document as y-dexie hands it out, loaded by a provider, with the updates table's `add` watched. */
function loaded() {
	const db = openDb(`contract-${Math.random()}`);
	const doc = new Y.Doc({ meta: { db, parentTable: 'games', parentId: 'g1', parentProp: 'doc', updatesTable: DOC_UPDATES } });
	open.push(doc);
	const add = vi.spyOn(db.table(DOC_UPDATES), 'add').mockResolvedValue(1);
	const provider = DexieYProvider.load(doc);
	// no IndexedDB here: the provider's live query fails, which it reports as an error
	provider.on('error', () => {});
	return { db, doc, provider, add };
}

afterEach(() => {
	for (const d of open.splice(0)) d.destroy();
});

describe('y-dexie internals (yDexie.ts)', () => {
	it('keeps the updates of games.doc in DOC_UPDATES, keyed by a counter, indexed by the game', () => {
		const db = openDb('contract-schema');
		expect(db.games.schema.yProps?.map((p) => p.updatesTable)).toEqual([DOC_UPDATES]);
		const schema = db.table(DOC_UPDATES).schema;
		expect(schema.primKey.name).toBe('i');
		expect(schema.primKey.auto).toBe(true);
		expect(schema.indexes.map((i) => i.name)).toContain('k');
	});

	it("saves each update of the document as the row updateRow makes", () => {
		const { doc, add } = loaded();
		doc.getMap('m').set('a', 1);
		expect(add).toHaveBeenCalledTimes(1);
		const row = add.mock.calls[0][0] as { u: Uint8Array };
		expect(row).toEqual(updateRow('g1', row.u));
		const copy = new Y.Doc();
		Y.applyUpdateV2(copy, row.u);
		expect(copy.getMap('m').get('a')).toBe(1);
	});

	it('stopObserving ends the saving of each update, and the document stays as it is', () => {
		const { doc, provider, add } = loaded();
		stopObserving(provider);
		doc.getMap('m').set('a', 1);
		expect(add).not.toHaveBeenCalled();
		expect(doc.getMap('m').get('a')).toBe(1);
	});
});
