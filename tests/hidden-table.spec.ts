import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fromMenu, newGame } from './support/app';
import { inviteLink, join, phone, type Device } from './support/sync';
import { expectAccessible } from './support/axe';

/**
 * A Magika table of three phones (issue 33): the game master's phone made the game, Bo's and Cy's
 * joined through the normal invite, Bo before the contest started and Cy after. One turn is sealed and run; a marker in Bo's messages (sealed
 * with its orders, delivered in its own report) is on Bo's screen and nowhere on Cy's phone: not in
 * its DOM, its IndexedDB (every database) or its exported game file.
 */
test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 30_000 });

const MARKER = 'zq-marker-of-bo-7341';

/** Every value of every object store of every IndexedDB database of the page, as text (bytes read as Latin-1). */
async function storedText(page: Page): Promise<string> {
	return page.evaluate(async () => {
		const req = <T,>(r: IDBRequest<T>) => new Promise<T>((ok, no) => ((r.onsuccess = () => ok(r.result)), (r.onerror = () => no(r.error))));
		const text = (v: unknown): string => {
			if (v instanceof ArrayBuffer) return text(new Uint8Array(v));
			if (ArrayBuffer.isView(v)) return Array.from(new Uint8Array(v.buffer, v.byteOffset, v.byteLength), (b) => String.fromCharCode(b)).join('');
			if (v instanceof Blob) return '';
			if (Array.isArray(v)) return v.map(text).join('|');
			if (v && typeof v === 'object') return Object.entries(v).map(([k, x]) => `${k}:${text(x)}`).join('|');
			return String(v);
		};
		let out = '';
		for (const { name } of await indexedDB.databases()) {
			if (!name) continue;
			const db = await req(indexedDB.open(name));
			for (const store of Array.from(db.objectStoreNames)) out += `#${name}/${store}:` + (await req(db.transaction(store).objectStore(store).getAll())).map(text).join('\n');
			db.close();
		}
		return out;
	});
}

async function exported(page: Page): Promise<string> {
	const [dl] = await Promise.all([page.waitForEvent('download'), fromMenu(page, 'Export this game')]);
	return readFileSync((await dl.path())!, 'utf8');
}

const count = (text: string, s: string) => text.split(s).length - 1;

/** axe on what `page` shows, in the dark theme and then the light one (back to dark after). */
async function accessibleInBothThemes(page: Page, screen: string) {
	for (const theme of ['dark', 'light'] as const) {
		await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
		await expectAccessible(page, `${screen} (${theme})`);
	}
	await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
}

/** A mage's phone: the orders screen's standard turn, sealed; with `message`, first a message to its own mage. */
async function sealTurn(p: Page, message?: string) {
	if (message) {
		await p.getByRole('button', { name: 'Messages', exact: true }).click();
		const letter = (await p.locator('header', { hasText: 'Magika · Turn' }).textContent())!.match(/\((\w)\)/)![1];
		await p.getByLabel('To').selectOption({ label: letter });
		await p.getByLabel('Text').fill(message);
		await p.getByRole('button', { name: 'Add message' }).click();
	}
	await p.getByRole('button', { name: 'Orders', exact: true }).click();
	await p.getByRole('button', { name: 'Standard turn' }).click();
	await p.getByRole('button', { name: /^Seal and send/ }).click();
}

test('a Magika table: the GM phone and two players; what Bo writes reaches Bo only, and a fresh phone restores the GM from its backup', async ({ browser }) => {
	const phones: Device[] = [];
	try {
		const gm = await phone(browser, 'GM phone');
		const bo = await phone(browser, 'Bo phone');
		const cy = await phone(browser, 'Cy phone');
		phones.push(gm, bo, cy);
		await newGame(gm.page, { game: 'Magika', players: ['Bo', 'Cy'] });
		await expect(gm.page.getByRole('heading', { name: 'You are the game master' })).toBeVisible();
		await expect(gm.page.getByText('The game master role is open.')).toBeVisible();
		await expect(gm.page.getByTestId('joined')).toHaveText(/^0 of 2 mages/);
		await gm.page.screenshot({ path: test.info().outputPath('hidden-gm-setup.png') });
		await accessibleInBothThemes(gm.page, 'Magika GM set-up');
		const link = await inviteLink(gm.page);
		// Bo joins before the contest starts; the GM starts it with Cy's mage still on its phone (a bot)
		await join(bo.page, link, 'Bo');
		await expect(gm.page.getByTestId('joined')).toHaveText(/^1 of 2 mages/, { timeout: 30_000 });
		await gm.page.getByRole('button', { name: 'Start the contest' }).click();
		await expect(gm.page.getByRole('heading', { name: /^Turn 1/ })).toBeVisible({ timeout: 30_000 });
		await expect(bo.page.getByText(/^Magika · Turn/)).toBeVisible({ timeout: 30_000 });
		// Cy joins after the set-up: the GM's phone rebinds the seat to Cy's key and sends its report again
		await join(cy.page, link, 'Cy');
		await expect(cy.page.getByText(/^Magika · Turn/)).toBeVisible({ timeout: 30_000 });
		await bo.page.screenshot({ path: test.info().outputPath('hidden-bo-turn1.png') });
		await sealTurn(bo.page, MARKER);
		await sealTurn(cy.page);
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
	} finally {
		for (const p of phones) await p.context.close();
	}
});
