import { Workbox } from 'workbox-window';
import { dev } from '$app/environment';

/** Set when a newer version of Familiar is installed and waiting for a reload. */
export const appUpdate = $state({ available: false, offlineReady: false });

let wb: Workbox | null = null;

export function registerServiceWorker() {
	if (dev || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
	wb = new Workbox('/service-worker.js');
	wb.addEventListener('waiting', () => (appUpdate.available = true));
	wb.addEventListener('activated', (e) => {
		if (!e.isUpdate) appUpdate.offlineReady = true;
	});
	void wb.register().catch(() => {
		// No service worker (insecure context, private mode): Familiar still runs, online only.
	});
}

/** Lets the waiting version take over, then reloads into it. Open games are saved already. */
export function reloadIntoUpdate() {
	if (!wb) return location.reload();
	wb.addEventListener('controlling', () => location.reload());
	wb.messageSkipWaiting();
}
