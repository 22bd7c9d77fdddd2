import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PORT ?? 4173);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
	testDir: 'tests',
	testMatch: '**/*.spec.ts',
	fullyParallel: false,
	workers: 1,
	// WebRTC between browser contexts on a busy 2-core machine sometimes misses a timeout: a test gets
	// one more try; failing twice fails the run.
	retries: 1,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: process.env.CI ? [['list']] : [['list']],
	use: {
		baseURL: `http://localhost:${port}`,
		...devices['Pixel 7'],
		browserName: 'chromium',
		launchOptions: {
			executablePath,
			args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run']
		},
		trace: 'off'
	},
	webServer: {
		command: `node scripts/serve.mjs`,
		env: { PORT: String(port), BUILD_DIR: process.env.BUILD_DIR ?? 'build' },
		url: `http://localhost:${port}`,
		reuseExistingServer: false,
		timeout: 30_000
	}
});
