import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

// Ports: PORT, SIGNALING_PORT, HTTPS_PORT and HARNESS_PORT when set, else free ones picked now (so the
// tests run beside a running `npm start`). They go into the environment, which the test workers inherit.
const unset = (['PORT', 'SIGNALING_PORT', 'HTTPS_PORT', 'HARNESS_PORT'] as const).filter((k) => !process.env[k]);
if (unset.length > 0) {
	const free = execFileSync(process.execPath, ['scripts/freePorts.mjs', String(unset.length)], { encoding: 'utf8' }).trim().split('\n');
	unset.forEach((k, i) => (process.env[k] = free[i]));
}
const port = Number(process.env.PORT);
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
	webServer: [
		{
			command: `node scripts/serve.mjs`,
			// The LAN server listens on loopback only and announces the name tests/lan.spec.ts maps there.
			env: {
				PORT: String(port),
				SIGNALING_PORT: process.env.SIGNALING_PORT,
				HTTPS_PORT: process.env.HTTPS_PORT,
				HTTPS_HOST: '127.0.0.1',
				LAN_HOSTS: 'familiar.test',
				CERT_DIR: 'test-results/.certificate',
				BUILD_DIR: process.env.BUILD_DIR ?? 'build'
			},
			url: `http://localhost:${port}`,
			reuseExistingServer: false,
			timeout: 30_000
		},
		{
			// The Magika screens' harness, built once for the whole run (tests/support/harness.ts).
			command: `node bench/magika/serve.mjs`,
			env: { HARNESS_PORT: process.env.HARNESS_PORT! },
			url: `http://127.0.0.1:${process.env.HARNESS_PORT}/index.html`,
			reuseExistingServer: false,
			timeout: 120_000
		}
	]
});
