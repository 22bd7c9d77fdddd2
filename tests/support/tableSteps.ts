import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectInView, expectSmallChrome, PHONE, shoot, useTheme } from './screens';

/**
 * The table-steps specs (tests/table-steps-<game>.spec.ts): each main step of a game, not only its
 * first, has its main action on the first screen at 360x640 with at most a quarter of it above the
 * game; every screen kept in both themes.
 */

/** Runs `tests` at 360x640 with reduced motion, once in each theme (a describe per theme), each page started in it. */
export function inBothThemes(tests: (theme: 'dark' | 'light') => void) {
	test.use({ viewport: PHONE, reducedMotion: 'reduce' });
	for (const theme of ['dark', 'light'] as const) {
		test.describe(theme, () => {
			test.beforeEach(async ({ page }) => useTheme(page, theme));
			tests(theme);
		});
	}
}

/**
 * The step fits: as the step begins (scrolled to the top: a tap on a square below may have
 * scrolled the page), small chrome, the main action in view, a screenshot of it kept. A step
 * reached by a tap further down (`where: 'as left'`) is judged where that tap left the page.
 */
export async function step(page: Page, name: string, main: Locator, what: string, where: 'top' | 'as left' = 'top') {
	await expect(main).toBeVisible();
	if (where === 'top') await page.evaluate(() => window.scrollTo(0, 0));
	await shoot(page, name);
	if (where === 'top') await expectSmallChrome(page, name);
	await expectInView(main, `${name}: ${what}`);
}

/** A refused move: the rules' reason is in view, next to the control that asked for it, and read out. */
export async function expectRefusalBeside(page: Page, control: Locator, reason: string | RegExp) {
	const note = page.getByTestId('refusal');
	await expect(note).toHaveRole('alert');
	await expect(note).toContainText(reason);
	await expectInView(note, 'the refusal');
	await expectInView(control, 'the refused control');
	const n = (await note.boundingBox())!;
	const c = (await control.boundingBox())!;
	const gap = Math.max(n.y - (c.y + c.height), c.y - (n.y + n.height));
	expect(gap, 'the refusal sits just above or below its control').toBeLessThanOrEqual(12);
	expect(n.x < c.x + c.width && c.x < n.x + n.width, 'the refusal overlaps its control horizontally').toBe(true);
}
