import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newGame } from './support/app';

test.use({ viewport: { width: 360, height: 640 } });

/** No sideways scrolling, and every control big enough for a thumb (44 px). */
async function expectPhoneFriendly(page: Page, screen: string) {
	const width = await page.evaluate(() => document.documentElement.scrollWidth);
	expect(width, `${screen}: page width`).toBeLessThanOrEqual(360);
	const small = await page.evaluate(() =>
		[...document.querySelectorAll('button, input:not([type=checkbox]):not([type=radio]):not([type=file]), select, nav a, a.button, summary')]
			.filter((el) => (el as HTMLElement).offsetParent !== null && !el.closest('.visually-hidden'))
			.map((el) => ({ el: el.outerHTML.slice(0, 80), h: el.getBoundingClientRect().height }))
			.filter((x) => x.h < 43.5)
	);
	expect(small, `${screen}: controls under 44 px`).toEqual([]);
}

test('home, new game, Counters table and settings fit a 360 px phone', async ({ page }) => {
	await page.goto('/');
	await page.getByText('No games on this device yet.').waitFor();
	await expectPhoneFriendly(page, 'home');
	await page.goto('/new');
	await expectPhoneFriendly(page, 'new game');
	await newGame(page, { players: ['Ana', 'Bo', 'Cy', 'Dee'] });
	await expectPhoneFriendly(page, 'table');
	await page.getByRole('checkbox', { name: 'Phone in the middle' }).check();
	await expectPhoneFriendly(page, 'table, phone in the middle');
	await page.goto('/settings');
	await expectPhoneFriendly(page, 'settings');
});
