// Builds the Magika screens' harness once and serves it on loopback at HARNESS_PORT until stopped: the
// e2e run starts it beside the app (playwright.config.ts webServer), so every spec shares one build
// and opens it at tests/support/harness.ts MAGIKA_HARNESS.
import { createServer } from 'node:http';
import { buildMagikaHarness } from './build.mjs';
import { staticHandler } from '../../scripts/staticServer.mjs';

const port = Number(process.env.HARNESS_PORT ?? 4180);
const dir = await buildMagikaHarness();
createServer(staticHandler(dir)).listen(port, '127.0.0.1', () => console.log(`Magika harness served at http://localhost:${port}`));
