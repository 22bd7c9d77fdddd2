import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	compilerOptions: { runes: true },
	kit: {
		// Plain static files: any HTTPS host can serve them. Unknown paths fall back to the app shell.
		adapter: adapter({ pages: 'build', assets: 'build', fallback: 'index.html', strict: true }),
		alias: { $engine: 'engine' },
		serviceWorker: { register: false },
		version: { pollInterval: 0 }
	}
};

export default config;
