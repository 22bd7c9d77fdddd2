import { type Page } from '@playwright/test';

/** Types the dice rolled on the table into the step's form. */
export async function tableDice(page: Page, region: string, values: string) {
	const r = page.getByRole('region', { name: region });
	await r.getByLabel(/^Table dic?e$/).fill(values);
	await r.getByRole('button', { name: 'Use' }).click();
}

/** A Magi prepares these spells (none: an empty preparation). */
export async function prepare(page: Page, who: string, spells: string[]) {
	const panel = page.getByRole('region', { name: `Prepare ${who}` });
	for (const s of spells) await panel.getByRole('list', { name: 'Spells to prepare' }).getByRole('button', { name: s, exact: true }).click();
	await panel.getByRole('button', { name: /^Prepare \d spells?$/ }).click();
}
