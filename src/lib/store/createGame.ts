import * as Y from 'yjs';
import { newGameDoc, summaryOfNew } from './gameDoc';
import type { GameStore, NewGame } from './gameStore';

/**
 * Creates a new game in a store: its document made here, stored as one update (with the genesis
 * that binds its seats, when the caller made one: src/lib/fairplay/genesis.ts `newGameHere`).
 */
export async function createViaUpdate(store: GameStore, g: NewGame): Promise<string> {
	const { doc, meta } = newGameDoc({ ...g, created: g.created ?? Date.now() });
	try {
		return await store.createFromUpdate({ ...summaryOfNew(meta, g.seats), secret: g.secret }, Y.encodeStateAsUpdate(doc));
	} finally {
		doc.destroy();
	}
}
