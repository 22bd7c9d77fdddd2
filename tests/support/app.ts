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

/**
 * Waits until the service worker controls the page and has precached the app. A page that was
 * still loading while the worker activated can be missed by its `clients.claim()` (the spec claims
 * only documents ready by then), and stays uncontrolled; a reload then loads it through the worker.
 */
export async function waitForOffline(page: Page) {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	const controlled = () => page.evaluate(() => !!navigator.serviceWorker.controller);
	if (!(await expect.poll(controlled, { timeout: 3_000 }).toBe(true).then(() => true, () => false))) {
		await page.reload();
		await expect.poll(controlled).toBe(true);
	}
}
