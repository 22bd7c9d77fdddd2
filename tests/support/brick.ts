import { type Page } from '@playwright/test';

/** Opens the unit builder of `name`'s army, from that army's own panel. */
export async function addUnitTo(page: Page, name: string) {
	await page.getByRole('button', { name: `Add a unit to ${name}'s army` }).click();
}

/** The wizard `wizard` concentrates this round. */
export async function concentrate(page: Page, wizard: string) {
	await page.getByRole('listitem', { name: wizard }).getByRole('button', { name: 'Concentrate' }).click();
}
