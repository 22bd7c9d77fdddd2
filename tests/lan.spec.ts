import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newGame } from './support/app';
import { expectAccessible } from './support/axe';
import { expectInView } from './support/screens';
import { counter, openPanel, SIGNALING_URL, status, tap } from './support/sync';
import { allowErrors, watchErrors } from './support/fixtures';

// The table's laptop as the phones see it: scripts/serve.mjs serves the app over HTTPS on the LAN
// with the signaling server on the same origin (/signal), and announces that address (/lan.json).
// The browser resolves familiar.test to this machine's loopback (no real network is used): it is a
// non-loopback name to the page, like a LAN address. The test server announces familiar.test.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
test.use({
	launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--host-resolver-rules=MAP familiar.test 127.0.0.1'] }
});

const opened: BrowserContext[] = [];
test.afterEach(async () => {
	for (const c of opened.splice(0)) await c.close();
});

const HTTPS = `https://familiar.test:${process.env.HTTPS_PORT}`;
const PLAIN = `http://familiar.test:${process.env.PORT}`;

/**
 * A phone with the default connection settings (it finds the signaling server by itself), or the
 * given servers (the laptop's default, ws://localhost:4444, is the test server's SIGNALING_PORT).
 */
async function lanPhone(browser: Browser, name: string, signaling?: string[]): Promise<Page> {
	// The cost the README states: a browser installs no service worker from a certificate it does not trust.
	allowErrors(/^An SSL certificate error occurred when fetching the script/);
	const context = await browser.newContext({ ...devices['Pixel 7'], ignoreHTTPSErrors: true });
	opened.push(context);
	await context.addInitScript(
		([name, signaling]) => {
			localStorage.setItem('familiar.preferences', JSON.stringify({ theme: 'dark', haptics: false, wakeLock: false, deviceName: name }));
			if (signaling) localStorage.setItem('familiar.sync', JSON.stringify({ signaling, iceServers: [] }));
		},
		[name, signaling] as const
	);
	const page = await context.newPage();
	watchErrors(page, name);
	return page;
}

async function shownInvite(page: Page): Promise<string> {
	await openPanel(page, 'Invite');
	return page.getByRole('textbox', { name: /^Invite link/ }).inputValue();
}

async function joinAs(page: Page, link: string, seat: string) {
	await page.goto(link);
	await expect(page).toHaveURL(/\/table\//, { timeout: 30_000 });
	await page.getByRole('button', { name: `Play as ${seat}` }).click();
}

test('over HTTPS on the LAN: a secure page, a game and a move, and a second phone joins by the invite it shows', async ({ browser }) => {
	const a = await lanPhone(browser, 'Ana phone');
	const b = await lanPhone(browser, 'Bo phone');
	await a.goto(`${HTTPS}/`);
	expect(await a.evaluate(() => ({ secure: isSecureContext, subtle: typeof crypto.subtle?.importKey }))).toEqual({ secure: true, subtle: 'function' });
	// the phone did not trust the certificate: it is told it keeps no offline copy
	await expect(a.getByTestId('no-offline')).toContainText('keeps no offline copy');
	await newGame(a, { players: ['Ana', 'Bo'] }, HTTPS);
	await tap(a, 'Ana', 'minus');
	await expect(counter(a, 'Ana')).toHaveText('19');

	const link = await shownInvite(a);
	expect(new URL(link).origin).toBe(HTTPS);
	await joinAs(b, link, 'Bo');
	await expect(status(a)).toContainText('Connected to 1 other device');
	await expect(counter(b, 'Ana')).toHaveText('19');
	await tap(b, 'Bo', 'plus');
	await expect(counter(a, 'Bo')).toHaveText('21');
});

test('on the laptop (localhost), the invite carries the LAN address the server announces, and a phone joins by it', async ({ browser }) => {
	const a = await lanPhone(browser, 'Ana laptop', [SIGNALING_URL]);
	const b = await lanPhone(browser, 'Bo phone');
	await newGame(a, { players: ['Ana', 'Bo'] }, `http://localhost:${process.env.PORT}`);
	await expect(a.getByTestId('no-offline')).toHaveCount(0);
	const link = await shownInvite(a);
	expect(new URL(link).origin).toBe(HTTPS);
	await a.getByRole('img', { name: 'QR code: Invite link' }).waitFor();
	await joinAs(b, link, 'Bo');
	await tap(b, 'Bo', 'minus');
	await expect(counter(a, 'Bo')).toHaveText('19');
});

test('with no address another phone can reach, Invite says so and offers pairing by code', async ({ browser }) => {
	const a = await lanPhone(browser, 'Ana laptop');
	await a.context().route('**/lan.json', (r) => r.fulfill({ json: { https: [] } }));
	await a.setViewportSize({ width: 360, height: 640 });
	await newGame(a, { players: ['Ana', 'Bo'] }, `http://localhost:${process.env.PORT}`);
	await openPanel(a, 'Invite');
	await expect(a.getByTestId('no-address')).toContainText('an address of this device only');
	await expect(a.getByRole('textbox', { name: /^Invite link/ })).toHaveCount(0);
	// one way to pairing, in view (not a second button to the same sheet under the first)
	const invite = a.getByRole('dialog', { name: 'Invite a phone', exact: true });
	await expect(invite.getByRole('button', { name: /without it|Pair by code/ })).toHaveCount(1);
	await expectInView(invite.getByRole('button', { name: 'Pair by code instead' }), 'Invite, no address: pair by code');
	await a.getByTestId('no-address').scrollIntoViewIfNeeded();
	await a.screenshot({ path: test.info().outputPath('no-address-360.png') });
	await expectAccessible(a, 'invite with no reachable address');
	await a.getByRole('button', { name: 'Pair by code instead' }).click();
	await expect(a.getByRole('dialog', { name: 'Connect without internet', exact: true })).toBeVisible();
});

test('over plain http from another device, one screen explains and gives the https address; no error', async ({ browser }) => {
	const a = await lanPhone(browser, 'Ana phone');
	await a.setViewportSize({ width: 360, height: 640 });
	await a.goto(`${PLAIN}/join#t=abc&s=def&g=counters`);
	expect(await a.evaluate(() => isSecureContext)).toBe(false);
	const screen = a.getByTestId('insecure-page');
	await expect(screen).toContainText('plain http');
	const address = screen.getByTestId('secure-address');
	await expect(address).toHaveText(HTTPS);
	await expect(address).toHaveAttribute('href', `${HTTPS}/join#t=abc&s=def&g=counters`);
	await a.screenshot({ path: test.info().outputPath('insecure-360.png') });
	await expectAccessible(a, 'insecure page');
	// nothing of the app started: no join screen, no table
	await expect(a.getByRole('heading', { name: /Join/ })).toHaveCount(0);
	await address.click();
	await expect(a).toHaveURL(new RegExp(`^${HTTPS}/join`));
	await expect(a.getByTestId('insecure-page')).toHaveCount(0);
});
