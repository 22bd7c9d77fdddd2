import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newGame } from './support/app';
import { finishReplay, ordersAs, placeAs, square, takePhone } from './support/arena';
import { accessibleInBothThemes } from './support/axe';
import { addUnitTo, concentrate } from './support/brick';
import { cast, createWizard, newDuel, startCreation } from './support/archmage';
import { MAGIKA_HARNESS } from './support/harness';
import { prepare, tableDice } from './support/serpent';
import { LARGE_TEXT, PHONE, shoot, useTheme } from './support/screens';

// Each game's screen at 360x640 with the text as large as a phone sets it (Android's largest: 130 %,
// set on the root): the screen is no wider than the phone, so nothing is cut off at its right edge or
// reached only by scrolling sideways, and each button holds its label.
test.use({ viewport: PHONE, reducedMotion: 'reduce' });

const LARGE = LARGE_TEXT;

/**
 * No sideways scroll at 130 % text (and at the usual size): the page is the phone's width; with
 * `labels`, also each button's label inside its button (a label wider than its button spills over its
 * edge or its neighbour, the page none the wider).
 */
async function expectFitsWidth(page: Page, what: string, { labels = true } = {}) {
	for (const size of [LARGE, '']) {
		await page.evaluate((s) => (document.documentElement.style.fontSize = s), size);
		const text = `${what} (${size ? 'large' : 'usual'} text)`;
		const { wide, spilt } = await page.evaluate(() => ({
			wide: document.scrollingElement!.scrollWidth,
			spilt: [...document.querySelectorAll('button, .button')].filter((e) => e.clientWidth > 1 && e.scrollWidth > e.clientWidth).map((e) => e.textContent!.trim())
		}));
		expect(wide, `${text}: no wider than the phone`).toBeLessThanOrEqual(PHONE.width);
		if (labels) expect(spilt, `${text}: every button holds its label`).toEqual([]);
	}
}

/** At 130 % text: axe in both themes and a screenshot of each (`<shot>-<theme>.png`). */
async function lookInLargeText(page: Page, screen: string, shot: string) {
	await page.evaluate((s) => (document.documentElement.style.fontSize = s), LARGE);
	await accessibleInBothThemes(page, `${screen}, large text`, shot);
	await page.evaluate(() => (document.documentElement.style.fontSize = ''));
}

test("the text follows the reader's own text size: 18 px at the browser's usual 16 px, larger at a larger setting", async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'] });
	const sizes = () => page.evaluate(() => [document.documentElement, document.querySelector('main')!].map((e) => getComputedStyle(e).fontSize));
	expect(await sizes(), 'the usual size').toEqual(['18px', '18px']);
	// the browser's own setting (Chromium's "Large" text: 20 px), as the reader sets it
	const browser = await page.context().newCDPSession(page);
	await browser.send('Page.setFontSizes', { fontSizes: { standard: 20 } });
	await expect.poll(sizes, 'a larger setting').toEqual(['22.5px', '22.5px']);
});

for (const theme of ['dark', 'light'] as const) {
test(`Serpent's Tongue in large text (${theme}): the set-up and the round's steps fit the phone's width, the section bar whole`, async ({ page }) => {
	await useTheme(page, theme);
	await newGame(page, { game: 'Serpent', players: ['Ana', 'Bo'] });
	await expectFitsWidth(page, 'set-up');
	const sections = page.getByRole('navigation', { name: 'Sections' });
	await page.evaluate((s) => (document.documentElement.style.fontSize = s), LARGE);
	const right = await sections.evaluate((e) => Math.max(...[...e.querySelectorAll('button')].map((b) => b.getBoundingClientRect().right)));
	expect(right, 'large text: "Spell library" inside the screen').toBeLessThanOrEqual(PHONE.width);
	await shoot(page, 'serpent-setup-large-text');
	await page.evaluate(() => (document.documentElement.style.fontSize = ''));

	await tableDice(page, 'Initiative', '7');
	await tableDice(page, 'Initiative', '2 8');
	await expect(page.getByRole('region', { name: 'Prepare Ana' })).toBeVisible();
	await expectFitsWidth(page, 'preparation');
	await prepare(page, 'Ana', ['Fireball']);
	await page.getByRole('region', { name: 'Spell preparation' }).getByRole('button', { name: 'Hand the phone to Bo' }).click();
	await prepare(page, 'Bo', ['Dissolve Tissue']);
	await expect(page.getByTestId('turn')).toHaveText('Bo to act');
	await expectFitsWidth(page, 'action phase');
	await page.evaluate((s) => (document.documentElement.style.fontSize = s), LARGE);
	await shoot(page, 'serpent-action-large-text');
});
}

for (const game of ['Counters', 'Magic Arena', 'ArchMage', 'Brick-wargame', 'Magika']) {
	test(`${game} in large text: its first screen fits the phone's width`, async ({ page }) => {
		await newGame(page, { game: game === 'Counters' ? undefined : game, players: ['Ana', 'Bo'] });
		await expectFitsWidth(page, game);
	});
}

test("Counters in large text: a roll, the new counter's form, a second counter and the turn timer fit the phone's width", async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'] });
	await page.getByRole('textbox', { name: 'Dice' }).fill('3d6+1');
	await page.getByRole('button', { name: 'Roll', exact: true }).click();
	await expect(page.getByTestId('last-roll')).toContainText('3d6+1');
	await expectFitsWidth(page, 'a roll');
	await page.getByText('Add a counter').click();
	await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
	await expectFitsWidth(page, "the new counter's form");
	await page.getByLabel('Name', { exact: true }).fill('Poison');
	await page.getByRole('button', { name: 'Add for every player' }).click();
	await page.getByRole('button', { name: "Start Bo's turn" }).click();
	await expect(page.getByTestId('turn-timer')).toBeVisible();
	await expectFitsWidth(page, 'two counters, the turn timer running');
	await lookInLargeText(page, 'counters', 'counters-large-text');
});

test("Magic Arena in large text: the orders, the order builder, the replay and the turns fit the phone's width", async ({ page }) => {
	await newGame(page, { game: 'Magic Arena', players: ['Ann', 'Bo'] });
	await takePhone(page, 'Ann');
	await expectFitsWidth(page, 'placement');
	await page.getByRole('group', { name: 'Magic type' }).getByRole('button', { name: /Fire/ }).click();
	await square(page, 'C3').click();
	await page.getByRole('button', { name: /^Seal my start/ }).click();
	await placeAs(page, 'Bo', 'Water', 'F6');
	await takePhone(page, 'Ann');
	await expect(page.getByRole('region', { name: 'Your orders' })).toBeVisible();
	await expectFitsWidth(page, 'orders');
	await square(page, 'D4').click();
	await page.getByRole('button', { name: /^Flame Thrower, 1 MP/ }).click();
	await expect(page.getByRole('group', { name: 'Direction' })).toBeVisible();
	await expectFitsWidth(page, 'order builder, a direction to choose');
	await lookInLargeText(page, 'arena order builder', 'arena-orders-large-text');
	await page.getByRole('group', { name: 'Direction' }).getByRole('button', { name: 'north-east' }).click();
	await page.getByRole('button', { name: /^Add .*\(1NE\)$/ }).click();
	await page.getByText('Type orders in notation').click();
	await expectFitsWidth(page, 'orders added, notation open');
	await page.getByRole('button', { name: /^Seal orders/ }).click();
	await ordersAs(page, 'Bo', '- 2');
	await expect(page.getByRole('region', { name: /replay/ })).toBeVisible();
	await expectFitsWidth(page, 'replay');
	await page.getByRole('button', { name: 'Next ▶' }).click();
	await expectFitsWidth(page, 'replay, next step');
	await lookInLargeText(page, 'arena replay', 'arena-replay-large-text');
	await finishReplay(page);
	await page.getByText('Move list (notation)').click();
	await expectFitsWidth(page, 'turns and move list');
});

test("ArchMage in large text: the wizard's creation and the duel's steps fit the phone's width", async ({ page }) => {
	await newDuel(page);
	const form = await startCreation(page, 'Ann', 'Merla');
	await expect(form).toBeVisible();
	await expectFitsWidth(page, 'creation');
	await page.getByRole('region', { name: 'Ann: choose a wizard' }).getByRole('button', { name: 'Cancel' }).click();
	await createWizard(page, 'Ann', 'Merla');
	await createWizard(page, 'Bo', 'Oswin');
	const move = page.getByRole('region', { name: 'Your move' });
	await expect(move).toBeVisible();
	await expectFitsWidth(page, 'a spell to announce');
	await cast(move, /^Woodpower/);
	await expect(move.getByLabel('Table die')).toBeVisible();
	await expectFitsWidth(page, 'a roll to enter');
	await move.getByLabel('Table die').fill('15');
	await move.getByRole('button', { name: 'Use this roll' }).click();
	await expect(move.getByTestId('roll-result')).toBeVisible();
	await expectFitsWidth(page, 'the roll, the mulligan offered');
	await move.getByRole('button', { name: 'Keep the roll' }).click();
	await expect(move).toContainText('Oswin, announce a counterspell');
	await expectFitsWidth(page, 'a counterspell to announce');
	await lookInLargeText(page, 'archmage duel', 'archmage-duel-large-text');
});

test("Brick-wargame in large text: the muster, a battle round, a cast and its rolls fit the phone's width", async ({ page }) => {
	await newGame(page, { game: 'Brick-wargame', players: ['Ana', 'Bo'] });
	const builder = page.getByRole('form', { name: 'Add a unit' });
	await addUnitTo(page, 'Ana');
	await expectFitsWidth(page, 'unit builder');
	await builder.getByLabel('Name').fill('Merlin');
	await builder.getByRole('checkbox', { name: /^Fireball/ }).check();
	await builder.getByRole('button', { name: 'Add to the army' }).click();
	await addUnitTo(page, 'Bo');
	await builder.getByLabel('Name').fill('Morgana');
	await builder.getByRole('checkbox', { name: /^Slam/ }).check();
	await builder.getByRole('button', { name: 'Add to the army' }).click();
	await expectFitsWidth(page, 'two armies mustered');
	await page.getByRole('button', { name: 'Start the battle' }).click();
	await expect(page.getByRole('button', { name: 'End round 1' })).toBeVisible();
	await expectFitsWidth(page, 'a battle round');
	for (let round = 1; round <= 2; round++) {
		await concentrate(page, 'Merlin');
		await concentrate(page, 'Morgana');
		await page.getByRole('button', { name: `End round ${round}` }).click();
	}
	const merlin = page.getByRole('listitem', { name: 'Merlin' });
	await merlin.getByRole('button', { name: 'Cast…' }).click();
	await expect(page.getByTestId('cast-cost')).toBeVisible();
	await expectFitsWidth(page, 'a cast to choose');
	await lookInLargeText(page, 'brick cast', 'brick-cast-large-text');
	await merlin.getByRole('button', { name: 'Cast', exact: true }).click();
	const owed = page.getByRole('region', { name: 'Rolls owed' });
	await expect(owed).toBeVisible();
	await expectFitsWidth(page, 'rolls owed');
	await owed.getByRole('button', { name: 'Roll d6' }).click();
	await expectFitsWidth(page, 'a roll to judge');
	await lookInLargeText(page, 'brick rolls owed', 'brick-rolls-large-text');
	await page.getByRole('button', { name: 'Spell book' }).click();
	await expectFitsWidth(page, 'spell book');
	await page.getByRole('button', { name: 'New spells' }).click();
	await expectFitsWidth(page, 'spell designer');
});

test("Magika in large text: the GM's dashboard, its god view and a correction fit the phone's width", async ({ page }) => {
	await page.goto(`${MAGIKA_HARNESS}/index.html?mode=pass`);
	await page.getByRole('button', { name: 'Game master' }).click({ timeout: 30_000 });
	await expect(page.getByRole('button', { name: /^Run turn now/ })).toBeVisible();
	await expectFitsWidth(page, 'GM turn');
	await page.getByRole('button', { name: 'God view', exact: true }).click();
	await expectFitsWidth(page, 'god view, locked');
	await page.getByRole('button', { name: 'Open it and tell the table' }).click();
	await expect(page.getByRole('table')).toBeVisible();
	await expectFitsWidth(page, 'god view');
	await page.getByRole('button', { name: 'Correction', exact: true }).click();
	await expect(page.getByLabel(/^Reason/)).toBeVisible();
	await expectFitsWidth(page, 'correction');
	await lookInLargeText(page, 'magika GM correction', 'magika-gm-large-text');
});
