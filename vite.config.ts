import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [sveltekit()],
	preview: { port: 4173, strictPort: true },
	test: {
		include: ['engine/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'node',
		// Property tests run thousands of cases; on a busy 2-core machine they need more than 5 s.
		testTimeout: 60_000
	}
});
