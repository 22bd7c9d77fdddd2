// The Magika chunk (issue 34: at most 70 KB gzipped), as two figures (docs/design-notes.md, "The
// Magika table's scripts"). A game is made on a phone, then the home screen is loaded afresh and its
// card tapped: every script fetched after the home page had settled is the table's.
// - magika_chunk_kb_gz: what a Magika table loads that a Counters table, opened the same way, does
//   not: the code that exists for Magika (its rules, its screens) and for the hidden protocol where
//   only a hidden game loads it. The figure.
// - magika_table_kb_gz: everything a Magika table loads beyond the home page, the table's shared
//   code (sync, fair play, the fold, the store) included.
// BENCH_VERBOSE lists the scripts by size, each marked magika (its own) or table (shared).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, serve } from './_support.mjs';

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Makes a game of `game` (its radio's name) on `context`; returns its title on the home screen. */
async function makeGame(context, url, game, title) {
	const page = await context.newPage();
	await page.goto(url + '/new');
	await page.getByRole('radio', { name: new RegExp(game) }).check();
	await page.getByLabel('Name of this game (optional)').fill(title);
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.waitForURL(/\/table\//);
	await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
	await page.close();
}

/** The scripts a table of the game titled `title` loads once the home page has settled, until `shown` is on screen: path → gzipped bytes. */
async function tableScripts(context, url, dir, title, shown) {
	const page = await context.newPage();
	await page.goto(url + '/');
	await page.waitForSelector('html[data-ready]');
	await page.waitForLoadState('networkidle');
	const scripts = new Map();
	page.on('response', (r) => {
		const path = new URL(r.url()).pathname;
		if (path.endsWith('.js') && !path.endsWith('service-worker.js')) scripts.set(path, gzipSync(readFileSync(join(dir, path))).byteLength);
	});
	await page.getByRole('link', { name: new RegExp(title) }).click();
	await page.locator(shown).first().waitFor({ timeout: 60_000 });
	await page.waitForLoadState('networkidle');
	await page.close();
	return scripts;
}

const total = (scripts) => [...scripts.values()].reduce((a, b) => a + b, 0);

export default async function run({ root }) {
	const dir = join(root, process.env.BUILD_DIR ?? 'build');
	const app = await serve(dir);
	const browser = await launch();
	try {
		// each table in its own context: nothing the one loaded is cached for the other
		const magikaPhone = await browser.newContext();
		await makeGame(magikaPhone, app.url, 'Magika', 'Chunk contest');
		const magika = await tableScripts(magikaPhone, app.url, dir, 'Chunk contest', 'h2:text("You are the game master")');
		const countersPhone = await browser.newContext();
		await makeGame(countersPhone, app.url, 'Counters', 'Chunk counters');
		const counters = await tableScripts(countersPhone, app.url, dir, 'Chunk counters', '[data-testid="value-Player 1-life"]');
		await magikaPhone.close();
		await countersPhone.close();
		const own = new Map([...magika].filter(([path]) => !counters.has(path)));
		if (process.env.BENCH_VERBOSE) {
			for (const [path, bytes] of [...magika].sort((a, b) => b[1] - a[1])) console.error(`${kb(bytes).toFixed(1).padStart(6)} KB ${own.has(path) ? 'magika' : 'table '} ${path}`);
		}
		return { magika_chunk_kb_gz: kb(total(own)), magika_table_kb_gz: kb(total(magika)) };
	} finally {
		await browser.close();
		await app.close();
	}
}
