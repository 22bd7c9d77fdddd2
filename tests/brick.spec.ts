import { expect, test } from './support/fixtures';
import { newGame, openSheet } from './support/app';
import { expectAccessible } from './support/axe';
import { addUnitTo, concentrate } from './support/brick';

test('two wizards mustered, three rounds played, one casts a spell', async ({ page }) => {
	await newGame(page, { game: 'Brick-wargame', players: ['Ana', 'Bo'] });

	const builder = page.getByRole('form', { name: 'Add a unit' });
	await addUnitTo(page, 'Ana');
	await builder.getByLabel('Name').fill('Merlin');
	await builder.getByRole('checkbox', { name: /^Fireball/ }).check();
	await builder.getByRole('checkbox', { name: /^Blast/ }).check();
	await builder.getByRole('checkbox', { name: /Casts through armor/ }).check();
	await expect(page.getByTestId('unit-cost')).toHaveText('Cost: 26 points');
	await builder.getByRole('button', { name: 'Add to the army' }).click();
	await expect(page.getByTestId('total-Ana')).toHaveText('26 points');

	await addUnitTo(page, 'Bo');
	await builder.getByLabel('Name').fill('Morgana');
	await builder.getByRole('searchbox', { name: 'Find a spell' }).fill('slam');
	await builder.getByRole('checkbox', { name: /^Slam/ }).check();
	await builder.getByRole('button', { name: 'Add to the army' }).click();
	await expect(page.getByTestId('total-Bo')).toHaveText('16 points');
	// Bo sees Merlin's cost but not his spells.
	await expect(page.getByRole('region', { name: "Ana's army" })).toContainText('2 secret spells');

	await page.getByRole('button', { name: 'Start the battle' }).click();
	// each wizard's panel acts for its own player: no switch between them
	for (let round = 1; round <= 2; round++) {
		await concentrate(page, 'Merlin');
		await concentrate(page, 'Morgana');
		await page.getByRole('button', { name: `End round ${round}` }).click();
	}
	await expect(page.getByTestId('mana-Merlin')).toHaveText('2');
	await expect(page.getByTestId('mana-Morgana')).toHaveText('2');

	const merlin = page.getByRole('listitem', { name: 'Merlin' });
	await merlin.getByRole('button', { name: 'Cast…' }).click();
	await expect(page.getByTestId('cast-cost')).toHaveText('2');
	await merlin.getByRole('button', { name: 'Cast', exact: true }).click();
	await expect(page.getByTestId('mana-Merlin')).toHaveText('0');

	const owed = page.getByRole('region', { name: 'Rolls owed' });
	await expect(owed).toContainText("Merlin's Fireball: Attack roll");
	await expect(page.getByRole('button', { name: 'End round 3' })).toBeDisabled();
	await owed.getByRole('button', { name: 'Roll d6' }).click();
	await owed.getByRole('button', { name: 'It hit' }).click();
	await expect(owed).toContainText('the target catches fire');
	await owed.getByRole('button', { name: 'Roll d6' }).click();
	await expect(owed).toBeHidden();
	await expect(page.getByRole('region', { name: 'What happened' })).toContainText("Merlin's Fireball works.");

	await concentrate(page, 'Morgana');
	await page.getByRole('button', { name: 'End round 3' }).click();
	await expect(page.getByRole('button', { name: 'Round 4', exact: true })).toBeVisible();
	await expect(page.getByTestId('mana-Morgana')).toHaveText('3');
	await expectAccessible(page, 'Brick battle');

	await page.reload();
	await expect(page.getByTestId('mana-Merlin')).toHaveText('0');
	await expect(page.getByTestId('mana-Morgana')).toHaveText('3');
	await openSheet(page, 'History');
	await expect(page.getByRole('region', { name: 'History' })).toContainText('Merlin casts Fireball');
});

test('the spell book is searchable and the designer prices a spell as it is built', async ({ page }) => {
	await newGame(page, { game: 'Brick-wargame', players: ['Ana', 'Bo'] });
	await page.getByRole('button', { name: 'Spell book' }).click();
	await page.getByRole('searchbox', { name: 'Search the spells' }).fill('control enemy');
	const book = page.getByRole('region', { name: 'Spell book' });
	await expect(book.getByRole('listitem')).toHaveCount(2);
	await expect(book).toContainText('Beast Control');
	await expect(book).toContainText('4 per 1D rounds mana');

	await page.getByRole('button', { name: 'New spells' }).click();
	const designer = page.getByRole('form', { name: 'Spell designer' });
	await expect(page.getByTestId('design-cost')).toHaveText('1');
	await designer.getByRole('checkbox', { name: 'Ignores armor' }).check();
	await expect(page.getByTestId('design-cost')).toHaveText('4');
	await designer.getByRole('button', { name: '+1 damage: more' }).click();
	await expect(page.getByTestId('design-cost')).toHaveText('6');
	await designer.getByLabel('Name').fill('Iron Bolt');
	await designer.getByRole('button', { name: 'Propose to the table' }).click();
	const proposed = page.getByRole('region', { name: 'New spells' });
	await expect(proposed).toContainText('Iron Bolt · 6 mana · waiting for Bo');
	await proposed.getByRole('button', { name: 'Approve Iron Bolt' }).click();
	await expect(proposed).toContainText('Iron Bolt · 6 mana · in the book');
	await expectAccessible(page, 'Brick designer');
});
