import { expect, test } from './support/fixtures';
import { newGame } from './support/app';
import { expectInView, shoot } from './support/screens';
import { expectRefusalBeside, inBothThemes, step } from './support/tableSteps';

// Brick's steps at 360x640 in both themes (tests/support/tableSteps.ts).

inBothThemes(() => {
	test('Brick: muster from each army, the battle, a cast and its rolls, the next round', async ({ page }) => {
		await newGame(page, { game: 'Brick-wargame', players: ['Ana', 'Bo'] });
		const start = page.getByRole('button', { name: 'Start the battle' });
		await step(page, 'brick-muster', start, 'Start the battle');
		await start.click();
		await expectRefusalBeside(page, start, "Ana's army has no units yet.");
		await shoot(page, 'brick-refusal');
		for (const [army, name, spell] of [['Ana', 'Merlin', 'Fireball'], ['Bo', 'Morgana', 'Slam']]) {
			const builder = page.getByRole('form', { name: 'Add a unit' });
			await expectInView(page.getByRole('button', { name: `Add a unit to ${army}'s army` }), `${army}'s Add a unit`);
			await page.getByRole('button', { name: `Add a unit to ${army}'s army` }).click();
			if (army === 'Bo') await builder.getByRole('checkbox', { name: /Can hide/ }).check();
			await builder.getByLabel('Name').fill(name);
			await builder.getByRole('searchbox', { name: 'Find a spell' }).fill(spell);
			await builder.getByRole('checkbox', { name: new RegExp(`^${spell}`) }).check();
			await shoot(page, `brick-builder-${army}`);
			await expectInView(builder.getByRole('button', { name: 'Add to the army' }), 'Add to the army');
			await builder.getByRole('button', { name: 'Add to the army' }).click();
		}
		await step(page, 'brick-mustered', start, 'Start the battle');
		await start.click();
		const end = page.getByRole('button', { name: 'End round 1' });
		await step(page, 'brick-battle', end, 'End round 1');
		for (const w of ['Merlin', 'Morgana']) await expectInView(page.getByRole('listitem', { name: w }).getByRole('button', { name: 'Concentrate' }), `${w}'s Concentrate`);
		for (const round of [1, 2]) {
			for (const w of ['Merlin', 'Morgana']) await page.getByRole('listitem', { name: w }).getByRole('button', { name: 'Concentrate' }).click();
			await page.getByRole('button', { name: `End round ${round}` }).click();
		}
		const merlin = page.getByRole('listitem', { name: 'Merlin' });
		await merlin.getByRole('button', { name: 'Cast…' }).click();
		await step(page, 'brick-cast', merlin.getByRole('button', { name: 'Cast', exact: true }), 'Cast');
		await merlin.getByRole('button', { name: 'Cast', exact: true }).click();
		const owed = page.getByRole('region', { name: 'Rolls owed' });
		await step(page, 'brick-owed', owed.getByRole('button', { name: 'Roll d6' }), 'Roll d6');
		await owed.getByRole('button', { name: 'Roll d6' }).click();
		await step(page, 'brick-hit', owed.getByRole('button', { name: 'It hit' }), 'It hit');
		await expectInView(owed.getByTestId('dice-result'), 'the attack roll');
		await owed.getByRole('button', { name: 'It hit' }).click();
		await owed.getByRole('button', { name: 'Roll d6' }).click();
		await expect(owed).toBeHidden();
		await step(page, 'brick-round-3', page.getByRole('button', { name: 'End round 3' }), 'End round 3');

		// each unit's buttons act for its own player: Bo's Morgana hides, Ana rolls to notice her
		const units = page.getByRole('region', { name: 'Units' });
		await units.locator('summary', { hasText: 'Morgana' }).click();
		await units.getByRole('button', { name: 'Hide', exact: true }).click();
		await units.getByRole('button', { name: 'Roll to notice (6+)' }).click();
		const dice = page.getByTestId('brick-last-roll');
		await expect(dice.getByTestId('dice-roller')).toHaveText('Ana');
		await expect(dice).toContainText('to notice Morgana (6+)');
		await expect(async () => expectInView(dice, 'the roll to notice')).toPass();
		await shoot(page, 'brick-notice');
	});
});
