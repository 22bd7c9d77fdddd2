import { expect, type Locator, type Page, type Response } from '@playwright/test';

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
	await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
}

/**
 * Opens a sheet of the table menu ("History", "Check fairness", "Devices at this table", "Invite a
 * phone", "Connect without internet") and returns it; one already open is left as it is.
 */
export async function openSheet(page: Page, title: string) {
	const sheet = page.getByRole('dialog', { name: title, exact: true });
	if (await sheet.isVisible()) return sheet;
	const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
	if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Menu', exact: true }).click();
	await menu.getByRole('button', { name: title }).click();
	await expect(sheet).toBeVisible();
	return sheet;
}

/** A menu action that opens no sheet (Redo, Export this game). */
export async function fromMenu(page: Page, item: string) {
	const menu = page.getByRole('dialog', { name: 'Menu', exact: true });
	if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Menu', exact: true }).click();
	await menu.getByRole('button', { name: item }).click();
}

/** Closes the open sheet, if any, to get back to the game. */
export async function closeSheet(page: Page) {
	const open = page.locator('dialog[open]');
	if (await open.count()) await open.getByRole('button', { name: 'Close', exact: true }).click();
	await expect(open).toHaveCount(0);
}

/** Waits until the service worker controls the page and has precached the app. */
export async function waitForOffline(page: Page) {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
	await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** The scripts `page` fetches while `act` runs and until `shown` is on screen and the network rests. */
export async function scriptsWhile(page: Page, act: () => Promise<unknown>, shown: Locator): Promise<string[]> {
	const bodies: Promise<string>[] = [];
	const keep = (r: Response) => void (r.url().endsWith('.js') && bodies.push(r.text()));
	page.on('response', keep);
	await act();
	await expect(shown).toBeVisible();
	await page.waitForLoadState('networkidle');
	page.off('response', keep);
	return Promise.all(bodies);
}

/** The scripts the home screen loads: it is opened, `shown` is waited for, then the network's rest. */
export async function homeScripts(page: Page, shown: Locator): Promise<string[]> {
	const bodies: Promise<string>[] = [];
	const keep = (r: Response) => void (r.url().endsWith('.js') && bodies.push(r.text()));
	page.on('response', keep);
	await page.goto('/');
	await expect(shown).toBeVisible();
	await page.waitForLoadState('networkidle');
	page.off('response', keep);
	const scripts = await Promise.all(bodies);
	expect(scripts.length).toBeGreaterThan(0);
	return scripts;
}
