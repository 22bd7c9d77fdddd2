import { expect, test } from './support/fixtures';
import { newGame } from './support/app';
import { expectWhole, shoot } from './support/screens';
import { expectRefusalBeside, inBothThemes, step } from './support/tableSteps';

// Counters' steps at 360x640 in both themes (tests/support/tableSteps.ts).

inBothThemes(() => {
	test('Counters: a refused change is explained beside its button, and goes at the next tap', async ({ page }) => {
		await newGame(page, { players: ['Ana', 'Bo'] });
		// the round once: on its own control, not again in the bar
		await expect(page.getByTestId('prompt')).toHaveText('Next player starts the first turn');
		await expect(page.getByText(/Round 1/)).toHaveCount(1);
		await page.getByText('Add a counter').click();
		await page.getByLabel('Name', { exact: true }).fill('Poison');
		await page.getByRole('button', { name: 'Add for every player' }).click();
		await page.evaluate(() => window.scrollTo(0, 0));
		// a second counter's name, in a half-width panel, is read whole
		await expectWhole(page.getByRole('group', { name: 'Bo Poison' }).getByText('Poison', { exact: true }), "Bo's Poison counter's name");
		const minus = page.getByRole('group', { name: 'Bo Poison' }).getByRole('button', { name: /minus 1/ });
		await minus.click();
		await expectRefusalBeside(page, minus, "Bo's Poison is already at its minimum (0).");
		await shoot(page, 'counters-refusal');
		await page.getByRole('button', { name: 'Next player' }).click();
		await expect(page.getByTestId('refusal')).toHaveCount(0);
		await step(page, 'counters-turn', page.getByRole('button', { name: 'Next player' }), 'Next player');
		await page.getByRole('group', { name: 'Bo Life' }).getByRole('button', { name: /minus 1/ }).click();
		// the home card: the round, the leading values (from the engine), whose turn
		await expect(page.getByRole('group', { name: 'Bo Life' })).toContainText('19');
		// back home through the bar (the card's row is written just after the move, in the page)
		await page.getByRole('link', { name: 'Your games' }).click();
		await expect(page.getByTestId('game-state').first()).toHaveText('Round 1 · Ana 20, Bo 19 Life · Ana to play');
		await shoot(page, 'home-counters');
	});

	test('Counters: a move, then the page left at once: the home card shows the move', async ({ page }) => {
		await newGame(page, { players: ['Ana', 'Bo'] });
		await expect(page.getByRole('group', { name: 'Bo Life' })).toContainText('20');
		await page.getByRole('group', { name: 'Bo Life' }).getByRole('button', { name: /minus 1/ }).click();
		await expect(page.getByRole('group', { name: 'Bo Life' })).toContainText('19');
		// within the card's 300 ms wait: a full load of the home page (a reload, a tab opened again)
		await page.goto('/');
		await expect(page.getByTestId('game-state').first()).toHaveText(/Ana 20, Bo 19 Life/);
	});
});
