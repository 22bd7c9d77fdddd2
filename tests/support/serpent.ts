import { expect, type Locator, type Page } from '@playwright/test';

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

/** A new game of one Magi (the Encounters to come are their team's foes), up to its table. */
export async function newCoopGame(page: Page, name: string) {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Serpent/ }).check();
	await page.getByLabel('Teams').selectOption('coop');
	const inputs = page.getByRole('textbox', { name: /^Player \d+ name$/ });
	while ((await inputs.count()) > 1) await page.getByRole('button', { name: /^Remove player/ }).last().click();
	await inputs.nth(0).fill(name);
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
}

/** Adds ability 1 to the card being edited: its name, the boxes `checked` ticked, and one effect. */
export async function addAbility(editor: Locator, name: string, checked: string[]) {
	await editor.getByRole('button', { name: 'Add ability' }).click();
	const ab = editor.getByRole('group', { name: 'Ability 1', exact: true });
	await ab.getByLabel('Ability 1 name').fill(name);
	for (const box of checked) await ab.getByRole('checkbox', { name: box }).check();
	await ab.getByRole('button', { name: 'Add effect' }).click();
}
