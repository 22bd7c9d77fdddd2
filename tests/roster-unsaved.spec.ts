import { type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { createWizard, newDuel, openRoster } from './support/archmage';

// A roster change whose database write a page did not live to commit (it went at once: a reload, a
// backup opened right after) is kept in localStorage (src/lib/games/archmage/rosterJournal.ts): the
// backup carries it, and the roster writes it when it is next read. The page that goes is stood for
// by the journal's entry itself, so the test does not race the database.

const KEY = 'familiar.archmage.roster.unsaved';

async function backup(page: Page) {
	await page.goto('/settings');
	const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Export a backup/ }).click()]);
	return JSON.parse(readFileSync((await dl.path())!, 'utf8')) as { roster: { wizards: { id: string; updated: number; wizard: { status: string } }[] } };
}

test('a roster change a page left unsaved is in the backup, and written when the roster is next read', async ({ page }) => {
	await newDuel(page);
	await createWizard(page, 'Ann', 'Merla');
	await openRoster(page);
	await expect(page.getByTestId('roster-Merla')).toBeVisible();
	const stored = (await backup(page)).roster.wizards[0];
	expect(stored.wizard.status).toBe('active');
	// the page went before its write of Merla's retirement committed: only the journal holds it
	const unsaved = { ...stored, updated: stored.updated + 1000, wizard: { ...stored.wizard, status: 'retired' } };
	await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, JSON.stringify({ wizards: [unsaved] })]);

	expect((await backup(page)).roster.wizards[0].wizard.status, 'the backup has the change').toBe('retired');
	await newDuel(page);
	await openRoster(page);
	await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), KEY), { message: 'written, then taken off the journal' }).toBeNull();
	await page.reload();
	await expect.poll(async () => (await backup(page)).roster.wizards[0].wizard.status, { message: 'in the database now' }).toBe('retired');
});
