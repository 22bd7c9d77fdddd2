import { expect, test } from './support/fixtures';
import { fromMenu, newGame, openSheet } from './support/app';
import { textContrast } from './support/contrast';

test('a Counters game keeps its counters, undo/redo and history across a reload', async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'], title: 'Friday duel' });
	const anaLife = page.getByTestId('value-Ana-life');
	await expect(anaLife).toHaveText('20');
	const ana = page.getByRole('group', { name: 'Ana Life' });
	await ana.getByRole('button', { name: /minus 1/ }).click();
	await ana.getByRole('button', { name: /minus 1/ }).click();
	await page.getByRole('group', { name: 'Bo Life' }).getByRole('button', { name: /plus 1/ }).click();
	await expect(anaLife).toHaveText('18');
	await expect(page.getByTestId('value-Bo-life')).toHaveText('21');

	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(page.getByTestId('value-Bo-life')).toHaveText('20');
	await fromMenu(page, 'Redo');
	await expect(page.getByTestId('value-Bo-life')).toHaveText('21');

	await page.getByRole('button', { name: 'Next round' }).click();
	await expect(page.getByTestId('round')).toHaveText('Round 2');

	await page.reload();
	await expect(anaLife).toHaveText('18');
	await expect(page.getByTestId('value-Bo-life')).toHaveText('21');
	await expect(page.getByTestId('round')).toHaveText('Round 2');

	await openSheet(page, 'History');
	const history = page.getByRole('region', { name: 'History' });
	await expect(history.getByRole('listitem')).toHaveCount(6);
	await expect(history).toContainText('Ana Life −1');
	await expect(history).toContainText('Undo: Bo Life +1');
	await expect(history).toContainText('Next round');
});

test('going from one table straight to another opens the other game', async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'], title: 'First table' });
	const first = page.url();
	await page.getByRole('group', { name: 'Ana Life' }).getByRole('button', { name: /minus 1/ }).click();
	await newGame(page, { players: ['Cy', 'Di'], title: 'Second table' });
	await expect(page.getByRole('heading', { name: 'Second table' })).toBeVisible();
	// a link inside the app: SvelteKit navigates without reloading the page
	await page.evaluate((href) => {
		const a = document.createElement('a');
		a.href = href;
		a.textContent = 'Back to the first table';
		document.body.append(a);
		a.click();
	}, first);
	await expect(page).toHaveURL(first);
	await expect(page.getByRole('heading', { name: 'First table' })).toBeVisible();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
	await expect(page.getByTestId('value-Cy-life')).toHaveCount(0);
	await page.getByRole('group', { name: 'Bo Life' }).getByRole('button', { name: /plus 1/ }).click();
	await page.reload();
	await expect(page.getByTestId('value-Bo-life')).toHaveText('21');
});

test('a move tapped just before the page is left (a reload, another page) is kept', async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'] });
	const table = page.url();
	await page.getByRole('group', { name: 'Ana Life' }).getByRole('button', { name: /minus 1/ }).click();
	await page.reload();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
	await page.getByRole('group', { name: 'Bo Life' }).getByRole('button', { name: /plus 1/ }).click();
	await page.goto('/');
	await page.goto(table);
	await expect(page.getByTestId('value-Bo-life')).toHaveText('21');
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
});

test('a move whose write is still waiting when the page is left is kept', async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'] });
	// another connection keeps the updates table busy, so the app's write of the move waits in line
	// and is aborted with the page: only the journal can keep it
	await page.evaluate(
		() =>
			new Promise<void>((busy) => {
				const open = indexedDB.open('familiar');
				open.onsuccess = () => {
					const store = open.result.transaction('$games.doc_updates', 'readwrite').objectStore('$games.doc_updates');
					const spin = () => (store.count().onsuccess = spin);
					spin();
					busy();
				};
			})
	);
	await page.getByRole('group', { name: 'Ana Life' }).getByRole('button', { name: /minus 1/ }).click();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
	await page.reload();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
});

test('a move whose database write failed is saved from the journal at the next start', async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'] });
	// every write of a game's updates is aborted, as a full disk or a page torn down would
	await page.evaluate(() => {
		const add = IDBObjectStore.prototype.add;
		IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
			const request = add.apply(this, args);
			if (this.name === '$games.doc_updates') this.transaction.abort();
			return request;
		};
	});
	await page.getByRole('group', { name: 'Ana Life' }).getByRole('button', { name: /minus 1/ }).click();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
	await expect(page.getByRole('alert').filter({ hasText: 'Saving failed' })).toBeVisible();
	await page.reload();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
	// saved for good: it is still there once the journal is gone
	await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('familiar.journal/')).forEach((k) => localStorage.removeItem(k)));
	await page.reload();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
});

test('holding a button changes a counter by 5', async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'] });
	const minus = page.getByRole('group', { name: 'Ana Life' }).getByRole('button', { name: /minus 1/ });
	const box = (await minus.boundingBox())!;
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	await page.waitForTimeout(800);
	await page.mouse.up();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('15');
});

test('dice, a new counter with bounds, and the turn timer', async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'] });
	// what is typed reads apart from what is tapped: a field, named on screen, with an edge that shows
	const field = page.getByRole('textbox', { name: 'Dice' });
	expect((await page.getByRole('form', { name: 'Dice' }).getByText('Dice', { exact: true }).boundingBox())?.width).toBeGreaterThan(20);
	expect(await textContrast(field, 'borderTopColor')).toBeGreaterThanOrEqual(3);
	await field.fill('3d6+1');
	await page.getByRole('button', { name: 'Roll', exact: true }).click();
	await expect(page.getByTestId('last-roll')).toContainText('3d6+1');
	const total = Number((await page.getByTestId('last-roll').locator('strong').textContent()) ?? 0);
	expect(total).toBeGreaterThanOrEqual(4);
	expect(total).toBeLessThanOrEqual(19);

	await page.getByText('Add a counter').click();
	await page.getByLabel('Name', { exact: true }).fill('Poison');
	await page.getByRole('button', { name: 'Add for every player' }).click();
	await expect(page.getByTestId('value-Ana-poison')).toHaveText('0');
	await page.getByRole('group', { name: 'Ana Poison' }).getByRole('button', { name: /minus 1/ }).click();
	await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'minimum' })).toBeVisible();
	await expect(page.getByTestId('value-Ana-poison')).toHaveText('0');

	await page.getByRole('button', { name: "Start Bo's turn" }).click();
	await expect(page.getByTestId('turn-timer')).toContainText('Bo: 0:0');
});

test('each new roll tumbles its dice again, the same dice with their faces changed', async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'] });
	await page.getByRole('textbox', { name: 'Dice' }).fill('2d6');
	const roll = page.getByRole('button', { name: 'Roll', exact: true });
	const dice = page.getByTestId('last-roll').locator('.die');
	/** The dice's tumbles once the frame that shows a roll is drawn: where each stands, and whether it runs. */
	const tumbles = () =>
		page.evaluate(
			() =>
				new Promise<{ at: number; running: boolean }[]>((ok) =>
					requestAnimationFrame(() =>
						requestAnimationFrame(() => ok([...document.querySelectorAll('[data-testid="last-roll"] .die')].flatMap((d) => d.getAnimations().map((a) => ({ at: Number(a.currentTime), running: a.playState === 'running' })))))
					)
				)
		);
	await roll.click();
	await expect(dice).toHaveCount(2);
	const first = await dice.first().elementHandle();
	// the first tumble ends (0.45 s), then a second roll starts both dice over
	await expect.poll(async () => (await tumbles()).some((t) => t.running), { timeout: 3000 }).toBe(false);
	await roll.click();
	const again = await tumbles();
	expect(again).toHaveLength(2);
	for (const t of again) {
		expect(t.running).toBe(true);
		expect(t.at).toBeLessThan(400);
	}
	// the same dice, not built again
	expect(await first?.evaluate((d) => d.isConnected)).toBe(true);
});

test('a move that cannot be saved (a full disk) is played, and the player is told', async ({ page }) => {
	await newGame(page, { players: ['Ana', 'Bo'], title: 'Full disk' });
	await page.evaluate(() => {
		const add = IDBObjectStore.prototype.add;
		IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
			if (this.name === '$games.doc_updates') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
			return add.apply(this, args);
		};
	});
	await page.getByRole('group', { name: 'Ana Life' }).getByRole('button', { name: /minus 1/ }).click();
	await expect(page.getByTestId('value-Ana-life')).toHaveText('19');
	await expect(page.getByRole('alert').filter({ hasText: 'out of storage space' })).toBeVisible();
});

test('the turn timer stops while the game is closed and runs on when it is back', async ({ page }) => {
	await page.clock.install();
	await newGame(page, { players: ['Ana', 'Bo'], title: 'Timed' });
	const table = page.url();
	await page.getByRole('button', { name: 'Next player' }).click();
	const timer = page.getByTestId('turn-timer');
	// (the page's clock also runs on by itself: a few seconds either way)
	await expect(timer).toContainText(/Ana: 0:0\d/);
	await page.clock.runFor(20_000);
	await expect(timer).toContainText(/Ana: 0:[23]\d/);

	// left for ten minutes: the clock does not count them
	await page.getByRole('link', { name: 'Your games' }).click();
	await expect(page.getByRole('link', { name: /Timed/ })).toBeVisible();
	await page.clock.runFor(600_000);
	await page.getByRole('link', { name: /Timed/ }).click();
	await expect(page).toHaveURL(table);
	await expect(timer).toContainText(/Ana: 0:[234]\d/);
	await page.clock.runFor(60_000);
	await expect(timer).toContainText(/Ana: 1:[234]\d/);
	// pausing is not a move: Undo still takes back the player's own move
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(timer).toHaveCount(0);
});
