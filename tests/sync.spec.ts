import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { roomName } from '../src/lib/sync/roomName';
import { allowErrors, expect, test } from './support/fixtures';
import { newGame } from './support/app';
import { bareYjsPage, counter, historyLines, inviteLink, join, openPanel, phone, SIGNALING_URL, status, tap, type Device } from './support/sync';

// Several phones at one table, each its own browser context, meeting through the local signaling
// server that scripts/serve.mjs starts beside the app.

const opened: Device[] = [];
async function device(browser: Parameters<typeof phone>[0], name: string) {
	const d = await phone(browser, name);
	opened.push(d);
	return d;
}
test.afterEach(async () => {
	for (const d of opened.splice(0)) await d.context.close();
});

async function tableOf(page: Page, players = ['Ana', 'Bo']) {
	await newGame(page, { players, title: 'Friday duel' });
	return page.url().split('/table/')[1];
}

async function seriousViolations(page: Page) {
	const r = await new AxeBuilder({ page }).analyze();
	return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
}

test('a change on one phone shows on the other and back; three phones converge', async ({ browser }) => {
	const a = await device(browser, 'Ana phone');
	const b = await device(browser, 'Bo phone');
	const c = await device(browser, 'Cy phone');
	await tableOf(a.page);
	const link = await inviteLink(a.page);
	expect(link).toMatch(/\/join#t=[\w-]+&s=[\w-]+&g=counters&d=[\w-]{22}$/);

	await join(b.page, link, 'Bo');
	await expect(status(b.page)).toContainText('Connected to 1 other device');
	await expect(status(a.page)).toContainText('Connected to 1 other device');

	await tap(a.page, 'Ana', 'minus');
	await expect(counter(b.page, 'Ana')).toHaveText('19');
	await tap(b.page, 'Bo', 'plus');
	await expect(counter(a.page, 'Bo')).toHaveText('21');

	await join(c.page, link, 'watch');
	await expect(counter(c.page, 'Ana')).toHaveText('19');
	await expect(counter(c.page, 'Bo')).toHaveText('21');
	await c.page.getByRole('button', { name: 'Next round' }).click();
	for (const p of [a.page, b.page, c.page]) {
		await expect(p.getByTestId('round')).toHaveText('Round 2');
		await expect(status(p)).toContainText('Connected to 2 other devices');
	}
	await tap(b.page, 'Ana', 'minus');
	for (const p of [a.page, b.page, c.page]) await expect(counter(p, 'Ana')).toHaveText('18');
	const histories = await Promise.all([a.page, b.page, c.page].map(historyLines));
	expect(histories[0]).toHaveLength(4);
	expect(histories[1]).toEqual(histories[0]);
	expect(histories[2]).toEqual(histories[0]);

	// Presence: who is here, with their seats, always on screen; more in the Devices panel.
	const present = a.page.getByRole('list', { name: 'Connected devices' });
	await expect(present.getByText('Bo phone · Bo')).toBeVisible();
	await expect(present.getByText('Cy phone · watching')).toBeVisible();
	await openPanel(a.page, /^Devices/);
	const list = a.page.getByRole('list', { name: 'Devices at this table' });
	await expect(list.getByTestId('device-peer').filter({ hasText: 'Bo phone' })).toContainText('Bo');
	await expect(list.getByTestId('device-peer').filter({ hasText: 'Cy phone' })).toContainText('watching');

	// A phone that leaves the table leaves the list.
	await c.page.goto('/');
	await expect(present.getByText('Cy phone', { exact: false })).toHaveCount(0);
	await expect(status(a.page)).toContainText('Connected to 1 other device');

	// The joined game stays on the phone: it reopens with no connection at all.
	await b.context.setOffline(true);
	await b.page.reload();
	await expect(counter(b.page, 'Ana')).toHaveText('18');
});

test('both sides change the game while apart; after reconnecting both show the same state and history', async ({ browser }) => {
	const a = await device(browser, 'Ana phone');
	const b = await device(browser, 'Bo phone');
	await tableOf(a.page);
	await join(b.page, await inviteLink(a.page), 'Bo');
	await expect(status(a.page)).toContainText('Connected to 1 other device');

	await openPanel(b.page, /^Devices/);
	await b.page.getByRole('button', { name: 'Pause sync' }).click();
	await expect(status(b.page)).toContainText('Sync paused');
	await expect(status(a.page)).toContainText('Waiting for the other devices');

	await tap(a.page, 'Ana', 'minus');
	await tap(a.page, 'Ana', 'minus');
	await tap(b.page, 'Bo', 'plus');
	await b.page.getByRole('button', { name: 'Next round' }).click();
	await expect(counter(a.page, 'Ana')).toHaveText('18');
	await expect(counter(b.page, 'Ana')).toHaveText('20');
	await expect(counter(a.page, 'Bo')).toHaveText('20');

	await openPanel(b.page, /^Devices/);
	await b.page.getByRole('button', { name: 'Resume sync' }).click();
	for (const p of [a.page, b.page]) {
		await expect(counter(p, 'Ana')).toHaveText('18');
		await expect(counter(p, 'Bo')).toHaveText('21');
		await expect(p.getByTestId('round')).toHaveText('Round 2');
	}
	const [ha, hb] = await Promise.all([historyLines(a.page), historyLines(b.page)]);
	expect(ha).toHaveLength(4);
	expect(hb).toEqual(ha);
	// each still shows who the other is: leaving and joining the room again kept this phone's presence
	await expect(a.page.getByRole('list', { name: 'Connected devices' }).getByText('Bo phone · Bo')).toBeVisible();
	await expect(b.page.getByRole('list', { name: 'Connected devices' }).getByText('Ana phone', { exact: false })).toBeVisible();
});

test('a phone with the wrong secret never receives the game', async ({ browser }) => {
	const a = await device(browser, 'Ana phone');
	const b = await device(browser, 'Bo phone');
	const eve = await device(browser, 'Eve phone');
	const id = await tableOf(a.page);
	const link = await inviteLink(a.page);
	const wrong = link.replace(/s=[\w-]+/, 's=NotTheSecretAtAll0000');
	// y-webrtc cannot decrypt the other key's signals (an OperationError, uncaught in y-webrtc)
	allowErrors(/^OperationError/);

	await eve.page.goto(wrong);
	await expect(eve.page.getByTestId('join-status')).toContainText('Looking for a device at this table');
	// Meanwhile a phone with the right secret joins through the same server at once.
	await join(b.page, link, 'Bo');
	await tap(a.page, 'Ana', 'minus');
	await expect(counter(b.page, 'Ana')).toHaveText('19');
	await eve.page.waitForTimeout(5000);
	await expect(eve.page).toHaveURL(/\/join#/);
	await expect(eve.page.getByTestId('join-status')).toContainText('Looking for a device at this table');
	await eve.page.goto(`/table/${id}`);
	await expect(eve.page.getByRole('heading', { name: 'Game not found' })).toBeVisible();
});

test('a new secret shuts out a phone with the old invite; the new invite works', async ({ browser }) => {
	const a = await device(browser, 'Ana phone');
	const b = await device(browser, 'Bo phone');
	const c = await device(browser, 'Cy phone');
	await tableOf(a.page);
	const oldLink = await inviteLink(a.page);
	await join(b.page, oldLink, 'Bo');
	await expect(status(a.page)).toContainText('Connected to 1 other device');

	allowErrors(/^OperationError/); // the old key's signals, as above
	await openPanel(a.page, 'Invite');
	await a.page.getByRole('button', { name: /New secret/ }).click();
	await a.page.getByRole('button', { name: 'Change the secret' }).click();
	await expect(status(a.page)).not.toContainText('Connected');
	const newLink = await a.page.getByRole('textbox', { name: /^Invite link/ }).inputValue();
	expect(newLink).not.toBe(oldLink);

	await tap(b.page, 'Bo', 'plus');
	await join(c.page, newLink, 'watch');
	await expect(status(c.page)).toContainText('Connected to 1 other device');
	await tap(a.page, 'Ana', 'minus');
	await expect(counter(c.page, 'Ana')).toHaveText('19');
	// B still holds only the old secret: nothing crosses either way.
	await a.page.waitForTimeout(3000);
	await expect(counter(a.page, 'Bo')).toHaveText('20');
	await expect(counter(c.page, 'Bo')).toHaveText('20');
	await expect(counter(b.page, 'Ana')).toHaveText('20');
	await expect(status(b.page)).not.toContainText('Connected');
});

test('an update that rewrites history is refused with a notice; the game and its storage stay intact', async ({ browser }) => {
	const a = await device(browser, 'Ana phone');
	const id = await tableOf(a.page);
	await tap(a.page, 'Ana', 'minus');
	const link = new URL(await inviteLink(a.page));
	const params = new URLSearchParams(link.hash.slice(1));

	// A bare Yjs client with the secret, not Familiar: it deletes a move, then appends junk.
	const rogue = await device(browser, 'Rogue');
	await bareYjsPage(rogue.page);
	await rogue.page.evaluate(
		async ({ room, password, signaling }) => {
			const { Y, WebrtcProvider } = (window as unknown as { YLib: { Y: typeof import('yjs'); WebrtcProvider: typeof import('y-webrtc').WebrtcProvider } }).YLib;
			const doc = new Y.Doc();
			new WebrtcProvider(room, doc, { signaling: [signaling], password, peerOpts: { config: { iceServers: [] } } });
			const log = doc.getArray('log');
			await new Promise<void>((ok) => {
				const check = () => log.length > 0 && ok();
				log.observe(check);
				check();
			});
			log.delete(0, 1);
			await new Promise((ok) => setTimeout(ok, 1500));
			log.push([['junk']]);
		},
		{ room: roomName(params.get('t')!, params.get('s')!), password: params.get('s')!, signaling: SIGNALING_URL }
	);
	const notice = a.page.getByTestId('sync-notice').first();
	await expect(notice).toContainText('Ignored an update from another device');
	await expect(a.page.getByTestId('sync-notice').filter({ hasText: 'delete moves' })).toBeVisible();
	await expect(counter(a.page, 'Ana')).toHaveText('19');
	await tap(a.page, 'Ana', 'minus');
	await expect(counter(a.page, 'Ana')).toHaveText('18');
	await a.page.goto(`/table/${id}`);
	await expect(counter(a.page, 'Ana')).toHaveText('18');
	expect(await historyLines(a.page)).toHaveLength(2);
});

test('a long game (a history larger than one WebRTC message) reaches a phone that joins', async ({ browser }) => {
	const a = await device(browser, 'Ana phone');
	const b = await device(browser, 'Bo phone');
	const created = Date.now() - 3_600_000;
	const tableId = `long${Date.now().toString(36)}`;
	const log = Array.from({ length: 10_000 }, (_, i) => ({ id: `r${i}`, seat: 's0', kind: 'counters/round', data: { delta: 1 }, at: created + i * 1000 }));
	const file = {
		format: 'familiar/game',
		version: 1,
		exported: Date.now(),
		summary: { title: 'Long night', game: 'counters', players: ['Ana', 'Bo'], created, updated: Date.now(), status: 'playing', events: log.length },
		meta: { version: 1, tableId, game: 'counters', title: 'Long night', options: { life: 20, poison: false }, created },
		seats: [
			{ id: 's0', name: 'Ana' },
			{ id: 's1', name: 'Bo' }
		],
		log
	};
	await a.page.goto('/');
	await a.page.getByLabel('Import a game or backup').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
	await expect(a.page.getByText('Game imported.')).toBeVisible();
	await a.page.goto(`/table/${tableId}`);
	await expect(a.page.getByTestId('round')).toHaveText('Round 10001');
	await join(b.page, await inviteLink(a.page), 'Bo');
	await expect(b.page.getByTestId('round')).toHaveText('Round 10001');
	await tap(b.page, 'Bo', 'plus');
	await expect(counter(a.page, 'Bo')).toHaveText('21');
});

test('the join screen and the table panels have no serious accessibility problems', async ({ browser }) => {
	const a = await device(browser, 'Ana phone');
	const b = await device(browser, 'Bo phone');
	await tableOf(a.page);
	const link = await inviteLink(a.page);
	await openPanel(a.page, 'Invite');
	await expect(a.page.getByRole('img', { name: 'QR code: Invite link' })).toBeVisible();
	expect(await seriousViolations(a.page)).toEqual([]);
	await openPanel(a.page, 'Pair');
	await expect(a.page.getByRole('textbox', { name: /^Pairing code/ })).toBeVisible();
	expect(await seriousViolations(a.page)).toEqual([]);
	await openPanel(a.page, /^Devices/);
	expect(await seriousViolations(a.page)).toEqual([]);

	allowErrors(/^OperationError/); // the wrong key's signals, as above
	await b.page.goto(link.replace(/s=[\w-]+/, 's=wrong'));
	await expect(b.page.getByTestId('join-status')).toBeVisible();
	expect(await seriousViolations(b.page)).toEqual([]);
	await b.page.goto(link);
	await expect(b.page.getByRole('group', { name: /Which seat is yours/ })).toBeVisible();
	expect(await seriousViolations(b.page)).toEqual([]);
	await b.page.goto('/join');
	expect(await seriousViolations(b.page)).toEqual([]);
	await b.page.goto('/settings');
	await b.page.getByLabel('Use my own signaling servers').check();
	expect(await seriousViolations(b.page)).toEqual([]);
});
