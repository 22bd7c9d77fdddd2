import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newGame } from './support/app';
import { prepare, tableDice } from './support/serpent';
import { PHONE, shoot, useTheme } from './support/screens';

// Each game's screen at 360x640 with the text as large as a phone sets it (Android's largest: 130 %,
// set on the root as tests/table-frame.spec.ts does): the screen is no wider than the phone, so
// nothing is cut off at its right edge or reached only by scrolling sideways.
test.use({ viewport: PHONE, reducedMotion: 'reduce' });

const LARGE = '130%';

/** No sideways scroll at 130 % text (and at the usual size): the page is the phone's width. */
async function expectFitsWidth(page: Page, what: string) {
	for (const size of [LARGE, '']) {
		await page.evaluate((s) => (document.documentElement.style.fontSize = s), size);
		const wide = await page.evaluate(() => document.scrollingElement!.scrollWidth);
		expect(wide, `${what} (${size || 'usual'} text): no wider than the phone`).toBeLessThanOrEqual(PHONE.width);
	}
}

for (const theme of ['dark', 'light'] as const) {
test(`Serpent's Tongue in large text (${theme}): the set-up and the round's steps fit the phone's width, the section bar whole`, async ({ page }) => {
	await useTheme(page, theme);
	await newGame(page, { game: 'Serpent', players: ['Ana', 'Bo'] });
	await expectFitsWidth(page, 'set-up');
	const sections = page.getByRole('navigation', { name: 'Sections' });
	await page.evaluate((s) => (document.documentElement.style.fontSize = s), LARGE);
	const right = await sections.evaluate((e) => Math.max(...[...e.querySelectorAll('button')].map((b) => b.getBoundingClientRect().right)));
	expect(right, 'large text: "Spell library" inside the screen').toBeLessThanOrEqual(PHONE.width);
	await shoot(page, 'serpent-setup-large-text');
	await page.evaluate(() => (document.documentElement.style.fontSize = ''));

	await tableDice(page, 'Initiative', '7');
	await tableDice(page, 'Initiative', '2 8');
	await expect(page.getByRole('region', { name: 'Prepare Ana' })).toBeVisible();
	await expectFitsWidth(page, 'preparation');
	await prepare(page, 'Ana', ['Fireball']);
	await page.getByRole('region', { name: 'Spell preparation' }).getByRole('button', { name: 'Hand the phone to Bo' }).click();
	await prepare(page, 'Bo', ['Dissolve Tissue']);
	await expect(page.getByTestId('turn')).toHaveText('Bo to act');
	await expectFitsWidth(page, 'action phase');
	await page.evaluate((s) => (document.documentElement.style.fontSize = s), LARGE);
	await shoot(page, 'serpent-action-large-text');
});
}

for (const game of ['Counters', 'Magic Arena', 'ArchMage', 'Brick-wargame', 'Magika']) {
	test(`${game} in large text: its first screen fits the phone's width`, async ({ page }) => {
		await newGame(page, { game: game === 'Counters' ? undefined : game, players: ['Ana', 'Bo'] });
		await expectFitsWidth(page, game);
	});
}
