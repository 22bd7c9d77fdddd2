import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

// BUILD_DIR and KIT_OUT let several builds live side by side (parallel work, benchmarks).
const buildDir = process.env.BUILD_DIR ?? 'build';
// BASE_PATH serves the app from a folder of its host, e.g. "/familiar" on GitHub Pages
// (https://<user>.github.io/familiar/); empty at the root of a host (npm start, Netlify, a domain).
const basePath = process.env.BASE_PATH ?? '';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: { runes: true },
	kit: {
		// Plain static files: any HTTPS host can serve them. Unknown paths fall back to the app shell,
		// index.html, which is the home page prerendered with ssr off (src/routes/+page.ts): a shell
		// for every path, that preloads the home screen. No separate fallback file: it would
		// overwrite that index.html. (strict would ask for one, as the other routes are not
		// prerendered.)
		adapter: adapter({ pages: buildDir, assets: buildDir, strict: false }),
		outDir: process.env.KIT_OUT ?? '.svelte-kit',
		alias: { $engine: 'engine' },
		// The shell is served for every path (/table/…): its asset paths must not be relative to it.
		paths: { base: basePath, relative: false },
		serviceWorker: { register: false },
		version: { pollInterval: 0 }
	}
};

export default config;
