import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { cast, createWizard, duelOnTwoPhones, everyActionInView, expectAnswersSideBySide, newDuel, seedDeviceDice } from './support/archmage';
import { expectAccessible } from './support/axe';
import { expectInView, PHONE, shoot, useTheme } from './support/screens';
import { phone, type Device } from './support/sync';
import { inBothThemes, step } from './support/tableSteps';

// ArchMage's steps at 360x640 in both themes, on one phone and on two (tests/support/tableSteps.ts).

/**
 * ArchMage's spell cards: each kind is a tab, and every card of the kind picked is on the first
 * screen (with the tabs and `main`, the decision's main action), not one kind after another
 * down 2.5 screens.
 */
async function everyKindInView(page: Page, move: Locator, tabs: string, kinds: string[], main?: Locator) {
	const bar = move.getByRole('group', { name: tabs });
	await expect(bar.getByRole('button')).toHaveText(kinds.map((k) => new RegExp(`^${k}\\s*\\d+$`)));
	for (const kind of kinds) {
		const tab = bar.getByRole('button', { name: new RegExp(`^${kind}`) });
		await tab.click();
		await expect(tab).toHaveAttribute('aria-pressed', 'true');
		const cards = move.getByRole('group', { name: kind, exact: true }).getByRole('button');
		expect(await cards.count(), `${kind}: its cards`).toBeGreaterThan(0);
		for (const card of await cards.all()) await expectInView(card, `${kind}: ${await card.getAttribute('aria-label')}`);
		await expectInView(tab, `the ${kind} tab`);
		if (main) await expectInView(main, `${kind}: the main action`);
		await shoot(page, `archmage-${tabs.endsWith('counterspell') ? 'counter' : 'spell'}-${kind.toLowerCase()}`);
	}
	await bar.getByRole('button').first().click();
}

/** ArchMage's keep or mulligan: the two answers to one question side by side, keep first. */
async function expectKeepBesideMulligan(move: Locator, what: string) {
	await expectAnswersSideBySide([move.getByRole('button', { name: 'Keep the roll' }), move.getByRole('button', { name: /^Mulligan/ })], `${what}: keep and mulligan`);
}

inBothThemes((theme) => {
	test('ArchMage: each step of a half-cycle, the spell, the roll, the counterspell, the next caster', async ({ page }) => {
		await newDuel(page);
		await step(page, 'archmage-enter', page.getByRole('button', { name: 'Create a new wizard' }).first(), 'create a wizard');
		await createWizard(page, 'Ann', 'Merla');
		await createWizard(page, 'Bo', 'Oswin');
		const move = page.getByRole('region', { name: 'Your move' });
		await step(page, 'archmage-spell', move.getByRole('button', { name: /^Woodpower/ }).first(), 'a spell to announce');
		await everyActionInView(page, move, 'archmage-spell');
		await everyKindInView(page, move, 'Kinds of spell', ['Attacking', 'Creation', 'Interference']);
		await move.getByRole('button', { name: /^Woodpower/ }).first().click();
		await step(page, 'archmage-roll', move.getByRole('button', { name: 'Roll d100' }), 'Roll d100');
		await everyActionInView(page, move, 'archmage-roll');
		await move.getByLabel('Table die').fill('15');
		await move.getByRole('button', { name: 'Use this roll' }).click();
		await step(page, 'archmage-keep', move.getByRole('button', { name: 'Keep the roll' }), 'Keep the roll');
		await everyActionInView(page, move, 'archmage-keep');
		await expectKeepBesideMulligan(move, 'archmage-keep');
		await expectAccessible(page, `ArchMage keep or mulligan (${theme})`);
		await move.getByRole('button', { name: 'Keep the roll' }).click();
		await step(page, 'archmage-counterspell', move.getByRole('button', { name: /^No counterspell/ }), 'No counterspell');
		await everyActionInView(page, move, 'archmage-counterspell');
		await everyKindInView(page, move, 'Kinds of counterspell', ['Creation', 'Interference', 'Protection'], move.getByRole('button', { name: /^No counterspell/ }));
		await cast(move, 'none');
		await step(page, 'archmage-next-caster', move.getByRole('group', { name: 'Attacking' }).getByRole('button').first(), "the next caster's first spell");
		await everyActionInView(page, move, 'archmage-next-caster');

		// the compact wizards: each score large and named; a tap on either opens both full cards
		// (the title and rank, each score's bar against its start), and one button closes them
		const oswin = page.getByRole('region', { name: 'Oswin' });
		await expect(oswin.getByRole('button')).toContainText(/Earth\s*0/);
		await expect(oswin.getByRole('meter')).toHaveCount(0);
		await expectAccessible(page, `ArchMage compact wizards (${theme})`);
		await oswin.getByRole('button').click();
		await expect(oswin.getByRole('meter', { name: 'Oswin Earth' })).toHaveAttribute('aria-valuetext', '0 of 15 at the start');
		await expect(page.getByRole('region', { name: 'Merla' }).getByRole('meter')).toHaveCount(5);
		await expect(oswin).toContainText('Acolyte');
		await expect(page.getByRole('button', { name: 'Smaller wizard cards' })).toBeFocused();
		await page.evaluate(() => window.scrollTo(0, 0));
		await shoot(page, 'archmage-full-cards');
		await expectAccessible(page, `ArchMage full wizard cards (${theme})`);
		await page.getByRole('button', { name: 'Smaller wizard cards' }).click();
		await expect(oswin.getByRole('meter')).toHaveCount(0);
		await everyActionInView(page, move, 'archmage-next-caster, the cards made small again');
	});

	test('ArchMage on two phones: each step\'s action in view on the phone that acts', async ({ browser }) => {
		const opened: Device[] = [];
		try {
			const a = await phone(browser, 'Ann phone');
			const b = await phone(browser, 'Bo phone');
			opened.push(a, b);
			for (const d of [a, b]) {
				await d.page.setViewportSize(PHONE);
				await useTheme(d.page, theme);
			}
			await duelOnTwoPhones(a.page, b.page);
			const [moveA, moveB] = [a.page, b.page].map((p) => p.getByRole('region', { name: 'Your move' }));
			await everyActionInView(a.page, moveA, 'two phones, the spell');
			await moveA.getByRole('button', { name: /^Woodpower/ }).first().click();
			await everyActionInView(a.page, moveA, 'two phones, the roll');
			await moveA.getByLabel('Table die').fill('15');
			await moveA.getByRole('button', { name: 'Use this roll' }).click();
			await expect(moveA.getByRole('button', { name: 'Keep the roll' })).toBeVisible();
			await everyActionInView(a.page, moveA, 'two phones, keep or mulligan');
			await expectKeepBesideMulligan(moveA, 'two phones, keep or mulligan');
			await moveA.getByRole('button', { name: 'Keep the roll' }).click();
			await expect(moveB).toContainText('Oswin, announce a counterspell', { timeout: 30_000 });
			await shoot(b.page, 'archmage-two-phones-counterspell');
			await everyActionInView(b.page, moveB, 'two phones, the counterspell');
			await cast(moveB, 'none');
			await expect(moveB).toContainText('Oswin, announce a spell', { timeout: 30_000 });
			await shoot(b.page, 'archmage-two-phones-next-caster');
			await everyActionInView(b.page, moveB, 'two phones, the next caster');
		} finally {
			for (const d of opened) await d.context.close();
		}
	});

	test('ArchMage against the phone: every action of the counterspell step in view, the wizards saying who plays them', async ({ page }) => {
		await newDuel(page);
		// the phone's rolls for Oswin from a seed: the same spells, rolls and damage each run
		await seedDeviceDice(page, 7);
		await createWizard(page, 'Ann', 'Merla');
		await page.getByRole('region', { name: 'Bo: choose a wizard' }).getByLabel('The phone plays this wizard').check();
		await createWizard(page, 'Bo', 'Oswin');
		const move = page.getByRole('region', { name: 'Your move' });
		// Merla's spell fails (a typed 99, kept); the phone answers it, casts its own and rolls for it (with
		// seed 7: a Wall, then a Woodpower for 35 on Merla's Earth, two lines above her counterspells)
		await cast(move, /^Woodpower/, 99);
		await move.getByRole('button', { name: 'Keep the roll' }).click();
		await expect(move).toContainText('Merla, announce a counterspell', { timeout: 30_000 });
		await expect(page.getByTestId('wizard-1')).toContainText('Played by the phone');
		await expect(move.getByTestId('incoming')).toBeVisible();
		await page.evaluate(() => window.scrollTo(0, 0));
		await shoot(page, 'archmage-phone-counterspell');
		await everyActionInView(page, move, 'against the phone, the counterspell');
		const tabs = move.getByRole('group', { name: 'Kinds of counterspell' }).getByRole('button');
		expect(await tabs.count(), 'kinds of counterspell').toBeGreaterThan(1);
		for (const tab of await tabs.all()) {
			const kind = await tab.innerText();
			await tab.click();
			await expect(tab).toHaveAttribute('aria-pressed', 'true');
			await everyActionInView(page, move, `against the phone, the counterspell: ${kind}`);
		}
		await expectAccessible(page, `ArchMage against the phone, the counterspell (${theme})`);
	});
});
