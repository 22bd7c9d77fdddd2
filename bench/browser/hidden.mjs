// The hidden protocol in Chromium (bench/browser/hiddenPage.ts runs on a bare page, no app needed):
//   hidden_turn_crypto_ms  the GM opens 13 inputs, seals 13 reports and signs the turn (target ≤ 60)
//   gm_reopen_ms_30t       the GM's phone reopens a 30-turn, 13-seat Magika game (target ≤ 400)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { launch, serve } from './_support.mjs';

export default async function hiddenBrowserBench({ root }) {
	const dir = mkdtempSync(join(tmpdir(), 'hidden-bench-'));
	try {
		await build({ entryPoints: [join(root, 'bench/browser/hiddenPage.ts')], bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', outfile: join(dir, 'bench.js'), logLevel: 'warning' });
		writeFileSync(join(dir, 'index.html'), '<!doctype html><meta charset="utf-8"><title>hidden bench</title>');
		const server = await serve(dir);
		const browser = await launch();
		try {
			const page = await browser.newPage();
			await page.goto(`${server.url}/index.html`);
			return await page.evaluate(async () => (await import('/bench.js')).hiddenBench());
		} finally {
			await browser.close();
			await server.close();
		}
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}
