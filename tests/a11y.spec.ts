import { test } from './support/fixtures';
import { closeSheet, newGame, openSheet } from './support/app';
import { expectAccessible } from './support/axe';

for (const theme of ['dark', 'light'] as const) {
	test(`every screen passes axe-core in the ${theme} theme`, async ({ page }) => {
		await page.addInitScript((t) => localStorage.setItem('familiar.preferences', JSON.stringify({ theme: t })), theme);
		await page.goto('/');
		await page.getByText('No games on this device yet.').waitFor();
		await expectAccessible(page, 'home (empty)');
		await page.goto('/new');
		await expectAccessible(page, 'new game');
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
	});
}
