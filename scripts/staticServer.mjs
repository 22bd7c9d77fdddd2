import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.txt': 'text/plain; charset=utf-8',
	'.woff2': 'font/woff2'
};

function fileAt(root, path) {
	const full = normalize(join(root, path));
	if (!full.startsWith(root)) return null;
	try {
		const st = statSync(full);
		if (st.isFile()) return full;
		if (st.isDirectory()) return fileAt(root, join(path, 'index.html'));
	} catch {
		return null;
	}
	return null;
}

/**
 * Serves a built single-page app: files as they are, any other path gets the app shell
 * (index.html), as a static HTTPS host set up for an SPA does. Immutable assets are cached hard;
 * the shell and the service worker never, so a new deploy is seen at once. `headers` go on every
 * answer (the benchmarks make their pages cross-origin isolated with them).
 */
export function serveStatic(dir, port, host = '127.0.0.1', headers = {}) {
	const server = createServer(staticHandler(dir, headers));
	return new Promise((ok) => server.listen(port, host, () => ok(server)));
}

/**
 * The request handler of `serveStatic`, for any HTTP or HTTPS server. `routes` answer their paths
 * with JSON made at each request (the LAN addresses the server announces, for one).
 * @param {string} dir @param {Record<string, string>} [headers] @param {Record<string, () => unknown>} [routes]
 * @returns {import('node:http').RequestListener}
 */
export function staticHandler(dir, headers = {}, routes = {}) {
	const root = resolve(dir);
	return (req, res) => {
		const url = new URL(req.url ?? '/', 'http://x');
		const path = decodeURIComponent(url.pathname);
		const route = Object.hasOwn(routes, path) ? routes[path] : null;
		if (route) {
			res.writeHead(200, { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(route()));
			return;
		}
		const file = fileAt(root, path) ?? fileAt(root, '/index.html');
		if (!file) {
			res.writeHead(404).end('Not found');
			return;
		}
		const immutable = path.startsWith('/_app/immutable/');
		res.writeHead(200, {
			...headers,
			'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
			'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache'
		});
		createReadStream(file).pipe(res);
	};
}
