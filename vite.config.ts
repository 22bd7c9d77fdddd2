import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [sveltekit()],
	// Small shared chunks are merged into their neighbours: every module is one more request (through
	// the service worker) before the home screen can start, and a dozen of them were under 1 kB.
	// ArchMage's roster rows, shared by its table and the backup, are a chunk of their own: merged
	// into a small neighbour, they would load with the home screen (e2e archmage.spec).
	build: { rollupOptions: { output: { experimentalMinChunkSize: 8_000, manualChunks: (id) => (id.endsWith('/src/lib/games/archmage/rosterRows.ts') ? 'roster-rows' : undefined) } } },
	preview: { port: 4173, strictPort: true },
	test: {
		include: ['engine/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'node',
		// Property tests run thousands of cases; on a busy 2-core machine they need more than 5 s.
		testTimeout: 60_000
	}
});
