import { expect, type Page } from '@playwright/test';

/** The square `name` (e.g. "C3") of the Magic Arena board. */
export const square = (page: Page, name: string) => page.locator(`[data-square="${name}"]`).first();

/** On the pass-and-play cover, takes the phone as `name`. */
export async function takePhone(page: Page, name: string) {
	await page.getByRole('button', { name: new RegExp(`^I am ${name}`) }).first().click();
}

/** Takes the phone as `name`, picks the magic `type`, places the wizard on `at` and seals it. */
export async function placeAs(page: Page, name: string, type: string, at: string) {
	await takePhone(page, name);
	await page.getByRole('group', { name: 'Magic type' }).getByRole('button', { name: new RegExp(type) }).click();
	await square(page, at).click();
	await page.getByRole('button', { name: /^Seal my start/ }).click();
}

/** Gives orders through the notation field of the order builder, checks them, seals them. */
export async function ordersAs(page: Page, name: string, notation: string) {
	await takePhone(page, name);
	await expect(page.getByRole('region', { name: 'Your orders' })).toContainText(`${name}: orders`);
	await page.getByText('Type orders in notation').click();
	await page.getByLabel('Orders in notation').fill(notation);
	await page.getByRole('button', { name: 'Read' }).click();
	await expect(page.getByTestId('order-notation')).toHaveText(notation);
	await page.getByRole('button', { name: /^Seal orders/ }).click();
}

/** Steps through the turn's replay to its end and closes it. */
export async function finishReplay(page: Page) {
	const replay = page.getByRole('region', { name: /replay/ });
	await expect(replay).toBeVisible();
	while (await page.getByRole('button', { name: 'Next ▶' }).isVisible()) await page.getByRole('button', { name: 'Next ▶' }).click();
	await page.getByRole('button', { name: 'Done' }).click();
}
