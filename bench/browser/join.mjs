// A phone joining a long game (two browser contexts over a local signaling server):
//   join_ms_10k            from opening the invite of a 10,000-move signed Counters game on a new
//                          phone until its screen shows the game's final state
//   join_verified_ms_10k   from the same moment until every signature of the game is checked
// Phone A makes the game itself, move by move as a player would (every move signed by its key, in
// whatever form the app signs), then shows its invite; each sample is a new phone (a new context:
// nothing stored, nothing cached) opening that link. Times are the joining page's own clock,
// stamped by a MutationObserver on the DOM change that shows each state.
import { join } from 'node:path';
import { startSignaling } from '../../scripts/signaling.mjs';
import { inviteOf, launch, median, openMenuItem, phone, serve } from './_support.mjs';

const MOVES = 10_000;
const SAMPLES = 5;
const LIFE = '[data-testid="value-Player 1-life"]';

/** Taps Player 1's Life +1 `n` times on `page` (a Counters table), then waits for the screen to show all of them. */
export async function makeMoves(page, n) {
	const expected = String(20 + n);
	const plus = '[role="group"][aria-label="Player 1 Life"] button[aria-label^="Life plus 1"]';
	await page.waitForSelector(plus);
	await page.evaluate(async ([sel, n]) => {
		const plus = document.querySelector(sel);
		for (let i = 0; i < n; i++) {
			plus.click();
			// let signing and saving keep up, as between a player's taps
			if (i % 50 === 49) await new Promise((ok) => setTimeout(ok, 0));
		}
	}, [plus, n]);
	await page.waitForFunction(([sel, v]) => document.querySelector(sel)?.textContent?.trim() === v, [LIFE, expected], { timeout: 300_000, polling: 500 });
	return expected;
}

/** A new Counters game on `a` with `moves` moves by this phone; returns its invite link and the life it ends on. */
export async function longGame(a, moves) {
	await a.page.goto(new URL('/new', a.page.url()).href);
	await a.page.getByRole('button', { name: 'Start the game' }).dispatchEvent('click');
	await a.page.waitForURL(/\/table\//);
	const life = await makeMoves(a.page, moves);
	const link = await inviteOf(a.page, a.page.url());
	return { link, life };
}

/** One new phone opening `link`: ms until it shows `life`, and until it has checked every signature. */
async function joinOnce(browser, url, signaling, link, life) {
	const b = await phone(browser, url, signaling, 'B');
	try {
		await b.context.addInitScript(
			([sel, v]) => {
				new MutationObserver((_, watch) => {
					if (document.querySelector(sel)?.textContent?.trim() === v) {
						window.__shown = performance.now();
						watch.disconnect();
					}
				}).observe(document, { subtree: true, childList: true, characterData: true });
			},
			[LIFE, life]
		);
		await b.page.goto(link);
		await b.page.waitForFunction(() => window.__shown !== undefined, null, { timeout: 120_000 });
		const shown = await b.page.evaluate(() => window.__shown);
		// Every signature checked: the fair-play panel shows no "Checking n signatures…".
		await openMenuItem(b.page, 'Check fairness');
		const verified = await b.page.evaluate(
			() =>
				new Promise((ok) => {
					const done = () => {
						const panel = document.querySelector('section[aria-label="Fair play"]');
						return panel && !/Checking \d+ signature/.test(panel.textContent ?? '');
					};
					if (done()) return ok(performance.now());
					new MutationObserver((_, watch) => {
						if (!done()) return;
						watch.disconnect();
						ok(performance.now());
					}).observe(document, { subtree: true, childList: true, characterData: true });
				})
		);
		return { shown, verified };
	} finally {
		await b.context.close();
	}
}

export default async function run({ root }) {
	const app = await serve(join(root, process.env.BUILD_DIR ?? 'build'));
	const signaling = await startSignaling({ port: 0 });
	const ws = `ws://localhost:${signaling.port}`;
	const browser = await launch();
	try {
		const a = await phone(browser, app.url, ws, 'A');
		const moves = Number(process.env.JOIN_MOVES ?? MOVES);
		const { link, life } = await longGame(a, moves);
		const shown = [];
		const verified = [];
		for (let i = 0; i < SAMPLES; i++) {
			const t = await joinOnce(browser, app.url, ws, link, life);
			shown.push(t.shown);
			verified.push(t.verified);
		}
		if (process.env.BENCH_VERBOSE) console.error('join ms:', shown.map(Math.round).join(' '), 'verified:', verified.map(Math.round).join(' '));
		await a.context.close();
		return { join_ms_10k: Math.round(median(shown)), join_verified_ms_10k: Math.round(median(verified)) };
	} finally {
		await browser.close();
		await signaling.close();
		await app.close();
	}
}
