import { expect, type Page } from '@playwright/test';

/** A message to this phone's own mage (its letter is in the header), added to the orders on screen. */
export async function messageToSelf(p: Page, text: string) {
	await p.getByRole('button', { name: 'Messages', exact: true }).click();
	const letter = (await p.locator('header', { hasText: 'Magika · Turn' }).textContent())!.match(/\((\w)\)/)![1];
	await p.getByLabel('To').selectOption({ label: letter });
	await p.getByLabel('Text').fill(text);
	await p.getByRole('button', { name: 'Add message' }).click();
}

/** Counts the taps a test makes, so a budget is asserted, not estimated. */
export function tapper(page: Page) {
	let taps = 0;
	return {
		tap: async (name: string | RegExp) => {
			taps++;
			await page.getByRole('button', { name, exact: typeof name === 'string' }).first().click();
		},
		get count() {
			return taps;
		}
	};
}

/** The standard turn (move on phases 2 and 4, rest otherwise) from the report to sealed; how many taps it took. */
export async function standardTurn(p: Page): Promise<number> {
	const turn = Number((await p.getByText(/^Magika · Turn \d+$/).textContent())!.match(/\d+$/)![0]);
	const t = tapper(p);
	await t.tap('Orders');
	await t.tap('Standard turn');
	await t.tap(/^Seal/);
	// sealed; or, when these were the orders the GM waited for, the turn has already run (or the contest ended)
	const next = p.getByText(`Magika · Turn ${turn + 1}`, { exact: true }).or(p.getByRole('region', { name: 'The end of the contest' }));
	await expect(p.getByRole('status').filter({ hasText: 'Sealed' }).or(next)).toBeVisible({ timeout: 30_000 });
	return t.count;
}
