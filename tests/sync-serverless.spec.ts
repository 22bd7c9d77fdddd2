import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newGame } from './support/app';
import { accessibleInBothThemes } from './support/axe';
import { browserWithCamera, counter, openPanel, phone, readQr, showToCamera, status, tap, type Device } from './support/sync';

// Pairing with no signaling server at all: every phone here is set to use none, so the only way
// between them is the codes they exchange (through the copy/paste fallback) and the data channel.

const opened: Device[] = [];
async function device(browser: Parameters<typeof phone>[0], name: string) {
	const d = await phone(browser, name, { signaling: [] });
	opened.push(d);
	return d;
}
test.afterEach(async () => {
	for (const d of opened.splice(0)) await d.context.close();
});

/** `host` (at the table) shows a code; `guest` pastes it on its join screen; `host` pastes the answer. */
async function pair(host: Page, guest: Page) {
	await openPanel(host, 'Pair');
	await host.getByRole('button', { name: 'Show a code' }).click();
	const again = host.getByRole('button', { name: 'Pair another device' });
	if (await again.isVisible()) await again.click();
	const offer = await host.getByRole('textbox', { name: /^Pairing code/ }).inputValue();
	expect(offer).toMatch(/^[A-Za-z0-9_-]{100,400}$/);
	await guest.goto('/join');
	await guest.getByRole('textbox', { name: 'Pairing code from the device at the table' }).fill(offer);
	await guest.getByRole('button', { name: 'Use this code' }).click();
	const answer = await guest.getByRole('textbox', { name: /^Answer code/ }).inputValue();
	expect(answer).toMatch(/^[A-Za-z0-9_-]{80,300}$/);
	await host.getByRole('textbox', { name: 'Answer code from the other device' }).fill(answer);
	await host.getByRole('button', { name: 'Connect' }).click();
	await expect(host.getByText('Paired. The devices now sync directly.').or(host.getByRole('alert'))).toHaveText('Paired. The devices now sync directly.', { timeout: 30_000 });
}

test('the QR code shown reads as exactly the code the paste fallback gives', async ({ browser }) => {
	const a = await device(browser, 'Ana phone');
	await newGame(a.page, { players: ['Ana', 'Bo'] });
	await openPanel(a.page, 'Pair');
	const text = await a.page.getByRole('textbox', { name: /^Pairing code/ }).inputValue();
	const qr = await a.page.getByRole('img', { name: 'QR code: Pairing code' }).screenshot();
	expect(await readQr(qr)).toBe(text);

	await openPanel(a.page, 'Invite');
	const link = await a.page.getByRole('textbox', { name: /^Invite link/ }).inputValue();
	const qr2 = await a.page.getByRole('img', { name: 'QR code: Invite link' }).screenshot();
	expect(await readQr(qr2)).toBe(link);
});

test('with no signaling server, phones pair by exchanging codes, sync, and a third pairs through the second', async ({ browser }) => {
	const a = await device(browser, 'Ana phone');
	const b = await device(browser, 'Bo phone');
	const c = await device(browser, 'Cy phone');
	await newGame(a.page, { players: ['Ana', 'Bo'] });
	// a phone alone at its table says so (issue 18): no "waiting", no connection trouble to read
	await expect(status(a.page)).toHaveText('Only this phone');
	await tap(a.page, 'Ana', 'minus');

	await pair(a.page, b.page);
	await expect(b.page).toHaveURL(/\/table\//);
	// A plays every seat (pass and play): B's seat picker says picking one asks A for it
	await expect(b.page.getByTestId('seat-ask-note')).toHaveText(/^Ana phone plays every seat now\. Picking a seat asks that phone for it/);
	await accessibleInBothThemes(b.page, 'guest seat picker', 'guest-seat-picker');
	await b.page.getByRole('button', { name: 'Play as Bo' }).click();
	await expect(counter(b.page, 'Ana')).toHaveText('19');
	await expect(status(b.page)).toContainText('Connected to 1 other device');
	await tap(b.page, 'Bo', 'plus');
	await expect(counter(a.page, 'Bo')).toHaveText('21');
	await tap(a.page, 'Ana', 'minus');
	await expect(counter(b.page, 'Ana')).toHaveText('18');

	// C pairs with B (not A): what C does reaches A through B, and back.
	await pair(b.page, c.page);
	await expect(c.page).toHaveURL(/\/table\//);
	await c.page.getByRole('button', { name: 'Just watch' }).click();
	await expect(counter(c.page, 'Ana')).toHaveText('18');
	await expect(counter(c.page, 'Bo')).toHaveText('21');
	await c.page.getByRole('button', { name: 'Next round' }).click();
	await expect(a.page.getByTestId('round')).toHaveText('Round 2');
	await tap(a.page, 'Bo', 'minus');
	await expect(counter(c.page, 'Bo')).toHaveText('20');
	await expect(status(b.page)).toContainText('Connected to 2 other devices');

	// Presence travels the same way: A sees C, which it has no direct link to.
	await openPanel(a.page, /^Devices/);
	await expect(a.page.getByRole('list', { name: 'Devices at this table' })).toContainText('Cy phone');
});

test('a phone that already has the game pairs again by code and goes straight to its table', async ({ browser }) => {
	const a = await device(browser, 'Ana phone');
	const b = await device(browser, 'Bo phone');
	await newGame(a.page, { players: ['Ana', 'Bo'] });
	await pair(a.page, b.page);
	await b.page.getByRole('button', { name: 'Play as Bo' }).click();
	await tap(a.page, 'Ana', 'minus');
	await expect(counter(b.page, 'Ana')).toHaveText('19');
	await b.page.goto('/');
	// With no server, a lost pairing cannot come back by itself: A says so.
	await expect(a.page.getByTestId('sync-notice')).toContainText('A device paired by code disconnected');
	await expect(status(a.page)).toContainText('Not connected');
	await pair(a.page, b.page);
	await expect(b.page).toHaveURL(/\/table\//);
	await expect(b.page.getByRole('button', { name: 'Play as Bo' })).toHaveCount(0);
	await tap(a.page, 'Ana', 'minus');
	await expect(counter(b.page, 'Ana')).toHaveText('18');
});

// Its own browser, whose fake camera films the code the other phone shows.
// eslint-disable-next-line no-empty-pattern
test('two phones pair by scanning each other\'s QR codes with the camera', async ({}, testInfo) => {
	const film = testInfo.outputPath('camera.y4m');
	const browser = await browserWithCamera(film);
	try {
		const a = await phone(browser, 'Ana phone', { signaling: [] });
		const b = await phone(browser, 'Bo phone', { signaling: [] });
		await newGame(a.page, { players: ['Ana', 'Bo'] });
		await tap(a.page, 'Ana', 'minus');
		await openPanel(a.page, 'Pair');
		showToCamera(film, await a.page.getByRole('textbox', { name: /^Pairing code/ }).inputValue());

		await b.page.goto('/join');
		await b.page.getByRole('button', { name: 'Scan the pairing code' }).click();
		const answer = await b.page.getByRole('textbox', { name: /^Answer code/ }).inputValue();
		showToCamera(film, answer);
		await a.page.getByRole('button', { name: 'Scan the answer' }).click();
		await expect(a.page.getByText('Paired. The devices now sync directly.')).toBeVisible({ timeout: 30_000 });

		await expect(b.page).toHaveURL(/\/table\//);
		await b.page.getByRole('button', { name: 'Play as Bo' }).click();
		await expect(counter(b.page, 'Ana')).toHaveText('19');
		await tap(b.page, 'Bo', 'plus');
		await expect(counter(a.page, 'Bo')).toHaveText('21');
	} finally {
		await browser.close();
	}
});
