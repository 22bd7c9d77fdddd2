import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { closeSheet, newGame, openSheet } from './support/app';
import { expectAccessible } from './support/axe';
import { textContrast } from './support/contrast';

/** Brick: a wizard knowing `spell` joins `army`, through the unit builder's sheet (checked by axe on the way). */
async function muster(page: Page, army: string, name: string, spell: string, check: boolean) {
	await page.getByRole('button', { name: `Add a unit to ${army}'s army` }).click();
	const builder = page.getByRole('form', { name: 'Add a unit' });
	await builder.getByLabel('Name').fill(name);
	await builder.getByRole('searchbox', { name: 'Find a spell' }).fill(spell);
	await builder.getByRole('checkbox', { name: new RegExp(`^${spell}`) }).check();
	if (check) await expectAccessible(page, 'Brick: the unit builder sheet');
	await builder.getByRole('button', { name: 'Add to the army' }).click();
	await expect(builder).toBeHidden();
}

for (const theme of ['dark', 'light'] as const) {
	test(`every screen passes axe-core in the ${theme} theme`, async ({ page }) => {
		await page.addInitScript((t) => localStorage.setItem('familiar.preferences', JSON.stringify({ theme: t })), theme);
		await page.goto('/');
		await page.getByText('No games on this device yet.').waitFor();
		await expectAccessible(page, 'home (empty)');
		await page.goto('/join');
		await page.getByRole('heading', { name: 'Connect without internet' }).waitFor();
		await expectAccessible(page, 'join a game');
		await page.goto('/new');
		await expectAccessible(page, 'new game');
		// the chosen game's radio dot is in the theme's colour (not the browser's blue), and it shows
		const chosen = page.getByRole('radio', { checked: true });
		expect(await chosen.evaluate((r) => getComputedStyle(r).accentColor)).not.toBe('auto');
		expect(await textContrast(chosen, 'accentColor')).toBeGreaterThanOrEqual(3);
		await newGame(page, { players: ['Ana', 'Bo', 'Cy'] });
		await page.getByRole('group', { name: 'Ana Life' }).getByRole('button', { name: /minus 1/ }).click();
		await openSheet(page, 'History');
		await expectAccessible(page, 'table');
		await closeSheet(page);
		await page.getByRole('checkbox', { name: 'Phone in the middle' }).check();
		await expectAccessible(page, 'table, phone in the middle');
		await page.goto('/');
		await page.getByRole('button', { name: /^More for/ }).click();
		await expectAccessible(page, 'home (with a game)');
		await page.goto('/settings');
		await expectAccessible(page, 'settings');

		// Brick's bottom sheets: the unit builder, then a wizard's cast form
		await newGame(page, { game: 'Brick-wargame', players: ['Ana', 'Bo'] });
		await muster(page, 'Ana', 'Merlin', 'Fireball', true);
		await muster(page, 'Bo', 'Morgana', 'Slam', false);
		await page.getByRole('button', { name: 'Start the battle' }).click();
		for (const round of [1, 2]) {
			for (const w of ['Merlin', 'Morgana']) await page.getByRole('listitem', { name: w }).getByRole('button', { name: 'Concentrate' }).click();
			await page.getByRole('button', { name: `End round ${round}` }).click();
		}
		await page.getByRole('listitem', { name: 'Merlin' }).getByRole('button', { name: 'Cast…' }).click();
		await expect(page.getByRole('dialog', { name: 'Merlin casts' })).toBeVisible();
		await expectAccessible(page, 'Brick: the cast form sheet');
	});
}
