// Builds the Magika screens' harness (bench/magika/index.html) into bench/tmp/magika: Svelte and the
// project's aliases, nothing of the app around them.
import { build } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

export async function buildMagikaHarness() {
	const outDir = here('../tmp/magika');
	await build({
		root: here('.'),
		configFile: false,
		logLevel: 'warn',
		plugins: [svelte({ configFile: false })],
		resolve: { alias: { $lib: here('../../src/lib'), $engine: here('../../engine') } },
		build: { outDir, emptyOutDir: true }
	});
	return outDir;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^\.\//, ""))) console.log(await buildMagikaHarness());
