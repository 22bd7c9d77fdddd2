import { expect, test } from './support/fixtures';
import { closeSheet, openSheet } from './support/app';
import { cast, createWizard, newDuel } from './support/archmage';
import { expectAccessible } from './support/axe';
import { expectInView, PHONE } from './support/screens';

/** Merla's attacks (Jupiter, Wood 57, the rest 15): the spell, the score it rolls on, Oswin's element it hits. */
const ATTACKS = [
	{ spell: /^Woodpower/, score: 57, target: 'earth' },
	{ spell: /^Waterpower/, score: 15, target: 'fire' },
	{ spell: /^Earthpower/, score: 15, target: 'water' },
	{ spell: /^Firepower/, score: 15, target: 'metal' },
	{ spell: /^Metalpower/, score: 15, target: 'wood' }
];

test.use({ viewport: PHONE });

test('a duel against the phone to subdual on one phone, with the odds moving after a successful attack', async ({ page }) => {
	// the phone pauses to show each of its steps, and may Heal and raise Walls for a while
	test.setTimeout(300_000);
	await newDuel(page);
	await createWizard(page, 'Ann', 'Merla');
	await page.getByRole('region', { name: 'Bo: choose a wizard' }).getByLabel('The phone plays this wizard').check();
	await createWizard(page, 'Bo', 'Oswin');

	// the wizard the phone plays says so on its card, the player's does not
	await expect(page.getByTestId('wizard-1')).toContainText('Played by the phone');
	await expect(page.getByTestId('wizard-0')).not.toContainText('Played by the phone');
	// each wizard's chance on its card, the bar and its basis below the controls
	const odds = page.getByTestId('odds');
	const first = page.getByTestId('chance-0');
	await expect(odds).toContainText(/To subdual: [\d,]+ simulated duels, ±\d+ points$/);
	await expect(odds.getByTestId('odds-first')).toHaveText(/Merla \d+%/);
	const before = Number((await first.textContent())!.match(/(\d+)%/)![1]);
	expect(before).toBeGreaterThan(40);
	expect(before).toBeLessThan(60);

	const move = page.getByRole('region', { name: 'Your move' });
	const result = page.getByRole('region', { name: 'Result' });
	let shot = false;
	let attacked = false;
	// a duel's length is the dice's: the phone may Heal and raise Walls for a long while (40 steps once fell short)
	for (let turn = 0; turn < 150 && !(await result.isVisible()); turn++) {
		// the phone's steps come by themselves; Merla's wait for a tap
		await expect(move.or(result)).toBeVisible({ timeout: 20_000 });
		if (await result.isVisible()) break;
		const text = (await move.textContent()) ?? '';
		if (text.includes('Keep the roll')) {
			await move.getByRole('button', { name: 'Keep the roll' }).click();
		} else if (text.includes('announce a counterspell')) {
			await cast(move, 'none');
		} else if (text.includes('announce a spell')) {
			if (!shot) {
				// the main action and the odds in view at 360×640
				await page.screenshot({ path: test.info().outputPath('duel-against-the-phone-360.png') });
				await expectInView(first, 'the odds');
				await expectInView(page.getByTestId('chance-1'), 'the odds');
				await expectInView(move.getByRole('button', { name: /^Earthpower/ }), 'the first spell to announce');
				await expectAccessible(page, 'ArchMage duel against the phone');
				shot = true;
			}
			const targets = await Promise.all(ATTACKS.map(async (a) => Number(await page.getByTestId(`score-1-${a.target}`).textContent())));
			const attack = ATTACKS[targets.findIndex((s) => s > 0)];
			const shown = await first.textContent();
			await cast(move, attack.spell, attack.score);
			if (!attacked) {
				// a success on Oswin's lowest score: the odds are counted again and move
				attacked = true;
				await expect(first).not.toHaveText(shown!, { timeout: 20_000 });
			}
		}
		await expect(move.or(result)).toBeVisible({ timeout: 20_000 });
		await page.waitForTimeout(50);
	}
	await expect(result).toContainText('wins to subdual');
	expect(attacked).toBe(true);
	expect(shot).toBe(true);
	// the odds of a finished duel are certain
	await expect(first).toHaveText(/(100|0)%/);

	const history = await openSheet(page, 'History');
	await expect(history).toContainText(/Oswin (announces [A-Z][a-z ]+|casts no counterspell) \(/);
	await closeSheet(page);
});

test('the roster shows the odds between two of its wizards', async ({ page }) => {
	await newDuel(page);
	await createWizard(page, 'Ann', 'Merla');
	await createWizard(page, 'Bo', 'Oswin');
	const summary = page.getByText(/^Wizards on this device/);
	await summary.click();
	const between = page.getByRole('region', { name: 'Odds between two wizards' });
	await between.getByLabel('Wizard', { exact: true }).selectOption({ label: 'Merla' });
	await between.getByLabel('against').selectOption({ label: 'Oswin' });
	await expect(between.getByTestId('odds')).toContainText(/simulated duels, ±\d+ points$/);
	await between.getByLabel('to', { exact: true }).selectOption({ label: 'first blood' });
	await expect(between.getByTestId('odds')).toContainText('To first blood');
	await expectAccessible(page, 'ArchMage roster odds');
});
