import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { closeSheet, newGame } from './support/app';
import { finishReplay, ordersAs, placeAs, square, takePhone } from './support/arena';
import { expectAccessible } from './support/axe';
import { historyLines, inviteLink, join, phone, status } from './support/sync';

test('pass-and-play: placement and three turns, orders hidden behind the cover, replay and history', async ({ page }) => {
	await newGame(page, { game: 'Magic Arena', players: ['Ann', 'Bo'] });
	await expect(page.getByRole('region', { name: 'Pass the phone' })).toContainText('Pass the phone to Ann');
	await expectAccessible(page, 'arena cover');
	await takePhone(page, 'Ann');
	await expectAccessible(page, 'arena placement');
	await page.getByRole('group', { name: 'Magic type' }).getByRole('button', { name: /Fire/ }).click();
	await square(page, 'C3').click();
	await page.getByRole('button', { name: /^Seal my start/ }).click();
	await expect(page.getByRole('region', { name: 'Pass the phone' })).toContainText('Pass the phone to Bo');
	// Bo's screen shows neither Ann's square nor her type
	await expect(page.getByTestId('player-Ann')).not.toContainText('C3');
	await placeAs(page, 'Bo', 'Water', 'F6');
	await expect(page.getByTestId('player-Ann')).toContainText('C3');
	await expect(page.getByTestId('mp-Ann')).toHaveText('10 MP');

	// Turn 1, Ann with the order builder: move to D4, Flame Thrower to the north-east
	await takePhone(page, 'Ann');
	await square(page, 'D4').click();
	await page.getByRole('button', { name: /^Flame Thrower, 1 MP/ }).click();
	await page.getByRole('group', { name: 'Direction' }).getByRole('button', { name: 'north-east' }).click();
	await expect(square(page, 'F6')).toHaveAttribute('data-tone', 'area');
	await expect(page.getByRole('region', { name: 'Magics' })).toContainText('now there: Bo −2');
	await expectAccessible(page, 'arena order builder');
	await page.getByRole('button', { name: /^Add .*\(1NE\)$/ }).click();
	await expect(page.getByTestId('order-notation')).toHaveText('D4 1NE');
	await expect(page.getByTestId('mp-left')).toHaveText('9');
	await page.getByRole('button', { name: /^Seal orders/ }).click();

	// Bo gets the phone: Ann's orders are nowhere on screen
	await expect(page.getByRole('region', { name: 'Pass the phone' })).toContainText('Pass the phone to Bo');
	await expect(page.locator('body')).not.toContainText('1NE');
	await ordersAs(page, 'Bo', '- 2');

	await expect(page.getByRole('region', { name: /replay/ })).toBeVisible();
	await expectAccessible(page, 'arena replay');
	await finishReplay(page);
	await expect(page.getByTestId('hp-Ann')).toContainText('16 HP');
	await expect(page.getByTestId('hp-Bo')).toContainText('18 HP');
	await expect(page.getByTestId('mp-Ann')).toHaveText('14 MP');
	await expect(page.getByTestId('mp-Bo')).toHaveText('12 MP');

	// Turns 2 and 3 through the notation field: Ann's ray from E5 hits F6, Bo's Flush hits E5
	await ordersAs(page, 'Ann', 'E5 1NE');
	await ordersAs(page, 'Bo', 'F6 2');
	await finishReplay(page);
	await expect(page.getByTestId('hp-Ann')).toContainText('12 HP');
	await expect(page.getByTestId('hp-Bo')).toContainText('16 HP');

	// Ann's Fire Cross from E5 catches Bo on E7, Bo's Flush catches Ann again
	await ordersAs(page, 'Ann', '- 2');
	await ordersAs(page, 'Bo', 'E7 2');
	await finishReplay(page);
	await expect(page.getByTestId('hp-Ann')).toContainText('8 HP');
	await expect(page.getByTestId('hp-Bo')).toContainText('12 HP');

	const turns = page.getByRole('region', { name: 'Turns' });
	await expect(turns).toContainText('Turn 3');
	await expect(turns).toContainText('Ann: D4 1NE');
	await expect(turns).toContainText('Bo: E7 2');
	await page.getByText('Move list (notation)').click();
	await expect(page.getByLabel('The game so far')).toHaveValue(/0\. Ann: F C3\n0\. Bo: W F6\n1\. Ann: D4 1NE\n1\. Bo: - 2\n2\. Ann: E5 1NE\n2\. Bo: F6 2\n3\. Ann: - 2\n3\. Bo: E7 2\n/);

	// the state survives a reload
	await page.reload();
	await expect(page.getByTestId('hp-Ann')).toContainText('8 HP');
	await expect(page.getByRole('region', { name: 'Pass the phone' })).toBeVisible();
});

test('solo against the bot: the bot places and gives its orders by itself', async ({ page }) => {
	await newGame(page, { game: 'Magic Arena', players: ['Me', 'Robo'] });
	await page.getByText('Practice: let the bot play').click();
	await page.getByLabel('Bot plays Robo').check();
	await expect(page.getByTestId('player-Robo')).toContainText('sealed ✓');
	await page.getByRole('group', { name: 'Magic type' }).getByRole('button', { name: /Air/ }).click();
	await square(page, 'A1').click();
	await page.getByRole('button', { name: /^Seal my start/ }).click();
	await expect(page.getByTestId('mp-Me')).toHaveText('10 MP');
	for (let t = 1; t <= 2; t++) {
		await expect(page.getByRole('region', { name: 'Your orders' })).toContainText(`orders for turn ${t}`);
		await page.getByRole('button', { name: /^Seal orders/ }).click();
		await finishReplay(page);
	}
	await expect(page.getByRole('region', { name: 'Turns' })).toContainText('Turn 2');
});

test('a pasted move list plays its placement and turns, and the export gives it back', async ({ page }) => {
	await newGame(page, { game: 'Magic Arena', players: ['Ann', 'Bo'] });
	const list = '0. Ann: A C3\n0. Bo: W F6\n1. Ann: D4 1F6 1F6\n1. Bo: - 2\n2. Ann: - 1E5\n2. Bo: E5\n';
	await page.getByText('Move list (notation)').click();
	await page.getByLabel(/^Paste orders to play them/).fill(list);
	await page.getByRole('button', { name: 'Play these orders' }).click();
	await expect(page.getByText('6 orders played.')).toBeVisible({ timeout: 30_000 });
	await expect(page.getByTestId('hp-Bo')).toContainText('8 HP');
	await expect(page.getByTestId('hp-Ann')).toContainText('16 HP');
	await expect(page.getByLabel('The game so far')).toHaveValue(/0\. Ann: A C3\n0\. Bo: W F6\n1\. Ann: D4 1F6 1F6\n1\. Bo: - 2\n2\. Ann: - 1E5\n2\. Bo: E5\n/);
});

test('two phones: each seals its own orders; neither sees the other\'s until both have committed', async ({ browser }) => {
	const a = await phone(browser, 'Ann phone');
	const b = await phone(browser, 'Bo phone');
	try {
		await newGame(a.page, { game: 'Magic Arena', players: ['Ann', 'Bo'] });
		await join(b.page, await inviteLink(a.page), 'Bo');
		await expect(status(a.page)).toContainText('Connected to 1 other device');
		const uncover = async (p: Page) => {
			const cover = p.getByRole('button', { name: /^I am / });
			if (await cover.first().isVisible()) await cover.first().click();
		};
		const place = async (p: Page, type: string, at: string) => {
			await uncover(p);
			await p.getByRole('group', { name: 'Magic type' }).getByRole('button', { name: new RegExp(type) }).click();
			await square(p, at).click();
			await p.getByRole('button', { name: /^Seal my start/ }).click();
		};
		await place(a.page, 'Air', 'C3');
		await place(b.page, 'Fire', 'F6');
		for (const p of [a.page, b.page]) await expect(p.getByTestId('player-Bo')).toContainText('F6');

		// Ann seals Lightning on F6: Bo's phone learns only that she has sealed
		await uncover(a.page);
		await expect(a.page.getByRole('region', { name: 'Your orders' })).toContainText('orders for turn 1');
		await a.page.getByRole('button', { name: /^Lightning, 1 MP/ }).click();
		await square(a.page, 'F6').click();
		await a.page.getByRole('button', { name: /^Add .*\(1F6\)$/ }).click();
		await a.page.getByRole('button', { name: /^Seal orders/ }).click();
		await expect(b.page.getByTestId('player-Ann')).toContainText('sealed ✓', { timeout: 15_000 });
		await expect.poll(() => historyLines(b.page)).toContainEqual(expect.stringContaining('Ann sealed orders for turn 1'));
		expect((await historyLines(b.page)).join('\n')).not.toContain('1F6');
		await expect(b.page.locator('main')).not.toContainText('1F6');
		await expect(b.page.getByTestId('hp-Bo')).toContainText('20 HP');

		// Bo seals too: both reveal by themselves and the turn resolves the same on both phones
		await closeSheet(b.page);
		await uncover(b.page);
		await b.page.getByRole('button', { name: /^Seal orders/ }).click();
		for (const p of [a.page, b.page]) {
			await expect(p.getByTestId('hp-Bo')).toContainText('16 HP', { timeout: 15_000 });
			await expect(p.getByRole('region', { name: 'Turns' })).toContainText('Ann: - 1F6');
		}
	} finally {
		await a.context.close();
		await b.context.close();
	}
});
