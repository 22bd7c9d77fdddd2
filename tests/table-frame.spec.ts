import { expect, test } from './support/fixtures';
import { closeSheet, newGame, openSheet } from './support/app';
import { expectInView, expectSmallChrome, PHONE, shoot, useTheme } from './support/screens';

test.use({ viewport: PHONE });

for (const theme of ['dark', 'light'] as const) {
	test.describe(theme, () => {
		test.beforeEach(async ({ page }) => useTheme(page, theme));

		test('Counters: every player and the main actions on the first screen; results appear in view', async ({ page }) => {
			for (const players of [['Ana', 'Bo'], ['Ana', 'Bo', 'Cy'], ['Ana', 'Bo', 'Cy', 'Dee']]) {
				await newGame(page, { players });
				await expectSmallChrome(page, `Counters, ${players.length} players`);
				for (const p of players) {
					await expectInView(page.getByRole('group', { name: `${p} Life` }), `${p}'s life`);
				}
				await expectInView(page.getByRole('button', { name: 'Next player' }), 'Next player');
				await expectInView(page.getByRole('button', { name: 'Roll', exact: true }), 'Roll');
				await shoot(page, `counters-${players.length}p`);
			}
			await page.getByRole('button', { name: 'd20', exact: true }).click();
			await expectInView(page.getByTestId('dice-result'), 'the roll');
			await expect(page.getByTestId('dice-roller')).toHaveText('Ana');
			await page.getByRole('button', { name: 'Next player' }).click();
			await expectInView(page.getByTestId('turn-timer'), 'the turn timer');
			await shoot(page, 'counters-rolled');

			await page.getByRole('button', { name: 'Menu', exact: true }).click();
			await shoot(page, 'menu');
			const history = await openSheet(page, 'History');
			await expectInView(history.getByRole('listitem').first(), 'the newest move in History');
			await shoot(page, 'history');
			const fair = await openSheet(page, 'Check fairness');
			await fair.getByRole('button', { name: 'Check this game' }).click();
			await expectInView(fair.getByTestId('verify-report'), 'the fairness report');
			await shoot(page, 'check-fairness');
			await openSheet(page, 'Invite a phone');
			await shoot(page, 'invite');
			await openSheet(page, 'Devices at this table');
			await shoot(page, 'devices');
			await closeSheet(page);

			await page.getByRole('checkbox', { name: 'Phone in the middle' }).check();
			for (const p of ['Ana', 'Bo', 'Cy', 'Dee']) await expectInView(page.getByRole('group', { name: `${p} Life` }), `${p}'s life in the middle`);
			await shoot(page, 'counters-middle');
		});
	});
}
