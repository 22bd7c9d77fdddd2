import { expect, type Page } from '@playwright/test';

/** Creates a game through the New game screen and waits for its table. */
export async function newGame(page: Page, opts: { game?: string; players?: string[]; title?: string } = {}, base = '') {
	await page.goto(base + '/new');
	if (opts.game) await page.getByRole('radio', { name: new RegExp(opts.game) }).check();
	if (opts.players) {
		const inputs = page.getByRole('textbox', { name: /^Player \d+ name$/ });
		while ((await inputs.count()) < opts.players.length) await page.getByRole('button', { name: 'Add a player' }).click();
		while ((await inputs.count()) > opts.players.length) await page.getByRole('button', { name: /^Remove player/ }).last().click();
		for (let i = 0; i < opts.players.length; i++) await inputs.nth(i).fill(opts.players[i]);
	}
	if (opts.title) await page.getByLabel('Name of this game (optional)').fill(opts.title);
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/table\//);
	await expect(page.getByRole('toolbar', { name: 'Game' })).toBeVisible();
}

/** Waits until the service worker controls the page and has precached the app. */
export async function waitForOffline(page: Page) {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}
