// Shared by the browser benchmarks: a served production build and the system Chromium.
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { staticHandler } from '../../scripts/staticServer.mjs';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'];

export async function launch() {
	return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * Headers that make a page cross-origin isolated, which gives it 5 µs timers instead of 100 µs:
 * the sync benchmark's figures are under a millisecond on a fast machine, where 0.1 ms steps
 * decided its ratio as much as the code did. Familiar loads nothing from other origins, so it runs
 * the same with them.
 */
export const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

/**
 * A LAN address the bench's server announces (/lan.json), as `npm start` does: on localhost the app
 * invites only to an address another phone can reach. `inviteOf` moves the link back onto the bench's
 * own server.
 */
const ANNOUNCED = { https: ['https://familiar.test'] };

/** Serves `dir` on a free loopback port (with `headers` on every answer); returns its base URL and a close function. */
export async function serve(dir, headers = {}) {
	const server = createServer(staticHandler(dir, headers, { '/lan.json': () => ANNOUNCED }));
	await new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(undefined)));
	const { port } = server.address();
	return { url: `http://localhost:${port}`, close: () => new Promise((ok) => server.close(ok)) };
}

export function median(xs) {
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.floor(s.length / 2)];
}

export function percentile(xs, p) {
	const s = [...xs].sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/**
 * A phone at the table: its own browser context, set to reach `signaling` with no ICE servers.
 * `init`, when given, is a script of the harness run in every page before the app's own (a diagnostic's probe).
 */
export async function phone(browser, url, signaling, name, init) {
	const context = await browser.newContext();
	if (init) await context.addInitScript(init);
	await context.addInitScript(
		([name, signaling]) => {
			localStorage.setItem('familiar.sync', JSON.stringify({ signaling: [signaling], iceServers: [] }));
			localStorage.setItem('familiar.preferences', JSON.stringify({ theme: 'dark', haptics: false, wakeLock: false, deviceName: name }));
		},
		[name, signaling]
	);
	const page = await context.newPage();
	await page.goto(url + '/');
	return { context, page };
}

/**
 * Two phones at one new Counters table over `signaling`: A starts it and invites, B opens the
 * invite and takes `seatButton` ("Just watch", "Play as Player 2"). Returns both phones. `init`: as for `phone`.
 * Buttons are pressed with click events, not the mouse: a phone has no pointer hovering over the
 * page, and a mouse left there makes Chromium hit-test it after every change (a fake mouse move).
 */
export async function tableOfTwo(browser, url, signaling, seatButton, init) {
	const a = await phone(browser, url, signaling, 'A', init);
	const b = await phone(browser, url, signaling, 'B', init);
	await a.page.goto(url + '/new');
	await a.page.getByRole('button', { name: 'Start the game' }).dispatchEvent('click');
	await a.page.waitForURL(/\/table\//);
	const link = await inviteOf(a.page, url);
	await b.page.goto(link);
	await b.page.waitForURL(/\/table\//, { timeout: 30_000 });
	await b.page.getByRole('button', { name: seatButton }).first().dispatchEvent('click');
	return { a, b };
}

/** Opens one of the table menu's sheets (Invite a phone, Check fairness, …). */
export async function openMenuItem(page, item) {
	await page.getByRole('button', { name: 'Menu', exact: true }).dispatchEvent('click');
	await page.getByRole('dialog', { name: 'Menu', exact: true }).getByRole('button', { name: item }).dispatchEvent('click');
}

/** The table's invite link, read from its Invite sheet and moved onto the bench's server at `url`. */
export async function inviteOf(page, url) {
	await openMenuItem(page, 'Invite a phone');
	const link = new URL(await page.getByRole('textbox', { name: /^Invite link/ }).inputValue());
	await page.getByRole('dialog', { name: 'Invite a phone', exact: true }).getByRole('button', { name: 'Close', exact: true }).dispatchEvent('click');
	return new URL(link.pathname + link.hash, url).href;
}
