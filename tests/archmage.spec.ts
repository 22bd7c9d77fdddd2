import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';

/** Creates a wizard from a typed birth roll of 5 (+35 Wood), Order of Jupiter, Wood 50 → 57 (18 MP). */
async function createWizard(page: Page, seat: string, name: string) {
	const card = page.getByRole('region', { name: `${seat}: choose a wizard` });
	await card.getByRole('button', { name: 'Create a new wizard' }).click();
	const form = card.getByRole('region', { name: 'New wizard' });
	await form.getByLabel("Wizard's name").fill(name);
	await form.getByLabel('Table die').fill('5');
	await form.getByRole('button', { name: 'Use this roll' }).click();
	await expect(form.getByTestId('birth')).toContainText('+35% Wood');
	await form.getByRole('radio', { name: /Order of Jupiter/ }).check();
	for (let i = 0; i < 7; i++) await form.getByRole('button', { name: 'Raise Wood' }).click();
	await expect(form.getByTestId('buy-wood')).toHaveText('57');
	await expect(form).toContainText('17 MP left · 18 of at least 18 in Wood');
	if (seat === 'Ann') await expectAccessible(page, 'ArchMage wizard creation');
	await form.getByRole('button', { name: 'Create the wizard' }).click();
}

/** Announces a spell (or no counterspell) and, for a spell, types the roll of a table die. */
async function cast(move: Locator, spell: RegExp | 'none', roll?: number) {
	if (spell === 'none') {
		await move.getByRole('button', { name: /^No counterspell/ }).click();
		return;
	}
	await move.getByRole('button', { name: spell }).first().click();
	if (roll !== undefined) {
		await move.getByLabel('Table die').fill(String(roll));
		await move.getByRole('button', { name: 'Use this roll' }).click();
	}
}

test('create two wizards, fight a duel to subdual on one phone, ranks updated afterwards', async ({ page }) => {
	await page.goto('/new');
	await page.getByRole('radio', { name: /ArchMage/ }).check();
	await page.getByLabel('First spell').selectOption('first-seat');
	const inputs = page.getByRole('textbox', { name: /^Player \d+ name$/ });
	await inputs.nth(0).fill('Ann');
	await inputs.nth(1).fill('Bo');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/\/table\//);

	await createWizard(page, 'Ann', 'Merla');
	await createWizard(page, 'Bo', 'Oswin');
	await expect(page.getByRole('region', { name: 'Merla' })).toBeVisible();
	await expect(page.getByTestId('score-0-wood')).toHaveText('57');

	const move = page.getByRole('region', { name: 'Your move' });
	// Merla: Woodpower, 15 on Wood 57 (Jupiter's element: the mulligan is offered), eats Oswin's Earth 15
	await cast(move, /^Woodpower/, 15);
	await expect(move.getByTestId('roll-result')).toContainText('rolled 15 against Wood 57: success');
	await move.getByRole('button', { name: 'Keep the roll' }).click();
	await expect(move).toContainText('Oswin, announce a counterspell');
	await cast(move, 'none');
	await expect(page.getByTestId('score-1-earth')).toHaveText('0');
	// Oswin: Woodpower fails on 99, kept; Merla casts no counterspell
	await cast(move, /^Woodpower/, 99);
	await move.getByRole('button', { name: 'Keep the roll' }).click();
	await cast(move, 'none');
	await expectAccessible(page, 'ArchMage duel');
	// Merla: Waterpower, 15 on Water 15, quenches Oswin's Fire 15: two scores at 0
	await cast(move, /^Waterpower/, 15);
	await cast(move, 'none');
	await expect(page.getByTestId('score-1-fire')).toHaveText('0');

	const result = page.getByRole('region', { name: 'Result' });
	await expect(result).toContainText('Merla wins to subdual');
	await expect(result.getByTestId('rank-change')).toHaveText('Ranks (acolyte table): Merla +2, Oswin +1.');
	await expect(page.getByTestId('duel-log')).toContainText('Merla rolls 15 against Water 15: success.');
	await result.getByRole('button', { name: 'Record in the roster' }).click();
	await expect(result.getByRole('button', { name: 'Recorded in the roster' })).toBeDisabled();

	await page.getByText(/^Wizards on this device/).click();
	await expect(page.getByTestId('roster-Merla').getByTestId('rank')).toHaveText('Rank 32');
	await expect(page.getByTestId('roster-Oswin').getByTestId('rank')).toHaveText('Rank 31');
	await expect(page.getByTestId('roster-Merla')).toContainText('160 MP (27 to spend)');
	await expect(page.getByTestId('roster-Merla')).toContainText('duels 1–0');
	await expectAccessible(page, 'ArchMage result and roster');

	await page.reload();
	await expect(page.getByRole('region', { name: 'Result' }).getByRole('button', { name: 'Recorded in the roster' })).toBeDisabled();
	await page.getByText(/^Wizards on this device/).click();
	await expect(page.getByTestId('roster-Merla').getByTestId('rank')).toHaveText('Rank 32');
	// the 27 MP buy Water 15 → 16 for 1 MP
	await page.getByRole('button', { name: "Raise Merla's Water for 1 MP" }).click();
	await expect(page.getByTestId('roster-Merla')).toContainText('(26 to spend)');
});
