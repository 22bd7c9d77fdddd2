import { expect, type Locator, type Page } from '@playwright/test';

/** The phone every screen is judged on: the smallest common one. */
export const PHONE = { width: 360, height: 640 };

/** A screenshot kept as an artifact of the run (test-results/screens/, git-ignored), to be looked at. */
export async function shoot(page: Page, name: string) {
	const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'dark');
	await page.screenshot({ path: `test-results/screens/${theme}/${name}.png` });
}

/** Inside the viewport as it is now, with no scrolling. */
export async function expectInView(locator: Locator, what: string) {
	const box = await locator.boundingBox();
	expect(box, `${what}: on screen`).not.toBeNull();
	expect(box!.y, `${what}: top inside the screen`).toBeGreaterThanOrEqual(0);
	expect(box!.x, `${what}: left inside the screen`).toBeGreaterThanOrEqual(0);
	expect(box!.y + box!.height, `${what}: bottom inside the screen`).toBeLessThanOrEqual(PHONE.height + 0.5);
	expect(box!.x + box!.width, `${what}: right inside the screen`).toBeLessThanOrEqual(PHONE.width + 0.5);
}

/** The table's own bar (and anything above the game) takes at most a quarter of the screen. */
export async function expectSmallChrome(page: Page, what: string) {
	await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
	const bottom = await page.evaluate(() => document.querySelector('header.top')!.getBoundingClientRect().bottom);
	expect(bottom, `${what}: chrome above the game`).toBeLessThanOrEqual(PHONE.height / 4);
	expect(await page.evaluate(() => window.scrollY), `${what}: not scrolled`).toBe(0);
}

/** Starts every test page in one theme. */
export async function useTheme(page: Page, theme: 'dark' | 'light') {
	await page.addInitScript((t) => {
		const prefs = JSON.parse(localStorage.getItem('familiar.preferences') ?? '{}');
		localStorage.setItem('familiar.preferences', JSON.stringify({ ...prefs, theme: t, haptics: false, wakeLock: false }));
	}, theme);
}
