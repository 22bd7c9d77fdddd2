// Foundation figures measured in Chromium against production builds served on loopback:
// first_load_js_kb_gz, cold_start_ms with baseline_cold_start_ms, open_game_ms_10k.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, median, percentile, serve } from './_support.mjs';

const round = (x) => Math.round(x * 100) / 100;
const range = (xs) => [0, 25, 50, 75, 100].map((p) => round(percentile(xs, p))).join(' / ');

const RUNS = 7;
const COLD_SAMPLES = 40;
const WARMUP = 3;

/** Gzipped size of the JS and CSS the home screen loads. */
async function firstLoad(browser, url, dir) {
	const context = await browser.newContext();
	const page = await context.newPage();
	const assets = new Set();
	page.on('response', (r) => {
		const path = new URL(r.url()).pathname;
		if (/\.(js|css)$/.test(path) && !path.endsWith('service-worker.js')) assets.add(path);
	});
	await page.goto(url + '/');
	await page.waitForSelector('html[data-ready]');
	await page.waitForLoadState('networkidle');
	let bytes = 0;
	for (const path of assets) bytes += gzipSync(readFileSync(join(dir, path))).byteLength;
	await context.close();
	return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * A page that is reloaded offline until it answers a tap: `setup` prepares it (a stored game),
 * it is loaded once online so the service worker takes over, then goes offline. Each `sample()`
 * navigates again, taps `tap` as soon as it is in the document and the app marked itself ready,
 * and gives the milliseconds from the start of the navigation until `answer` is in the document.
 * A MutationObserver installed before any of the page's scripts runs sees both moments in the
 * microtask that follows the DOM change: no frame rounds them (requestAnimationFrame polling
 * rounded both the tap and the answer up to the next frame).
 */
export async function coldStartPage(browser, url, tap, answer, setup = async () => {}) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await setup(page);
	await page.goto(url + '/');
	await page.waitForSelector('html[data-ready]');
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	await page.waitForFunction(() => !!navigator.serviceWorker.controller);
	await context.setOffline(true);
	await page.addInitScript(
		([tapSel, [answerSel, answerText]]) => {
			let tapped = false;
			const watch = new MutationObserver(() => {
				if (!tapped) {
					const el = document.documentElement?.dataset.ready && document.querySelector(tapSel);
					if (!el) return;
					tapped = true;
					el.click();
				}
				if ([...document.querySelectorAll(answerSel)].some((h) => h.textContent?.trim() === answerText)) {
					window.__coldStart = performance.now();
					watch.disconnect();
				}
			});
			watch.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
		},
		[tap, answer]
	);
	return {
		async sample() {
			await page.goto(url + '/');
			await page.waitForFunction(() => window.__coldStart !== undefined, null, { timeout: 10_000 }).catch(async (e) => {
				console.error('cold start stalled on', await page.evaluate(() => document.body.innerText.slice(0, 300)));
				throw e;
			});
			return page.evaluate(() => window.__coldStart);
		},
		close: () => context.close()
	};
}

/**
 * Familiar's home with one game: tap its "More" button until its actions show. (The button is
 * pressed with a click event, as in the other browser benchmarks: Playwright's mouse would stay
 * over the page, and the baseline page never has one.)
 */
export function familiarColdStart(browser, url) {
	const withGame = async (page) => {
		await page.goto(url + '/new');
		await page.getByRole('button', { name: 'Start the game' }).dispatchEvent('click');
		await page.waitForURL(/\/table\//);
	};
	return coldStartPage(browser, url, 'button[aria-label^="More for"]', ['button', 'Rename'], withGame);
}

/** The bare SvelteKit page: tap its button until its heading says so. */
export function baselineColdStart(browser, url) {
	return coldStartPage(browser, url, 'button', ['h1', 'Tapped']);
}

/**
 * Cold start of the app against the bare SvelteKit page, sample by sample (baseline, app, app,
 * baseline, ...): the machine's speed drifts within a minute, and both medians should see the
 * same drift. Returns both lists of milliseconds.
 */
async function coldStarts(app, baseline) {
	const appTimes = [];
	const baselineTimes = [];
	for (let i = 0; i < WARMUP; i++) {
		await baseline.sample();
		await app.sample();
	}
	for (let i = 0; i < COLD_SAMPLES; i++) {
		const pair = i % 2 === 0 ? [baseline, app] : [app, baseline];
		for (const side of pair) (side === app ? appTimes : baselineTimes).push(await side.sample());
	}
	return { appTimes, baselineTimes };
}

/** A Counters game file with `n` events, as an export would hold it. */
function bigGameFile(n) {
	const created = Date.now() - n * 1000;
	const seats = [0, 1, 2, 3].map((i) => ({ id: `s${i}`, name: `P${i + 1}` }));
	const log = [];
	const life = [20, 20, 20, 20];
	for (let i = 0; i < n; i++) {
		const p = (i * 7) % 4;
		const delta = i % 3 ? -1 : 1;
		life[p] += delta;
		log.push({ id: `e${i}`, seat: `s${i % 4}`, kind: 'counters/adjust', data: { player: `s${p}`, counter: 'life', delta }, at: created + i * 1000 });
	}
	const meta = { version: 1, tableId: 'bench10k', game: 'counters', title: 'Bench 10k', options: { life: 20, poison: false }, created };
	const summary = { title: 'Bench 10k', game: 'counters', players: seats.map((s) => s.name), created, updated: created, status: 'playing', events: n };
	return { file: { format: 'familiar/game', version: 1, exported: Date.now(), summary, meta, seats, log }, life };
}

/** Open a stored 10,000-event game from the home screen until its final state is on screen. */
async function openGame(browser, url) {
	const { file, life } = bigGameFile(10_000);
	const path = join(mkdtempSync(join(tmpdir(), 'familiar-bench-')), 'big.json');
	writeFileSync(path, JSON.stringify(file));
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto(url + '/');
	await page.waitForSelector('html[data-ready]');
	await page.getByLabel('Import a game or backup').setInputFiles(path);
	await page.getByRole('link', { name: /Bench 10k/ }).waitFor();
	const times = [];
	for (let i = 0; i < RUNS; i++) {
		await page.goto(url + '/');
		await page.getByRole('link', { name: /Bench 10k/ }).waitFor();
		const ms = await page.evaluate(async (expected) => {
			const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.includes('Bench 10k'));
			const t0 = performance.now();
			link.click();
			return new Promise((ok) => {
				const check = () => {
					const el = document.querySelector('[data-testid="value-P4-life"]');
					if (el && el.textContent === String(expected)) ok(performance.now() - t0);
					else requestAnimationFrame(check);
				};
				check();
			});
		}, life[3]);
		times.push(ms);
	}
	await context.close();
	return Math.round(median(times));
}

/** The bare SvelteKit page of the cold-start comparison, built once; returns its build folder. */
export function baselineBuild(root) {
	const baselineDir = join(root, 'bench/baseline');
	if (!existsSync(join(baselineDir, 'build/index.html'))) {
		execFileSync('npx', ['vite', 'build'], { cwd: baselineDir, stdio: 'ignore' });
	}
	return join(baselineDir, 'build');
}

export default async function run({ root }) {
	const appDir = join(root, process.env.BUILD_DIR ?? 'build');
	const app = await serve(appDir);
	const baseline = await serve(baselineBuild(root));
	const browser = await launch();
	try {
		const first_load_js_kb_gz = await firstLoad(browser, app.url, appDir);
		const appPage = await familiarColdStart(browser, app.url);
		const baselinePage = await baselineColdStart(browser, baseline.url);
		const { appTimes, baselineTimes } = await coldStarts(appPage, baselinePage).finally(async () => {
			await appPage.close();
			await baselinePage.close();
		});
		const cold_start_ms = round(median(appTimes));
		const baseline_cold_start_ms = round(median(baselineTimes));
		if (process.env.BENCH_VERBOSE) console.error('cold start ms, app:', range(appTimes), 'baseline:', range(baselineTimes));
		const open_game_ms_10k = await openGame(browser, app.url);
		return {
			first_load_js_kb_gz,
			cold_start_ms,
			baseline_cold_start_ms,
			cold_start_ratio: round(cold_start_ms / baseline_cold_start_ms),
			open_game_ms_10k
		};
	} finally {
		await browser.close();
		await app.close();
		await baseline.close();
	}
}
