import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { accessibleInBothThemes } from './support/axe';
import { claimMage, messageToSelf, standardTurn, startWithBackup } from './support/magika';
import { PHONE } from './support/screens';
import { newGame } from './support/app';
import { inviteLink, join, phone, type Device } from './support/sync';
import { storedText } from './support/storage';

/**
 * A Magika contest at a real table (issue 34): the GM's phone made the game with a turn limit of 3,
 * Bo's and Cy's phones joined through the invite; the other eleven mages (ten novices and the Ebon
 * Mage) are bots on the GM's phone. Three turns: the first with a deadline and a re-seal before the
 * GM's phone runs it, the second run now with Cy missing and a correction, the third the last. A
 * marker each player writes to its own mage is on its own screen and nowhere on the other's phone
 * (DOM and every IndexedDB database); the end is audited on every phone, with the replay.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 30_000 });

const MARKER = { bo: 'zq-bo-marker-5521', cy: 'zq-cy-marker-8813' };
const count = (text: string, s: string) => text.split(s).length - 1;

async function atPhoneSize(browser: Parameters<typeof phone>[0], name: string): Promise<Device> {
	const d = await phone(browser, name);
	await d.page.setViewportSize(PHONE);
	return d;
}

const gmTurn = (gm: Page, turn: number) => expect(gm.getByRole('heading', { name: new RegExp(`^Turn ${turn} ·`) })).toBeVisible({ timeout: 30_000 });
const seatTurn = (p: Page, turn: number) => expect(p.getByText(`Magika · Turn ${turn}`)).toBeVisible({ timeout: 30_000 });

test('a Magika contest at a table: the GM phone, two players and eleven bots play three turns to an audited end', async ({ browser }) => {
	const phones: Device[] = [];
	try {
		const [gm, bo, cy] = await Promise.all(['GM phone', 'Bo phone', 'Cy phone'].map((n) => atPhoneSize(browser, n)));
		phones.push(gm, bo, cy);
		// a short contest: the turn limit set on the New game screen
		await gm.page.goto('/new');
		await gm.page.getByRole('radio', { name: /Magika/ }).check();
		const names = gm.page.getByRole('textbox', { name: /^Player \d+ name$/ });
		await names.nth(0).fill('Bo');
		await names.nth(1).fill('Cy');
		await gm.page.getByLabel(/^Turns/).fill('3');
		await gm.page.getByRole('button', { name: 'Start the game' }).click();
		await expect(gm.page.getByRole('heading', { name: 'You are the game master' })).toBeVisible();
		const link = await inviteLink(gm.page);
		await join(bo.page, link, 'Bo');
		await join(cy.page, link, 'Cy');
		// each player claims a mage on its phone, sealed to the GM; the set-up waits for the GM's Start,
		// which waits for the key backup; the Ebon Mage is a bot on the GM's phone (the table has 2 seats)
		await Promise.all([claimMage(bo.page, 'Elf', 'Evil'), claimMage(cy.page, 'Dwarf', 'Neutral')]);
		const setup = gm.page.getByRole('region', { name: 'Set up the contest' });
		await expect(setup).toContainText('2 of 13 mages taken by players · 11 bots', { timeout: 30_000 });
		await expect(setup).not.toContainText('still choosing', { timeout: 30_000 });
		await expect(setup.getByTestId('ebon-holder')).toHaveText('The Ebon Mage: a bot on this phone');
		// the GM's keys sealed to Bo's phone: Bo's phone can take the role over if the GM's is lost
		await startWithBackup(gm.page, 'Bo (A)');
		await gmTurn(gm.page, 1);
		await expect(bo.page.getByText('You are the co-game master')).toBeVisible({ timeout: 30_000 });
		// it says why, closed above the mage's screens
		await expect(bo.page.getByText('You are the co-game master')).toContainText("the game master's keys are sealed to your phone");
		await expect(cy.page.getByText(/^Magika · Turn/)).toBeVisible();
		await expect(cy.page.getByText('You are the co-game master')).toHaveCount(0);
		await expect(cy.page.getByRole('region', { name: "The game master's public record" })).toContainText('The GM sealed its keys to a co-game master at the set-up');
		await Promise.all([seatTurn(bo.page, 1), seatTurn(cy.page, 1)]);
		// the top bar names the GM's phone for what it is, not as holding every seat
		await expect(gm.page.getByText('You: game master')).toBeVisible();
		await expect(bo.page.getByText('GM phone · game master')).toBeVisible();

		// turn 1: a deadline every phone reads; Bo seals, then seals again with his message before Cy seals
		await gm.page.getByLabel('Deadline').selectOption({ label: '15 min' });
		for (const p of [bo.page, cy.page]) await expect(p.getByText(/^Orders due \d/)).toBeVisible({ timeout: 30_000 });
		// the GM's choice shows the published deadline after another tab, not "none"
		const due = (await gm.page.getByRole('region', { name: "The game master's public record" }).getByRole('status').textContent())!.replace(/^Orders /, '');
		await gm.page.getByRole('button', { name: 'God view', exact: true }).click();
		await gm.page.getByRole('button', { name: 'Turn', exact: true }).click();
		await expect(gm.page.getByLabel('Deadline').locator('option:checked')).not.toHaveText('none');
		await expect(gm.page.getByLabel('Deadline').locator('option:checked')).toHaveText(due);
		expect(await standardTurn(bo.page)).toBeLessThanOrEqual(6);
		const row = (name: string) => gm.page.getByRole('region', { name: /^Game master, turn/ }).getByRole('listitem').filter({ hasText: name });
		await expect(row('Bo')).toContainText('sealed', { timeout: 30_000 });
		await expect(row('Cy')).toContainText('not sealed');
		await gm.page.screenshot({ path: test.info().outputPath('gm-turn1-bo-sealed.png') });
		await accessibleInBothThemes(gm.page, 'GM turn', 'gm-turn');
		await messageToSelf(bo.page, MARKER.bo);
		await bo.page.getByRole('button', { name: 'Orders', exact: true }).click();
		await bo.page.getByRole('button', { name: /^Seal again/ }).click();
		await bo.page.screenshot({ path: test.info().outputPath('bo-resealed.png') });
		await accessibleInBothThemes(bo.page, 'Seat with notices', 'seat-with-notices');
		await messageToSelf(cy.page, MARKER.cy);
		await standardTurn(cy.page);
		await gmTurn(gm.page, 2);
		await Promise.all([seatTurn(bo.page, 2), seatTurn(cy.page, 2)]);
		// the deadline was for turn 1: gone with it
		await expect(bo.page.getByText(/^Orders due/)).toHaveCount(0);

		// the re-sealed orders were the ones used: Bo's marker reached Bo, Cy's reached Cy, neither the other
		for (const [p, mine, theirs] of [
			[bo.page, MARKER.bo, MARKER.cy],
			[cy.page, MARKER.cy, MARKER.bo]
		] as const) {
			await p.getByRole('button', { name: 'Messages', exact: true }).click();
			await expect(p.getByText(mine)).toBeVisible();
			expect(count(await p.content(), theirs)).toBe(0);
			const stored = await storedText(p);
			expect(count(stored, 'familiar')).toBeGreaterThan(0);
			expect(count(stored, theirs)).toBe(0);
		}

		// the world's seal says what it is for; the seal itself behind the disclosure
		await gm.page.getByText('World seal: every phone checks it at the end').click();
		await expect(gm.page.getByTestId('world-hash')).toHaveText(/^World \S{12}$/);
		// turn 2: Bo seals; "Run turn now" with Cy not sealed asks first, who misses and what that costs; Wait runs nothing
		await standardTurn(bo.page);
		const waitingForCy = gm.page.getByRole('heading', { name: 'Turn 2 · waiting for 1' });
		await expect(waitingForCy).toBeVisible({ timeout: 30_000 });
		const runNow = gm.page.getByRole('button', { name: 'Run turn now…' });
		const asked = gm.page.getByRole('group', { name: 'Run turn 2 without Cy?' });
		await runNow.click();
		await expect(asked).toContainText("A cautious bot plays Cy's turn, counted as a miss. This cannot be undone.");
		await expect(asked.getByRole('button', { name: 'Wait' })).toBeFocused();
		await gm.page.screenshot({ path: test.info().outputPath('gm-run-now-asked.png') });
		await asked.getByRole('button', { name: 'Wait' }).click();
		await expect(asked).toHaveCount(0);
		await expect(runNow).toBeFocused();
		// the god view and a correction, each a build after anything Wait could have run: still turn 2
		await gm.page.getByRole('button', { name: 'God view' }).click();
		await expect(gm.page.getByRole('img', { name: /^Map of the whole arena/ })).toBeVisible({ timeout: 30_000 });
		await accessibleInBothThemes(gm.page, 'GM god view', 'gm-god-view');
		await gm.page.getByRole('button', { name: 'Correction' }).click();
		await gm.page.getByLabel('Mage').selectOption({ index: 1 });
		await gm.page.getByLabel('Endurance').fill('5');
		await gm.page.getByLabel(/^Reason/).fill('A rules dispute settled at the table');
		await accessibleInBothThemes(gm.page, 'GM correction', 'gm-correction');
		await gm.page.getByRole('button', { name: 'Record the correction' }).click();
		for (const p of [gm.page, bo.page, cy.page]) await expect(p.getByText('Correction on turn 2: A rules dispute settled at the table')).toBeVisible({ timeout: 30_000 });
		await gm.page.getByRole('button', { name: 'Turn', exact: true }).click();
		await expect(waitingForCy).toBeVisible();
		await expect(row('Cy')).toContainText('… not sealed yet');
		// the GM runs the turn with Cy missing: asked again, it confirms
		await runNow.click();
		await asked.getByRole('button', { name: 'Run now' }).click();
		await gmTurn(gm.page, 3);
		await expect(row('Cy')).toContainText('missed 1 in a row');
		await Promise.all([seatTurn(bo.page, 3), seatTurn(cy.page, 3)]);

		// turn 3, the last: the GM's phone reveals, every phone audits the three turns and shows the end
		await standardTurn(bo.page);
		await standardTurn(cy.page);
		for (const p of [gm.page, bo.page, cy.page]) await expect(p.getByText('✓ Audit: 3/3 turns')).toBeVisible({ timeout: 60_000 });
		await expect(bo.page.getByRole('heading', { name: /The contest ended on turn 3: the turn limit was reached/ })).toBeVisible();
		await expect(bo.page.getByRole('list', { name: "The Ebon Mage's tasks" }).getByRole('listitem')).not.toHaveCount(0);
		await bo.page.screenshot({ path: test.info().outputPath('bo-finale.png') });
		await accessibleInBothThemes(bo.page, 'Finale', 'finale');
		const replay = bo.page.getByRole('region', { name: 'Replay of the arena' });
		await replay.getByRole('button', { name: 'Next turn ▶' }).click();
		await expect(replay.getByRole('heading', { name: 'Replay: turn 1 of 3' })).toBeVisible();
		await replay.scrollIntoViewIfNeeded();
		await bo.page.screenshot({ path: test.info().outputPath('bo-replay.png') });
	} finally {
		for (const p of phones) await p.context.close();
	}
});

test('the GM plays the Ebon Mage at a table of 13 seats: the turn waits for its orders, and every phone reads that the GM plays him', async ({ browser }) => {
	const phones: Device[] = [];
	try {
		const [gm, bo] = await Promise.all(['GM phone', 'Bo phone'].map((n) => atPhoneSize(browser, n)));
		phones.push(gm, bo);
		await newGame(gm.page, { game: 'Magika', players: ['Bo', ...Array.from({ length: 11 }, (_, i) => `Novice ${i + 2}`), 'Ebon'] });
		const link = await inviteLink(gm.page);
		await join(bo.page, link, 'Bo');
		await claimMage(bo.page, 'Human', 'Neutral');
		const setup = gm.page.getByRole('region', { name: 'Set up the contest' });
		await expect(setup).toContainText('1 of 13 mages taken by players · 12 bots', { timeout: 30_000 });
		await setup.getByRole('radio', { name: 'Me, the game master' }).check();
		await accessibleInBothThemes(gm.page, 'GM set-up, the GM plays the Ebon Mage', 'gm-setup-ebon');
		await startWithBackup(gm.page);
		await gmTurn(gm.page, 1);
		await seatTurn(bo.page, 1);
		// every tab's name fits its button, room either side, inside the table's margins at 360px
		const tabs = bo.page.getByRole('navigation', { name: 'Report' }).getByRole('button');
		const tight = await tabs.evaluateAll((bs) =>
			bs.filter((b) => {
				const text = document.createRange();
				text.selectNodeContents(b);
				return b.clientWidth - text.getBoundingClientRect().width < 8;
			}).map((b) => b.textContent)
		);
		expect(tight).toEqual([]);
		// public from the start: Bo's phone reads it before the GM seals any orders for Ebon
		await expect(bo.page.getByRole('region', { name: "The game master's public record" })).toContainText('The game master plays Ebon and sees the whole world');

		// Bo seals; the turn waits for the GM's orders for the Ebon Mage
		await standardTurn(bo.page);
		await expect(gm.page.getByRole('region', { name: /^Game master, turn/ }).getByRole('listitem').filter({ hasText: 'Ebon' })).toContainText('not sealed');
		await gm.page.getByRole('button', { name: 'Play your mage: Ebon' }).click();
		await expect(gm.page.getByText(/^Magika · Turn 1$/)).toBeVisible();
		await accessibleInBothThemes(gm.page, "The GM's own mage", 'gm-own-mage');
		await standardTurn(gm.page);
		await seatTurn(bo.page, 2);
		await expect(bo.page.getByRole('region', { name: "The game master's public record" })).toContainText('The game master plays Ebon and sees the whole world', { timeout: 30_000 });
		await gm.page.getByRole('button', { name: 'Back to the game master' }).click();
		await gmTurn(gm.page, 2);
	} finally {
		for (const p of phones) await p.context.close();
	}
});
