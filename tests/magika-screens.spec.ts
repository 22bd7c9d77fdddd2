import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';

/**
 * The Magika screens over a seat's reports of a real three-turn contest (the harness of
 * bench/magika, built here): axe on every tab in both themes, each main action in view at 360x640,
 * and the taps a turn takes from the report to sealed.
 */
let site: { url: string; close: () => Promise<unknown> };
/** The bench's harness builder and server, plain JavaScript loaded as it runs (not type-checked here). */
const HARNESS = ['../bench/magika/build.mjs', '../bench/browser/_support.mjs'];
test.beforeAll(async () => {
	const [{ buildMagikaHarness }, { serve }] = await Promise.all(HARNESS.map((m) => import(m)));
	site = await serve(await buildMagikaHarness());
});
test.afterAll(() => site.close());

const TABS = ['Map', 'Mage', 'Turn', 'Intel', 'Standings', 'Messages', 'Orders'];

/** Counts the taps a test makes, so the budget is asserted, not estimated. */
function tapper(page: Page) {
	let taps = 0;
	return {
		tap: async (name: string | RegExp, exact = typeof name === 'string') => {
			taps++;
			await page.getByRole('button', { name, exact }).first().click();
		},
		get count() {
			return taps;
		}
	};
}

const sealed = (page: Page) => page.evaluate(() => window.sealed as { phases: { kind: string; spell?: string }[] }[]);

for (const theme of ['dark', 'light'] as const) {
	test(`every Magika tab passes axe in the ${theme} theme, its main action in view`, async ({ page }) => {
		await page.goto(`${site.url}/index.html?theme=${theme}`);
		for (const tab of TABS) {
			await page.getByRole('button', { name: tab, exact: true }).click();
			await expectAccessible(page, `Magika ${tab}`);
			await page.screenshot({ path: test.info().outputPath(`magika-${tab}-${theme}.png`) });
		}
		await expect(page.getByRole('button', { name: /^Seal/ })).toBeInViewport();
		await page.getByRole('button', { name: 'Phase 3: Rest. Change' }).click();
		await expectAccessible(page, 'Magika phase sheet');
		await page.screenshot({ path: test.info().outputPath(`magika-phase-${theme}.png`) });
		await page.getByRole('button', { name: 'Close' }).click();
		await page.getByRole('button', { name: 'Map', exact: true }).click();
		await expect(page.getByRole('button', { name: 'Centre on me' })).toBeInViewport();
		await page.getByRole('img', { name: /Map of the arena/ }).click({ position: { x: 180, y: 120 } });
		await expectAccessible(page, 'Magika hex sheet');
		await page.screenshot({ path: test.info().outputPath(`magika-hex-${theme}.png`) });
	});
}

test('a standard turn takes at most 6 taps from the report to sealed, a turn with a spell at most 12', async ({ page }) => {
	await page.goto(`${site.url}/index.html`);
	const t = tapper(page);
	await t.tap('Orders');
	await t.tap('Standard turn');
	await t.tap(/^Seal and send/);
	expect((await sealed(page))[0].phases.map((o) => o.kind)).toEqual(['rest', 'move', 'rest', 'move', 'rest']);
	expect(t.count).toBeLessThanOrEqual(6);

	const s = tapper(page);
	await s.tap('Map');
	await s.tap('Orders');
	await s.tap('Standard turn');
	await s.tap('Phase 3: Rest. Change');
	await s.tap(/^Cast Confs \(/);
	await s.tap(/^Cast Confs → /);
	await s.tap(/^Seal again/);
	expect((await sealed(page))[1].phases[2]).toMatchObject({ kind: 'cast', spell: 'Confs', target: expect.any(String) });
	expect(s.count).toBeLessThanOrEqual(12);
	await expect(page.getByRole('status')).toContainText('Sealed');
});
