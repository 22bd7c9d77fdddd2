import { availableParallelism } from 'node:os';
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

/** The chunk a module is kept in apart from the small-chunk merging, if any. */
function ownChunk(id: string): string | undefined {
	if (id.endsWith('/src/lib/games/archmage/rosterRows.ts')) return 'roster-rows';
	if (/\/engine\/core\/(apply|moves|describe|rejections|types)\.ts$/.test(id)) return 'engine-core';
	if (/\/engine\/([a-z]+\/)?about\.ts$/.test(id)) return 'engine-about';
	return undefined;
}

export default defineConfig({
	plugins: [sveltekit()],
	// Small shared chunks are merged into their neighbours: every module is one more request (through
	// the service worker) before the home screen can start, and a dozen of them were under 1 kB.
	// Code that must not be merged into what the home screen loads is a chunk of its own (e2e
	// archmage.spec, the first_load_js_kb_gz bench): ArchMage's roster rows, shared by its table and the
	// backup, and the rules core every game shares (dispatch, move table, rejections), which merged
	// into a chunk of the app's entry would load with the home screen, which runs no rules. The games'
	// names, sentences and options for the new-game screen (engine/about.ts) likewise: merged into the
	// protocols' chunk they made the home screen load both (first_load_js_kb_gz 49.7 → 71).
	build: { rollupOptions: { output: { experimentalMinChunkSize: 8_000, manualChunks: ownChunk } } },
	preview: { port: 4173, strictPort: true },
	test: {
		include: ['engine/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'node',
		// Property tests run thousands of cases; on a busy 2-core machine they need more than 5 s.
		testTimeout: 60_000,
		// A test file on every core: Vitest's default keeps one core for itself, which on CI's two
		// cores runs the files one at a time while its own process mostly waits.
		maxWorkers: availableParallelism()
	}
});
