/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
import { base, build, files, version } from '$service-worker';

const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `familiar-${version}`;
/** The whole app: every built file and every static file, plus the app shell for navigations. */
const PRECACHE = [`${base}/`, ...build, ...files];

sw.addEventListener('install', (event) => {
	event.waitUntil(
		(async () => {
			const cache = await caches.open(CACHE);
			await cache.addAll(PRECACHE);
			// The very first install takes over at once; an update waits for the player's "Reload".
			if (!sw.registration.active) await sw.skipWaiting();
		})()
	);
});

sw.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
			await sw.clients.claim();
		})()
	);
});

sw.addEventListener('message', (event) => {
	const type = (event.data as { type?: string } | null)?.type;
	if (type === 'SKIP_WAITING') void sw.skipWaiting();
	// A page still loading when this worker activated is missed by its first claim (only documents
	// ready by then are taken), as is one loaded bypassing it (a hard reload): it asks again.
	if (type === 'CLAIM') event.waitUntil(sw.clients.claim());
});

sw.addEventListener('fetch', (event) => {
	const request = event.request;
	if (request.method !== 'GET') return;
	const url = new URL(request.url);
	if (url.origin !== sw.location.origin) return;
	event.respondWith(
		(async () => {
			const cache = await caches.open(CACHE);
			// Every screen is the same app shell: navigations get the cached index page.
			if (request.mode === 'navigate') {
				const shell = await cache.match(`${base}/`);
				if (shell) return shell;
			}
			const hit = await cache.match(url.pathname);
			if (hit) return hit;
			return fetch(request);
		})()
	);
});
