import { expect, test } from './support/fixtures';
import { homeScripts, newGame, openSheet } from './support/app';

test('rename, duplicate, delete with undo', async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'], title: 'Duel one' });
	await page.getByRole('group', { name: 'Ana Life' }).getByRole('button', { name: /minus 1/ }).click();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
	await page.goto('/');
	const list = page.getByRole('list', { name: 'Games on this device' });
	await expect(list.getByRole('listitem')).toHaveCount(1);

	await page.getByRole('button', { name: 'More for Duel one' }).click();
	await page.getByRole('button', { name: 'Rename' }).click();
	await page.getByLabel('New name').fill('Grudge match');
	await page.getByRole('button', { name: 'Save' }).click();
	await expect(list).toContainText('Grudge match');
	await expect(list).not.toContainText('Duel one');

	await page.getByRole('button', { name: 'More for Grudge match' }).click();
	await page.getByRole('button', { name: 'Duplicate' }).click();
	await expect(list.getByRole('listitem')).toHaveCount(2);
	await list.getByRole('link', { name: /Grudge match \(copy\)/ }).click();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
	await openSheet(page, 'History');
	await expect(page.getByRole('region', { name: 'History' })).toContainText('Ana Life −1');

	await page.goto('/');
	await page.getByRole('button', { name: 'More for Grudge match (copy)' }).click();
	await page.getByRole('button', { name: 'Delete' }).click();
	await expect(list.getByRole('listitem')).toHaveCount(1);
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(list.getByRole('listitem')).toHaveCount(2);

	await page.getByRole('button', { name: 'More for Grudge match (copy)' }).click();
	await page.getByRole('button', { name: 'Delete' }).click();
	await expect(list.getByRole('listitem')).toHaveCount(1);
	await page.reload();
	await expect(list.getByRole('listitem')).toHaveCount(1);
	await expect(list).toContainText('Grudge match');
});

test("a card names its game once: under a title of the game's own name, only the players", async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'] });
	await newGame(page, { players: ['Cy', 'Dee'], title: 'Duel one' });
	await page.goto('/');
	const card = (title: string | RegExp) => page.getByRole('list', { name: 'Games on this device' }).getByRole('listitem').filter({ has: page.locator('.title', { hasText: title }) });
	await expect(card(/^Counters, /)).toContainText('Ana, Bo');
	await expect(card(/^Counters, /)).not.toContainText('Counters ·');
	await expect(card('Duel one')).toContainText('Counters · Cy, Dee');
});

test('the most recently played game is listed first', async ({ page }) => {
	await newGame(page, { title: 'Older' });
	await newGame(page, { title: 'Newer' });
	await page.goto('/');
	const titles = page.getByRole('list', { name: 'Games on this device' }).locator('.title');
	await expect(titles).toHaveText(['Newer', 'Older']);
	await page.getByRole('link', { name: /Older/ }).click();
	await page.getByRole('group', { name: 'Player 1 Life' }).getByRole('button', { name: /plus 1/ }).click();
	await expect(page.getByTestId('value-Player 1-life')).toHaveText('21');
	await page.waitForTimeout(500);
	await page.goto('/');
	await expect(titles).toHaveText(['Older', 'Newer']);
});

test('without IndexedDB the player is told and can still play in memory', async ({ page }) => {
	await page.addInitScript(() => {
		Object.defineProperty(window, 'indexedDB', { get: () => undefined });
	});
	await page.goto('/');
	await expect(page.getByRole('alert').filter({ hasText: 'nothing is kept' })).toBeVisible();
	await newGame(page, { players: ['Ana', 'Bo'] });
	await page.getByRole('group', { name: 'Ana Life' }).getByRole('button', { name: /minus 1/ }).click();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
});

test('the home screen loads no rules code', async ({ page }) => {
	// The core's refusal of an unknown move is a sentence only the rules code holds.
	const scripts = await homeScripts(page, page.getByRole('heading', { name: '✦ Familiar' }));
	expect(scripts.filter((js) => js.includes('is not a move of'))).toEqual([]);
});
