import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [sveltekit()],
	// Small shared chunks are merged into their neighbours: every module is one more request (through
	// the service worker) before the home screen can start, and a dozen of them were under 1 kB.
	build: { rollupOptions: { output: { experimentalMinChunkSize: 8_000 } } },
	preview: { port: 4173, strictPort: true },
	test: {
		include: ['engine/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'node',
		// Property tests run thousands of cases; on a busy 2-core machine they need more than 5 s.
		testTimeout: 60_000
	}
});
