import { findGame } from '$engine';
import { preferences } from '$lib/app/preferences.svelte';
import { getStore } from '$lib/app/storage.svelte';
import { signalingUrls, syncSettings } from '$lib/sync/settings.svelte';
import { TableSync } from '$lib/sync/tableSync.svelte';
import { OpenTable, type TableParts } from './openTable';

/** The app's own parts of a table: this device's store, games, sync and settings. */
export async function appTableParts(): Promise<TableParts> {
	return {
		store: await getStore(),
		findGame,
		makeSync: (o) => new TableSync(o),
		deviceName: () => preferences.deviceName,
		signaling: signalingUrls,
		iceServers: () => $state.snapshot(syncSettings.iceServers) as RTCIceServer[]
	};
}

/** Opens the stored game `id` at a table with the app's own parts (openTable.ts). */
export async function openAppTable(id: string, onGameKnown?: (gameId: string) => void): Promise<OpenTable | null> {
	return OpenTable.open(id, await appTableParts(), onGameKnown);
}
