import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fromMenu, newGame } from './support/app';
import { inviteLink, join, phone, type Device } from './support/sync';
import { accessibleInBothThemes } from './support/axe';
import { claimMage, messageToSelf, standardTurn, startWithBackup } from './support/magika';
import { storedText } from './support/storage';

/**
 * A Magika table of three phones (issue 33): the game master's phone made the game, Bo's and Cy's
 * joined through the normal invite, Bo before the contest started and Cy after. One turn is sealed and run; a marker in Bo's messages (sealed
 * with its orders, delivered in its own report) is on Bo's screen and nowhere on Cy's phone: not in
 * its DOM, its IndexedDB (every database) or its exported game file.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 30_000 });

const MARKER = 'zq-marker-of-bo-7341';

async function exported(page: Page): Promise<string> {
	const [dl] = await Promise.all([page.waitForEvent('download'), fromMenu(page, 'Export this game')]);
	return readFileSync((await dl.path())!, 'utf8');
}

const count = (text: string, s: string) => text.split(s).length - 1;

test('a Magika table: the GM phone and two players; what Bo writes reaches Bo only, and a fresh phone restores the GM from its backup', async ({ browser }) => {
	const phones: Device[] = [];
	try {
		const gm = await phone(browser, 'GM phone');
		const bo = await phone(browser, 'Bo phone');
		const cy = await phone(browser, 'Cy phone');
		phones.push(gm, bo, cy);
		await newGame(gm.page, { game: 'Magika', players: ['Bo', 'Cy'] });
		await expect(gm.page.getByRole('heading', { name: 'You are the game master' })).toBeVisible();
		await expect(gm.page.getByText('This phone keeps the game’s secrets: the whole world and every mage.')).toBeVisible();
		await expect(gm.page.getByTestId('joined')).toHaveText(/^0 of 2 mages/);
		await gm.page.screenshot({ path: test.info().outputPath('hidden-gm-setup.png') });
		await accessibleInBothThemes(gm.page, 'Magika GM set-up');
		// the start screen's main action opens the invite (the menu's sheet)
		await gm.page.getByRole('button', { name: 'Invite the players’ phones' }).click();
		await expect(gm.page.getByRole('dialog', { name: 'Invite a phone', exact: true })).toBeVisible();
		const link = await inviteLink(gm.page);
		// Bo joins before the contest starts; the GM starts it with Cy's mage still on its phone (a bot)
		await join(bo.page, link, 'Bo');
		// the GM's phone lists the thirteen mages; Bo claims his on his phone, sealed to the GM
		const setup = gm.page.getByRole('region', { name: 'Set up the contest' });
		await expect(setup).toContainText('1 of 13 mages taken by players · 12 bots · 1 still choosing', { timeout: 30_000 });
		await claimMage(bo.page, 'Halfling', 'Good');
		await bo.page.screenshot({ path: test.info().outputPath('hidden-bo-claim.png') });
		await accessibleInBothThemes(bo.page, 'Magika claim at a table');
		await expect(setup).toContainText('1 of 13 mages taken by players · 12 bots', { timeout: 30_000 });
		await expect(setup).not.toContainText('still choosing');
		// the start waits for the GM's key backup
		await expect(setup.getByRole('button', { name: 'Start the contest' })).toBeDisabled();
		await gm.page.screenshot({ path: test.info().outputPath('hidden-gm-setup-players.png') });
		await accessibleInBothThemes(gm.page, 'Magika GM set-up with a player');
		// the backup: the GM's keys sealed to Bo's phone (a co-GM)
		await startWithBackup(gm.page, 'Bo (A)');
		await expect(gm.page.getByRole('heading', { name: /^Turn 1/ })).toBeVisible({ timeout: 30_000 });
		await expect(bo.page.getByText(/^Magika · Turn/)).toBeVisible({ timeout: 30_000 });
		// Bo's mage is the one he claimed
		await bo.page.getByRole('button', { name: 'Mage', exact: true }).click();
		await expect(bo.page.getByRole('heading', { name: /halfling · Good/i })).toBeVisible();
		await bo.page.getByRole('button', { name: 'Map', exact: true }).click();
		// Cy joins after the set-up: the GM's phone rebinds the seat to Cy's key and sends its report again
		await join(cy.page, link, 'Cy');
		await expect(cy.page.getByText(/^Magika · Turn/)).toBeVisible({ timeout: 30_000 });
		// the GM's phone moved Cy's mage to Cy's phone in a step the whole table sees
		await expect(bo.page.getByRole('region', { name: "The game master's public record" })).toContainText('The GM moved Cy to a new phone', { timeout: 30_000 });
		// and the GM's own phone names the seat the same way, not by its id
		await expect(gm.page.getByRole('region', { name: "The game master's public record" })).toContainText('The GM moved Cy to a new phone');
		await bo.page.screenshot({ path: test.info().outputPath('hidden-bo-turn1.png') });
		await messageToSelf(bo.page, MARKER);
		await standardTurn(bo.page);
		await standardTurn(cy.page);
		// the GM's phone runs the turn once both have sealed; each phone opens its own report
		await expect(gm.page.getByRole('heading', { name: /^Turn 2/ })).toBeVisible({ timeout: 30_000 });
		await gm.page.screenshot({ path: test.info().outputPath('hidden-gm-turn2.png') });
		await accessibleInBothThemes(gm.page, 'Magika GM panel at a table');
		await bo.page.getByRole('button', { name: 'Messages', exact: true }).click();
		await expect(bo.page.getByText(MARKER)).toBeVisible({ timeout: 30_000 });
		await bo.page.screenshot({ path: test.info().outputPath('hidden-bo-report.png') });
		await cy.page.getByRole('button', { name: 'Messages', exact: true }).click();
		await expect(cy.page.getByText(/Magika · Turn 2/)).toBeVisible({ timeout: 30_000 });

		// found on Bo's own screen (so the search can find it), and nowhere on Cy's phone
		expect(count(await bo.page.content(), MARKER)).toBeGreaterThan(0);
		expect(count(await cy.page.content(), MARKER)).toBe(0);
		const stored = await storedText(cy.page);
		// the search reads the stored log: a name in its clear part is there
		expect(count(stored, 'familiar')).toBeGreaterThan(0);
		expect(count(stored, MARKER)).toBe(0);
		const file = await exported(cy.page);
		expect(count(file, 'core/gm-turn')).toBeGreaterThan(0);
		expect(count(file, MARKER)).toBe(0);

		// a fresh phone joins as a watcher and restores the GM from the backup line: the same world
		await gm.page.getByText("Back up the game master's keys").click();
		const line = gm.page.getByRole('textbox', { name: 'Backup line' });
		await expect(line).toHaveValue(/^fgm1\./);
		const backup = await line.inputValue();
		const published = (await gm.page.getByTestId('world-hash').textContent())!.replace('World ', '').trim();
		const fresh = await phone(browser, 'New GM phone');
		phones.push(fresh);
		await join(fresh.page, link, 'watch');
		await fresh.page.getByText('Restore the game master from its backup').click();
		await fresh.page.getByLabel('Backup line').fill(backup);
		await fresh.page.getByRole('button', { name: 'Restore the game master' }).click();
		await expect(fresh.page.getByTestId('restored')).toHaveText(`Restored: world ${published}`, { timeout: 30_000 });
		// and Bo's phone, the co-GM, can take the role over from the escrow: the same world again
		await bo.page.getByText('You are the co-game master').click();
		await bo.page.getByRole('button', { name: 'Take over as game master' }).click();
		// Bo's phone is now the GM's screen, the same world, and Bo still plays his mage from it
		await expect(bo.page.getByTestId('world-hash')).toHaveText(`World ${published}`, { timeout: 30_000 });
		await bo.page.getByRole('button', { name: 'Play your mage: Bo' }).click();
		await expect(bo.page.getByText(/^Magika · Turn 2$/)).toBeVisible();
	} finally {
		for (const p of phones) await p.context.close();
	}
});
