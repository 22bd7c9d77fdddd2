// magika_map_render_ms: the Magika map's first render (all 351 hexes, terrain, tokens) from mount to
// the next painted frame, in Chromium at a phone's size, over a seat's reports of a three-turn contest.
// The map is built alone (bench/magika), so the figure is the map's, not the table's around it.
// Also magika_report_open_ms: a tap on the Map tab (from the Orders screen) to its first paint.
import { buildMagikaHarness } from '../magika/build.mjs';
import { launch, median, serve } from './_support.mjs';

const RUNS = 15;
const round = (x) => Math.round(x * 100) / 100;

export default async function () {
	const dir = await buildMagikaHarness();
	const site = await serve(dir);
	const browser = await launch();
	try {
		const page = await browser.newPage({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 2 });
		await page.goto(`${site.url}/index.html?bench=map`);
		const times = await page.evaluate((n) => window.mapRenders(n), RUNS + 2);
		const magika_map_render_ms = round(median(times.slice(2)));
		await page.goto(`${site.url}/index.html`);
		const opens = [];
		for (let i = 0; i < 7; i++) {
			await page.getByRole('button', { name: 'Orders', exact: true }).click();
			await page.getByRole('button', { name: /^Seal/ }).waitFor();
			opens.push(
				await page.evaluate(
					() =>
						new Promise((ok) => {
							const t0 = performance.now();
							const tab = [...document.querySelectorAll('nav button')].find((b) => b.textContent === 'Map');
							tab.click();
							requestAnimationFrame(() => setTimeout(() => ok(performance.now() - t0)));
						})
				)
			);
		}
		return { magika_map_render_ms, magika_report_open_ms: round(median(opens)) };
	} finally {
		await browser.close();
		await site.close();
	}
}
