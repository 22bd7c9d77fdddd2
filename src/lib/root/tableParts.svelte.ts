import { loadGame } from '$engine/loaders';
import { getStore } from '$lib/app/storage.svelte';
import { takeJoined } from './joinTable';
import { OpenTable, type TableParts } from './openTable';
import { appSyncParts } from './syncParts.svelte';

/** The app's own parts of a table: this device's store, games, sync and settings, and the sync a join screen handed over. */
export async function appTableParts(): Promise<TableParts> {
	return { ...appSyncParts(), store: await getStore(), loadGame, joined: takeJoined };
}

/** Opens the stored game `id` at a table with the app's own parts (openTable.ts). */
export async function openAppTable(id: string, onGameKnown?: (gameId: string) => void): Promise<OpenTable | null> {
	return OpenTable.open(id, await appTableParts(), onGameKnown);
}
