// Sync latency between two phones (two browser contexts) over a local signaling server:
//   sync_p50_ms, sync_p95_ms   from a tap on A until B's page shows the new value (200 samples)
//   baseline_sync_p50_ms       a bare Y.Doc over y-webrtc, same browser, same server, no app
// Times are taken in each page as performance.timeOrigin + performance.now() (one machine, one
// clock; both pages cross-origin isolated, for 5 µs timers rather than 100 µs); "shows" is the DOM
// mutation that puts the value on B's screen (the next frame paints it).
// Both pairs are set up first, then measured in turn, one sample each (baseline, app, baseline, ...):
// this machine's speed drifts by tens of percent within a minute, and the ratio of the two medians
// should compare them under the same conditions, not whichever came first. (Blocks of 50 left
// enough drift between blocks to move the ratio by ±0.15 from run to run.)
import { createServer } from 'node:http';
import { join } from 'node:path';
import { build } from 'esbuild';
import { startSignaling } from '../../scripts/signaling.mjs';
import { ISOLATED, launch, median, percentile, serve, tableOfTwo } from './_support.mjs';

const SAMPLES = 200;
const WARMUP = 10;

/** Fails the run when a page has coarse timers: the figures would then not be what they claim. */
async function isolated(page) {
	if (!(await page.evaluate(() => crossOriginIsolated))) throw new Error(`${page.url()} is not cross-origin isolated`);
}

async function connected(page) {
	await page.waitForFunction(() => /Connected to 1 other device/.test(document.querySelector('[data-testid="sync-status"]')?.textContent ?? ''), null, { timeout: 30_000 });
}

/** Two phones at a Counters table; `sample(i)` taps A's "Player 1 Life +1" (or -1) and gives ms until B shows it. */
async function setupApp(browser, url, signaling) {
	const { a, b } = await tableOfTwo(browser, url, signaling, 'Just watch');
	await connected(a.page);
	await connected(b.page);
	await isolated(a.page);
	await isolated(b.page);
	const sel = '[data-testid="value-Player 1-life"]';
	await b.page.evaluate((sel) => {
		const el = document.querySelector(sel);
		window.__seen = new Map();
		new MutationObserver(() => {
			const v = el.textContent.trim();
			if (!window.__seen.has(v)) window.__seen.set(v, performance.timeOrigin + performance.now());
		}).observe(el, { childList: true, characterData: true, subtree: true });
	}, sel);
	let n = 0;
	return {
		async sample() {
			const up = n++ % 2 === 0;
			const expected = String(up ? 21 : 20);
			await b.page.evaluate((v) => window.__seen.delete(v), expected);
			const t0 = await a.page.evaluate((label) => {
				const button = document.querySelector(`[role="group"][aria-label="Player 1 Life"] button[aria-label^="${label}"]`);
				const t = performance.timeOrigin + performance.now();
				button.click();
				return t;
			}, up ? 'Life plus 1' : 'Life minus 1');
			await b.page.waitForFunction((v) => window.__seen.has(v), expected, { polling: 'raf', timeout: 10_000 });
			return (await b.page.evaluate((v) => window.__seen.get(v), expected)) - t0;
		},
		async close() {
			await a.context.close();
			await b.context.close();
		}
	};
}

/** The same exchange with no app: a Y.Map entry set on A, observed on B. */
async function setupBaseline(browser, signaling) {
	const bundle = (
		await build({
			stdin: { contents: "export * as Y from 'yjs'; export { WebrtcProvider } from 'y-webrtc';", resolveDir: process.cwd(), loader: 'js' },
			bundle: true,
			format: 'iife',
			globalName: 'YLib',
			write: false,
			platform: 'browser',
			logLevel: 'silent'
		})
	).outputFiles[0].text;
	const server = createServer((req, res) => {
		if (req.url === '/y.js') res.writeHead(200, { ...ISOLATED, 'Content-Type': 'text/javascript' }).end(bundle);
		else res.writeHead(200, { ...ISOLATED, 'Content-Type': 'text/html' }).end('<!doctype html><title>baseline</title><script src="/y.js"></script>');
	});
	await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
	const url = `http://localhost:${server.address().port}/`;
	const room = `baseline-${Date.now()}`;
	const pages = [];
	const close = async () => {
		for (const p of pages) await p.context.close();
		await new Promise((ok) => server.close(ok));
	};
	try {
		for (let i = 0; i < 2; i++) {
			const context = await browser.newContext();
			const page = await context.newPage();
			await page.goto(url);
			await page.evaluate(
				([room, signaling]) => {
					const { Y, WebrtcProvider } = window.YLib;
					const doc = new Y.Doc();
					const provider = new WebrtcProvider(room, doc, { signaling: [signaling], password: 'baseline-secret', peerOpts: { config: { iceServers: [] } } });
					const map = doc.getMap('m');
					window.__seen = new Map();
					// Stamped when the receiving task's work is done, as the app's DOM mutation is: the
					// earliest a screen could show it.
					map.observe(() => {
						const v = String(map.get('n'));
						if (!window.__seen.has(v)) queueMicrotask(() => window.__seen.set(v, performance.timeOrigin + performance.now()));
					});
					window.__bench = { doc, provider, map };
				},
				[room, signaling]
			);
			pages.push({ context, page });
		}
		const [a, b] = pages.map((p) => p.page);
		await isolated(a);
		await isolated(b);
		for (const p of [a, b]) {
			await p.waitForFunction(() => [...(window.__bench.provider.room?.webrtcConns.values() ?? [])].some((c) => c.connected), null, { timeout: 30_000 });
		}
		let n = 0;
		return {
			async sample() {
				const v = String(n++);
				const t0 = await a.evaluate((v) => {
					const t = performance.timeOrigin + performance.now();
					window.__bench.map.set('n', v);
					return t;
				}, v);
				await b.waitForFunction((v) => window.__seen.has(v), v, { polling: 'raf', timeout: 10_000 });
				return (await b.evaluate((v) => window.__seen.get(v), v)) - t0;
			},
			close
		};
	} catch (err) {
		await close();
		throw err;
	}
}

const round = (x) => Math.round(x * 100) / 100;

export default async function run({ root }) {
	const app = await serve(join(root, process.env.BUILD_DIR ?? 'build'), ISOLATED);
	const signaling = await startSignaling({ port: 0 });
	const url = `ws://localhost:${signaling.port}`;
	const browser = await launch();
	try {
		const bare = await setupBaseline(browser, url);
		const table = await setupApp(browser, app.url, url);
		const baseline = [];
		const times = [];
		try {
			for (let i = 0; i < WARMUP; i++) {
				await bare.sample();
				await table.sample();
			}
			for (let i = 0; i < SAMPLES; i++) {
				baseline.push(await bare.sample());
				times.push(await table.sample());
			}
		} finally {
			await bare.close();
			await table.close();
		}
		return {
			sync_p50_ms: round(median(times)),
			sync_p95_ms: round(percentile(times, 95)),
			baseline_sync_p50_ms: round(median(baseline))
		};
	} finally {
		await browser.close();
		await signaling.close();
		await app.close();
	}
}
