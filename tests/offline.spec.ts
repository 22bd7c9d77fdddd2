import { expect, test } from './support/fixtures';
import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../scripts/staticServer.mjs';
import { newGame, waitForOffline } from './support/app';

test('after a first visit Familiar starts, opens games and plays with the network off', async ({ page, context }) => {
	await page.goto('/');
	await waitForOffline(page);
	await newGame(page, { players: ['Ana', 'Bo'], title: 'Offline duel' });
	await page.getByRole('group', { name: 'Ana Life' }).getByRole('button', { name: /minus 1/ }).click();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');

	await context.setOffline(true);
	await page.reload();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
	await page.goto('/');
	await page.getByRole('link', { name: /Offline duel/ }).click();
	await page.getByRole('group', { name: 'Bo Life' }).getByRole('button', { name: /plus 1/ }).click();
	await expect(page.getByTestId('value-Bo-life')).toHaveText('21');
	await page.goto('/new');
	await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
	await page.goto('/settings');
	await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
	await context.setOffline(false);
});

test('a page that loaded bypassing the service worker (a hard reload) is taken over, and works offline', async ({ page, context }) => {
	await page.goto('/');
	await waitForOffline(page);
	const cdp = await context.newCDPSession(page);
	await cdp.send('Page.reload', { ignoreCache: true });
	await page.waitForSelector('html[data-ready]');
	await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 5_000 }).toBe(true);
	await context.setOffline(true);
	await page.getByRole('link', { name: 'Settings' }).click();
	await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
	await context.setOffline(false);
});

test('a newly deployed version offers "Update available, reload" and keeps the open game', async ({ page }) => {
	const dir = mkdtempSync(join(tmpdir(), 'familiar-deploy-'));
	cpSync(process.env.BUILD_DIR ?? 'build', dir, { recursive: true });
	const server = await serveStatic(dir, 0, '127.0.0.1');
	const base = `http://localhost:${(server.address() as { port: number }).port}`;
	try {
		await page.goto(base + '/');
		await waitForOffline(page);
		await newGame(page, { players: ['Ana', 'Bo'] }, base);
		await page.getByRole('group', { name: 'Ana Life' }).getByRole('button', { name: /minus 1/ }).click();
		await expect(page.getByTestId('value-Ana-life')).toHaveText('19');

		// A new deploy: the service worker changes.
		appendFileSync(join(dir, 'service-worker.js'), '\n// deploy 2\n');
		await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
		const banner = page.getByRole('status').filter({ hasText: 'Update available' });
		await expect(banner).toBeVisible();
		await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
		await banner.getByRole('button', { name: 'Reload' }).click();
		await expect(banner).toBeHidden();
		await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
	} finally {
		await new Promise((ok) => server.close(ok));
	}
});
