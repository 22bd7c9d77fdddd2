import { expect, type Page } from '@playwright/test';

/** A message to this phone's own mage (its letter is in the header), added to the orders on screen. */
export async function messageToSelf(p: Page, text: string) {
	await p.getByRole('button', { name: 'Messages', exact: true }).click();
	const letter = (await p.locator('header', { hasText: 'Magika · Turn' }).textContent())!.match(/\((\w)\)/)![1];
	await p.getByLabel('To').selectOption({ value: letter });
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

/** A player's phone before the start: claims its mage (race and alignment, Figure 1) and seals it to the GM. */
export async function claimMage(p: Page, race: string, align: 'Good' | 'Neutral' | 'Evil') {
	const claim = p.getByRole('region', { name: 'Claim your mage' });
	await expect(claim).toBeVisible({ timeout: 30_000 });
	await claim.getByRole('radio', { name: new RegExp(`^${race}\\b`) }).check();
	await claim.getByRole('radio', { name: align, exact: true }).check();
	await claim.getByRole('button', { name: /^Seal (my choice|again)/ }).click();
	await expect(claim.getByRole('status')).toContainText('Sealed ✓', { timeout: 30_000 });
}

/** The GM's phone before the start: saves the key backup (the QR line, or its keys sealed to a co-GM's phone) and starts the contest. */
export async function startWithBackup(gm: Page, coGm?: string) {
	const setup = gm.getByRole('region', { name: 'Set up the contest' });
	if (coGm) {
		await setup.getByRole('button', { name: 'Co-GM' }).click();
		await setup.getByLabel('Co-game master').selectOption({ label: coGm });
		await setup.getByRole('button', { name: 'Name as co-GM' }).click();
		await expect(setup.getByRole('status')).toHaveText('Backup: co-game master named ✓');
	} else {
		await setup.getByRole('button', { name: 'Show QR' }).click();
		await setup.getByRole('button', { name: 'I have saved it' }).click();
	}
	await setup.getByRole('button', { name: 'Start the contest' }).click();
}
