import { build, files, version } from '$service-worker';
const CACHE = `baseline-${version}`;
self.addEventListener('install', (e) => e.waitUntil(caches.open(CACHE).then((c) => c.addAll(['/', ...build, ...files])).then(() => self.skipWaiting())));
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => {
	if (e.request.method !== 'GET') return;
	const url = new URL(e.request.url);
	e.respondWith(caches.open(CACHE).then(async (c) => (e.request.mode === 'navigate' ? await c.match('/') : await c.match(url.pathname)) ?? fetch(e.request)));
});
