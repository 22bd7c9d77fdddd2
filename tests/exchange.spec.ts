import { type Page } from '@playwright/test';
import { expect, test, watchErrors } from './support/fixtures';
import { readFileSync, writeFileSync } from 'node:fs';
import { fromMenu, newGame, openSheet } from './support/app';
import { createWizard, newDuel, openRoster } from './support/archmage';

async function download(page: Page, click: () => Promise<void>): Promise<string> {
	const [dl] = await Promise.all([page.waitForEvent('download'), click()]);
	const path = await dl.path();
	return readFileSync(path!, 'utf8');
}

async function importFile(page: Page, name: string, content: string, label = 'Import a game or backup') {
	const path = test.info().outputPath(name);
	writeFileSync(path, content);
	await page.getByLabel(label).setInputFiles(path);
}

async function historyTexts(page: Page) {
	await openSheet(page, 'History');
	return page.getByRole('region', { name: 'History' }).getByRole('listitem').allTextContents();
}

test('export a game, import it in a fresh browser: same game, same history', async ({ page, browser }) => {
	await newGame(page, { players: ['Ana', 'Bo'], title: 'Travelling game' });
	const ana = page.getByRole('group', { name: 'Ana Life' });
	await ana.getByRole('button', { name: /minus 1/ }).click();
	await ana.getByRole('button', { name: /minus 1/ }).click();
	await page.getByRole('group', { name: 'Bo Life' }).getByRole('button', { name: /plus 1/ }).click();
	await page.getByRole('button', { name: 'Undo' }).click();
	await page.getByRole('button', { name: 'Next round' }).click();
	await expect(page.getByTestId('round')).toHaveText('Round 2');
	const before = await historyTexts(page);
	const text = await download(page, () => fromMenu(page, 'Export'));
	expect(JSON.parse(text)).toMatchObject({ format: 'familiar/game', version: 1 });

	const fresh = await browser.newContext();
	const other = await fresh.newPage();
	watchErrors(other, 'fresh');
	await other.goto('/');
	await importFile(other, 'game.json', text);
	await other.getByRole('link', { name: /Travelling game/ }).click();
	await expect(other.getByTestId('value-Ana-life')).toHaveText('18');
	await expect(other.getByTestId('value-Bo-life')).toHaveText('20');
	await expect(other.getByTestId('round')).toHaveText('Round 2');
	expect(await historyTexts(other)).toEqual(before);
	await fresh.close();
});

test('a full backup restores every game and the ArchMage roster on a fresh device', async ({ page, browser }) => {
	await newGame(page, { title: 'First' });
	await newGame(page, { title: 'Second' });
	await newDuel(page);
	await createWizard(page, 'Ann', 'Merla');
	await openRoster(page);
	await expect(page.getByTestId('roster-Merla').getByTestId('rank')).toHaveText('Rank 30');
	await page.getByRole('button', { name: "Raise Merla's Water for 1 MP" }).click();
	await expect(page.getByTestId('roster-Merla')).toContainText('(16 to spend)');
	await page.goto('/settings');
	const text = await download(page, () => page.getByRole('button', { name: /Export a backup/ }).click());
	expect(JSON.parse(text).roster.wizards).toHaveLength(1);
	const fresh = await browser.newContext();
	const other = await fresh.newPage();
	watchErrors(other, 'fresh');
	await other.goto('/settings');
	await importFile(other, 'backup.json', text, 'Restore a backup');
	await expect(other.getByRole('status').filter({ hasText: '3 games restored' })).toBeVisible();
	await other.goto('/');
	await expect(other.getByRole('list', { name: 'Games on this device' }).locator('.title')).toHaveText([/^ArchMage/, 'Second', 'First']);
	// the wizard is back, with the MP spent, in a new duel on the fresh device
	await newDuel(other);
	await openRoster(other);
	await expect(other.getByTestId('roster-Merla').getByTestId('rank')).toHaveText('Rank 30');
	await expect(other.getByTestId('roster-Merla')).toContainText('(16 to spend)');
	await expect(other.getByRole('region', { name: 'Ann: choose a wizard' }).getByRole('button', { name: 'Enter Merla' })).toBeVisible();
	await fresh.close();
});

test('bad files get a clear message and change nothing', async ({ page }) => {
	await newGame(page, { title: 'Keep me' });
	const good = await download(page, () => fromMenu(page, 'Export'));
	await page.goto('/');
	const cases: [string, string, RegExp][] = [
		['truncated.json', good.slice(0, good.length / 2), /not valid JSON/],
		['foreign.json', JSON.stringify({ hello: 'world' }), /not a Familiar game file/],
		['future.json', JSON.stringify({ ...JSON.parse(good), version: 99 }), /newer Familiar/],
		['wrong-schema.json', JSON.stringify({ ...JSON.parse(good), log: [{ nope: true }] }), /damaged at move 1/],
		['unknown-game.json', JSON.stringify({ ...JSON.parse(good), meta: { ...JSON.parse(good).meta, game: 'chess' } }), /does not know/]
	];
	for (const [name, content, message] of cases) {
		await importFile(page, name, content);
		await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
		await expect(page.getByRole('list', { name: 'Games on this device' }).getByRole('listitem')).toHaveCount(1);
	}
});

/** A game file made unsigned: no claim, no signature or chain head, and a description that does not say it was signed (no genesis). */
function unsignedCopy(text: string) {
	const file = JSON.parse(text);
	const { genesis: _genesis, ...meta } = file.meta;
	const log = file.log
		.filter((e: { kind: string }) => e.kind !== 'core/claim-seat' && e.kind !== 'core/head')
		.map(({ sig: _sig, n: _n, ...e }: { sig?: string; n?: number }) => e);
	return { ...file, meta, log };
}

test('a signed game stripped of its signatures is refused (issue 17)', async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'], title: 'Signed game' });
	await page.getByRole('group', { name: 'Ana Life' }).getByRole('button', { name: /minus 1/ }).click();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
	const text = await download(page, () => fromMenu(page, 'Export'));
	expect(JSON.parse(text).meta.genesis).toBeTruthy();
	const { meta: _meta, ...stripped } = unsignedCopy(text);
	await page.goto('/');
	await importFile(page, 'stripped.json', JSON.stringify({ ...stripped, meta: JSON.parse(text).meta }));
	await expect(page.getByRole('alert').filter({ hasText: /has been tampered with: move 1/ })).toBeVisible();
	await expect(page.getByRole('list', { name: 'Games on this device' }).getByRole('listitem')).toHaveCount(1);
});

test('a bad summary, undo cycles and a replay: the home list and the history still show every game and line (issue 17)', async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'], title: 'Source' });
	await page.getByRole('group', { name: 'Ana Life' }).getByRole('button', { name: /minus 1/ }).click();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
	const text = await download(page, () => fromMenu(page, 'Export'));
	const file = unsignedCopy(text);
	const move = file.log.find((e: { kind: string }) => e.kind === 'counters/adjust');
	const undo = (id: string, target: string) => ({ id, seat: 's0', kind: 'core/undo', data: { target }, at: move.at });
	file.log.push(move, undo('self', 'self'), undo('ua', 'ub'), undo('ub', 'ua'));
	file.summary = { ...file.summary, title: 'Hostile', players: 'Ana, Bo', events: 'many' };
	file.meta.tableId = 'hostile-table';
	await page.goto('/');
	await importFile(page, 'hostile.json', JSON.stringify(file));
	await expect(page.getByRole('alert').filter({ hasText: /Game imported\. Be careful: This game is not signed/ })).toBeVisible();
	const games = page.getByRole('list', { name: 'Games on this device' });
	await expect(games.getByRole('link', { name: /Hostile/ })).toContainText('Ana, Bo');

	// a row an earlier version stored from such a summary: players as a string
	await page.evaluate(
		(id) =>
			new Promise<void>((done, failed) => {
				const open = indexedDB.open('familiar');
				open.onerror = () => failed(open.error);
				open.onsuccess = () => {
					const games = open.result.transaction('games', 'readwrite').objectStore('games');
					const get = games.get(id);
					get.onsuccess = () => {
						const put = games.put({ ...get.result, players: 'Ana, Bo', events: 'many' });
						put.onsuccess = () => (open.result.close(), done());
						put.onerror = () => failed(put.error);
					};
				};
			}),
		'hostile-table'
	);
	await page.reload();
	await expect(games.getByRole('listitem')).toHaveCount(2);
	await expect(games.getByRole('link', { name: /Source/ })).toContainText('Ana, Bo');
	await games.getByRole('link', { name: /Hostile/ }).click();
	const lines = await historyTexts(page);
	expect(lines.filter((l) => /Ana Life −1/.test(l))).toHaveLength(2);
	expect(lines.some((l) => /^Undo\b.*A move cannot undo itself/.test(l))).toBe(true);
	expect(lines.filter((l) => /^Undo: Undo/.test(l))).toHaveLength(2);
	expect(lines.some((l) => /already played/.test(l))).toBe(true);
});
