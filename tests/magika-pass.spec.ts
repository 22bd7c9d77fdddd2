import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { homeScripts, newGame } from './support/app';
import { expectAccessible } from './support/axe';

/**
 * One phone for everyone at a real Magika table (issue 34, item 5): the phone that made the game,
 * nobody having joined, is the game master and holds every seat, so the mages pass it around behind
 * a cover, each sealing its own orders; the GM's phone runs the turn once all have sealed. A marker
 * in Ann's messages (sealed with her orders, back in her own report) is never on screen while Bo
 * plays. The home card then says the turn and where the orders stand (item 6).
 */
test.use({ viewport: { width: 360, height: 640 } });

const secret = (name: string, turn: number) => `secret-of-${name}-turn-${turn}`;

/** axe on what `page` shows, in the dark theme and then the light one (back to dark after), with a screenshot of each. */
async function bothThemes(page: Page, screen: string) {
	for (const theme of ['dark', 'light'] as const) {
		await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
		await expectAccessible(page, `${screen} (${theme})`);
		await page.screenshot({ path: test.info().outputPath(`pass-${screen.replaceAll(' ', '-')}-${theme}.png`) });
	}
	await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
}

/** Behind the cover: a message to the mage's own letter (so it comes back in its own report only), then the standard turn, sealed. */
async function playTurn(page: Page, text: string) {
	await page.getByRole('button', { name: 'Messages', exact: true }).click();
	const letter = (await page.locator('header', { hasText: 'Magika · Turn' }).textContent())!.match(/\((\w)\)/)![1];
	await page.getByLabel('To').selectOption({ value: letter });
	await page.getByLabel('Text').fill(text);
	await page.getByRole('button', { name: 'Add message' }).click();
	await page.getByRole('button', { name: 'Orders', exact: true }).click();
	await page.getByRole('button', { name: 'Standard turn' }).click();
	await page.getByRole('button', { name: /^Seal and send/ }).click();
}

test('one phone for everyone: two mages pass the phone for two turns behind a cover, each seeing only its own mage; the card at home says where the turn stands', async ({ page }) => {
	await newGame(page, { game: 'Magika', players: ['Ann', 'Bo'], title: 'Pass contest' });
	await expect(page.getByTestId('joined')).toHaveText(/^0 of 2 mages .* this phone/);
	await page.getByRole('button', { name: 'Start on this phone only' }).click();

	for (const turn of [1, 2]) {
		for (const [name, other] of [
			['Ann', 'Bo'],
			['Bo', 'Ann']
		]) {
			await expect(page.getByRole('heading', { name: `Pass the phone to ${name}` })).toBeVisible({ timeout: 30_000 });
			await expect(page.getByText(`Turn ${turn}. Nobody else looks.`)).toBeVisible();
			await expect(page.locator('body')).not.toContainText('secret-of-');
			if (turn === 1 && name === 'Ann') await bothThemes(page, 'cover');
			await page.getByRole('button', { name: `I am ${name}: open my mage` }).click();
			await expect(page.getByText(`Magika · Turn ${turn}`)).toBeVisible();
			if (turn === 2) {
				// last turn's message came back in this mage's own report
				await page.getByRole('button', { name: 'Messages', exact: true }).click();
				await expect(page.getByText(secret(name, 1))).toBeVisible();
			}
			expect(await page.content()).not.toContain(`secret-of-${other}`);
			if (turn === 2 && name === 'Bo') await bothThemes(page, 'bo messages');
			await playTurn(page, secret(name, turn));
		}
	}

	// the GM's panel, behind the cover too: its god view is locked, since the GM plays here
	await expect(page.getByRole('heading', { name: 'Pass the phone to Ann' })).toBeVisible({ timeout: 30_000 });
	// one phone for everyone: the top bar says so, not that this phone is only the game master
	await expect(page.getByText('Pass and play', { exact: true })).toBeVisible();
	await expect(page.getByText('Turn 3. Nobody else looks.')).toBeVisible();
	await page.getByRole('button', { name: 'Game master' }).click();
	await expect(page.getByRole('heading', { name: /^Turn 3/ })).toBeVisible();
	await bothThemes(page, 'gm');
	// a deadline: the choice shows the published one after a reload too, not "none"
	await page.getByLabel('Deadline').selectOption({ label: '15 min' });
	const record = page.getByRole('region', { name: "The game master's public record" });
	await expect(record.getByRole('status')).toHaveText(/^Orders due \d/);
	const due = (await record.getByRole('status').textContent())!.replace(/^Orders /, '');
	await page.reload();
	await page.getByRole('button', { name: 'Game master' }).click({ timeout: 30_000 });
	await expect(page.getByRole('heading', { name: /^Turn 3/ })).toBeVisible();
	await expect(page.getByLabel('Deadline').locator('option:checked')).not.toHaveText('none');
	await expect(page.getByLabel('Deadline').locator('option:checked')).toHaveText(due);
	await page.getByRole('button', { name: 'God view', exact: true }).click();
	await expect(page.getByRole('button', { name: 'Open it and tell the table' })).toBeInViewport();
	await bothThemes(page, 'gm god view locked');
	// opened, the look is on the public record every phone shows
	await page.getByRole('button', { name: 'Open it and tell the table' }).click();
	await expect(page.getByRole('img', { name: /Map of the whole arena/ })).toBeVisible({ timeout: 30_000 });
	await expect(page.getByRole('region', { name: "The game master's public record" })).toContainText('The GM looked at the world');
	await page.getByRole('button', { name: 'Cover the screen' }).click();

	// the home card: the turn and, for the GM of this phone, how many mages have sealed; the
	// card's words are written by the table, so the home page loads no Magika or hidden-protocol code
	const card = page.getByRole('listitem').filter({ hasText: 'Pass contest' });
	const scripts = await homeScripts(page, card);
	await expect(card.getByTestId('game-state')).toHaveText('Turn 3 · 0 of 2 sealed');
	expect(scripts.filter((js) => js.includes('your orders are due') || js.includes('core/gm-turn'))).toEqual([]);
	await page.screenshot({ path: test.info().outputPath('pass-home-card.png') });

	// reopened, the phone opens every mage's report again: Ann plays on where she was
	await card.getByRole('link').click();
	await page.getByRole('button', { name: 'I am Ann: open my mage' }).click({ timeout: 30_000 });
	await expect(page.getByText('Magika · Turn 3')).toBeVisible();
	expect(await page.content()).not.toContain('secret-of-Bo');
});

test('one phone for everyone to the end: a one-turn contest is revealed and audited on the phone, the same for all', async ({ page }) => {
	await page.goto('/new');
	await page.getByRole('radio', { name: /Magika/ }).check();
	await page.getByLabel(/^Turns/).fill('1');
	await page.getByRole('button', { name: 'Start the game' }).click();
	await page.getByRole('button', { name: 'Start on this phone only' }).click();
	for (const name of ['Player 1', 'Player 2']) {
		await page.getByRole('button', { name: `I am ${name}: open my mage` }).click({ timeout: 30_000 });
		await page.getByRole('button', { name: 'Orders', exact: true }).click();
		await page.getByRole('button', { name: 'Standard turn' }).click();
		await page.getByRole('button', { name: /^Seal and send/ }).click();
	}
	const end = page.getByRole('region', { name: 'The end of the contest' });
	await expect(end.getByRole('status')).toHaveText('✓ Audit: 1/1 turns', { timeout: 30_000 });
	await expect(end.getByRole('list', { name: 'Victory points' }).getByRole('listitem')).toHaveCount(13);
	await bothThemes(page, 'end');
	await page.goto('/');
	await expect(page.getByTestId('game-state')).toHaveText('The contest is over');
});

test('one phone for everyone: behind the cover each player chooses a mage in secret (or lets the game deal), and the contest starts with that choice', async ({ page }) => {
	await newGame(page, { game: 'Magika', players: ['Ann', 'Bo'] });
	await page.getByRole('button', { name: 'Pass this phone round to choose the mages' }).click();
	await expect(page.getByRole('heading', { name: 'Pass the phone to Ann' })).toBeVisible();
	await expect(page.getByText('Choosing the mages · 1 of 2')).toBeVisible();
	await bothThemes(page, 'claim cover');
	await page.getByRole('button', { name: 'I am Ann: choose my mage' }).click();
	await claimOnCover(page, 'Halfling', 'Good');
	// sealed, the choice is off the screen before Bo takes the phone
	await expect(page.getByRole('heading', { name: 'Pass the phone to Bo' })).toBeVisible();
	await expect(page.getByText('Choosing the mages · 2 of 2')).toBeVisible();
	await expect(page.getByRole('region', { name: 'Claim your mage' })).toHaveCount(0);
	await page.getByRole('button', { name: 'Let the game deal Bo’s mage' }).click();
	// the contest starts: Ann's mage is the one she chose
	await page.getByRole('button', { name: 'I am Ann: open my mage' }).click({ timeout: 30_000 });
	await page.getByRole('button', { name: 'Mage', exact: true }).click();
	await expect(page.getByRole('heading', { name: /halfling · Good/i })).toBeVisible();
});

/** Ann's claim on the shared phone: the claim form as at a table, sealed; the cover comes back at once. */
async function claimOnCover(page: Page, race: string, align: 'Good' | 'Neutral' | 'Evil') {
	const claim = page.getByRole('region', { name: 'Claim your mage' });
	await claim.getByRole('radio', { name: new RegExp(`^${race}\\b`) }).check();
	await claim.getByRole('radio', { name: align, exact: true }).check();
	await bothThemes(page, 'claim open');
	await claim.getByRole('button', { name: 'Seal my choice' }).click();
}
