import { defaultSignaling } from './syncConfig';

export { defaultSignaling, formatIceServers, parseIceServers, parseSignaling, SettingsError } from './syncConfig';

/**
 * How this device looks for the others: the signaling servers y-webrtc uses to introduce devices
 * (null = the default) and the ICE servers WebRTC may use (none by default: on one Wi-Fi or a
 * hotspot the phones reach each other directly). Kept in localStorage, read before connecting.
 */
export interface SyncSettings {
	signaling: string[] | null;
	iceServers: RTCIceServer[];
}

const KEY = 'familiar.sync';

function load(): SyncSettings {
	try {
		const raw = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
		const v = raw ? (JSON.parse(raw) as Partial<SyncSettings>) : {};
		return {
			signaling: Array.isArray(v.signaling) ? v.signaling.filter((u) => typeof u === 'string') : null,
			iceServers: Array.isArray(v.iceServers) ? v.iceServers : []
		};
	} catch {
		return { signaling: null, iceServers: [] };
	}
}

export const syncSettings = $state<SyncSettings>(load());

export function saveSyncSettings() {
	try {
		localStorage.setItem(KEY, JSON.stringify(syncSettings));
	} catch {
		// Private mode: the settings last for this visit.
	}
}

export function signalingUrls(): string[] {
	return syncSettings.signaling ?? (typeof location !== 'undefined' ? defaultSignaling(location) : []);
}
