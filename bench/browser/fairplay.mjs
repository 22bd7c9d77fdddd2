// Fair dice between two phones (two browser contexts) over a local signaling server:
//   dice_roll_ms_p50, dice_roll_ms_p95   from the tap on "Roll fairly" on A until A's page shows the
//                                        result: A's opening with its commitment, B's reveal (the last
//                                        to commit reveals at once), A's reveal: one round trip, every
//                                        event signed and checked (bench/diagnose/rollWire.mjs splits it)
// The target is at most 3 × sync_p50_ms (bench/browser/sync.mjs: one move from one phone to the other).
import { join } from 'node:path';
import { startSignaling } from '../../scripts/signaling.mjs';
import { launch, median, openMenuItem, percentile, serve, tableOfTwo } from './_support.mjs';

const SAMPLES = 40;
const WARMUP = 3;

/**
 * Two phones at a Counters table, each holding a seat, A's "Check fairness" sheet open: `roll()` taps
 * A's "Roll fairly" and resolves, once A's page shows the result, with the ms it took and the moments
 * of the tap and of the result (performance.timeOrigin + now, comparable between the pages).
 * `init`: a script of the harness for every page (bench/diagnose).
 */
export async function rollingTable(browser, url, signaling, init) {
	const { a, b } = await tableOfTwo(browser, url, signaling, 'Play as Player 2', init);
	// B's first move gets B's phone its seat (asked for, handed over by A's phone)
	await b.page.getByRole('group', { name: 'Player 2 Life' }).getByRole('button', { name: /plus 1/ }).dispatchEvent('click');
	await openMenuItem(a.page, 'Check fairness');
	await a.page.getByTestId('holder-Player 2').filter({ hasText: 'another device' }).waitFor({ timeout: 30_000 });
	await a.page.getByRole('button', { name: 'Roll fairly' }).waitFor();
	const roll = () =>
		a.page.evaluate(
			() =>
				new Promise((ok, fail) => {
					const shown = () => document.querySelector('[data-testid="fair-roll"]')?.getAttribute('data-round') ?? '';
					const before = shown();
					const button = [...document.querySelectorAll('button')].find((x) => x.textContent.trim() === 'Roll fairly');
					const t0 = performance.now();
					const observer = new MutationObserver(() => {
						if (shown() && shown() !== before) {
							const t1 = performance.now();
							observer.disconnect();
							ok({ ms: t1 - t0, tapped: performance.timeOrigin + t0, shown: performance.timeOrigin + t1 });
						}
					});
					observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
					setTimeout(() => fail(new Error('no result after 15 s')), 15_000);
					button.click();
				})
		);
	const close = async () => {
		await a.context.close();
		await b.context.close();
	};
	return { a, b, roll, close };
}

async function measure(browser, url, signaling) {
	const table = await rollingTable(browser, url, signaling);
	try {
		const times = [];
		for (let i = 0; i < SAMPLES + WARMUP; i++) {
			const { ms } = await table.roll();
			if (i >= WARMUP) times.push(ms);
		}
		return times;
	} finally {
		await table.close();
	}
}

const round = (x) => Math.round(x * 100) / 100;

export default async function run({ root }) {
	const app = await serve(join(root, process.env.BUILD_DIR ?? 'build'));
	const signaling = await startSignaling({ port: 0 });
	const browser = await launch();
	try {
		const times = await measure(browser, app.url, `ws://localhost:${signaling.port}`);
		return { dice_roll_ms_p50: round(median(times)), dice_roll_ms_p95: round(percentile(times, 95)) };
	} finally {
		await browser.close();
		await signaling.close();
		await app.close();
	}
}
