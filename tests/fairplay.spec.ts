import { type Browser, type Page } from '@playwright/test';
import { roomName } from '../src/lib/sync/roomName';
import { expect, test } from './support/fixtures';
import { readFileSync, writeFileSync } from 'node:fs';
import { arena } from '../engine/arena';
import { verifyText } from '../scripts/verify';
import { closeSheet, fromMenu, newGame, openSheet } from './support/app';
import { duelOnTwoPhones } from './support/archmage';
import { expectAccessible } from './support/axe';
import { bareYjsPage, counter, historyLines, inviteLink, join, openPanel, phone, SIGNALING_URL, status, tap, type Device } from './support/sync';

// Fair play at a table of phones: every move signed by its seat's device, fair rolls between the
// phones, Verify. Each phone is its own browser context; they meet through the local signaling server.

const opened: Device[] = [];
async function device(browser: Browser, name: string) {
	const d = await phone(browser, name);
	opened.push(d);
	return d;
}
test.afterEach(async () => {
	for (const d of opened.splice(0)) await d.context.close();
});

async function openFairPlay(page: Page) {
	await openSheet(page, 'Check fairness');
	return page.getByRole('region', { name: 'Fair play' });
}

async function verifyIn(page: Page) {
	const panel = await openFairPlay(page);
	await panel.getByRole('button', { name: 'Check this game' }).click();
	return panel.getByTestId('verify-report');
}

async function download(page: Page, click: () => Promise<void>): Promise<string> {
	const [dl] = await Promise.all([page.waitForEvent('download'), click()]);
	return readFileSync((await dl.path())!, 'utf8');
}

/** Two phones at one table: Ana's made the game, Bo's joined and plays Bo. */
async function twoPhones(browser: Browser) {
	const a = await device(browser, 'Ana phone');
	const b = await device(browser, 'Bo phone');
	await newGame(a.page, { players: ['Ana', 'Bo'], title: 'Fair duel' });
	const link = await inviteLink(a.page);
	await join(b.page, link, 'Bo');
	await expect(status(a.page)).toContainText('Connected to 1 other device');
	// Bo's first move makes his phone ask for the seat; Ana's phone hands it over by itself
	await tap(b.page, 'Bo', 'plus');
	await expect(counter(a.page, 'Bo')).toHaveText('21');
	const panel = await openFairPlay(a.page);
	await expect(panel.getByTestId('holder-Bo')).toContainText('another device');
	await expect(panel.getByTestId('holder-Ana')).toContainText('this device');
	return { a, b, link };
}

test('pass-and-play: every move is signed by this phone, Verify finds nothing wrong, and so does npm run verify', async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'], title: 'Signed game' });
	await tap(page, 'Ana', 'minus');
	await tap(page, 'Bo', 'minus');
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(counter(page, 'Bo')).toHaveText('20');
	const report = await verifyIn(page);
	await expect(report).toContainText('Verified.');
	const panel = page.getByRole('region', { name: 'Fair play' });
	await expect(panel.getByTestId('holder-Ana')).toContainText('this device');
	await expect(panel.getByTestId('holder-Bo')).toContainText('this device');
	await expectAccessible(page, 'fair play panel');
	// The history shows the moves, not the seat bookkeeping
	expect(await historyLines(page)).toHaveLength(3);

	const text = await download(page, () => fromMenu(page, 'Export'));
	const file = JSON.parse(text);
	// every move is signed: on its own (a roll's opening) or covered by a signed head of this phone's chain
	const log = file.log as { kind: string; sig?: string; n?: number; data: { n?: number } }[];
	expect(log.every((e) => typeof e.sig === 'string' || typeof e.n === 'number' || e.kind === 'core/head')).toBe(true);
	const head = log.filter((e) => e.kind === 'core/head').at(-1);
	expect(head?.data.n).toBe(Math.max(...log.map((e) => e.n ?? 0)));
	const clean = await verifyText(text);
	expect(clean.code, clean.lines.join('\n')).toBe(0);
	// the same file with one move changed: reported, with the move and why
	const at = (file.log as { kind: string }[]).findIndex((e) => e.kind === 'counters/adjust');
	file.log[at].data.delta = -15;
	const tampered = await verifyText(JSON.stringify(file));
	expect(tampered.code).toBe(1);
	expect(tampered.lines.join('\n')).toContain(`move ${at + 1}`);
	// the chain no longer reaches the signed head: not covered by its device's signature
	expect(tampered.lines.join('\n')).toContain('core/not-covered');

	// …and the app refuses to import it
	await page.goto('/');
	const path = test.info().outputPath('tampered.json');
	writeFileSync(path, JSON.stringify(file));
	await page.getByLabel('Import a game or backup').setInputFiles(path);
	await expect(page.getByRole('alert').filter({ hasText: 'has been tampered with' })).toBeVisible();
});

test('a game made before signed seats says so once it is shared', async ({ browser }) => {
	const a = await device(browser, 'Ana phone');
	await a.page.goto('/');
	const path = test.info().outputPath('before-genesis.json');
	writeFileSync(path, readFileSync('engine/core/fairplay/fixtures/signed-v1.game.json', 'utf8'));
	await a.page.getByLabel('Import a game or backup').setInputFiles(path);
	await a.page.getByRole('link', { name: /Signed before chains/ }).click();
	const notice = a.page.getByTestId('unsigned-seats');
	// alone at the table, nothing to say
	await expect(counter(a.page, 'Ana')).toBeVisible();
	await expect(notice).toHaveCount(0);
	await inviteLink(a.page);
	await expect(notice).toContainText('made before seats were signed');
	await a.page.screenshot({ path: test.info().outputPath('unsigned-seats.png') });
	await expectAccessible(a.page, 'a table whose game predates signed seats');
});

test('a client with the table secret but not the seat cannot act for it: its moves are refused and Verify names them', async ({ browser }) => {
	const a = await device(browser, 'Ana phone');
	await newGame(a.page, { players: ['Ana', 'Bo'], title: 'Guarded' });
	await tap(a.page, 'Ana', 'minus');
	const link = new URL(await inviteLink(a.page));
	const params = new URLSearchParams(link.hash.slice(1));

	// A bare Yjs client (not Familiar) that knows the secret appends moves for Ana's seat: one with a
	// made-up signature naming Ana's key, then one unsigned (in a game with a genesis, the update gate
	// keeps no entry that no signature covers: signedEntries.ts).
	const rogue = await device(browser, 'Rogue');
	await bareYjsPage(rogue.page);
	await rogue.page.evaluate(
		async ({ room, password, signaling }) => {
			const { Y, WebrtcProvider } = (window as unknown as { YLib: { Y: typeof import('yjs'); WebrtcProvider: typeof import('y-webrtc').WebrtcProvider } }).YLib;
			const doc = new Y.Doc();
			new WebrtcProvider(room, doc, { signaling: [signaling], password, peerOpts: { config: { iceServers: [] } } });
			const log = doc.getArray<unknown[]>('log');
			await new Promise<void>((ok) => {
				// Ana's move (her seats are bound in the game's description, not claimed in the log)
				const check = () => log.length >= 1 && ok();
				log.observe(check);
				check();
			});
			// Ana's key reference: her move's first field in the chained form, or the start of its `sig`
			const first = log.get(0);
			const anaRef = typeof first[5] === 'number' ? String(first[0]) : String(first[5]).slice(0, 8);
			const fakeSig = `${anaRef}.${'A'.repeat(86)}`;
			log.push([['rogue-2', 's0', 'adjust', { player: 's1', counter: 'life', delta: -7 }, 5, fakeSig]]);
			await new Promise((r) => setTimeout(r, 500));
			log.push([['rogue-1', 's0', 'adjust', { player: 's0', counter: 'life', delta: -5 }, 5]]);
		},
		{ room: roomName(params.get('t')!, params.get('s')!), password: params.get('s')!, signaling: SIGNALING_URL }
	);
	const history = await historyLines(a.page).then(() => a.page.getByRole('region', { name: 'History' }));
	await expect(history.getByRole('listitem')).toHaveCount(2);
	await expect(history).toContainText('Not played: This move was changed after it was signed, or its signature is forged.');
	await expect(a.page.getByTestId('sync-notice').filter({ hasText: 'a device sent moves nobody signed' })).toBeVisible();
	await expect(counter(a.page, 'Ana')).toHaveText('19');
	await expect(counter(a.page, 'Bo')).toHaveText('20');
	const report = await verifyIn(a.page);
	await expect(report).toContainText('1 problem found');
	await expect(report.getByRole('list', { name: 'Problems' }).getByRole('listitem')).toHaveCount(1);
	await expect(report).toContainText('core/altered-event');
	// the game goes on
	await tap(a.page, 'Ana', 'minus');
	await expect(counter(a.page, 'Ana')).toHaveText('18');
});

test('two phones: a joined phone gets its seat handed over and plays it; a fair roll between them gives both the same result', async ({ browser }) => {
	const { a, b } = await twoPhones(browser);
	await expectAccessible(a.page, 'fair play panel, two phones');
	const panelB = await openFairPlay(b.page);
	await expect(panelB.getByTestId('holder-Bo')).toContainText('this device');
	await expect(panelB.getByTestId('holder-Ana')).toContainText('another device');

	const panelA = a.page.getByRole('region', { name: 'Fair play' });
	await panelA.getByLabel('Die').selectOption('6');
	await panelA.getByRole('button', { name: 'Roll fairly' }).click();
	const resultA = a.page.getByTestId('fair-roll');
	await expect(resultA).toContainText('fair roll between the phones');
	await expect(b.page.getByTestId('fair-roll')).toHaveText((await resultA.textContent())!);
	const value = Number((await resultA.locator('strong').textContent())!);
	expect(value).toBeGreaterThanOrEqual(1);
	expect(value).toBeLessThanOrEqual(6);
	const [ha, hb] = await Promise.all([historyLines(a.page), historyLines(b.page)]);
	// (the history lists the newest first)
	expect(ha[0]).toContain(`d6: ${value} (fair roll between the phones)`);
	expect(hb).toEqual(ha);
	for (const p of [a.page, b.page]) await expect(await verifyIn(p)).toContainText('Verified.');
});

test('a stalled phone is shown, and the table settles the roll with a real die, logged as such', async ({ browser }) => {
	const { a, b } = await twoPhones(browser);
	await openPanel(b.page, /^Devices/);
	await b.page.getByRole('button', { name: 'Pause sync' }).click();
	await expect(status(b.page)).toContainText('Sync paused');

	const panelA = a.page.getByRole('region', { name: 'Fair play' });
	await panelA.getByLabel('Die').selectOption('20');
	await panelA.getByRole('button', { name: 'Roll fairly' }).click();
	const round = a.page.getByTestId('fair-round');
	await expect(round).toContainText('waiting for Bo');
	await expectAccessible(a.page, 'a stalled fair roll');
	await round.getByLabel('Table dice for this roll').fill('17', { timeout: 20_000 });
	await round.getByRole('button', { name: 'Use table dice' }).click();
	await expect(a.page.getByTestId('fair-roll')).toContainText('d20: 17');
	await expect(a.page.getByTestId('fair-roll')).toContainText('table dice');
	await expect(round).toHaveCount(0);

	await b.page.getByRole('button', { name: 'Resume sync' }).click();
	await openFairPlay(b.page);
	await expect(b.page.getByTestId('fair-roll')).toContainText('d20: 17');
	const lines = await historyLines(b.page);
	expect(lines[0]).toContain('d20: 17 (table dice, typed in after a phone stalled)');
	await expect(await verifyIn(b.page)).toContainText('Verified.');
});

/** Everything this page's storage holds, as text: IndexedDB (every database) and localStorage. */
async function storageText(page: Page): Promise<string> {
	return page.evaluate(async () => {
		const out: string[] = [JSON.stringify({ ...localStorage })];
		const decoder = new TextDecoder('utf-8', { fatal: false });
		const text = (v: unknown): string => {
			if (v instanceof Uint8Array) return decoder.decode(v);
			if (v instanceof ArrayBuffer) return decoder.decode(new Uint8Array(v));
			if (Array.isArray(v)) return v.map(text).join(' ');
			if (v && typeof v === 'object') return Object.entries(v).map(([k, x]) => `${k}:${text(x)}`).join(' ');
			return String(v);
		};
		for (const info of await indexedDB.databases()) {
			const db = await new Promise<IDBDatabase>((ok, fail) => {
				const r = indexedDB.open(info.name!);
				r.onsuccess = () => ok(r.result);
				r.onerror = () => fail(r.error);
			});
			for (const store of Array.from(db.objectStoreNames)) {
				const all = await new Promise<unknown[]>((ok) => {
					const r = db.transaction(store).objectStore(store).getAll();
					r.onsuccess = () => ok(r.result);
					r.onerror = () => ok([]);
				});
				out.push(text(all));
			}
			db.close();
		}
		return out.join('\n');
	});
}

test('sealed orders between two phones: before the reveal, neither DOM, storage nor game document holds the other\'s orders', async ({ browser }) => {
	test.skip(!(arena as { fairPlay?: { sealed?: unknown } }).fairPlay?.sealed, 'Magic Arena does not take its orders through the sealed-orders layer yet (engine/arena: fairPlay hooks; its UI: sealOrders).');
	const a = await device(browser, 'Ann phone');
	const b = await device(browser, 'Bo phone');
	await newGame(a.page, { game: 'Magic Arena', players: ['Ann', 'Bo'] });
	await join(b.page, await inviteLink(a.page), 'Bo');
	await expect(status(a.page)).toContainText('Connected to 1 other device');
	const square = (p: Page, name: string) => p.locator(`[data-square="${name}"]`).first();
	const place = async (p: Page, type: string, at: string) => {
		const cover = p.getByRole('button', { name: /^I am / }).first();
		if (await cover.isVisible()) await cover.click();
		await p.getByRole('group', { name: 'Magic type' }).getByRole('button', { name: new RegExp(type) }).click();
		await square(p, at).click();
		await p.getByRole('button', { name: /^Seal my start/ }).click();
	};
	// a start in the clear, as stored (Yjs and IndexedDB keep the key and the value side by side)
	const clearStart = (square: string) => new RegExp(`square[\\s\\S]{0,4}${square}`);
	await place(a.page, 'Fire', 'C3');
	// Ann's commitment reaches Bo's phone…
	await expect.poll(() => historyLines(b.page), { timeout: 15_000 }).toContainEqual(expect.stringContaining('Ann sealed orders'));
	// …but not her choice: not on his screen, not in anything his phone stores
	await expect(b.page.getByTestId('player-Ann')).not.toContainText('C3');
	expect(await storageText(b.page)).not.toMatch(clearStart('C3'));
	// Ann's phone keeps it, for the reveal, in its own storage only
	expect(await storageText(a.page)).toMatch(clearStart('C3'));
	await closeSheet(b.page);
	await place(b.page, 'Water', 'F6');
	// every seat has committed: both reveal by themselves, and both phones show both starts
	for (const p of [a.page, b.page]) {
		await expect(p.getByTestId('player-Ann')).toContainText('C3');
		await expect(p.getByTestId('player-Bo')).toContainText('F6');
	}
	for (const p of [a.page, b.page]) await expect(await verifyIn(p)).toContainText('Verified.');
});

test('ArchMage on two phones: a spell\'s d100 is rolled between them, waits for the slow phone, and both show the same fair roll', async ({ browser }) => {
	const a = await device(browser, 'Ann phone');
	const b = await device(browser, 'Bo phone');
	// nothing either page runs may fail on the way (an effect looping on its own write shows here)
	const errors: string[] = [];
	for (const p of [a.page, b.page]) p.on('pageerror', (e) => errors.push(e.message));
	await duelOnTwoPhones(a.page, b.page);

	const move = a.page.getByRole('region', { name: 'Your move' });
	await move.getByRole('button', { name: /^Woodpower/ }).first().click();
	// Bo's phone is away: the roll waits for it, shown on the duel screen, and cannot be asked again
	await openPanel(b.page, /^Devices/);
	await b.page.getByRole('button', { name: 'Pause sync' }).click();
	await expect(status(b.page)).toContainText('Sync paused');
	await move.getByRole('button', { name: 'Roll d100' }).click();
	const round = a.page.locator('.duel').getByTestId('fair-round');
	await expect(round).toContainText('Fair roll (d100) for Ann');
	await expect(round).toContainText('waiting for Bo');
	await expect(move.getByRole('button', { name: 'Rolling…' })).toBeDisabled();
	await move.getByLabel('Table die').fill('50');
	await expect(move.getByRole('button', { name: 'Use this roll' })).toBeDisabled();
	await expectAccessible(a.page, 'ArchMage fair roll under way');
	await b.page.getByRole('button', { name: 'Resume sync' }).click();

	const line = /Merla rolls (\d+) against Wood 57: (success|failure)\. Fair roll between the phones\./;
	const logA = a.page.getByTestId('duel-log');
	await expect(logA).toContainText(line);
	await expect(round).toHaveCount(0);
	const [, value] = line.exec((await logA.textContent())!)!;
	await expect(b.page.getByTestId('duel-log')).toContainText(`Merla rolls ${value} against Wood 57`);
	expect(await b.page.getByTestId('duel-log').textContent()).toBe(await logA.textContent());
	const [ha, hb] = await Promise.all([historyLines(a.page), historyLines(b.page)]);
	expect(ha[0]).toContain(`Merla rolls ${value} (fair roll between the phones)`);
	expect(hb).toEqual(ha);
	expect(errors).toEqual([]);
});
