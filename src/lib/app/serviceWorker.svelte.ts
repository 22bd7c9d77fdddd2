import { Workbox } from 'workbox-window';
import { dev } from '$app/environment';
import { base } from '$app/paths';

/**
 * Set when a newer version of Familiar is installed and waiting for a reload; `noOffline` says why
 * no offline copy could be installed (a certificate this browser does not trust), '' when none failed.
 */
export const appUpdate = $state({ available: false, offlineReady: false, noOffline: '' });

let wb: Workbox | null = null;

export function registerServiceWorker() {
	if (dev || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
	wb = new Workbox(`${base}/service-worker.js`);
	wb.addEventListener('waiting', () => (appUpdate.available = true));
	wb.addEventListener('activated', (e) => {
		if (!e.isUpdate) appUpdate.offlineReady = true;
	});
	void wb
		.register()
		.then(() => navigator.serviceWorker.ready)
		.then(claimThisPage)
		.catch((err: unknown) => {
			// No service worker (an untrusted certificate, private mode): Familiar still runs, online only.
			appUpdate.noOffline = err instanceof Error ? err.message : String(err);
		});
}

/**
 * Asks the active worker to control this page when it does not: a page that was still loading
 * while the worker activated (a first visit, about 1 in 12 here) is missed by the worker's claim,
 * and would then load the screens it has not shown yet from the network, even offline.
 */
function claimThisPage(registration: ServiceWorkerRegistration) {
	if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: 'CLAIM' });
}

/** Lets the waiting version take over, then reloads into it. Open games are saved already. */
export function reloadIntoUpdate() {
	if (!wb) return location.reload();
	wb.addEventListener('controlling', () => location.reload());
	wb.messageSkipWaiting();
}
