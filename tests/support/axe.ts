import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page, screen: string) {
	const results = await new AxeBuilder({ page }).analyze();
	const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
	const report = bad.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
	expect(report, `${screen}: accessibility violations`).toEqual([]);
}

/**
 * `expectAccessible` on what `page` shows in the dark theme and then the light one, back to dark
 * after; with `shot`, a screenshot of each theme (`<shot>-<theme>.png` in the test's output).
 */
export async function accessibleInBothThemes(page: Page, screen: string, shot?: string) {
	for (const theme of ['dark', 'light'] as const) {
		await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
		await expectAccessible(page, `${screen} (${theme})`);
		if (shot) await page.screenshot({ path: test.info().outputPath(`${shot}-${theme}.png`) });
	}
	await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
}
