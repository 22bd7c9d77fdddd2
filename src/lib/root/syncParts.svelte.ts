import { preferences } from '$lib/app/preferences.svelte';
import { signalingUrls, syncSettings } from '$lib/sync/settings.svelte';
import { TableSync } from '$lib/sync/tableSync.svelte';
import type { SyncParts } from './joinTable';

/**
 * The app's own parts of a table's sync: this device's name and settings. No game engine: the join
 * screen builds its sync from these before the games' rules have loaded.
 */
export function appSyncParts(): SyncParts {
	return {
		makeSync: (o) => new TableSync(o),
		deviceName: () => preferences.deviceName,
		signaling: signalingUrls,
		iceServers: () => $state.snapshot(syncSettings.iceServers) as RTCIceServer[]
	};
}
