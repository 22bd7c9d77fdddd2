import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newGame, openSheet } from './support/app';
import { shoot } from './support/screens';
import { counter, inviteLink, join, onTestServer, phone, type Device } from './support/sync';

// A phone joining a game long under way: every move signed by the phone that made it.

const opened: Device[] = [];
test.afterEach(async () => {
	for (const d of opened.splice(0)) await d.context.close();
});

/** Taps `player`'s Life +1 `n` times in a row, as fast as the page takes them. */
async function tapMany(device: Device, player: string, n: number) {
	const plus = device.page.getByRole('group', { name: `${player} Life` }).getByRole('button', { name: /plus 1/ });
	await plus.evaluate(async (button: HTMLElement, n: number) => {
		for (let i = 0; i < n; i++) {
			button.click();
			if (i % 50 === 49) await new Promise((ok) => setTimeout(ok, 0));
		}
	}, n);
}

/** Ana's phone with a game of `moves` moves by Ana, and Bo's phone, new. */
async function gameAndNewcomer(browser: Browser, title: string, moves: number) {
	const a = await phone(browser, 'Ana phone');
	const b = await phone(browser, 'Bo phone');
	opened.push(a, b);
	await newGame(a.page, { players: ['Ana', 'Bo'], title });
	await tapMany(a, 'Ana', moves);
	await expect(counter(a.page, 'Ana')).toHaveText(String(20 + moves), { timeout: 120_000 });
	return { a, b };
}

test('a phone joins a 2,000-move signed game and plays its first move', async ({ browser }) => {
	test.setTimeout(240_000);
	const { a, b } = await gameAndNewcomer(browser, 'Long night', 2_000);

	await join(b.page, await inviteLink(a.page), 'Bo');
	await expect(counter(b.page, 'Ana')).toHaveText('2020', { timeout: 30_000 });
	// Bo's seat is handed over by Ana's phone (it played every seat, and nobody has moved for Bo)
	await b.page.getByRole('group', { name: 'Bo Life' }).getByRole('button', { name: /plus 1/ }).click();
	await expect(counter(a.page, 'Bo')).toHaveText('21', { timeout: 30_000 });
	await expect(counter(b.page, 'Bo')).toHaveText('21');

	// Every signature the joining phone checked holds: Verify finds the whole game in order.
	await openSheet(b.page, 'Check fairness');
	const fair = b.page.getByRole('region', { name: 'Fair play' });
	await expect(fair.getByText(/Checking \d+ signature/)).toHaveCount(0, { timeout: 60_000 });
	await expect(b.page.getByTestId('holder-Bo')).toContainText('this device');
	await expect(b.page.getByTestId('holder-Ana')).toContainText('another device');
});

test('a game that has just arrived is still on the phone after an immediate reload', async ({ browser }) => {
	test.setTimeout(120_000);
	const { a, b } = await gameAndNewcomer(browser, 'Short night', 30);

	await b.page.goto(onTestServer(await inviteLink(a.page)));
	await expect(counter(b.page, 'Ana')).toHaveText('50', { timeout: 30_000 });
	// the table opened the document that arrived, in memory: it is written in the background
	await b.page.reload();
	await expect(counter(b.page, 'Ana')).toHaveText('50', { timeout: 30_000 });
	await b.page.getByRole('button', { name: 'Play as Bo' }).first().click();
	await b.page.goto('/');
	await expect(b.page.getByText('Short night')).toBeVisible();
});

test('an invite for a game this version does not have says so, and connects to nobody', async ({ browser }) => {
	const b = await phone(browser, 'Bo phone');
	opened.push(b);
	for (const game of ['chess', 'constructor']) {
		await b.page.goto(`/join#t=table${game}&s=secret${game}&g=${game}`);
		await expect(b.page.getByRole('alert')).toHaveText(`This invite is for a game this version of Familiar does not have ("${game}"). Update Familiar, then open the invite again.`);
		await expect(b.page.getByTestId('join-status')).toHaveCount(0);
	}
});

test('a phone that joined with an older invite (no digest) says so until a new invite names the game', async ({ browser }) => {
	test.setTimeout(120_000);
	const { a, b } = await gameAndNewcomer(browser, 'Old link', 2);
	const link = await inviteLink(a.page);
	expect(link).toMatch(/&d=/);
	await join(b.page, link.replace(/&d=[^&]*/, ''), 'Bo');
	await expect(counter(b.page, 'Ana')).toHaveText('22', { timeout: 30_000 });
	const notice = b.page.getByTestId('invite-proof');
	await expect(notice).toHaveText(/older invite, which cannot prove who made this game/);
	await shoot(b.page, 'table-older-invite');
	// kept by the phone: a reload shows it again
	await b.page.reload();
	await expect(counter(b.page, 'Ana')).toHaveText('22', { timeout: 30_000 });
	await expect(notice).toBeVisible();
	// the invite with the digest names this very game: the notice goes
	await b.page.goto(onTestServer(link));
	await expect(b.page).toHaveURL(/\/table\//, { timeout: 30_000 });
	await expect(counter(b.page, 'Ana')).toHaveText('22', { timeout: 30_000 });
	await expect(notice).toHaveCount(0);
});
