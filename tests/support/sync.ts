import { writeFileSync } from 'node:fs';
import { chromium, devices, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { build } from 'esbuild';
import QRCode from 'qrcode';
import jsQR from 'jsqr';
// @ts-expect-error: pngjs ships no type declarations here (no @types/pngjs).
import { PNG } from 'pngjs';
import { closeSheet, openSheet } from './app';
import { allowErrors, watchErrors } from './fixtures';

/** The signaling server scripts/serve.mjs starts beside the app for the e2e run. */
export const SIGNALING_URL = `ws://localhost:${process.env.SIGNALING_PORT ?? 4444}`;

export interface Device {
	context: BrowserContext;
	page: Page;
}

/**
 * One phone: its own browser context (own storage; no BroadcastChannel shared with the others, so
 * only WebRTC can connect them), with a device name and the signaling servers it uses.
 */
export async function phone(browser: Browser, name: string, opts: { signaling?: string[] } = {}): Promise<Device> {
	const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: test.info().project.use.baseURL });
	const signaling = opts.signaling ?? [SIGNALING_URL];
	await context.addInitScript(
		([name, signaling]) => {
			localStorage.setItem('familiar.sync', JSON.stringify({ signaling, iceServers: [] }));
			localStorage.setItem('familiar.preferences', JSON.stringify({ theme: 'dark', haptics: false, wakeLock: false, deviceName: name }));
		},
		[name, signaling] as const
	);
	const page = await context.newPage();
	watchErrors(page, name);
	return { context, page };
}

/** The table menu's sheets for playing together (the Devices one is asked for as /^Devices/). */
export async function openPanel(page: Page, name: 'Invite' | 'Pair' | RegExp) {
	return openSheet(page, name === 'Invite' ? 'Invite a phone' : name === 'Pair' ? 'Connect without internet' : 'Devices at this table');
}

/**
 * The invite shown on `page` (read from the menu's Invite sheet, which is closed again to get back to
 * the game), moved onto the test server's own origin. On localhost the app invites to the LAN HTTPS
 * address the server announces (tests/lan.spec.ts checks that one, in a browser that resolves it);
 * the other tests' phones all open the app from the test server.
 */
export async function inviteLink(page: Page): Promise<string> {
	await openPanel(page, 'Invite');
	const link = await page.getByRole('textbox', { name: /^Invite link/ }).inputValue();
	await closeSheet(page);
	return onTestServer(link);
}

export function onTestServer(link: string): string {
	const url = new URL(link);
	return new URL(url.pathname + url.hash, test.info().project.use.baseURL).href;
}

/** Opens an invite on a phone and takes a seat (or watches) once the game has arrived. */
export async function join(page: Page, link: string, seat: string | 'watch') {
	await page.goto(onTestServer(link));
	await expect(page).toHaveURL(/\/table\//, { timeout: 30_000 });
	await page.getByRole('button', { name: seat === 'watch' ? 'Just watch' : `Play as ${seat}` }).first().click();
}

export function status(page: Page) {
	return page.getByTestId('sync-status');
}

export function counter(page: Page, player: string, key = 'life') {
	return page.getByTestId(`value-${player}-${key}`);
}

export async function tap(page: Page, player: string, dir: 'plus' | 'minus', counterLabel = 'Life') {
	await closeSheet(page);
	await page.getByRole('group', { name: `${player} ${counterLabel}` }).getByRole('button', { name: new RegExp(`${dir} 1`) }).click();
}

/** The history panel's lines, in order. */
export async function historyLines(page: Page): Promise<string[]> {
	await openSheet(page, 'History');
	return page.getByRole('region', { name: 'History' }).getByRole('listitem').allInnerTexts();
}

/** Decodes the QR code shown in `locator`'s screenshot, as a phone camera would read it. */
export async function readQr(png: Buffer): Promise<string | null> {
	const img: { data: Buffer; width: number; height: number } = PNG.sync.read(png);
	return jsQR(new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.byteLength), img.width, img.height)?.data ?? null;
}

let bundle: Promise<string> | null = null;

/** Yjs and y-webrtc as one script, for a bare page that talks to the table without Familiar. */
export function yjsBundle(): Promise<string> {
	bundle ??= build({
		stdin: { contents: "export * as Y from 'yjs'; export { WebrtcProvider } from 'y-webrtc';", resolveDir: process.cwd(), loader: 'js' },
		bundle: true,
		format: 'iife',
		globalName: 'YLib',
		write: false,
		platform: 'browser',
		define: { global: 'globalThis' },
		logLevel: 'silent'
	}).then((r) => r.outputFiles[0].text);
	return bundle;
}

/**
 * A browser whose camera films `file` (Chromium's fake capture device). The file is read each time
 * a page opens the camera, so writing a new QR code there (`showToCamera`) changes what it sees.
 */
export async function browserWithCamera(file: string): Promise<Browser> {
	showToCamera(file, 'nothing yet');
	return chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`]
	});
}

/** Writes a video (Y4M, two frames) of `text` as a QR code held in front of the camera. */
export function showToCamera(file: string, text: string) {
	const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
	const n = qr.modules.size;
	const [w, h, quiet] = [640, 480, 4];
	const scale = Math.floor(Math.min(w, h) / (n + quiet * 2));
	const left = Math.floor((w - (n + quiet * 2) * scale) / 2) + quiet * scale;
	const top = Math.floor((h - (n + quiet * 2) * scale) / 2) + quiet * scale;
	const luma = Buffer.alloc(w * h, 235);
	for (let r = 0; r < n; r++)
		for (let c = 0; c < n; c++)
			if (qr.modules.get(r, c)) for (let y = 0; y < scale; y++) luma.fill(16, (top + r * scale + y) * w + left + c * scale, (top + r * scale + y) * w + left + (c + 1) * scale);
	const chroma = Buffer.alloc((w / 2) * (h / 2), 128);
	const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
	writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}

/**
 * Readies a page for a bare Yjs client (y-webrtc, not Familiar): a page of the app's own origin
 * (Chromium keeps public pages off local servers) with no app screen on it, and the Yjs bundle.
 */
export async function bareYjsPage(page: Page) {
	allowErrors(/Not found: \/no-such-screen/);
	await page.goto('/no-such-screen');
	await page.addScriptTag({ content: await yjsBundle() });
}
