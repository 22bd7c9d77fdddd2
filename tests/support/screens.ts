import { expect, type Locator, type Page } from '@playwright/test';

/** The phone every screen is judged on: the smallest common one. */
export const PHONE = { width: 360, height: 640 };

/**
 * The text as large as a phone sets it (Android's largest, 130 %), set on the root, whose usual size
 * is the app's 112.5 % (18 px): 130 % of that, 23.4 px. (A bare '130%' on the root would be 130 % of
 * the browser's 16 px, 20.8 px: only 116 % of the app's size.)
 */
export const LARGE_TEXT = `${1.3 * 112.5}%`;

/** The root's text size: `LARGE_TEXT`, or '' for the app's usual size. */
export const setTextSize = (page: Page, size: string) => page.evaluate((s) => void (document.documentElement.style.fontSize = s), size);


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

/**
 * `cover` (a message) is in view and covers none of `controls`: each is clear of it and is what a
 * tap at its centre reaches (not the message, not a bar).
 */
export async function expectCoversNone(cover: Locator, controls: Locator[], what: string) {
	await expectInView(cover, what);
	const c = (await cover.boundingBox())!;
	for (const control of controls) {
		const name = `${what}: ${control}`;
		await expectInView(control, name);
		const b = (await control.boundingBox())!;
		const apart = b.x >= c.x + c.width || c.x >= b.x + b.width || b.y >= c.y + c.height || c.y >= b.y + b.height;
		expect(apart, `${name}: clear of the message`).toBe(true);
		const reached = await control.evaluate((e) => {
			const r = e.getBoundingClientRect();
			const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
			return !!at && (at === e || e.contains(at) || at.contains(e));
		});
		expect(reached, `${name}: a tap at its centre reaches it`).toBe(true);
	}
}

/**
 * `locator`'s text, clamped to a few lines, is shown whole: no line is cut off with "…" (its lines fit
 * its height; a line clamp cuts below, so its width alone says nothing).
 */
export async function expectUnclamped(locator: Locator, what: string) {
	const cut = await locator.evaluate((e) => e.scrollHeight > e.clientHeight || e.scrollWidth > e.clientWidth);
	expect(cut, `${what}: shown whole, no line cut`).toBe(false);
}

/** `locator`'s text is shown whole: not cut to "…" by its box (its text fits its width). */
export async function expectWhole(locator: Locator, what: string) {
	const cut = await locator.evaluate((e) => e.scrollWidth > e.clientWidth);
	expect(cut, `${what}: shown whole, not cut`).toBe(false);
}
